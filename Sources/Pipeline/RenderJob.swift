import FixtureFormat
import Layout
import Scenes

/// One fixture in one variant: the unit a batch lays out, draws and records or verifies.
public struct RenderJob: Sendable {
    public var fixture: Fixture
    public var variant: Variant

    public init(fixture: Fixture, variant: Variant) { self.fixture = fixture; self.variant = variant }

    /// `<fixture>/<variant>[-<stage>].<ext>`: where outputs and references of this job live.
    public func relativePath(extension ext: String, stage: String? = nil) -> String { "\(fixture.name)/\(name(stage: stage)).\(ext)" }

    /// The variant's name, with the stage appended for collection updates (`w375-L@2x-before`).
    public func name(stage: String?) -> String { variant.name(stage: stage) }
}
