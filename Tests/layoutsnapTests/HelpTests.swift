import Testing

/// `--help` is the CLI's first documentation: every command is listed, enum options name their values and
/// defaults (from `ExpressibleByArgument`), and the shared option groups appear where they apply.
@Suite struct HelpTests {
    /// The help text with its wrapping undone (ArgumentParser wraps to the terminal's width).
    func help(_ arguments: [String]) throws -> (status: Int32, text: String) {
        let run = try layoutsnap(arguments)
        return (run.status, run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }

    @Test func theRootHelpListsEveryCommand() throws {
        let run = try layoutsnap(["--help"])
        #expect(run.status == 0)
        for command in ["measure", "layout", "render", "record", "verify", "prune", "compare"] {
            #expect(run.stdout.contains("  \(command) "), "missing \(command) in:\n\(run.stdout)")
        }
    }

    @Test func versionPrintsTheReleaseAndExitsZero() throws {
        let run = try layoutsnap(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: ".").count == 3, "\(run.stdout)")
    }

    @Test func enumOptionsListTheirValuesAndDefaults() throws {
        let measure = try help(["measure", "--help"])
        #expect(measure.status == 0)
        #expect(measure.text.contains("--style <style>"))
        #expect(measure.text.contains("values: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2"))
        #expect(measure.text.contains("default: body"))
        #expect(measure.text.contains("values: xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5"))
        #expect(measure.text.contains("default: L"))
        #expect(measure.text.contains("values: natural, left, center, right, justified"))
        #expect(measure.text.contains("values: ltr, rtl"))

        let layout = try help(["layout", "--help"])
        #expect(layout.text.contains("--appearance <appearance>"))
        #expect(layout.text.contains("values: light, dark"))

        let verify = try help(["verify", "--help"])
        #expect(verify.text.contains("--record <record>"))
        #expect(verify.text.contains("values: all, missing, failed, never"))
    }

    @Test func sharedOptionGroupsAppearOnTheBatchCommands() throws {
        for command in ["render", "record", "verify"] {
            let help = try help([command, "--help"]).text
            for option in ["--category <category>", "--width <width>", "--device <device>", "--appearance <appearance>",
                           "--scale <scale>", "--direction <direction>", "--jobs <jobs>", "--shard <shard>", "--progress <progress>", "--no-progress",
                           "--font-dir <font-dir>"] {
                #expect(help.contains(option), "\(command) --help lacks \(option)")
            }
        }
        let verify = try help(["verify", "--help"]).text
        for option in ["--threshold <threshold>", "--max-diff-pixels <max-diff-pixels>", "--max-diff-pixel-ratio <max-diff-pixel-ratio>"] {
            #expect(verify.contains(option))
        }
    }

    @Test func aBadEnumValueIsAUsageErrorNamingTheValues() throws {
        let run = try layoutsnap(["measure", "Hello", "--style", "bodyy"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("The value 'bodyy' is invalid for '--style <style>'"))
    }
}
