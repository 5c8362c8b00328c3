import ArgumentParser
import Files
import Pipeline
import Scenes

/// `png`, `svg` or both, from `--format`.
/// `--format png`, `svg` or `png,svg`: the image formats a command writes.
struct ImageFormats: ExpressibleByArgument, Hashable, Sendable {
    var png: Bool
    var svg: Bool

    static let png = ImageFormats(png: true, svg: false)

    init(png: Bool, svg: Bool) { self.png = png; self.svg = svg }

    init?(argument: String) {
        let names = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard !names.isEmpty, names.allSatisfy({ $0 == "png" || $0 == "svg" }) else { return nil }
        self.init(png: names.contains("png"), svg: names.contains("svg"))
    }

    var defaultValueDescription: String { [png ? "png" : nil, svg ? "svg" : nil].compactMap { $0 }.joined(separator: ",") }
    static var allValueStrings: [String] { ["png", "svg", "png,svg"] }
}

/// Writes `scene` in each of `formats` (its reference PNG, its SVG) to the path `path` gives for the extension.
func writeImages(of scene: Scene, formats: ImageFormats, imaging: SceneImaging, to path: (String) -> String) throws {
    if formats.png { try AtomicFile.write(try imaging.referencePNG(scene), to: path("png")) }
    if formats.svg { try AtomicFile.write(try imaging.renderer.svg(scene), to: path("svg")) }
}
