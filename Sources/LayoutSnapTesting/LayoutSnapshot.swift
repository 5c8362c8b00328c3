import Layout
import LayoutSnapUIKit
import Measure
import Pipeline
import Render
import Scenes

/// What the assertions draw with, shared by every test in the process: the standard font set is loaded once, on
/// first use (thread-safe lazy initialisation of a static), and one `Renderer` caches the font faces it draws with.
/// Both are immutable or internally locked, so tests may run in parallel.
public enum LayoutSnapshot {
    /// The standard font set (Inter, the Noto script, CJK and colour emoji fonts, Symbola), found under `FontSet.defaultSearchDirectories`,
    /// as the command-line tool loads it by default.
    public static func fontSet() throws -> FontSet { try fonts.get().fontSet }

    /// A text measurer over `fontSet()`, for laying out scenes in test code (`TableLayout.scene(for:in:measurer:)`,
    /// `ViewLayout`, `CollectionScene`). Its layout cache is shared by every test.
    public static func measurer() throws -> TextMeasurer { try fonts.get().measurer }

    /// The PNG bytes that a reference of `scene` at `scale` (pixels per point) holds. Lay the scene out at the same
    /// scale (`LayoutEnvironment.scale`): it is snapped to that pixel grid. The bytes are those `layoutsnap record`
    /// writes, font text chunks included.
    public static func png(of scene: Scene, scale: Double) throws -> [UInt8] {
        var scene = scene
        scene.scale = scale
        return try imaging().referencePNG(scene)
    }

    /// How assertions draw: the standard font set and one shared renderer.
    static func imaging() throws -> SceneImaging { SceneImaging(fontSet: try fontSet(), renderer: renderer) }

    private struct Fonts: Sendable {
        var fontSet: FontSet
        var measurer: TextMeasurer
    }

    private static let fonts = Result<Fonts, any Error> {
        let fontSet = try FontSet.standard(searchDirectories: FontSet.defaultSearchDirectories,
                                           systemFontDirectory: FontSet.systemFontDirectoryFromEnvironment)
        return Fonts(fontSet: fontSet, measurer: TextMeasurer(fontSet: fontSet))
    }

    private static let renderer = Renderer()
}

extension LayoutSnapshot {
    /// A view written for UIKit laid out in one variant with the shared measurer (`UIKitScene.scene(of:variant:…)`),
    /// for swift-snapshot-testing: `assertSnapshot(of: try LayoutSnapshot.scene(of: { Cell() }, variant: v), as: .layoutSnap(scale: v.scale))`.
    @preconcurrency @MainActor
    public static func scene(of view: () -> UIView, variant: Variant, sizing: RootSizing? = nil) throws -> Scene {
        UIKitScene.scene(of: view, variant: variant, sizing: sizing, measurer: try measurer())
    }
}
