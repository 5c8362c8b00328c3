import AssetCatalogs
import AutoLayout
import CollectionLayout
import Files
import Foundation
import Geometry
import InterfaceBuilder
import Layout
import Measure
import Scene

/// A layout fixture: what to lay out, and the variants (environments) to render it in.
///
/// Format (YAML, or JSON with the same fields):
/// ```yaml
/// name: contacts            # optional; defaults to the file name without extension
/// variants:
///   widths: [375, 768]      # points; default [375]
///   categories: all         # `all` (the 12 categories) or a list such as [L, AX5]; default [L]
///   devices: [iPhone SE, iPad]  # named screens (width, height, scale); with devices and no widths, only devices
///   scales: [2]             # 1, 2 or 3; default: a device's own scale, else 2
///   directions: [ltr, rtl]  # default [ltr]
///   appearances: [light, dark]  # default [light]; colours may be {light: "#FFFFFF", dark: "#1C1C1E"}
/// table:
///   style: plain            # plain | grouped | insetGrouped
///   estimatedRowHeight: 44
///   minimumRowHeight: 44
///   separatorInset: 16
///   prototypes:             # cell layouts rows can share, like prototype cells (see ViewReader for views)
///     titleDetail:
///       views: [{id: title, text: "", style: headline, lines: 0}, {id: detail, text: "", lines: 0}]
///       constraints: ["H:|-16-[title]-16-|", "title.firstBaseline = contentView.top * 1.8 + 30"]
///   sections:
///     - header: Recent      # optional
///       footer: Updated     # optional
///       cells:
///         - prototype: titleDetail
///           text: {title: "Hello", detail: "World"}
///         - views: [...]    # a content view of its own, with constraints (and metrics, margins)
///           constraints: [...]
///         - spacing: 4      # or a simple stack of labels inside margins
///           margins: {top: 11, leading: 16, bottom: 11, trailing: 16}
///           labels:
///             - {id: title, text: "Hello", style: headline, lines: 0, color: label, alignment: natural}
/// ```
/// Instead of `table`, a fixture may hold one `view`: a root view (the same keys as any view, plus `height` to fix
/// its height, `metrics` and `defaultPriorities`) laid out at each variant's width.
public struct Fixture: Hashable, Sendable {
    public var name: String
    public var file: String
    public var variants: VariantSet
    public var content: Content
    /// Font files the fixture's custom fonts come from (`fonts:`, paths resolved against the fixture's folder);
    /// the batch's font set finds custom fonts among them by PostScript or family name.
    public var fontFiles: [String] = []
    /// A folder with Apple's SF Pro fonts that the system font is set in (`systemFont:`, resolved against the fixture's
    /// folder); nil sets it in the bundled stand-in.
    public var systemFontDirectory: String?
    /// Lint findings the fixture silences (`lint: {ignore: [...]}`), each with its reason.
    public var lintIgnores: [LintIgnore] = []

    /// A lint finding silenced for a view (or for every view when `view` is nil) with a reason: `{view: title, kind:
    /// truncated, reason: "…"}`. The kind is checked by the linter, which reports an unknown one at `kindLocation`.
    public struct LintIgnore: Hashable, Sendable {
        public var view: String?
        public var kind: String
        public var reason: String
        /// Where `kind` is written: the file, line, column and field an error about it names.
        public var kindLocation: LocatedError
    }

    /// The most findings a fixture may silence.
    public static let maximumLintIgnores = 1_000

    /// What the fixture lays out.
    public enum Content: Hashable, Sendable {
        case table(TableSpec)
        case view(StandaloneViewSpec)
        case collection(CollectionSpec)
    }

    /// The table, when the fixture holds one.
    public var table: TableSpec? {
        if case let .table(table) = content { return table }
        return nil
    }

    /// The largest fixture file read: 256 MiB (a million plain collection items take about 50 MB).
    public static let maximumFileSize = 256 << 20

