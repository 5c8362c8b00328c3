import Measure
import PNGCodec
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

    /// The bytes `record` writes for `scene`, from its scanlines drawn before (`renderer.scanlines(scene)`):
    /// the same bytes as `referencePNG(scene)`, without drawing again.
    public func referencePNG(_ scanlines: PNGScanlines, of scene: Scene) -> [UInt8] {
        PNGEncoder.encode(scanlines, textChunks: Renderer.pngTextChunks(for: scene, fontSet: fontSet))
    }
}
