import Measure
import PNGCodec
import Render
import Scenes

/// Draws scenes for the pipeline: the reference PNG bytes, with the font files recorded in the file. Shares one
/// renderer (and its font-face cache) between threads, and one pixel budget: the images in flight at once hold
/// at most twice the renderer's per-image limit, whatever the number of threads.
public struct SceneImaging: Sendable {
    public let fontSet: FontSet
    public let renderer: Renderer
    private let budget: PixelBudget

    public init(fontSet: FontSet, renderer: Renderer = Renderer()) {
        self.fontSet = fontSet; self.renderer = renderer
        let (capacity, overflow) = renderer.maximumPixelCount.multipliedReportingOverflow(by: 2)
        budget = PixelBudget(capacity: overflow ? Int.max : capacity)
    }

    /// Runs `body` (which draws `scene` and writes or compares its image) once the scene's pixels fit in the
    /// budget. Throws `RenderError` first, before anything is drawn, when the scene is empty or too large.
    public func withImage<T>(of scene: Scene, _ body: () throws -> T) throws -> T {
        let size = try renderer.pixelSize(of: scene, scale: scene.scale)
        return try budget.withPixels(size.width * size.height, body)
    }

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
