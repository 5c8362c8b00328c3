import Files
import Geometry
import Measure
import Scenes

/// The JSON dump of a scene: `layout --json` (README, "Command line"). Keys are sorted on output. (The layout record
/// stored beside each reference is `LayoutRecord`, in Snapshot.)
public enum SceneJSON {
    public static func rect(_ r: Rect) -> JSONValue { .array([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)]) }
    public static func size(_ s: Size) -> JSONValue { .object(["width": .number(s.width), "height": .number(s.height)]) }

    public static func fonts(_ faces: [FontFace], fontSet: FontSet) -> JSONValue {
        .array(faces.map { face in
            .object(["family": .string(face.family), "file": .string(face.file), "index": .number(Double(face.index)),
                     "sha256": .string(fontSet.sha256(ofFile: face.file))])
        })
    }

    /// `layout --json`: content size, and every element with its attributes and its views (depth first,
    /// frames in the element's coordinates).
    public static func scene(_ scene: Scene, fontSet: FontSet) -> JSONValue {
        sceneFields(scene, fontSet: fontSet)
    }

    /// `layout --json` of a fixture with several stages (a collection update): the last stage's fields at the top
    /// level, and every stage under `stages` with its `name`.
    public static func stages(_ stages: [(stage: String?, scene: Scene)], fontSet: FontSet) -> JSONValue {
        guard stages.count > 1, let last = stages.last else { return stages.first.map { scene($0.scene, fontSet: fontSet) } ?? .null }
        guard case var .object(fields) = sceneFields(last.scene, fontSet: fontSet) else { return .null }
        fields["stages"] = .array(stages.map { stage in
            guard case var .object(stageFields) = sceneFields(stage.scene, fontSet: fontSet) else { return .null }
            stageFields["name"] = stage.stage.map(JSONValue.string) ?? .null
            return .object(stageFields)
        })
        return .object(fields)
    }

    private static func sceneFields(_ scene: Scene, fontSet: FontSet) -> JSONValue {
        .object([
            "contentSize": size(scene.contentSize),
            "backgroundColor": .string(scene.backgroundColor.hexString),
            "elements": .array(scene.elements.map { element($0) }),
            "fonts": fonts(scene.fontsUsed, fontSet: fontSet),
            "warnings": .array(scene.warnings.map { .string($0.description) }),
        ])
    }

    public static func element(_ element: SceneElement) -> JSONValue {
        var views: [JSONValue] = []
        func visit(_ node: SceneNode, parent: String?, origin: Point) {
            let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
            var fields: [String: JSONValue] = ["id": .string(node.id), "frame": rect(frame)]
            if let parent { fields["parent"] = .string(parent) }
            if node.isHidden { fields["hidden"] = .bool(true) }
            if let name = node.name { fields["name"] = .string(name) }
            if let element = node.element { fields["element"] = .string(element) }
            if let background = node.style.backgroundColor { fields["backgroundColor"] = .string(background.hexString) }
            if let contentSize = node.contentSize { fields["contentSize"] = size(contentSize) }
            switch node.content {
            case .none: break
            case let .text(layout, color, _):
                fields["text"] = .string(layout.lines.map(\.text).joined(separator: "\n"))
                fields["textColor"] = .string(color.hexString)
                fields["lines"] = .number(Double(layout.lines.count))
                fields["firstBaseline"] = .number(frame.minY + layout.firstBaseline)
                fields["lastBaseline"] = .number(frame.minY + layout.lastBaseline)
            case .imagePlaceholder, .symbolPlaceholder:
                fields["image"] = .bool(true)
            case let .symbol(_, color):
                fields["image"] = .bool(true)
                fields["tintColor"] = .string(color.hexString)
            case let .image(source):
                fields["image"] = .bool(true)
                fields["imageName"] = .string(source.name)
            case .control:
                break
            case .shape:
                fields["shape"] = .bool(true)
            }
            views.append(.object(fields))
            for child in node.children { visit(child, parent: node.id, origin: frame.origin) }
        }
        visit(element.root, parent: nil, origin: .zero)
        var fields: [String: JSONValue] = [
            "category": .string(element.category.rawValue),
            "section": .number(Double(element.indexPath.section)),
            "item": .number(Double(element.indexPath.item)),
            "frame": rect(element.frame),
            "zIndex": .number(Double(element.zIndex)),
            "alpha": .number(element.alpha),
            "hidden": .bool(element.isHidden),
            "views": .array(views),
        ]
        fields["kind"] = element.kind.map(JSONValue.string) ?? .null
        fields["center"] = .array([.number(element.frame.minX + element.frame.width / 2), .number(element.frame.minY + element.frame.height / 2)])
        fields["size"] = size(element.frame.size)
        fields["bounds"] = rect(Rect(origin: element.boundsOrigin, size: element.frame.size))
        let t = element.transform
        fields["transform"] = .array([.number(t.a), .number(t.b), .number(t.c), .number(t.d), .number(t.tx), .number(t.ty)])
        let m = element.transform3D
        fields["transform3D"] = .array([m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24,
                                        m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44].map(JSONValue.number))
        return .object(fields)
    }

}