    /// Reads and validates a fixture file (`.yaml`, `.yml` or `.json`): a regular file of at most `maximumFileSize`.
    public static func load(path: String, documents: DocumentOptions = DocumentOptions()) throws -> Fixture {
        if isDocument(path) { return try loadDocument(path: path, options: documents) }
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, limit: maximumFileSize)
        } catch let error as FileReadError {
            let reason: String
            switch error.reason {
            case .missing: reason = "cannot read the file (no such file)"
            case let .notRegularFile(kind): reason = "cannot read the file: not a regular file (a \(kind))"
            case let .tooLarge(size, limit): reason = "cannot read the file: \(size) bytes is more than the limit of \(limit)"
            case let .rejected(why), let .unreadable(why): reason = "cannot read the file (\(why))"
            }
            throw LocatedError(file: path, line: 0, column: 0, field: "", message: reason)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw LocatedError(file: path, line: 0, column: 0, field: "", message: "the file is not UTF-8 text")
        }
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return try parse(text, file: path, defaultName: base)
    }

    /// Parses fixture text. `file` is used in error messages; `defaultName` when the text has no `name`.
    /// `lint: {ignore: [{view, kind, reason}, …]}`: `kind` and a non-empty `reason` are required; without `view` the
    /// kind is silenced for every view.
    static func lintIgnores(_ reader: NodeReader) throws -> [LintIgnore] {
        let fields = try reader.mapping(allowedKeys: ["ignore"])
        guard let list = fields["ignore"] else { return [] }
        let items = try list.sequence()
        guard items.count <= maximumLintIgnores else {
            throw list.error("lint.ignore has \(items.count) entries; at most \(maximumLintIgnores) are read")
        }
        return try items.map { item in
            let entry = try item.mapping(allowedKeys: ["view", "kind", "reason"])
            guard let kind = entry["kind"] else { throw item.error("missing field 'kind'", field: "\(item.path).kind") }
            guard let reason = try entry["reason"]?.string(), !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw (entry["reason"] ?? item).error("an ignored finding needs a reason", field: "\(item.path).reason")
            }
            return LintIgnore(view: try entry["view"]?.string(), kind: try kind.string(), reason: reason, kindLocation: kind.error(""))
        }
    }

    public static func parse(_ text: String, file: String, defaultName: String) throws -> Fixture {
        guard let document = try YAMLDocument.compose(text, file: file) else {
            throw LocatedError(file: file, line: 1, column: 1, field: "", message: "the fixture is empty")
        }
        let reader = NodeReader(document: document, file: file, budget: ReadBudget(textByteCount: text.utf8.count))
        let fields = try reader.mapping(allowedKeys: ["name", "variants", "table", "view", "collection", "document", "fonts", "systemFont", "lint"])
        let lintIgnores = try fields["lint"].map(Self.lintIgnores) ?? []
        let name = try fields["name"]?.string() ?? defaultName
        // The name is a folder of the output: one path component, short enough for every file system.
        guard !name.isEmpty, name.utf8.count <= 100, !name.hasPrefix("."),
              name.unicodeScalars.allSatisfy({ $0 != "/" && $0 != "\\" && $0.value >= 0x20 && $0.value != 0x7F }) else {
            throw (fields["name"] ?? reader).error("a name must be 1 to 100 bytes, must not start with '.' and must not contain '/', '\\' or control characters")
        }
        let variants = try fields["variants"].map(VariantSet.init(reader:)) ?? VariantSet()
        let fontFiles = try fields["fonts"].map { try Fixture.fontFiles($0, file: file) } ?? []
        let systemFontDirectory = try fields["systemFont"].map { try Fixture.systemFontDirectory($0, file: file) }
        if let document = fields["document"] {
            var fixture = try documentFixture(document, file: file, name: name, variants: variants,
                                              others: ["table", "view", "collection"].filter { fields[$0] != nil })
            fixture.fontFiles = fontFiles
            fixture.systemFontDirectory = systemFontDirectory
            fixture.lintIgnores = lintIgnores
            return fixture
        }
        let kinds = ["table", "view", "collection"].filter { fields[$0] != nil }
        guard kinds.count <= 1 else {
            throw (fields[kinds[1]] ?? reader).error("a fixture holds one of 'table', 'view' or 'collection', not \(kinds.joined(separator: " and "))")
        }
        let content: Content
        if let table = fields["table"] {
            content = .table(try TableReader.table(table))
        } else if let view = fields["view"] {
            content = .view(try TableReader.standaloneView(view))
        } else if let collection = fields["collection"] {
            content = .collection(try CollectionReader.collection(collection))
        } else {
            throw reader.error("missing field 'table' (or 'view', or 'collection')", field: "table")
        }
        var fixture = Fixture(name: name, file: file, variants: variants, content: content, fontFiles: fontFiles)
        fixture.systemFontDirectory = systemFontDirectory
        fixture.lintIgnores = lintIgnores
        return fixture
    }

    /// `systemFont: Fonts/SF`: a folder relative to the fixture holding Apple's SF Pro fonts (`--system-font-dir`).
    static func systemFontDirectory(_ reader: NodeReader, file: String) throws -> String {
        let path = Fixture.relative(try reader.string(), to: file)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw reader.error("no folder at '\(path)' (systemFont names a folder with the SF Pro font files)")
        }
        return path
    }

    /// `fonts: {Avenir-Book: Fonts/Avenir.ttc}` (a name for people, and the file) or `fonts: [Fonts/Brand.otf]`:
    /// font files relative to the fixture, each a regular file.
    static func fontFiles(_ reader: NodeReader, file: String) throws -> [String] {
        let entries: [NodeReader] = reader.isMapping ? try reader.entries().map(\.2) : try reader.sequenceOrScalar()
        guard entries.count <= 100 else { throw reader.error("at most 100 font files, found \(entries.count)") }
        return try entries.map { entry in
            let path = Fixture.relative(try entry.string(), to: file)
            guard ["ttf", "otf", "ttc", "otc"].contains((path as NSString).pathExtension.lowercased()) else {
                throw entry.error("'\(path)' is not a font file (.ttf, .otf, .ttc)")
            }
            guard RegularFile.exists(path) else { throw entry.error("no font file at '\(path)'") }
            return path
        }
    }

    /// `document: Cells/Row.xib` (a path relative to the fixture, optionally `#selector`) or
    /// `document: {path: Main.storyboard, root: SELECTOR, sizing: designed, assets: App.xcassets}`: one root of an
    /// Interface Builder document, laid out in the fixture's variants.
    static func documentFixture(_ reader: NodeReader, file: String, name: String?, variants: VariantSet,
                                others: [String]) throws -> Fixture {
        guard others.isEmpty else {
            throw reader.error("a fixture holds one of 'document', 'table', 'view' or 'collection', not document and \(others.joined(separator: " and "))")
        }
        var path: String
        var options = DocumentOptions()
        if reader.isMapping {
            let fields = try reader.mapping(allowedKeys: ["path", "root", "sizing", "assets"])
            guard let pathReader = fields["path"] else { throw reader.error("missing field 'path'", field: "\(reader.path).path") }
            path = try pathReader.string()
            if let root = fields["root"] { path += "#" + (try root.string()) }
            if let sizingReader = fields["sizing"] {
                options.sizing = try sizingReader.choice("sizing", DocumentSizing.allCases.map { ($0.rawValue, $0) })
            }
            if let assets = fields["assets"] {
                options = try DocumentOptions(sizing: options.sizing, assetsAt: relative(try assets.string(), to: file))
            }
        } else {
            path = try reader.string()
        }
        guard isDocument(path) else { throw reader.error("'\(path)' is not a .xib or .storyboard document") }
        let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        return try loadDocument(path: relative(path, to: file), options: options, variants: variants, name: name ?? base)
    }

    /// A path a fixture names, relative to the fixture's folder unless absolute.
    static func relative(_ path: String, to fixture: String) -> String {
        path.hasPrefix("/") ? path : ((fixture as NSString).deletingLastPathComponent as NSString).appendingPathComponent(path)
    }
}

