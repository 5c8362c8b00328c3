import CollectionViewLayouts
import Geometry
import Layout
import Measure
import Scenes

/// Reads the `collection` part of a fixture:
///
/// ```yaml
/// collection:
///   layout:
///     type: flow                     # flow | waterfall | table
///     estimatedItemSize: {width: 80, height: 32}   # flow: self-sizing cells (or itemSize for fixed ones)
///     minimumLineSpacing: 8
///     minimumInteritemSpacing: 8
///     sectionInset: {top: 8, leading: 16, bottom: 16, trailing: 16}
///     pinHeaders: true               # sectionHeadersPinToVisibleBounds (pinFooters too)
///     sectionBackground: {color: secondarySystemBackground, cornerRadius: 12, insets: {…}}
///   backgroundColor: systemBackground
///   viewport: {height: 844, contentOffset: 300}   # optional: one screen at a content offset
///   prototypes: {tag: {views: […], constraints: […], backgroundColor: …, cornerRadius: 16}}
///   sections:
///     - header: Cuisines             # text, or {text, style, color, backgroundColor, height}, or {views, constraints, height}
///       footer: {text: "12 tags", style: footnote}
///       items:
///         - {prototype: tag, text: {name: "Italian"}}
///   update:                          # optional: a data change, rendered before and after
///     reload: [{section: 0, item: 2, text: {name: "A much longer name"}}]
///     delete: [{section: 0, item: 5}]
///     insert: [{section: 0, item: 0, prototype: tag, text: {name: "New"}}]
///     animationFrames: 2             # in-between images
/// ```
/// Waterfall layouts take `columns` ([{minimumWidth: 0, columns: 1}, …]), `columnSpacing`, `itemSpacing` and
/// `sectionInset`; table layouts `style`, `estimatedRowHeight`, `minimumRowHeight` and `separatorInset`.
enum CollectionReader {
    static func collection(_ reader: NodeReader) throws -> CollectionSpec {
        let fields = try reader.mapping(allowedKeys: ["layout", "backgroundColor", "viewport", "prototypes", "sections", "update"])
        guard let layoutReader = fields["layout"] else { throw reader.error("missing field 'layout'", field: "\(reader.path).layout") }
        let layout = try self.layout(layoutReader)
        let prototypes = try Prototypes(fields["prototypes"])
        guard let sectionsReader = fields["sections"] else { throw reader.error("missing field 'sections'", field: "\(reader.path).sections") }
        let sections = try sectionsReader.sequence().map { try section($0, prototypes: prototypes) }
        let defaultBackground: Color
        if case let .table(table) = layout, table.style != .plain {
            defaultBackground = SystemColor.systemGroupedBackground.color
        } else {
            defaultBackground = SystemColor.systemBackground.color
        }
        let background = try fields["backgroundColor"].map(TableReader.color) ?? defaultBackground
        let viewport = try fields["viewport"].map(self.viewport)
        let update = try fields["update"].map { try self.update($0, sections: sections, prototypes: prototypes) }
        return CollectionSpec(layout: layout, sections: sections, backgroundColor: background, viewport: viewport, update: update)
    }

    static let flowKeys = ["scrollDirection", "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing",
                           "sectionInset", "pinHeaders", "pinFooters"]
    static let waterfallKeys = ["columns", "columnSpacing", "itemSpacing", "sectionInset"]
    static let tableKeys = ["style", "estimatedRowHeight", "minimumRowHeight", "separatorInset"]

