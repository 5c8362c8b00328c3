import Foundation
import Testing

/// `--progress`: what render prints on standard error for a batch of variants when it is not a terminal.
struct ProgressTests {
    private func render(_ progress: [String]) throws -> Run {
        let out = NSTemporaryDirectory() + "layoutsnap-progress-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        // intrinsic-size.yaml's categories × both directions × both appearances: dozens of variants.
        return try layoutsnap(["render", "Fixtures/intrinsic-size.yaml", "--out", out, "--direction", "ltr,rtl", "--appearance", "light,dark"] + progress)
    }

    private func progressLines(_ run: Run) -> [Substring] {
        run.stderr.split(separator: "\n").filter { $0.hasPrefix("[") }
    }

    /// The number of variants: "N file(s)" in render's summary on standard output.
    private func variantCount(_ run: Run) throws -> Int {
        let summary = try #require(run.stdout.split(separator: "\n").last)
        return try #require(summary.split(separator: " ").lazy.compactMap { Int($0) }.first)
    }

    /// Off a terminal the default is plain: a line per tenth of the work (the batch finishes well within 10 s), each
    /// with the count, the share, the item and the time, never one line per variant.
    @Test func plainIsTheDefaultOffATerminalAndPrintsAtMostALinePerTenth() throws {
        let run = try render([])
        #expect(run.status == 0)
        let lines = progressLines(run), count = try variantCount(run)
        #expect(count >= 24)
        #expect((1...11).contains(lines.count), "\(lines)")
        #expect(lines.last?.hasPrefix("[\(count)/\(count)] 100% ") == true)
        #expect(lines.allSatisfy { $0.contains(" s") })
        #expect(!run.stderr.contains("\u{1B}["))
    }

    /// `bar` redraws one line in place (carriage return, clear to end of line), with an estimate while work is left.
    @Test func barRedrawsOneLine() throws {
        let run = try render(["--progress", "bar"])
        #expect(run.status == 0)
        let count = try variantCount(run)
        #expect(run.stderr.components(separatedBy: "\r\u{1B}[K").count - 1 == count)
        #expect(run.stderr.contains("left"))
        #expect(run.stderr.contains("[\(count)/\(count)]"))
    }

    /// `none` and `--no-progress` print no progress; what render writes on standard output stays.
    @Test(arguments: [["--progress", "none"], ["--no-progress"]])
    func noneIsSilent(arguments: [String]) throws {
        let run = try render(arguments)
        #expect(run.status == 0)
        #expect(progressLines(run).isEmpty)
        #expect(!run.stdout.isEmpty)
    }

    /// The whole bundled set, with standard error piped to a log as CI does: at most 15 progress lines for 840 images.
    @Test(.timeLimit(.minutes(5)))
    func theBundledSetLogsAtMostFifteenProgressLines() throws {
        let out = temporaryDirectory()
        let run = try layoutsnap(["render", "Fixtures", "--format", "png", "--out", out])
        #expect(run.status == 0)
        let lines = progressLines(run)
        #expect((1...15).contains(lines.count), "\(lines.count) progress lines: \(lines)")
        #expect(run.stderr.split(separator: "\n").count <= 15, "\(run.stderr)")
    }

    /// On a terminal (a pseudo-terminal here) the default is the bar: one line redrawn in place, never a new line per
    /// variant, finished by one newline.
    @Test func aTerminalShowsOneUpdatingLine() throws {
        // glibc's openpty(3) (in libc since 2.34); Swift's Glibc module does not import it, so it is looked up.
        typealias OpenPTY = @convention(c) (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<CChar>?,
                                            UnsafeRawPointer?, UnsafeRawPointer?) -> Int32
        let symbol = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "openpty"), "openpty(3) is not in this libc")
        var master: Int32 = -1, slave: Int32 = -1
        try #require(unsafeBitCast(symbol, to: OpenPTY.self)(&master, &slave, nil, nil, nil) == 0, "openpty failed")
        let screenSide = master
        defer { close(screenSide) }
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        let out = temporaryDirectory()
        let process = Process()
        process.executableURL = binary
        process.arguments = ["render", "Fixtures/intrinsic-size.yaml", "--out", out, "--direction", "ltr,rtl"]
        process.currentDirectoryURL = packageRoot
        process.standardOutput = FileHandle.nullDevice
        process.standardError = terminal
        // Everything the terminal receives, read while the command runs (a terminal's buffer is small).
        let received = ReceivedBytes()
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(screenSide, &buffer, buffer.count)
                if count <= 0 { break }
                received.append(buffer[0..<count])
            }
        }
        reader.start()
        try process.run()
        process.waitUntilExit()
        // Everything written is read before the terminal closes (Linux may drop what is unread once it closes);
        // closing it ends the reader (EIO on the master).
        var deadline = Date().addingTimeInterval(10)
        while received.newlines == 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        try terminal.close()
        deadline = Date().addingTimeInterval(10)
        while !reader.isFinished && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        #expect(process.terminationStatus == 0)
        let screen = received.text
        #expect(screen.unicodeScalars.filter { $0 == "\r" }.count >= 24, "the bar redraws its line: \(screen.debugDescription)")
        #expect(screen.contains("\u{1B}[K"))
        // The bar's whole output is one line, ended once (a terminal shows "\n" as "\r\n").
        #expect(received.newlines == 1, "\(screen.debugDescription)")
        #expect(screen.contains("[24/24]"), "intrinsic-size has 12 categories in two directions")
    }

    /// An unknown style is bad input: exit 2 naming the option and the values.
    @Test func unknownStyleIsRefused() throws {
        let run = try render(["--progress", "fancy"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--progress"))
    }
}

/// Bytes read on one thread and looked at on another.
private final class ReceivedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []

    func append(_ more: ArraySlice<UInt8>) { lock.withLock { bytes += more } }
    var newlines: Int { lock.withLock { bytes.filter { $0 == 0x0A }.count } }
    var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
}
