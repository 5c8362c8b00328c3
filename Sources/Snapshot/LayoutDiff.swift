import Foundation

/// A rectangle in points, as the scene JSON (`layoutsnap layout --json`) writes frames: `[x, y, width, height]`.
/// Encodes as that array.
public struct LayoutFrame: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public var size: LayoutSize { LayoutSize(width: width, height: height) }

    /// `(x, y)` for the origin, in points.
    public var originDescription: String { "(\(LayoutDiff.points(x)), \(LayoutDiff.points(y)))" }

    /// `(16, 100) 343×44`.
    public var description: String { "\(originDescription) \(size)" }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        x = try container.decode(Double.self); y = try container.decode(Double.self)
        width = try container.decode(Double.self); height = try container.decode(Double.self)
        guard container.isAtEnd else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected [x, y, width, height]")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x); try container.encode(y); try container.encode(width); try container.encode(height)
    }
}

/// A size in points. Encodes as `{"width", "height"}`, as the scene JSON's `contentSize`.
public struct LayoutSize: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) { self.width = width; self.height = height }

    /// `343×44`.
    public var description: String { "\(LayoutDiff.points(width))×\(LayoutDiff.points(height))" }
}

/// Identifies an element of a scene the way a collection view does: category, kind and index path.
/// Ordered by section, item, category, kind.
public struct LayoutElementID: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// `cell`, `supplementaryView` or `decorationView`.
    public var category: String
    /// The element kind of a supplementary or decoration view (`sectionHeader`, `separator`, …); nil for cells.
    public var kind: String?
    public var section: Int
    public var item: Int

    public init(category: String, kind: String? = nil, section: Int, item: Int) {
        self.category = category; self.kind = kind; self.section = section; self.item = item
    }

    /// `cell [0,3]`, `supplementary sectionHeader [1,0]`, `decoration separator [0,2]`.
    public var description: String {
        let indexPath = "[\(section),\(item)]"
        switch category {
        case "cell" where kind == nil: return "cell \(indexPath)"
        case "supplementaryView": return "supplementary \(kind ?? "?") \(indexPath)"
        case "decorationView": return "decoration \(kind ?? "?") \(indexPath)"
        default: return [category, kind, indexPath].compactMap { $0 }.joined(separator: " ")
        }
    }

    public static func < (lhs: LayoutElementID, rhs: LayoutElementID) -> Bool {
        (lhs.section, lhs.item, lhs.category, lhs.kind ?? "") < (rhs.section, rhs.item, rhs.category, rhs.kind ?? "")
    }

    private enum CodingKeys: String, CodingKey { case category, kind, section, item }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        category = try container.decode(String.self, forKey: .category)
        kind = try container.decodeIfPresent(String.self, forKey: .kind)
        section = try container.decodeWholeNumber(forKey: .section)
        item = try container.decodeWholeNumber(forKey: .item)
    }

    /// Writes `kind` as `null` for cells, as the scene JSON does.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeEveryKey([CodingKeys.category: category, .kind: kind, .section: section, .item: item])
    }
}

/// One difference between the reference's layout and the new one: an element (or a view inside an element, by its
/// `id`) that moved, was resized, appeared or disappeared.
public struct LayoutChange: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, Codable {
        case moved, resized, movedAndResized, appeared, disappeared
    }

    public var element: LayoutElementID
    /// The view's `id` when the change is to a view inside the element; nil when it is to the element itself.
    public var view: String?
    public var kind: Kind
    /// The frame in the reference; nil when the element or view appeared. Views' frames are in their element's
    /// coordinates, so an element that moves does not move its views.
    public var old: LayoutFrame?
    /// The frame now; nil when the element or view disappeared.
    public var new: LayoutFrame?

    public init(element: LayoutElementID, view: String? = nil, kind: Kind, old: LayoutFrame?, new: LayoutFrame?) {
        self.element = element; self.view = view; self.kind = kind; self.old = old; self.new = new
    }

    /// `cell [0,3]` or `cell [0,3] view title`.
    public var subject: String { view.map { "\(element) view \($0)" } ?? element.description }

    /// One line: `cell [0,3]: moved (16, 100) → (16, 140), resized 343×44 → 343×64`.
    public var description: String {
        switch (old, new) {
        case let (nil, new?): return "\(subject): appeared at \(new)"
        case let (old?, nil): return "\(subject): disappeared (was at \(old))"
        case let (old?, new?):
            var parts: [String] = []
            if kind == .moved || kind == .movedAndResized { parts.append("moved \(old.originDescription) → \(new.originDescription)") }
            if kind == .resized || kind == .movedAndResized { parts.append("resized \(old.size) → \(new.size)") }
            return "\(subject): \(parts.joined(separator: ", "))"
        case (nil, nil): return "\(subject): \(kind.rawValue)"
        }
    }

    private enum CodingKeys: String, CodingKey { case element, view, kind, old, new }
    private enum WrittenOnlyKeys: String, CodingKey { case description }

    /// Every key is written (absent frames and views as `null`), plus the `description` line; decoding (synthesized)
    /// reads the stored ones.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeEveryKey([CodingKeys.element: element, .view: view, .kind: kind, .old: old, .new: new])
        try encoder.encodeEveryKey([WrittenOnlyKeys.description: description])
    }
}