    static func layout(_ reader: NodeReader) throws -> CollectionLayoutSpec {
        let all = ["type", "sectionBackground"] + flowKeys + waterfallKeys + tableKeys
        let fields = try reader.mapping(allowedKeys: Array(Set(all)).sorted())
        guard let typeReader = fields["type"] else { throw reader.error("missing field 'type' (flow, waterfall or table)", field: "\(reader.path).type") }
        let type = try typeReader.choice("layout type", [("flow", "flow"), ("waterfall", "waterfall"), ("table", "table")])
        let allowed: [String: [String]] = ["flow": flowKeys, "waterfall": waterfallKeys, "table": tableKeys]
        for key in Set(flowKeys + waterfallKeys + tableKeys).sorted() where fields[key] != nil && !(allowed[type] ?? []).contains(key) {
            throw fields[key].map { $0.error("'\(key)' does not apply to a \(type) layout") } ?? reader.error("")
        }
        let background = try fields["sectionBackground"].map(sectionBackground)
        if type == "table", let insets = try fields["sectionBackground"]?.mapping(allowedKeys: ["color", "cornerRadius", "insets"])["insets"] {
            throw insets.error("a table's section background covers its rows exactly; 'insets' applies to flow and waterfall layouts")
        }
        switch type {
        case "flow":
            var flow = FlowLayoutSpec()
            flow.scrollDirection = try fields["scrollDirection"]?.choice("scroll direction", FlowLayoutSpec.Direction.allCases.map { ($0.rawValue, $0) })
                ?? .vertical
            if let size = fields["itemSize"] { flow.itemSize = try self.size(size) }
            if let size = fields["estimatedItemSize"] { flow.estimatedItemSize = try self.size(size) }
            flow.minimumLineSpacing = try fields["minimumLineSpacing"].map(TableReader.nonNegative) ?? flow.minimumLineSpacing
            flow.minimumInteritemSpacing = try fields["minimumInteritemSpacing"].map(TableReader.nonNegative) ?? flow.minimumInteritemSpacing
            flow.sectionInset = try fields["sectionInset"].map { try ViewReader.insets($0, default: .zero) } ?? flow.sectionInset
            flow.sectionHeadersPinToVisibleBounds = try fields["pinHeaders"]?.bool() ?? false
            flow.sectionFootersPinToVisibleBounds = try fields["pinFooters"]?.bool() ?? false
            flow.sectionBackground = background
            return .flow(flow)
        case "waterfall":
            var waterfall = WaterfallLayoutSpec()
            if let columns = fields["columns"] {
                let items = try columns.sequence()
                guard !items.isEmpty else { throw columns.error("columns needs at least one {minimumWidth, columns} entry") }
                waterfall.columnBreakpoints = try items.map { item in
                    let entry = try item.mapping(allowedKeys: ["minimumWidth", "columns"])
                    guard let count = entry["columns"] else { throw item.error("missing field 'columns'") }
                    let columns = try count.int()
                    guard (1...12).contains(columns) else { throw count.error("columns must be between 1 and 12, found \(columns)") }
                    return WaterfallLayoutSpec.ColumnBreakpoint(minimumWidth: try entry["minimumWidth"].map(TableReader.nonNegative) ?? 0,
                                                                columns: columns)
                }
                for (previous, next) in zip(waterfall.columnBreakpoints, waterfall.columnBreakpoints.dropFirst())
                    where next.minimumWidth <= previous.minimumWidth {
                    throw columns.error("column breakpoints must have increasing minimumWidth")
                }
            }
            waterfall.columnSpacing = try fields["columnSpacing"].map(TableReader.nonNegative) ?? waterfall.columnSpacing
            waterfall.itemSpacing = try fields["itemSpacing"].map(TableReader.nonNegative) ?? waterfall.itemSpacing
            waterfall.sectionInset = try fields["sectionInset"].map { try ViewReader.insets($0, default: .zero) } ?? waterfall.sectionInset
            waterfall.sectionBackground = background
            return .waterfall(waterfall)
        default:
            var table = TableViewLayoutSpec()
            table.style = try fields["style"]?.choice("table style", TableStyle.allCases.map { ($0.rawValue, $0) }) ?? .plain
            table.estimatedRowHeight = try fields["estimatedRowHeight"].map(TableReader.nonNegative) ?? table.estimatedRowHeight
            table.minimumRowHeight = try fields["minimumRowHeight"].map(TableReader.nonNegative) ?? table.minimumRowHeight
            table.separatorInset = try fields["separatorInset"].map(TableReader.nonNegative) ?? table.separatorInset
            table.sectionBackground = background
            return .table(table)
        }
    }

    static func size(_ reader: NodeReader) throws -> Size {
        let fields = try reader.mapping(allowedKeys: ["width", "height"])
        guard let width = fields["width"], let height = fields["height"] else { throw reader.error("a size needs both width and height") }
        return Size(width: try TableReader.nonNegative(width), height: try TableReader.nonNegative(height))
    }

