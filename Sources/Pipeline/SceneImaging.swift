import Measure
import Render
import Scene

/// Draws scenes for the pipeline: the reference PNG bytes, with the font files recorded in the file. Shares one
/// renderer (and its font-face cache) between threads.
public struct SceneImaging: Sendable {
    public let fontSet: FontSet
    public let renderer: Renderer

    public init(fontSet: FontSet, renderer: Renderer = Renderer()) { self.fontSet = fontSet; self.renderer = renderer }

    /// The bytes `record` writes for `scene`: its PNG at its own scale, with the fonts it used as text chunks.
    public func referencePNG(_ scene: Scene) throws -> [UInt8] {
        try renderer.png(scene, textChunks: Renderer.pngTextChunks(for: scene, fontSet: fontSet))
    }
}