/// Reads the `table` part of a fixture.
enum TableReader {
    static func table(_ reader: NodeReader) throws -> TableSpec {
        let fields = try reader.mapping(allowedKeys: ["style", "estimatedRowHeight", "minimumRowHeight", "separatorInset", "prototypes",
                                                      "sections"])
        let style = try fields["style"]?.choice("table style", TableStyle.allCases.map { ($0.rawValue, $0) }) ?? .plain
        let estimated = try fields["estimatedRowHeight"].map { try nonNegative($0) } ?? 44
        let minimum = try fields["minimumRowHeight"].map { try nonNegative($0) } ?? 44
        let separatorInset = try fields["separatorInset"].map { try nonNegative($0) } ?? 16
        guard let sectionsReader = fields["sections"] else { throw reader.error("missing field 'sections'", field: "\(reader.path).sections") }
        let prototypes = PrototypeCells(try self.prototypes(fields["prototypes"]))
        let sections = try sectionsReader.sequence().map { try section($0, prototypes: prototypes) }
        return TableSpec(style: style, sections: sections, estimatedRowHeight: estimated, minimumRowHeight: minimum,
                         separatorInset: separatorInset)
    }

    /// `prototypes`: named cell layouts that rows (or items) refer to with `prototype: name`.
    static func prototypes(_ reader: NodeReader?) throws -> [String: NodeReader] {
        var prototypes: [String: NodeReader] = [:]
        guard let reader else { return prototypes }
        guard reader.isMapping else { throw reader.error("prototypes must be a mapping of names to cell layouts") }
        for (name, _, value) in try reader.entries() { prototypes[name] = value }
        return prototypes
    }

