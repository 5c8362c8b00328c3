import CollectionViewLayouts
import Scenes

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
