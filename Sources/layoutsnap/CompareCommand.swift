import ArgumentParser
import Files
import PNGCodec
import Snapshot

extension LayoutSnapCommand {
    /// `layoutsnap compare A.png B.png`.
    struct CompareCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "compare", abstract: "Compare two PNG files pixel by pixel (exit 1 when they differ beyond the tolerance options).")

        @Argument(help: "The expected image.") var a: String
        @Argument(help: "The actual image.") var b: String
        @Option(help: "Write a diff image here when they differ.") var diff: String?
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var tolerances: ToleranceOptions

        func run() throws {
            let tolerance = try tolerances.tolerance()
            let first = try ImageBuffer(contentsOfPNG: a)
            let second = try ImageBuffer(contentsOfPNG: b)
            let result = tolerance.compare(expected: first, actual: second)
            if let diff, case .different = result {
                try AtomicFile.write(try ImageDiffer.diffImage(expected: first, actual: second).pngData(), to: diff)
            }
            if json {
                var report = JSONReports.comparison(result, a: first, b: second)
                if case var .object(fields) = report {
                    fields["passed"] = .bool(tolerance.accepts(result))
                    report = .object(fields)
                }
                print(report.serialized())
            } else {
                print(result.summary)
            }
            if !tolerance.accepts(result) { throw ExitCode(1) }
        }
    }
}
