import FixtureFormat
import Layout
import Measure
import Scenes

extension Fixture {
    /// The names of the images one variant produces: `[nil]` for one image; `before`, `frame1` …, `after` for a
    /// collection with an update.
    public var stageNames: [String?] {
        if case let .collection(collection) = content { return CollectionScene.stageNames(for: collection) }
        return [nil]
    }

    /// Lays the fixture out in one variant: one scene per stage, in `stageNames` order, with colours resolved for
    /// the variant's appearance and, for a device, the image cut or filled to the device's screen height; with
    /// `constraintGuides`, each element keeps its solved constraints for debug overlays.
    public func scenes(for variant: Variant, measurer: TextMeasurer, constraintGuides: Bool = false) -> [(stage: String?, scene: Scene)] {
        var environment = variant.environment
        environment.keepsConstraintGuides = constraintGuides
        let laidOut: [(stage: String?, scene: Scene)]
        switch content {
        case let .table(table): laidOut = [(nil, TableLayout.scene(for: table, in: environment, measurer: measurer))]
        case let .view(view): laidOut = [(nil, ViewLayout.scene(for: view, in: environment, measurer: measurer))]
        case let .collection(collection):
            laidOut = CollectionScene.stages(for: collection, in: environment, measurer: measurer).map { ($0.name, $0.scene) }
        }
        return laidOut.map { stage, scene in (stage, scene.finished(for: variant)) }
    }

    /// Lays the fixture out in one variant; for a collection with an update, the state after it.
    public func scene(for variant: Variant, measurer: TextMeasurer) -> Scene {
        scenes(for: variant, measurer: measurer).last?.scene ?? Scene(contentSize: .zero, backgroundColor: SystemColor.systemBackground.color, elements: [])
    }
}