    static func sectionBackground(_ reader: NodeReader) throws -> SectionBackgroundSpec {
        let fields = try reader.mapping(allowedKeys: ["color", "cornerRadius", "insets"])
        var background = SectionBackgroundSpec()
        if let color = fields["color"] { background.color = try TableReader.color(color) }
        background.cornerRadius = try fields["cornerRadius"].map(TableReader.nonNegative) ?? background.cornerRadius
        background.insets = try fields["insets"].map { try ViewReader.insets($0, default: .zero) } ?? .zero
        return background
    }

    static func viewport(_ reader: NodeReader) throws -> Viewport {
        let fields = try reader.mapping(allowedKeys: ["height", "contentOffset"])
        guard let heightReader = fields["height"] else { throw reader.error("missing field 'height' (the screen height in points)") }
        let height = try TableReader.nonNegative(heightReader)
        guard height > 0, height <= 10_000 else { throw heightReader.error("the viewport height must be between 0 and 10000 points") }
        var offset = Point.zero
        if let offsetReader = fields["contentOffset"] {
            if offsetReader.isMapping {
                let parts = try offsetReader.mapping(allowedKeys: ["x", "y"])
                offset = Point(x: try parts["x"]?.double() ?? 0, y: try parts["y"]?.double() ?? 0)
            } else {
                offset = Point(x: 0, y: try offsetReader.double())
            }
        }
        return Viewport(height: height, contentOffset: offset)
    }

    static func section(_ reader: NodeReader, prototypes: Prototypes) throws -> CollectionSectionSpec {
        let fields = try reader.mapping(allowedKeys: ["header", "footer", "items"])
        guard let itemsReader = fields["items"] else { throw reader.error("missing field 'items'", field: "\(reader.path).items") }
        return CollectionSectionSpec(header: try fields["header"].map { try supplementary($0, style: .headline) },
                                     footer: try fields["footer"].map { try supplementary($0, style: .footnote) },
                                     items: try itemsReader.sequence().map { try item($0, prototypes: prototypes) })
    }

    /// A header or footer: text, `{text, style, color, backgroundColor, height}` or a view (`views`, `constraints`, …).
    static func supplementary(_ reader: NodeReader, style defaultStyle: TextStyle) throws -> SupplementarySpec {
        if reader.isScalar { return .text(try reader.string(), style: defaultStyle) }
        let (rest, outer) = try reader.without(keys: ["height", "backgroundColor", "text", "style", "color"])
        let height = try outer["height"].map(TableReader.nonNegative)
        let background = try outer["backgroundColor"].map(TableReader.color)
        if let text = outer["text"] {
            guard try rest.mappingCount() == 0 else { throw rest.error("a text header takes text, style, color, backgroundColor and height") }
            var spec = SupplementarySpec.text(try text.string(),
                                              style: try outer["style"]?.choice("text style", TextStyle.allCases.map { ($0.rawValue, $0) }) ?? defaultStyle,
                                              color: try outer["color"].map(TableReader.color) ?? SystemColor.label.color,
                                              backgroundColor: background)
            spec.height = height
            return spec
        }
        for key in ["style", "color"] where outer[key] != nil {
            throw outer[key].map { $0.error("'\(key)' applies to a text header; put it on a label in 'views'") } ?? reader.error("")
        }
        let cell = try TableReader.cellLayout(rest, fields: try rest.mapping(allowedKeys: TableReader.cellLayoutKeys))
        return SupplementarySpec(contentView: cell.contentView, height: height, backgroundColor: background ?? cell.backgroundColor)
    }

    /// Cell prototypes: the cell layout keys of a table prototype, plus `cornerRadius`.
    struct Prototypes {
        var layouts: PrototypeCells
        var cornerRadii: [String: Double] = [:]

        init(_ reader: NodeReader?) throws {
            var readers: [String: NodeReader] = [:]
            for (name, prototype) in try TableReader.prototypes(reader) {
                let (rest, outer) = try prototype.without(keys: ["cornerRadius"])
                readers[name] = rest
                if let radius = outer["cornerRadius"] { cornerRadii[name] = try TableReader.nonNegative(radius) }
            }
            layouts = PrototypeCells(readers)
        }
    }

    static let itemKeys = TableReader.cellKeys + ["cornerRadius"]