    static func section(_ reader: NodeReader, prototypes: PrototypeCells) throws -> TableSectionSpec {
        let fields = try reader.mapping(allowedKeys: ["header", "footer", "cells"])
        guard let cellsReader = fields["cells"] else {
            throw reader.error("missing field 'cells' (a section needs a list of cells)", field: "\(reader.path).cells")
        }
        let cells = try cellsReader.sequence().map { try cell($0, prototypes: prototypes) }
        return TableSectionSpec(header: try fields["header"]?.string(), footer: try fields["footer"]?.string(), cells: cells)
    }

    static let cellLayoutKeys = ["views", "constraints", "metrics", "margins", "defaultPriorities", "backgroundColor"]
    static let cellKeys = ["labels", "spacing", "prototype", "text", "hidden", "image"] + cellLayoutKeys

    static func cell(_ reader: NodeReader, prototypes: PrototypeCells) throws -> TableCellSpec {
        try cell(reader, fields: try reader.mapping(allowedKeys: cellKeys), prototypes: prototypes)
    }

    /// A cell from its fields, already read from `reader` (a collection item reads its own keys too).
    static func cell(_ reader: NodeReader, fields: [String: NodeReader], prototypes: PrototypeCells) throws -> TableCellSpec {
        if let prototypeReader = fields["prototype"] {
            let name = try prototypeReader.string()
            guard var cell = try prototypes.cell(named: name) else {
                throw prototypeReader.error("unknown prototype '\(name)' (prototypes: \(prototypes.names.joined(separator: ", ")))")
            }
            for key in ["labels", "spacing", "views", "constraints", "metrics", "margins", "defaultPriorities"] where fields[key] != nil {
                throw fields[key].map { $0.error("'\(key)' comes from the prototype; a row only sets 'text', 'hidden', 'image' and 'backgroundColor'") }
                    ?? reader.error("")
            }
            if let background = fields["backgroundColor"] { cell.backgroundColor = try color(background) }
            try applyContent(text: fields["text"], hidden: fields["hidden"], image: fields["image"], assets: prototypes.assets(of: name),
                             to: &cell.contentView)
            return cell
        }
        if let image = fields["image"] { throw image.error("'image' needs a 'prototype' from a document") }
        if fields["views"] != nil || fields["constraints"] != nil {
            for key in ["labels", "spacing", "text", "hidden"] where fields[key] != nil {
                throw fields[key].map { $0.error("'\(key)' cannot be combined with 'views' and 'constraints'") } ?? reader.error("")
            }
            return try cellLayout(reader, fields: fields)
        }
        for key in ["text", "hidden", "metrics", "defaultPriorities"] where fields[key] != nil {
            throw fields[key].map { $0.error("'\(key)' needs a 'prototype' or 'views'") } ?? reader.error("")
        }
        guard let labelsReader = fields["labels"] else {
            throw reader.error("missing field 'labels' (a cell needs labels, views with constraints, or a prototype)", field: "\(reader.path).labels")
        }
        let labelReaders = try labelsReader.sequence()
        guard !labelReaders.isEmpty else { throw labelsReader.error("a cell needs at least one label") }
        let labels = try labelReaders.enumerated().map { try label($1, index: $0) }
        var ids = Set<String>()
        for (reader, label) in zip(labelReaders, labels) where !ids.insert(label.id).inserted || label.id == TableCellSpec.contentViewID {
            throw reader.error(label.id == TableCellSpec.contentViewID ? "'contentView' is the cell's content view; pick another id"
                                                                       : "two labels in one cell have the id '\(label.id)'")
        }
        let spacing = try fields["spacing"].map { try nonNegative($0) } ?? 4
        let margins = try fields["margins"].map { try ViewReader.insets($0, default: TableCellSpec.defaultMargins) } ?? TableCellSpec.defaultMargins
        let background = try fields["backgroundColor"].map(color)
        var cell = TableCellSpec(labels: labels, spacing: spacing, margins: margins, backgroundColor: background)
        // Each label's view is written where its entry is (lint names that line).
        for (index, reader) in labelReaders.enumerated() where cell.contentView.subviews.indices.contains(index) {
            cell.contentView.subviews[index].source = SourceLocation(file: reader.file, line: reader.line)
        }
        return cell
    }