/// Why two scene documents could not be compared.
public enum LayoutDiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `document` is `reference` or `current`; `reason` names the offending field.
    case malformed(document: String, reason: String)
    /// A stage was asked for that the document does not have.
    case missingStage(document: String, stage: String)
    /// The reference's layout record names another PNG than the reference (a run stopped between writing the two):
    /// it does not describe the reference's layout.
    case recordOfAnotherReference(recordPath: String)

    public var description: String {
        switch self {
        case let .malformed(document, reason): return "\(document) layout JSON: \(reason)"
        case let .missingStage(document, stage): return "\(document) layout JSON: no stage named '\(stage)'"
        case let .recordOfAnotherReference(path):
            return "\(path) was written with another reference image (a run stopped between the two?); record again"
        }
    }
}

/// What changed between the layout a reference image was rendered from and the layout rendered now, from two
/// scene documents as `layoutsnap layout FIXTURE --json` prints them.
///
/// Elements are matched by (category, kind, section, item) — the n-th element with an identity in one document
/// with the n-th in the other — and views inside matched elements by `id`. A view that covers its element exactly in
/// both documents (a cell's own view, its content view) is not reported: its change is the element's. Frame
/// differences no larger than `tolerance` points are ignored. Changes are sorted by section, item, category and kind,
/// the element's own change before its views' (by id).
public struct LayoutDiff: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The content size of the reference's scene; nil when its document has none.
    public var oldContentSize: LayoutSize?
    /// The content size now; nil when the document has none.
    public var newContentSize: LayoutSize?
    /// Both content sizes are known and differ by more than the tolerance.
    public var contentSizeChanged: Bool
    public var changes: [LayoutChange]

    public init(oldContentSize: LayoutSize?, newContentSize: LayoutSize?, changes: [LayoutChange]) {
        self.oldContentSize = oldContentSize; self.newContentSize = newContentSize; self.changes = changes
        contentSizeChanged = oldContentSize != nil && newContentSize != nil && oldContentSize != newContentSize
    }

    /// Compares two scene JSON documents. With `stage`, compares that stage (`before`, `frame1`, …, `after`) of a
    /// fixture with an update; otherwise the top-level scene (the last stage).
    /// Throws `LayoutDiffError` when either document is not scene JSON or lacks the stage.
    public init(reference: Data, current: Data, stage: String? = nil, tolerance: Double = 0.001) throws(LayoutDiffError) {
        let old = try SceneDocument(data: reference, document: "reference", stage: stage)
        let new = try SceneDocument(data: current, document: "current", stage: stage)
        self.init(old: old, new: new, tolerance: tolerance)
    }

    /// Compares a stored layout record with the current one.
    public init(reference: LayoutRecord, current: LayoutRecord, tolerance: Double = 0.001) {
        self.init(old: SceneDocument(contentSize: reference.contentSize, elements: reference.elements),
                  new: SceneDocument(contentSize: current.contentSize, elements: current.elements), tolerance: tolerance)
    }

    /// Decodes a stored layout record (or a `layout --json` document); `document` names it in errors.
    public static func record(from data: Data, document: String) throws(LayoutDiffError) -> LayoutRecord {
        try SceneDocument.decode(LayoutRecord.self, from: data, document: document)
    }

    /// Nothing moved, resized, appeared or disappeared, and the content size is the same.
    public var isEmpty: Bool { changes.isEmpty && !contentSizeChanged }

    /// One line per change (the content size first), or `no layout changes`.
    public var description: String { lines.isEmpty ? "no layout changes" : lines.joined(separator: "\n") }

    /// The lines of `description`, without the `no layout changes` line.
    public var lines: [String] {
        var lines: [String] = []
        if contentSizeChanged, let oldContentSize, let newContentSize {
            lines.append("content size: \(oldContentSize) → \(newContentSize)")
        }
        return lines + changes.map(\.description)
    }

    /// A number of points with at most two decimals and no trailing zeros: `16`, `16.5`, `-0.33`.
    public static func points(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    private init(old: SceneDocument, new: SceneDocument, tolerance: Double) {
        var keyed: [(key: SortKey, change: LayoutChange)] = []
        let oldElements = Self.byIdentity(old.elements, id: \.id)
        let newElements = Self.byIdentity(new.elements, id: \.id)
        for key in Set(oldElements.keys).union(newElements.keys) {
            let element = key.id
            let before = oldElements[key], after = newElements[key]
            if let change = Self.change(element: element, view: nil, old: before?.frame, new: after?.frame, tolerance: tolerance) {
                keyed.append((SortKey(element: element, occurrence: key.occurrence, view: nil), change))
            }
            guard let before, let after else { continue }
            let oldViews = Self.byIdentity(before.views, id: \.id), newViews = Self.byIdentity(after.views, id: \.id)
            for viewKey in Set(oldViews.keys).union(newViews.keys) {
                let oldView = oldViews[viewKey]?.frame, newView = newViews[viewKey]?.frame
                if let oldView, let newView,
                   Self.fills(oldView, before.frame, tolerance), Self.fills(newView, after.frame, tolerance) { continue }
                guard let change = Self.change(element: element, view: viewKey.id, old: oldView, new: newView,
                                               tolerance: tolerance) else { continue }
                keyed.append((SortKey(element: element, occurrence: key.occurrence, view: viewKey), change))
            }
        }
        oldContentSize = old.contentSize
        newContentSize = new.contentSize
        contentSizeChanged = old.contentSize.flatMap { o in new.contentSize.map { Self.differ(o, $0, tolerance) } } ?? false
        changes = keyed.sorted { $0.key < $1.key }.map(\.change)
    }

    private enum CodingKeys: String, CodingKey { case oldContentSize, newContentSize, contentSizeChanged, changes }
    private enum WrittenOnlyKeys: String, CodingKey { case lines }

    /// Every key is written (unknown content sizes as `null`), plus `lines`, the `description` as an array; decoding
    /// (synthesized) reads the stored ones.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeEveryKey([CodingKeys.oldContentSize: oldContentSize, .newContentSize: newContentSize,
                                    .contentSizeChanged: contentSizeChanged, .changes: changes])
        try encoder.encodeEveryKey([WrittenOnlyKeys.lines: lines])
    }

    private static func change(element: LayoutElementID, view: String?, old: LayoutFrame?, new: LayoutFrame?,
                               tolerance: Double) -> LayoutChange? {
        let kind: LayoutChange.Kind
        switch (old, new) {
        case (nil, nil): return nil
        case (nil, _?): kind = .appeared
        case (_?, nil): kind = .disappeared
        case let (old?, new?):
            let moved = abs(old.x - new.x) > tolerance || abs(old.y - new.y) > tolerance
            let resized = differ(old.size, new.size, tolerance)
            switch (moved, resized) {
            case (false, false): return nil
            case (true, false): kind = .moved
            case (false, true): kind = .resized
            case (true, true): kind = .movedAndResized
            }
        }
        return LayoutChange(element: element, view: view, kind: kind, old: old, new: new)
    }

    /// Whether a view covers its element exactly (a cell's own view, its content view), so its change is the element's.
    private static func fills(_ view: LayoutFrame, _ element: LayoutFrame, _ tolerance: Double) -> Bool {
        abs(view.x) <= tolerance && abs(view.y) <= tolerance && !differ(view.size, element.size, tolerance)
    }

    private static func differ(_ a: LayoutSize, _ b: LayoutSize, _ tolerance: Double) -> Bool {
        abs(a.width - b.width) > tolerance || abs(a.height - b.height) > tolerance
    }

    /// Keys every value by its identity and how many earlier values share it, so duplicates pair up in order.
    private static func byIdentity<Value, ID: Hashable>(_ values: [Value], id: (Value) -> ID) -> [Occurrence<ID>: Value] {
        var seen: [ID: Int] = [:]
        var result: [Occurrence<ID>: Value] = [:]
        for value in values {
            let identity = id(value)
            let occurrence = seen[identity, default: 0]
            seen[identity] = occurrence + 1
            result[Occurrence(id: identity, occurrence: occurrence)] = value
        }
        return result
    }
}

