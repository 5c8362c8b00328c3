import AutoLayout
import Geometry
import Measure
import Scenes
import Solver

/// Reads view hierarchies and their constraints from a fixture:
///
/// ```yaml
/// views:
///   - {id: title, type: label, text: "Hello", style: headline, lines: 0, hugging: 251}
///   - id: badge
///     type: view                       # view | label | image | stack | scroll
///     intrinsicSize: {width: 44}       # either dimension may be left out (noIntrinsicMetric)
///     backgroundColor: systemBlue
///   - id: row
///     type: stack
///     axis: horizontal                 # accessibilityAxis: vertical switches at AX1–AX5
///     alignment: firstBaseline
///     spacing: 8
///     views: [...]                     # the arranged subviews
/// constraints:
///   - "H:|-[title]-(>=8)-[badge(44@750)]-|"          # Visual Format Language
///   - "title.firstBaseline = contentView.top * 1.8 + 30 @999"   # an equation
/// metrics: {pad: 12}
/// ```
enum ViewReader {
    static let viewKeys = ["id", "type", "text", "attributedText", "style", "lines", "color", "alignment", "lineBreakMode",
                           "minimumScaleFactor", "lineSpacing", "size", "intrinsicSize", "axis",
                           "accessibilityAxis", "accessibilityAlignment", "distribution", "spacing", "hugging", "compressionResistance", "margins", "hidden",
                           "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "views", "constraints"]

    /// Which defaults views get for content hugging: code (250) or Interface Builder (251 for labels and images).
    enum DefaultPriorities: String, CaseIterable { case code, interfaceBuilder }

    struct Context {
        var metrics: [String: Double]
        var defaults: DefaultPriorities
        var category: ContentSizeCategory?
    }

    /// A view and everything below it. Constraints found anywhere in the subtree are returned on the view, in order.
    static func view(_ reader: NodeReader, context: Context, defaultID: String? = nil) throws -> ViewSpec {
        let fields = try reader.mapping(allowedKeys: viewKeys)
        guard let id = try fields["id"]?.string() ?? defaultID else {
            throw reader.error("missing field 'id' (every view needs an id that constraints can refer to)", field: "\(reader.path).id")
        }
        try checkIdentifier(id, fields["id"] ?? reader)
        let typeNames = ["view", "label", "image", "stack", "scroll"]
        let type = try fields["type"]?.choice("view type", typeNames.map { ($0, $0) })
            ?? (fields["text"] != nil || fields["attributedText"] != nil ? "label" : "view")
        let allowed: [String: Set<String>] = [
            "view": [], "scroll": [],
            "label": ["text", "attributedText", "style", "lines", "color", "alignment", "lineBreakMode", "minimumScaleFactor", "lineSpacing"],
            "image": ["size", "color"],
            "stack": ["axis", "accessibilityAxis", "accessibilityAlignment", "distribution", "alignment", "spacing"],
        ]
        let typeSpecific: Set<String> = ["text", "attributedText", "style", "lines", "color", "alignment", "lineBreakMode",
                                         "minimumScaleFactor", "lineSpacing", "size", "axis", "accessibilityAxis",
                                         "accessibilityAlignment", "distribution", "spacing"]
        for key in typeSpecific where fields[key] != nil && !(allowed[type] ?? []).contains(key) {
            throw fields[key].map { $0.error("'\(key)' does not apply to a view of type '\(type)'") } ?? reader.error("'\(key)' does not apply")
        }

        var spec = ViewSpec(id: id)
        spec.source = SourceLocation(file: reader.file, line: reader.line)
        switch type {
        case "label":
            let (text, runs) = try labelText(fields, reader)
            var label = LabelSpec(
                id: id, text: text,
                style: try fields["style"]?.choice("text style", TextStyle.allCases.map { ($0.rawValue, $0) }) ?? .body,
                numberOfLines: try fields["lines"].map(lines) ?? 1,
                alignment: try fields["alignment"]?.choice("alignment", TextAlignment.allCases.map { ($0.rawValue, $0) }) ?? .natural,
                color: try fields["color"].map(TableReader.color) ?? SystemColor.label.color)
            label.attributedRuns = runs
            label.lineBreakMode = try fields["lineBreakMode"]?.choice("line break mode", LineBreakMode.allCases.map { ($0.rawValue, $0) })
                ?? .byTruncatingTail
            if let factor = fields["minimumScaleFactor"] {
                let value = try factor.double()
                guard value > 0 && value <= 1 else { throw factor.error("minimumScaleFactor must be above 0 and at most 1") }
                label.minimumScaleFactor = value
            }
            if let spacing = fields["lineSpacing"] {
                let value = try spacing.double()
                guard value >= 0 && value <= 1_000 else { throw spacing.error("lineSpacing must be between 0 and 1000 points") }
                label.lineSpacing = value
            }
            spec.kind = .label(label)
            if context.defaults == .interfaceBuilder { spec.hugging = .interfaceBuilderLabelHugging }
        case "image":
            guard let sizeReader = fields["size"] else { throw reader.error("missing field 'size' (an image's intrinsic size)", field: "\(reader.path).size") }
            let sizeFields = try sizeReader.mapping(allowedKeys: ["width", "height"])
            guard let width = sizeFields["width"], let height = sizeFields["height"] else {
                throw sizeReader.error("an image size needs both width and height")
            }
            spec.kind = .imagePlaceholder(size: Size(width: try TableReader.nonNegative(width), height: try TableReader.nonNegative(height)),
                                          color: try fields["color"].map(TableReader.color) ?? SystemColor.systemGray.color)
            if context.defaults == .interfaceBuilder { spec.hugging = .interfaceBuilderLabelHugging }
        case "stack":
            let axes = StackAxis.allCases.map { ($0.rawValue, $0) }
            spec.kind = .stack(StackSpec(
                axis: try fields["axis"]?.choice("stack axis", axes) ?? .horizontal,
                accessibilityAxis: try fields["accessibilityAxis"]?.choice("stack axis", axes),
                distribution: try fields["distribution"]?.choice("distribution", StackDistribution.allCases.map { ($0.rawValue, $0) }) ?? .fill,
                alignment: try fields["alignment"]?.choice("stack alignment", StackAlignment.allCases.map { ($0.rawValue, $0) }) ?? .fill,
                accessibilityAlignment: try fields["accessibilityAlignment"]?.choice("stack alignment",
                                                                                     StackAlignment.allCases.map { ($0.rawValue, $0) }),
                spacing: try fields["spacing"].map(TableReader.nonNegative) ?? 0))
        case "scroll":
            spec.kind = .scroll
        default:
            break
        }
        if let intrinsic = fields["intrinsicSize"] {
            let sizeFields = try intrinsic.mapping(allowedKeys: ["width", "height"])
            spec.intrinsicSize = IntrinsicSize(width: try sizeFields["width"].map(TableReader.nonNegative),
                                               height: try sizeFields["height"].map(TableReader.nonNegative))
        }
        if let hugging = fields["hugging"] { spec.hugging = try priorities(hugging, default: spec.hugging) }
        if let resistance = fields["compressionResistance"] {
            spec.compressionResistance = try priorities(resistance, default: spec.compressionResistance)
        }
        if let margins = fields["margins"] { spec.layoutMargins = try insets(margins, default: spec.layoutMargins) }
        spec.isHidden = try fields["hidden"]?.bool() ?? false
        spec.style = NodeStyle(backgroundColor: try fields["backgroundColor"].map(TableReader.color),
                               cornerRadius: try fields["cornerRadius"].map(TableReader.nonNegative) ?? 0,
                               borderWidth: try fields["borderWidth"].map(TableReader.nonNegative) ?? 0,
                               borderColor: try fields["borderColor"].map(TableReader.color))
        if let views = fields["views"] {
            spec.subviews = try views.sequence().map { try view($0, context: context) }
        }
        if let constraints = fields["constraints"] {
            spec.constraints = try constraintList(constraints, metrics: context.metrics)
        }
        return spec
    }

    /// Parses a list of constraint strings: Visual Format Language when it starts with `H:`/`V:` or contains a
    /// `[`, otherwise an equation. Errors point at the column inside the string.
    static func constraintList(_ reader: NodeReader, metrics: [String: Double]) throws -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for item in try reader.sequence() {
            let text = try item.string()
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            do {
                if trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.contains("[") {
                    result += try VisualFormat.constraints(text, metrics: metrics)
                } else {
                    result.append(try ConstraintEquation.constraint(text, metrics: metrics))
                }
            } catch {
                throw item.error(error.message, columnOffset: error.column - 1)
            }
        }
        return result
    }