    /// A content view from `views`, `constraints`, `metrics`, `margins` and `defaultPriorities`.
    static func cellLayout(_ reader: NodeReader, fields: [String: NodeReader]) throws -> TableCellSpec {
        let context = try viewContext(fields, reader: reader)
        var content = ViewSpec(id: TableCellSpec.contentViewID, layoutMargins: TableCellSpec.defaultMargins)
        if let margins = fields["margins"] { content.layoutMargins = try ViewReader.insets(margins, default: TableCellSpec.defaultMargins) }
        if let views = fields["views"] { content.subviews = try views.sequence().map { try ViewReader.view($0, context: context) } }
        if let constraints = fields["constraints"] { content.constraints = try ViewReader.constraintList(constraints, metrics: context.metrics) }
        try ViewReader.checkReferences(content, reader: fields["constraints"] ?? reader)
        return TableCellSpec(contentView: content, backgroundColor: try fields["backgroundColor"].map(color))
    }

    static func viewContext(_ fields: [String: NodeReader], reader: NodeReader) throws -> ViewReader.Context {
        let defaults = try fields["defaultPriorities"]?.choice("default priorities", ViewReader.DefaultPriorities.allCases.map { ($0.rawValue, $0) })
            ?? .code
        return ViewReader.Context(metrics: try ViewReader.metrics(fields["metrics"]), defaults: defaults)
    }

