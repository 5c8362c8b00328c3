import CollectionLayout
import Scene

extension SceneElement {
    /// An element drawn where `attributes` put it, showing `root`.
    public init(attributes: LayoutAttributes, root: SceneNode) {
        self.init(category: attributes.representedElementCategory, kind: attributes.representedElementKind?.rawValue,
                  indexPath: attributes.indexPath, frame: attributes.frame, zIndex: attributes.zIndex, alpha: attributes.alpha,
                  isHidden: attributes.isHidden, root: root)
        transform3D = attributes.transform3D
        boundsOrigin = attributes.boundsOrigin
    }
}

/// Adds a "no font covers …" warning for each character not already warned about.
func appendMissingCharacterWarnings(_ characters: [String], to warnings: inout [String]) {
    for missing in characters where !warnings.contains(where: { $0.hasSuffix(missing) }) {
        warnings.append("no font covers \(missing)")
    }
}
