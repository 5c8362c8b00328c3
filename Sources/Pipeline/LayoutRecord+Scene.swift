import Geometry
import Measure
import Scenes
import Snapshot

extension LayoutRecord {
    /// The record of `scene`: every element with the fields of `layout --json` except those that repeat the frame
    /// (center, size, an unshifted bounds) or are identity transforms; views with frames in element coordinates.
    public init(_ scene: Scene) {
        self.init(backgroundColor: scene.backgroundColor.hexString, contentSize: LayoutSize(scene.contentSize),
                  elements: scene.elements.map(Element.init))
    }
}

extension LayoutRecord.Element {
    init(_ element: SceneElement) {
        var views: [LayoutRecord.View] = []
        func visit(_ node: SceneNode, parent: String?, origin: Point) {
            let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
            var view = LayoutRecord.View(id: node.id, parent: parent, frame: LayoutFrame(frame),
                                         backgroundColor: node.style.backgroundColor?.hexString,
                                         contentSize: node.contentSize.map(LayoutSize.init))
            switch node.content {
            case .none:
                break
            case let .text(layout, color, _):
                view.text = layout.lines.map(\.text).joined(separator: "\n")
                view.textColor = color.hexString
                view.lines = layout.lines.count
                view.firstBaseline = positiveZero(frame.minY + layout.firstBaseline)
                view.lastBaseline = positiveZero(frame.minY + layout.lastBaseline)
            case .imagePlaceholder, .image, .symbol, .symbolPlaceholder:
                view.image = true
            case .control, .shape:
                break
            }
            views.append(view)
            for child in node.children where !child.isHidden { visit(child, parent: node.id, origin: frame.origin) }
        }
        visit(element.root, parent: nil, origin: .zero)
        self.init(id: LayoutElementID(category: element.category.rawValue, kind: element.kind, section: element.indexPath.section,
                                      item: element.indexPath.item),
                  frame: LayoutFrame(element.frame), zIndex: element.zIndex,
                  alpha: positiveZero(element.alpha), hidden: element.isHidden, views: views)
        if element.boundsOrigin != .zero {
            bounds = LayoutFrame(Rect(origin: element.boundsOrigin, size: element.frame.size))
        }
        if element.transform3D != .identity {
            let t = element.transform, m = element.transform3D
            transform = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(positiveZero)
            transform3D = [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24,
                           m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44].map(positiveZero)
        }
    }
}

extension LayoutFrame {
    init(_ rect: Rect) {
        self.init(x: positiveZero(rect.minX), y: positiveZero(rect.minY), width: positiveZero(rect.width),
                  height: positiveZero(rect.height))
    }
}

extension LayoutSize {
    init(_ size: Size) { self.init(width: positiveZero(size.width), height: positiveZero(size.height)) }
}

/// `value` with a negative zero made positive, so the record never says `-0`.
private func positiveZero(_ value: Double) -> Double { value + 0 }