    /// A row's own texts for the prototype's labels, the views it hides, and (for a document's cell) the images its
    /// image views show: `image: {photoView: LemonTart}`, an image set of the prototype's asset catalogue (without
    /// a catalogue the placeholder stays).
    static func applyContent(text: NodeReader?, hidden: NodeReader?, image: NodeReader? = nil, assets: AssetCatalog? = nil,
                             to content: inout ViewSpec) throws {
        // A view is named by its id, or (in a document) by its outlet or user label.
        func update(_ view: inout ViewSpec, _ change: (inout ViewSpec) -> Void, id: String) -> Bool {
            if view.id == id || view.name == id { change(&view); return true }
            for index in view.subviews.indices where update(&view.subviews[index], change, id: id) { return true }
            return false
        }
        if let text {
            guard text.isMapping else { throw text.error("text must map label ids to their text") }
            for (id, key, value) in try text.entries() {
                guard let string = value.scalarText else { throw text.error("text must map label ids to their text", at: key) }
                var isLabel = false
                let found = update(&content, { view in
                    if case var .label(label) = view.kind { label.text = string; view.kind = .label(label); isLabel = true }
                }, id: id)
                guard found, isLabel else { throw text.error("the prototype has no label '\(id)'", at: key) }
            }
        }
        if let image {
            guard image.isMapping else { throw image.error("image must map image views to image names") }
            for (id, key, value) in try image.entries() {
                let name = try value.string()
                var isImage = false
                var found = true
                let exists = update(&content, { view in
                    let size: Size, mode: ImageSource.ContentMode
                    switch view.kind {
                    case let .image(source, imageSize): (size, mode) = (imageSize, source.contentMode)
                    case let .imagePlaceholder(placeholderSize, _): (size, mode) = (placeholderSize, .scaleToFill)
                    default: return
                    }
                    isImage = true
                    guard let set = assets?.images[name] else { found = assets == nil; return }
                    view.kind = .image(ImageSource(name: name, format: set.format, files: set.files, contentMode: mode), size: size)
                }, id: id)
                guard exists, isImage else { throw image.error("the prototype has no image view '\(id)'", at: key) }
                guard found else { throw value.error("the asset catalogue has no image set '\(name)'") }
            }
        }
        if let hidden {
            for item in try hidden.sequenceOrScalar() {
                let id = try item.string()
                guard update(&content, { $0.isHidden = true }, id: id) else { throw item.error("the prototype has no view '\(id)'") }
            }
        }
    }

    /// A prototype cell from an Interface Builder document: the cell's view tree (its content view, accessory and
    /// the constraints the document gives), whose views rows name by outlet, user label or object id.
    static func documentCell(_ reader: NodeReader, fields: [String: NodeReader]) throws -> (TableCellSpec, AssetCatalog?) {
        for key in TableReader.cellLayoutKeys where fields[key] != nil && key != "backgroundColor" {
            throw fields[key].map { $0.error("'\(key)' comes from the document") } ?? reader.error("")
        }
        guard let pathReader = fields["xib"] ?? fields["storyboard"] else { throw reader.error("a document prototype needs 'xib' or 'storyboard'") }
        if fields["xib"] != nil && fields["storyboard"] != nil { throw reader.error("a prototype names one document: 'xib' or 'storyboard'") }
        let path = Fixture.relative(try pathReader.string(), to: reader.file)
        guard Fixture.isDocument(path) else { throw pathReader.error("'\(path)' is not a .xib or .storyboard document") }
        let selector = try fields["root"]?.string()
        let options = try DocumentOptions(assetsAt: try fields["assets"].map { Fixture.relative(try $0.string(), to: reader.file) })
        let (_, imported) = try Fixture.importDocument(path, selector: selector, assets: options.assets)
        let background = try fields["backgroundColor"].map(color) ?? imported.backgroundColor
        return (TableCellSpec(contentView: imported.root, backgroundColor: background), options.assets)
    }

    /// The `view` of a fixture: a root view laid out alone.
    static func standaloneView(_ reader: NodeReader) throws -> StandaloneViewSpec {
        let (viewReader, outer) = try reader.without(keys: ["height", "metrics", "defaultPriorities", "screenBackgroundColor"])
        let context = try viewContext(outer, reader: reader)
        let root = try ViewReader.view(viewReader, context: context, defaultID: "root")
        try ViewReader.checkReferences(root, reader: reader)
        let height = try outer["height"].map(nonNegative)
        let background = try outer["screenBackgroundColor"].map(color) ?? SystemColor.systemBackground.color
        return StandaloneViewSpec(root: root, height: height, backgroundColor: background)
    }

