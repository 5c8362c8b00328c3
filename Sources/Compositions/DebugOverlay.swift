import Geometry
import Measure
import Scenes

/// One thing a debug overlay shows on top of a scene; the raw values are the names `layoutsnap render --overlay` takes.
public enum OverlayLayer: String, CaseIterable, Hashable, Sendable {
    /// Every view's frame as a hairline, with its id.
    case frames
    /// Every label's first and last baselines.
    case baselines
    /// The layout margins of every view that has subviews and margins.
    case margins
    /// The constraints written for a standalone view, solved: a line with its constant.
    case constraints
}

/// What a debug overlay shows (`[.frames, .baselines]`).
public typealias OverlayOptions = Set<OverlayLayer>

/// Debug overlays, as Xcode's view debugger draws them: the scene with its views' frames (hairlines with their ids), its
/// labels' baselines, its views' layout margins and its solved constraints (lines with their constants) added on top,
/// as elements of the scene, so PNG and SVG show them alike. Everything is placed from each element's untransformed
/// frame.
public enum DebugOverlay {
    public static let frameColor = Color(red: 0.85, green: 0.11, blue: 0.55, alpha: 0.9)
    public static let baselineColor = Color(red: 1, green: 0.55, blue: 0, alpha: 0.9)
    public static let labelBackground = Color(red: 1, green: 1, blue: 1, alpha: 0.75)
    public static let marginColor = Color(red: 0.2, green: 0.65, blue: 0.3, alpha: 0.9)
    public static let marginFill = Color(red: 0.2, green: 0.65, blue: 0.3, alpha: 0.08)
    public static let constraintColor = Color(red: 0, green: 0.45, blue: 1, alpha: 0.95)
    /// Views narrower or shorter than this get no id label.
    public static let smallestLabelledSize = 10.0

    public static func scene(_ scene: Scene, showing options: OverlayOptions, measurer: TextMeasurer) -> Scene {
        guard !options.isEmpty else { return scene }
        var result = scene
        let hairline = 1 / max(scene.scale, 1)
        var overlays: [SceneElement] = []
        func add(_ id: String, _ frame: Rect, style: NodeStyle = NodeStyle(), content: NodeContent = .none) {
            overlays.append(overlay(id, kind: "overlay", item: overlays.count, frame: frame, style: style, content: content))
        }
        func visit(_ node: SceneNode, _ frame: Rect) {
            if options.contains(.frames) {
                add("frame:\(node.id)", frame, style: NodeStyle(borderWidth: hairline, borderColor: frameColor))
                if frame.width >= smallestLabelledSize && frame.height >= smallestLabelledSize {
                    let text = measurer.layout(node.id, attributes: TextAttributes(font: FontSpec(pointSize: 8, weight: .medium), numberOfLines: 1),
                                               width: nil, scale: scene.scale)
                    let size = Size(width: min(text.size.width + 2, frame.width), height: text.size.height)
                    add("id:\(node.id)", Rect(origin: frame.origin, size: size), style: NodeStyle(backgroundColor: labelBackground),
                        content: .text(text, color: frameColor))
                }
            }
            if options.contains(.baselines), case let .text(layout, _, _) = node.content, !layout.lines.isEmpty {
                // Where the renderer draws the text: vertically centred when the label is taller than its text.
                let top = frame.minY + max(0, (frame.height - layout.size.height) / 2)
                for (name, baseline) in [("first", layout.firstBaseline), ("last", layout.lastBaseline)]
                    where name == "first" || layout.lines.count > 1 {
                    add("\(name)Baseline:\(node.id)", Rect(x: frame.minX, y: top + baseline - hairline / 2, width: frame.width, height: hairline),
                        style: NodeStyle(backgroundColor: baselineColor))
                }
            }
            if options.contains(.margins), !node.children.isEmpty, let margins = node.layoutMarginsFrame {
                add("margins:\(node.id)", margins.offsetBy(dx: frame.minX, dy: frame.minY),
                    style: NodeStyle(backgroundColor: marginFill, borderWidth: hairline, borderColor: marginColor))
            }
        }
        for element in scene.elements where !element.isHidden {
            let origin = viewsOrigin(of: element)
            forEachView(element.root, origin: origin, visit)
            guard options.contains(.constraints) else { continue }
            for (index, guide) in element.constraintGuides.enumerated() {
                let a = Point(x: guide.from.x + origin.x, y: guide.from.y + origin.y), b = Point(x: guide.to.x + origin.x, y: guide.to.y + origin.y)
                let line = Rect(x: min(a.x, b.x) - (a.x == b.x ? hairline : 0), y: min(a.y, b.y) - (a.y == b.y ? hairline : 0),
                                width: max(abs(b.x - a.x), 2 * hairline), height: max(abs(b.y - a.y), 2 * hairline))
                add("constraint:\(index)", line, style: NodeStyle(backgroundColor: constraintColor))
                let text = measurer.layout(guide.label, attributes: TextAttributes(font: FontSpec(pointSize: 8, weight: .semibold), numberOfLines: 1),
                                           width: nil, scale: scene.scale)
                let middle = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                add("constraintLabel:\(index)", Rect(x: middle.x - text.size.width / 2, y: middle.y - text.size.height / 2,
                                                      width: text.size.width, height: text.size.height),
                    style: NodeStyle(backgroundColor: labelBackground), content: .text(text, color: constraintColor))
            }
        }
        result.elements += overlays
        return result
    }

