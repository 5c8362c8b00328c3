import Foundation

/// Reports finished variants on standard error: on a terminal, one bar redrawn in place; otherwise (CI logs, pipes)
/// a plain line per variant, `[ 12/408] tag-flow w375-L@2x`.
final class Progress: @unchecked Sendable {
    private let total: Int
    private let interactive: Bool
    private let lock = NSLock()
    private var done = 0

    init(total: Int, interactive: Bool) { self.total = total; self.interactive = interactive }

    func completed(_ name: String) {
        lock.withLock {
            done += 1
            let counter = "[\(String(repeating: " ", count: String(total).count - String(done).count))\(done)/\(total)]"
            guard interactive else { printError("\(counter) \(name)"); return }
            let width = 30, filled = total == 0 ? width : done * width / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            FileHandle.standardError.write(Data("\r\u{1B}[K\(bar) \(counter) \(name)".utf8))
        }
    }

    /// Ends the bar's line on a terminal, so what follows starts on a line of its own.
    func finish() {
        lock.withLock { if interactive && done > 0 { FileHandle.standardError.write(Data("\n".utf8)) } }
    }
}