    /// An item: a cell's keys and `cornerRadius`, read in one pass (a fixture may hold a million of them).
    static func item(_ reader: NodeReader, prototypes: Prototypes) throws -> CollectionCellSpec {
        var fields = try reader.mapping(allowedKeys: itemKeys)
        let radiusReader = fields.removeValue(forKey: "cornerRadius")
        let cell = try TableReader.cell(reader, fields: fields, prototypes: prototypes.layouts)
        let prototypeName = try fields["prototype"]?.string()
        let radius = try radiusReader.map(TableReader.nonNegative) ?? prototypeName.flatMap { prototypes.cornerRadii[$0] } ?? 0
        return CollectionCellSpec(contentView: cell.contentView, backgroundColor: cell.backgroundColor, cornerRadius: radius)
    }

    /// The data change: reloads (new text or hidden views for existing items), deletions and insertions.
    static func update(_ reader: NodeReader, sections: [CollectionSectionSpec], prototypes: Prototypes) throws -> CollectionUpdateSpec {
        let fields = try reader.mapping(allowedKeys: ["reload", "delete", "insert", "animationFrames"])
        var after = sections
        var updates: [CollectionUpdateItem] = []
        func indexPath(_ fields: [String: NodeReader], _ reader: NodeReader) throws -> IndexPath {
            guard let section = fields["section"], let item = fields["item"] else { throw reader.error("needs 'section' and 'item'") }
            return IndexPath(item: try item.int(), section: try section.int())
        }
        func exists(_ indexPath: IndexPath, in sections: [CollectionSectionSpec]) -> Bool {
            sections.indices.contains(indexPath.section) && sections[indexPath.section].items.indices.contains(indexPath.item)
        }
        // Reloaded items name images in the catalogue of the (first) document prototype that has one.
        let assets = prototypes.layouts.names.lazy.compactMap { prototypes.layouts.assets(of: $0) }.first
        for entry in try fields["reload"]?.sequence() ?? [] {
            let entryFields = try entry.mapping(allowedKeys: ["section", "item", "text", "hidden", "image"])
            let path = try indexPath(entryFields, entry)
            guard exists(path, in: sections) else { throw entry.error("there is no item \(path.item) in section \(path.section)") }
            try TableReader.applyContent(text: entryFields["text"], hidden: entryFields["hidden"], image: entryFields["image"], assets: assets,
                                         to: &after[path.section].items[path.item].contentView)
            updates.append(.reload(path))
        }
        var deletions: [(IndexPath, NodeReader)] = []
        for entry in try fields["delete"]?.sequence() ?? [] {
            let path = try indexPath(try entry.mapping(allowedKeys: ["section", "item"]), entry)
            guard exists(path, in: sections) else { throw entry.error("there is no item \(path.item) in section \(path.section)") }
            guard !updates.contains(.reload(path)), !deletions.contains(where: { $0.0 == path }) else {
                throw entry.error("item \(path.item) of section \(path.section) is already deleted or reloaded")
            }
            deletions.append((path, entry))
        }
        for (path, _) in deletions.sorted(by: { $0.0 > $1.0 }) {
            after[path.section].items.remove(at: path.item)
            updates.append(.delete(path))
        }
        var insertions: [(IndexPath, CollectionCellSpec, NodeReader)] = []
        for entry in try fields["insert"]?.sequence() ?? [] {
            let (rest, position) = try entry.without(keys: ["section", "item"])
            let path = try indexPath(position, entry)
            insertions.append((path, try item(rest, prototypes: prototypes), entry))
        }
        for (path, cell, entry) in insertions.sorted(by: { $0.0 < $1.0 }) {
            guard after.indices.contains(path.section), (0...after[path.section].items.count).contains(path.item) else {
                throw entry.error("cannot insert at item \(path.item) of section \(path.section)")
            }
            after[path.section].items.insert(cell, at: path.item)
            updates.append(.insert(path))
        }
        guard !updates.isEmpty else { throw reader.error("an update needs at least one reload, delete or insert") }
        let frames = try fields["animationFrames"]?.int() ?? 0
        guard (0...30).contains(frames) else { throw fields["animationFrames"].map { $0.error("animationFrames must be between 0 and 30") } ?? reader.error("") }
        return CollectionUpdateSpec(updates: updates, sectionsAfter: after, animationFrames: frames)
    }
}
