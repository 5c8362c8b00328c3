import Scenes

/// One laid-out image to record or verify: the scene, where its reference lives, and where its artifacts go
/// (`<artifacts>/<group>/<name>.{expected,actual,diff}.png`).
public struct SnapshotSubject: Sendable {
    public var scene: Scene
    public var referencePath: String
    /// The artifacts sub-folder (a fixture's name) and the image's name in it (the variant, with its stage).
    public var group, name: String

    public init(scene: Scene, referencePath: String, group: String, name: String) {
        self.scene = scene; self.referencePath = referencePath; self.group = group; self.name = name
    }

    /// `<name>.json` beside the reference `<name>.png`: the layout record.
    public var layoutRecordPath: String { Self.layoutRecordPath(forReference: referencePath) }

    public static func layoutRecordPath(forReference referencePath: String) -> String {
        guard referencePath.hasSuffix(".png") else { return referencePath + ".json" }
        return String(referencePath.dropLast(4)) + ".json"
    }
}
