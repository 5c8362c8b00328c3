import Foundation
import PNGCodec

/// Writes files whole: to a temporary file beside the destination, then renamed over it, so a reader (or
/// a parallel job, or an interrupted run) never sees a partial file.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
            try Data(bytes).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw ImageError.writeFailed(path: path, reason: reason)
            }
        } catch let error as ImageError {
            throw error
        } catch {
            throw ImageError.writeFailed(path: path, reason: error.localizedDescription)
        }
    }
}