private struct Occurrence<ID: Hashable>: Hashable {
    var id: ID
    var occurrence: Int
}

private struct SortKey: Comparable {
    var element: LayoutElementID
    var occurrence: Int
    var view: Occurrence<String>?

    static func < (lhs: SortKey, rhs: SortKey) -> Bool {
        if lhs.element != rhs.element { return lhs.element < rhs.element }
        if lhs.occurrence != rhs.occurrence { return lhs.occurrence < rhs.occurrence }
        switch (lhs.view, rhs.view) {
        case (nil, _?): return true
        case (_?, nil), (nil, nil): return false
        case let (l?, r?): return (l.id, l.occurrence) < (r.id, r.occurrence)
        }
    }
}

/// A layout record, or a `layout --json` document (a record with more fields, and with `stages` for a fixture
/// with an update), decoded with `LayoutRecord`; a decoding error becomes a `LayoutDiffError` naming the field.
private struct SceneDocument {
    var contentSize: LayoutSize?
    var elements: [LayoutRecord.Element]

    init(contentSize: LayoutSize?, elements: [LayoutRecord.Element]) { self.contentSize = contentSize; self.elements = elements }

    /// A `layout --json` document of a fixture with stages: each stage is a record with a name.
    private struct StagedDocument: Decodable {
        struct Stage: Decodable {
            var name: String?
            var record: LayoutRecord
            private enum Keys: String, CodingKey { case name }