    public static let findingColor = Color(red: 1, green: 0.15, blue: 0.1, alpha: 1)

    /// The scene with the views named by `findings` (view id → a short label, e.g. the finding's kind) outlined in red
    /// with their label above the outline: what `layoutsnap sheet --lint` draws on each variant.
    public static func scene(_ scene: Scene, outlining findings: [String: String], measurer: TextMeasurer) -> Scene {
        guard !findings.isEmpty else { return scene }
        var result = scene
        let width = 2 / max(scene.scale, 1)
        for element in scene.elements where !element.isHidden {
            forEachView(element.root, origin: viewsOrigin(of: element)) { node, frame in
                guard let label = findings[node.id] else { return }
                result.elements.append(overlay("finding:\(node.id)", kind: "finding", item: result.elements.count, frame: frame,
                                               style: NodeStyle(borderWidth: width, borderColor: findingColor)))
                let text = measurer.layout(label, attributes: TextAttributes(font: FontSpec(pointSize: 9, weight: .bold), numberOfLines: 1),
                                           width: nil, scale: scene.scale)
                result.elements.append(overlay("findingLabel:\(node.id)", kind: "finding", item: result.elements.count,
                                               frame: Rect(x: frame.minX, y: max(0, frame.minY - text.size.height), width: text.size.width,
                                                           height: text.size.height),
                                               style: NodeStyle(backgroundColor: findingColor), content: .text(text, color: Color(red: 1, green: 1, blue: 1))))
            }
        }
        return result
    }

    /// Where the renderer draws an element's views from: its frame's origin less its bounds origin.
    private static func viewsOrigin(of element: SceneElement) -> Point {
        Point(x: element.frame.minX - element.boundsOrigin.x, y: element.frame.minY - element.boundsOrigin.y)
    }

    /// Calls `body` with `node` and each view below it, and the frame each is drawn in (each inside its parent, from
    /// `origin`).
    private static func forEachView(_ node: SceneNode, origin: Point, _ body: (SceneNode, Rect) -> Void) {
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        body(node, frame)
        for child in node.children where !child.isHidden { forEachView(child, origin: Point(x: frame.minX, y: frame.minY), body) }
    }

    /// An element drawn on top of every other, in the scene's coordinates.
    private static func overlay(_ id: String, kind: String, item: Int, frame: Rect, style: NodeStyle, content: NodeContent = .none) -> SceneElement {
        SceneElement(category: .decorationView, kind: kind, indexPath: IndexPath(item: item, section: 0), frame: frame, zIndex: Int.max / 2,
                     root: SceneNode(id: id, frame: Rect(origin: .zero, size: frame.size), style: style, content: content))
    }
}
