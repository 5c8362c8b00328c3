import Foundation

/// Why a file could not be read, with its path.
public struct FileReadError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        case missing
        /// A folder, FIFO, socket or device: only regular files are read, so a FIFO can never block a run.
        case notRegularFile(kind: String)
        case tooLarge(size: Int, limit: Int)
        /// The content was rejected by the caller's check of its first bytes.
        case rejected(String)
        case unreadable(String)
    }

    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) { self.path = path; self.reason = reason }

    public var description: String {
        switch reason {
        case .missing: return "\(path): no such file"
        case let .notRegularFile(kind): return "\(path): not a regular file (a \(kind))"
        case let .tooLarge(size, limit): return "\(path): \(size) bytes is more than the limit of \(limit)"
        case let .rejected(reason): return "\(path): \(reason)"
        case let .unreadable(reason): return "\(path): cannot read (\(reason))"
        }
    }
}

/// Reads regular files only, each bounded: the file is opened without blocking, checked to be a regular file of
/// at most `limit` bytes on the open descriptor (so what is checked is what is read), and read whole.
public enum RegularFile {
    /// Whether `path` names a regular file; with `followingLinks: false`, a symbolic link is not one.
    public static func exists(_ path: String, followingLinks: Bool = true) -> Bool {
        var status = stat()
        let found = followingLinks ? stat(path, &status) : lstat(path, &status)
        return found == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// The bytes of the regular file at `path`. `check`, when given, sees the first `prefixLength` bytes (fewer
    /// when the file is shorter) and the file's size before the rest is read, and may throw to stop there: a PNG's
    /// signature and header are checked before a large file is read whole.
    public static func read(_ path: String, limit: Int, prefixLength: Int = 0,
                            check: ((_ prefix: [UInt8], _ size: Int) throws -> Void)? = nil) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw FileReadError(path: path, reason: code == ENOENT ? .missing : .unreadable(String(cString: strerror(code))))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw FileReadError(path: path, reason: .unreadable(String(cString: strerror(errno))))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw FileReadError(path: path, reason: .notRegularFile(kind: kind(status.st_mode)))
        }
        let size = Int(status.st_size)
        guard size <= limit else { throw FileReadError(path: path, reason: .tooLarge(size: size, limit: limit)) }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        func fill(upTo end: Int) throws {
            while filled < end {
                let count = bytes.withUnsafeMutableBytes { buffer in
                    Foundation.read(descriptor, buffer.baseAddress.map { $0 + filled }, end - filled)
                }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw FileReadError(path: path, reason: .unreadable(String(cString: strerror(errno))))
                }
                if count == 0 { break }
                filled += count
            }
        }
        if let check {
            try fill(upTo: min(prefixLength, size))
            try check(Array(bytes[0..<filled]), size)
        }
        try fill(upTo: size)
        // A file that shrank while being read is read as it now is.
        if filled < size { bytes.removeLast(size - filled) }
        return bytes
    }

    private static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "folder"
        case S_IFIFO: return "FIFO"
        case S_IFSOCK: return "socket"
        case S_IFCHR: return "character device"
        case S_IFBLK: return "block device"
        case S_IFLNK: return "symbolic link"
        default: return "special file"
        }
    }
}
