import Foundation

/// Why a file could not be written, with its path.
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) { self.path = path; self.reason = reason }

    public var description: String { "\(path): cannot write (\(reason))" }
}

/// Writes files whole: to a temporary file beside the destination, then renamed over it, so a reader (or a
/// parallel job, or an interrupted run) never sees a partial file. The temporary is removed on every failure
/// path; one left by a killed process is named `.<file>.<UUID>.tmp` and found by `leftoverTemporaries(in:)`.
///
/// A process that writes files should ignore `SIGXFSZ` (`AtomicFile.ignoreFileSizeSignal()`), so that a file-size
/// limit becomes a failed write with a message instead of killing it.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw FileWriteError(path: path, reason: reason(error))
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        do {
            try writeAll(bytes, to: temporary)
        } catch {
            unlink(temporary)
            throw FileWriteError(path: path, reason: error.reason)
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw FileWriteError(path: path, reason: reason)
        }
    }

    /// Makes a file-size limit (`ulimit -f`) a failed `write` (EFBIG) instead of a signal that kills the process.
    public static func ignoreFileSizeSignal() {
        signal(SIGXFSZ, SIG_IGN)
    }

    /// The temporaries in `directory` (not below it) that a killed writer left: `.<name>.<UUID>.tmp`.
    public static func leftoverTemporaries(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter(isTemporaryName).sorted().map { (directory as NSString).appendingPathComponent($0) }
    }

    /// Whether a file name has the shape of this writer's temporaries.
    public static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let middle = name.dropFirst().dropLast(4)
        guard let dot = middle.lastIndex(of: ".") else { return false }
        let uuid = middle[middle.index(after: dot)...]
        return !middle[..<dot].isEmpty && UUID(uuidString: String(uuid)) != nil
    }

    /// Writes with `open`/`write`/`fsync`-free `close`, creating the file exclusively (a temporary name is never
    /// reused), and reports the first error.
    private static func writeAll(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: String(cString: strerror(errno))) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw FileWriteError(path: path, reason: reason)
            }
            written += count
        }
        guard close(descriptor) == 0 else { throw FileWriteError(path: path, reason: String(cString: strerror(errno))) }
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}
