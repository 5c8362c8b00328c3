import Geometry
import Scenes

extension Scene {
    /// The scene with its elements flipped left-to-right in the content: each element's frame is reflected, as a
    /// right-to-left table places rows, separators and supplementary views. The views inside elements are not
    /// touched: their constraints already follow the layout direction.
    public func mirroredHorizontally() -> Scene {
        var scene = self
        scene.elements = elements.map { element in
            var element = element
            element.frame.origin.x = contentSize.width - element.frame.maxX
            return element
        }
        return scene
    }

    /// Frames rounded to the nearest device pixel (both edges, so sizes stay consistent), as Auto Layout rounds
    /// solved frames (`uikit-semantics.md` §10); the scene records `scale`, so Render draws it on the same grid.
    public func snappedToPixelGrid(scale: Double) -> Scene {
        func snap(_ rect: Rect) -> Rect {
            let minX = PixelGrid.round(rect.minX, scale: scale), minY = PixelGrid.round(rect.minY, scale: scale)
            let maxX = PixelGrid.round(rect.maxX, scale: scale), maxY = PixelGrid.round(rect.maxY, scale: scale)
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        func snapNode(_ node: SceneNode) -> SceneNode {
            var node = node
            node.frame = snap(node.frame)
            node.children = node.children.map(snapNode)
            return node
        }
        var scene = self
        scene.scale = scale
        scene.elements = elements.map { element in
            var element = element
            element.frame = snap(element.frame)
            element.root = snapNode(element.root)
            return element
        }
        return scene
    }
}