    /// Checks that every view a constraint names exists in the hierarchy, pointing at the constraint that names it.
    static func checkReferences(_ root: ViewSpec, reader: NodeReader) throws {
        let views = root.allViews
        let ids = Set(views.map(\.id))
        var seen: Set<String> = []
        for view in views where !seen.insert(view.id).inserted {
            throw reader.error("two views have the id '\(view.id)'")
        }
        for view in views {
            for constraint in view.constraints {
                for anchor in [constraint.first, constraint.second].compactMap({ $0 }) {
                    let id: String
                    switch anchor.item {
                    case let .view(name), let .guide(name, _), let .superview(of: name): id = name
                    }
                    guard ids.contains(id) else {
                        let known = views.map(\.id).joined(separator: ", ")
                        throw reader.error("the constraint '\(constraint.identifier ?? constraint.description)' names a view '\(id)' that does not exist (views: \(known))")
                    }
                }
            }
        }
    }

    static func checkIdentifier(_ id: String, _ reader: NodeReader) throws {
        let valid = id.first.map { $0.isLetter || $0 == "_" } == true && id.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        guard valid else { throw reader.error("a view id must be a name of letters, digits and '_' (found '\(id)'), so constraints can refer to it") }
    }

    static func metrics(_ reader: NodeReader?) throws -> [String: Double] {
        guard let reader else { return [:] }
        guard reader.isMapping else { throw reader.error("metrics must be a mapping of names to numbers") }
        var result: [String: Double] = [:]
        for (name, _, value) in try reader.entries() { result[name] = try value.double() }
        return result
    }

