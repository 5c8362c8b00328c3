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

    /// An unknown style is bad input: exit 2 naming the option and the values.
    @Test func unknownStyleIsRefused() throws {
        let run = try render(["--progress", "fancy"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--progress"))
    }
}
