import AssetCatalogs
import AutoLayout
import CollectionViewLayouts
import Foundation
import Geometry
import Layout
import Measure
import Scenes

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