            init(from decoder: any Decoder) throws {
                name = try decoder.container(keyedBy: Keys.self).decodeIfPresent(String.self, forKey: .name)
                record = try LayoutRecord(from: decoder)
            }
        }
        var stages: [Stage]?
    }

    init(data: Data, document: String, stage: String?) throws(LayoutDiffError) {
        let record: LayoutRecord
        if let stage {
            let stages = try Self.decode(StagedDocument.self, from: data, document: document).stages
            guard let selected = stages?.first(where: { $0.name == stage }) else {
                throw LayoutDiffError.missingStage(document: document, stage: stage)
            }
            record = selected.record
        } else {
            record = try Self.decode(LayoutRecord.self, from: data, document: document)
        }
        contentSize = record.contentSize
        elements = record.elements
    }

    /// Decodes `type`; a decoding error becomes `LayoutDiffError.malformed` naming the field.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, document: String) throws(LayoutDiffError) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw .malformed(document: document, reason: Self.reason(error))
        } catch {
            throw .malformed(document: document, reason: "\(error)")
        }
    }

    /// `elements[0].frame: expected an array`, `elements[2].views[0].id: missing`, `not JSON (…)`.
    private static func reason(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.reduce(into: "") { text, key in
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
        }
        func expected(_ type: Any.Type) -> String {
            switch type {
            case is String.Type: return "a string"
            case is Int.Type: return "an integer"
            case is Double.Type: return "a number"
            case is Bool.Type: return "true or false"
            default:
                let name = "\(type)"
                return name.hasPrefix("Array") || name.hasPrefix("[") || name.contains("Unkeyed") ? "an array" : "an object"
            }
        }
        switch error {
        case let .typeMismatch(type, context):
            if context.codingPath.isEmpty { return "the top level is not \(expected(type))" }
            return "\(path(context.codingPath)): expected \(expected(type))"
        case let .valueNotFound(type, context):
            return "\(path(context.codingPath)): expected \(expected(type)), found nothing"
        case let .keyNotFound(key, context):
            return "\(path(context.codingPath + [key])): missing"
        case let .dataCorrupted(context):
            if context.codingPath.isEmpty { return "not JSON (\(context.debugDescription))" }
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
