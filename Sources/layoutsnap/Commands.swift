import ArgumentParser

struct LayoutSnapCommand: ParsableCommand {
    /// The release this build belongs to (`layoutsnap --version`).
    static let version = "0.12.0"

    static let configuration = CommandConfiguration(
        commandName: "layoutsnap",
        abstract: "Render iOS-style list and grid layouts to PNG and SVG, at every Dynamic Type size, on Linux.",
        discussion: "Exit codes: 0 success, 1 differences found (verify, compare), 2 bad input or usage, 3 internal error.",
        version: version,
        subcommands: [MeasureCommand.self, LayoutCommand.self, RenderCommand.self, SheetCommand.self, LintCommand.self, RecordCommand.self, VerifyCommand.self, PruneCommand.self, CompareCommand.self, IBCheckCommand.self, GalleryCommand.self]
    )
}
