import ArgumentParser
import Foundation

/// How `render`, `record`, `verify` and `lint` report progress on standard error (`--progress`).
enum ProgressStyle: String, CaseIterable, ExpressibleByArgument {
    /// One line redrawn in place: a bar, the count, the item just finished, the time so far and an estimate of the rest.
    case bar
    /// Lines for logs: one each time another tenth of the work is done, or when 10 s passed since the last line.
    case plain
    /// Nothing (failures, findings and the summary are printed all the same).
    case none

    /// A bar on a terminal, plain lines otherwise (CI logs, pipes).
    static func automatic(standardErrorIsTerminal: Bool) -> ProgressStyle { standardErrorIsTerminal ? .bar : .plain }
}

/// Reports finished variants on standard error in a `ProgressStyle`. Thread-safe: the parallel runner calls
/// `completed(_:)` from its workers.
final class Progress: @unchecked Sendable {
    private let total: Int
    private let style: ProgressStyle
    private let now: @Sendable () -> TimeInterval
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    private let start: TimeInterval
    private var done = 0
    private var lastLine: (tenths: Int, time: TimeInterval)

    /// The longest a plain report stays silent while work finishes.
    static let plainInterval: TimeInterval = 10

    init(total: Int, style: ProgressStyle, now: @escaping @Sendable () -> TimeInterval = { ProcessInfo.processInfo.systemUptime },
         write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.total = total
        self.style = style
        self.now = now
        self.write = write
        start = now()
        lastLine = (0, start)
    }

    func completed(_ name: String) {
        lock.withLock {
            done += 1
            let time = now(), elapsed = time - start
            let counter = "[\(String(repeating: " ", count: max(0, String(total).count - String(done).count)))\(done)/\(total)]"
            switch style {
            case .none:
                return
            case .bar:
                let width = 30, filled = total == 0 ? width : min(width, done * width / total)
                let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
                write("\r\u{1B}[K\(bar) \(counter) \(name) \(Self.duration(elapsed))\(remaining(elapsed).map { ", ~\($0) left" } ?? "")")
            case .plain:
                let tenths = total == 0 ? 10 : done * 10 / total
                guard tenths > lastLine.tenths || time - lastLine.time >= Self.plainInterval || done == total else { return }
                lastLine = (tenths, time)
                let percent = total == 0 ? 100 : done * 100 / total
                write("\(counter) \(percent)% \(name) \(Self.duration(elapsed))\(remaining(elapsed).map { ", ~\($0) left" } ?? "")\n")
            }
        }
    }

    /// Ends the bar's line, so what follows starts on a line of its own.
    func finish() {
        lock.withLock { if style == .bar && done > 0 { write("\n") } }
    }

    /// The time the rest should take at the pace so far; nil before there is a pace or when nothing is left.
    private func remaining(_ elapsed: TimeInterval) -> String? {
        guard done > 0, done < total, elapsed > 0 else { return nil }
        return Self.duration(elapsed / Double(done) * Double(total - done))
    }

    /// `4.2 s`, `1 min 05 s`.
    static func duration(_ seconds: TimeInterval) -> String {
        guard seconds.isFinite, seconds >= 0 else { return "?" }
        if seconds < 60 { return String(format: "%.1f s", seconds) }
        let whole = Int(seconds.rounded())
        return String(format: "%d min %02d s", whole / 60, whole % 60)
    }
}