    static func label(_ reader: NodeReader, index: Int) throws -> LabelSpec {
        let fields = try reader.mapping(allowedKeys: ["id", "text", "style", "lines", "color", "alignment"])
        guard let text = try fields["text"]?.string() else { throw reader.error("missing field 'text'", field: "\(reader.path).text") }
        let style = try fields["style"]?.choice("text style", TextStyle.allCases.map { ($0.rawValue, $0) }) ?? .body
        let lines = try fields["lines"].map(ViewReader.lines) ?? 0
        let alignment = try fields["alignment"]?.choice("alignment", TextAlignment.allCases.map { ($0.rawValue, $0) }) ?? .natural
        let color = try fields["color"].map(color) ?? SystemColor.label.color
        return LabelSpec(id: try fields["id"]?.string() ?? "label\(index)", text: text, style: style, numberOfLines: lines,
                         alignment: alignment, color: color)
    }

    /// A colour: a system colour name (dynamic, as UIKit's are), a hex colour (the same in both appearances), or
    /// `{light: …, dark: …}`.
    static func color(_ reader: NodeReader) throws -> Color {
        if reader.isMapping {
            let fields = try reader.mapping(allowedKeys: ["light", "dark"])
            guard let light = fields["light"], let dark = fields["dark"] else {
                throw reader.error("a dynamic colour needs both 'light' and 'dark'")
            }
            return .dynamic(light: try color(light), dark: try color(dark))
        }
        let text = try reader.string()
        if let system = SystemColor.allCases.first(where: { $0.rawValue.caseInsensitiveCompare(text) == .orderedSame }) {
            return system.color
        }
        if let color = Color(hex: text) { return color }
        throw reader.error("unknown colour '\(text)' (use #RRGGBB, #RRGGBBAA or one of: \(SystemColor.allCases.map(\.rawValue).joined(separator: ", ")))")
    }

    static func nonNegative(_ reader: NodeReader) throws -> Double {
        let value = try reader.double()
        guard value >= 0 else { throw reader.error("must not be negative, found \(value)") }
        return value
    }
}

/// Named cell layouts (`prototypes:`), each read once, when a row or item first uses it, and shared by every row
/// and item that uses it (as prototype cells are): a million items of one prototype parse its views and
/// constraints once.
final class PrototypeCells {
    private let readers: [String: NodeReader]
    private var parsed: [String: TableCellSpec] = [:]
    /// The asset catalogues of document prototypes, by prototype name.
    private var catalogs: [String: AssetCatalog] = [:]

    func assets(of name: String) -> AssetCatalog? { catalogs[name] }

    init(_ readers: [String: NodeReader]) { self.readers = readers }

    var names: [String] { readers.keys.sorted() }

    /// The prototype's cell, read on first use; nil when there is no prototype of that name. A prototype is a cell
    /// layout, or a cell of an Interface Builder document: `{xib: Cells/Card.xib}` or `{storyboard: Main.storyboard,
    /// root: CardCell}` (paths relative to the fixture).
    func cell(named name: String) throws -> TableCellSpec? {
        if let cell = parsed[name] { return cell }
        guard let reader = readers[name] else { return nil }
        let documentKeys = ["xib", "storyboard", "root", "assets"]
        let fields = try reader.mapping(allowedKeys: TableReader.cellLayoutKeys + documentKeys)
        let cell: TableCellSpec
        if fields["xib"] != nil || fields["storyboard"] != nil {
            let (documentCell, catalog) = try TableReader.documentCell(reader, fields: fields)
            cell = documentCell
            catalogs[name] = catalog
        } else {
            for key in documentKeys where fields[key] != nil {
                throw fields[key].map { $0.error("'\(key)' belongs to a document prototype ('xib' or 'storyboard')") } ?? reader.error("")
            }
            cell = try TableReader.cellLayout(reader, fields: fields)
        }
        parsed[name] = cell
        return cell
    }
}