    static func priority(_ reader: NodeReader) throws -> LayoutPriority {
        let value = try reader.double()
        guard value >= 1, value <= 1000 else { throw reader.error("a priority must be between 1 and 1000, found \(value)") }
        return LayoutPriority(value)
    }

    /// `251`, or `{horizontal: 251, vertical: 250}`.
    static func priorities(_ reader: NodeReader, default base: AxisPriorities) throws -> AxisPriorities {
        if reader.isMapping {
            let fields = try reader.mapping(allowedKeys: ["horizontal", "vertical"])
            return AxisPriorities(horizontal: try fields["horizontal"].map(priority) ?? base.horizontal,
                                  vertical: try fields["vertical"].map(priority) ?? base.vertical)
        }
        return AxisPriorities(try priority(reader))
    }

    static func insets(_ reader: NodeReader, default base: EdgeInsets) throws -> EdgeInsets {
        let fields = try reader.mapping(allowedKeys: ["top", "leading", "bottom", "trailing"])
        return EdgeInsets(top: try fields["top"].map(TableReader.nonNegative) ?? base.top,
                          leading: try fields["leading"].map(TableReader.nonNegative) ?? base.leading,
                          bottom: try fields["bottom"].map(TableReader.nonNegative) ?? base.bottom,
                          trailing: try fields["trailing"].map(TableReader.nonNegative) ?? base.trailing)
    }

    /// `numberOfLines`: 0 (unlimited) or more.
    /// The most runs of attributed text a label reads.
    static let maximumAttributedRuns = 1_000

    /// A label's text: `text`, or `attributedText`, a list of runs (`{text, style, color}`) whose texts are joined,
    /// each in its own text style and colour (the label's where a run has none).
    static func labelText(_ fields: [String: NodeReader], _ reader: NodeReader) throws -> (String, [LabelRun]) {
        switch (fields["text"], fields["attributedText"]) {
        case let (text?, nil):
            return (try text.string(), [])
        case let (nil, attributed?):
            let items = try attributed.sequence()
            guard !items.isEmpty else { throw attributed.error("attributedText needs at least one run") }
            guard items.count <= maximumAttributedRuns else {
                throw attributed.error("attributedText has \(items.count) runs; at most \(maximumAttributedRuns) are read")
            }
            var text = ""
            var runs: [LabelRun] = []
            for item in items {
                let run = try item.mapping(allowedKeys: ["text", "style", "color"])
                guard let piece = try run["text"]?.string() else { throw item.error("missing field 'text'", field: "\(item.path).text") }
                let start = text.utf16.count
                text += piece
                runs.append(LabelRun(utf16Range: start..<text.utf16.count,
                                     font: try run["style"]?.choice("text style", TextStyle.allCases.map { ($0.rawValue, LabelFont.textStyle($0)) }),
                                     color: try run["color"].map(TableReader.color)))
            }
            return (text, runs)
        case (_?, _?):
            throw reader.error("a label has 'text' or 'attributedText', not both", field: "\(reader.path).attributedText")
        case (nil, nil):
            throw reader.error("missing field 'text'", field: "\(reader.path).text")
        }
    }

    static func lines(_ reader: NodeReader) throws -> Int {
        let value = try reader.int()
        guard value >= 0 else { throw reader.error("lines must be 0 (unlimited) or more, found \(value)") }
        return value
    }
}
