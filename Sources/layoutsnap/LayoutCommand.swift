import ArgumentParser
import FixtureFormat
import Geometry
import Measure
import Pipeline
import Render
import Scenes

extension LayoutSnapCommand {
    /// `layoutsnap layout FIXTURE`: the scene of one variant.
    struct LayoutCommand: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "layout", abstract: "Lay out a fixture and print its elements and views.")

        @Argument(help: "A fixture file or an Interface Builder document (.xib, Main.storyboard#root).") var fixture: String
        @Option(help: "Width in points (default 375; a document's own width for a document).") var width: Double?
        @OptionGroup var documents: DocumentOptionGroup
        @Option(help: "A named device instead of a width, e.g. \"iPhone SE\" (its width, screen height and scale).") var device: String?
        @Option(help: "Content size category.") var category: ContentSizeCategory = .large
        @Option(help: "Layout direction.") var direction: LayoutDirection = .leftToRight
        @Option(help: "Appearance.") var appearance: Appearance = .light
        @Option(help: "A pseudo-locale every text is rewritten in (rtl also lays out right to left; default: the texts as written).")
        var pseudoLocale: PseudoLocale?
        @Option(help: "Screen scale: 1, 2 or 3 (default 2, or the device's).") var scale: Double?
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var fonts: FontOptions

        func run() throws {
            let loaded = try Fixture.load(path: fixture, documents: try documents.options())
            let width = self.width ?? (Fixture.isDocument(fixture) ? loaded.variants.variants.first?.size.width ?? 375 : 375)
            guard width > 0, width <= 10_000 else { throw CLIError.badInput("--width must be between 0 and 10000 points, found \(width)") }
            if let scale, ScreenScale(exactly: scale) == nil {
                throw CLIError.badInput("--scale must be \(ScreenScale.allowedValues), found \(scale)")
            }
            let size: ScreenSize
            if let device {
                guard let named = Device.named(device) else {
                    throw CLIError.badInput("--device: unknown device '\(device)' (expected one of: \(Device.all.map(\.name).joined(separator: ", ")))")
                }
                size = .device(named)
            } else {
                size = .width(width)
            }
            let fontSet = try fonts.loadFontSet(customFiles: loaded.fontFiles, fixtureSystemFontDirectories: loaded.systemFontDirectory.map { [$0] } ?? [])
            let defaultScale: Double
            if case let .device(named) = size { defaultScale = named.scale } else { defaultScale = 2 }
            let variant = Variant(size: size, category: category, scale: scale ?? defaultScale,
                                  direction: pseudoLocale == .rtl ? .rightToLeft : direction, appearance: appearance, pseudoLocale: pseudoLocale)
            let stages = loaded.scenes(for: variant, measurer: TextMeasurer(fontSet: fontSet))
            for (stage, scene) in stages {
                report(warnings: scene.warnings, context: "\(loaded.name) \(variant.name)\(stage.map { "-\($0)" } ?? "")", fontSet: fontSet)
            }
            if json {
                print(SceneJSON.stages(stages, fontSet: fontSet).serialized())
                return
            }
            for (stage, scene) in stages {
                print("\(loaded.name) \(variant.name)\(stage.map { "-\($0)" } ?? ""): content \(scene.contentSize.width) × \(scene.contentSize.height) pt, \(scene.elements.count) elements")
                for element in scene.elements {
                    let f = element.frame
                    let extras = (element.alpha != 1 ? " alpha \(element.alpha)" : "") + (element.zIndex != 0 ? " z \(element.zIndex)" : "")
                        + (element.isHidden ? " hidden" : "")
                    print("  \(element.category.rawValue)\(element.kind.map { " \($0)" } ?? "") [\(element.indexPath.section),\(element.indexPath.item)] (\(f.minX), \(f.minY), \(f.width), \(f.height))\(extras)")
                }
            }
        }
    }
}
