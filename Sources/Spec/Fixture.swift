import Foundation
import Layout
import Measure
import Yams

/// A layout fixture: what to lay out, and the variants (environments) to render it in.
///
/// Format (YAML, or JSON with the same fields):
/// ```yaml
/// name: contacts            # optional; defaults to the file name without extension
/// variants:
///   widths: [375, 768]      # points; default [375]
///   categories: all         # `all` (the 12 categories) or a list such as [L, AX5]; default [L]
///   scales: [2]             # 1, 2 or 3; default [2]
///   directions: [ltr, rtl]  # default [ltr]
/// table:
///   style: plain            # plain | grouped | insetGrouped
///   estimatedRowHeight: 44
///   minimumRowHeight: 44
///   separatorInset: 16
///   sections:
///     - header: Recent      # optional
///       footer: Updated     # optional
///       cells:
///         - spacing: 4
///           margins: {top: 11, leading: 16, bottom: 11, trailing: 16}
///           labels:
///             - {id: title, text: "Hello", style: headline, lines: 0, color: label, alignment: natural}
/// ```
public struct Fixture: Hashable, Sendable {
    public var name: String
    public var file: String
    public var variants: VariantSet
    public var table: TableSpec

    /// Reads and validates a fixture file (`.yaml`, `.yml` or `.json`).
    public static func load(path: String) throws -> Fixture {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SpecError(file: path, line: 0, column: 0, field: "", message: "cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SpecError(file: path, line: 0, column: 0, field: "", message: "the file is not UTF-8 text")
        }
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return try parse(text, file: path, defaultName: base)
    }

    /// Parses fixture text. `file` is used in error messages; `defaultName` when the text has no `name`.
    public static func parse(_ text: String, file: String, defaultName: String) throws -> Fixture {
        let root: Node
        do {
            guard let composed = try Yams.compose(yaml: text) else {
                throw SpecError(file: file, line: 1, column: 1, field: "", message: "the fixture is empty")
            }
            root = composed
        } catch let error as YamlError {
            throw Self.locate(error, file: file)
        }
        let reader = NodeReader(node: root, path: "", file: file)
        let fields = try reader.mapping(allowedKeys: ["name", "variants", "table"])
        let name = try fields["name"]?.string() ?? defaultName
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
            throw (fields["name"] ?? reader).error("a name must be non-empty and must not contain '/'")
        }
        let variants = try fields["variants"].map(VariantSet.init(reader:)) ?? VariantSet()
        guard let tableReader = fields["table"] else { throw reader.error("missing field 'table'", field: "table") }
        let table = try TableReader.table(tableReader)
        return Fixture(name: name, file: file, variants: variants, table: table)
    }

    /// Lays the fixture out in one variant.
    public func scene(for variant: Variant, measurer: TextMeasurer) -> Scene {
        TableLayout.scene(for: table, in: variant.environment, measurer: measurer)
    }

    private static func locate(_ error: YamlError, file: String) -> SpecError {
        switch error {
        case let .scanner(context, problem, mark, _):
            return SpecError(file: file, line: mark.line, column: mark.column, field: "",
                             message: "invalid YAML: \(problem)\(context.map { " \($0.text)" } ?? "")")
        case let .parser(context, problem, mark, _):
            return SpecError(file: file, line: mark.line, column: mark.column, field: "",
                             message: "invalid YAML: \(problem)\(context.map { " \($0.text)" } ?? "")")
        case let .composer(context, problem, mark, _):
            return SpecError(file: file, line: mark.line, column: mark.column, field: "",
                             message: "invalid YAML: \(problem)\(context.map { " \($0.text)" } ?? "")")
        default:
            return SpecError(file: file, line: 0, column: 0, field: "", message: "invalid YAML: \(error)")
        }
    }
}

/// Reads the `table` part of a fixture.
enum TableReader {
    static func table(_ reader: NodeReader) throws -> TableSpec {
        let fields = try reader.mapping(allowedKeys: ["style", "estimatedRowHeight", "minimumRowHeight", "separatorInset", "sections"])
        let style = try fields["style"]?.choice("table style", TableStyle.allCases.map { ($0.rawValue, $0) }) ?? .plain
        let estimated = try fields["estimatedRowHeight"].map { try nonNegative($0) } ?? 44
        let minimum = try fields["minimumRowHeight"].map { try nonNegative($0) } ?? 44
        let separatorInset = try fields["separatorInset"].map { try nonNegative($0) } ?? 16
        guard let sectionsReader = fields["sections"] else { throw reader.error("missing field 'sections'", field: "\(reader.path).sections") }
        let sections = try sectionsReader.sequence().map(section)
        return TableSpec(style: style, sections: sections, estimatedRowHeight: estimated, minimumRowHeight: minimum,
                         separatorInset: separatorInset)
    }

    static func section(_ reader: NodeReader) throws -> TableSectionSpec {
        let fields = try reader.mapping(allowedKeys: ["header", "footer", "cells"])
        guard let cellsReader = fields["cells"] else {
            throw reader.error("missing field 'cells' (a section needs a list of cells)", field: "\(reader.path).cells")
        }
        let cells = try cellsReader.sequence().map(cell)
        return TableSectionSpec(header: try fields["header"]?.string(), footer: try fields["footer"]?.string(), cells: cells)
    }

    static func cell(_ reader: NodeReader) throws -> TableCellSpec {
        let fields = try reader.mapping(allowedKeys: ["labels", "spacing", "margins", "backgroundColor"])
        guard let labelsReader = fields["labels"] else {
            throw reader.error("missing field 'labels' (a cell needs at least one label)", field: "\(reader.path).labels")
        }
        let labelReaders = try labelsReader.sequence()
        guard !labelReaders.isEmpty else { throw labelsReader.error("a cell needs at least one label") }
        let labels = try labelReaders.enumerated().map { try label($1, index: $0) }
        var ids = Set<String>()
        for (reader, label) in zip(labelReaders, labels) where !ids.insert(label.id).inserted {
            throw reader.error("two labels in one cell have the id '\(label.id)'")
        }
        let spacing = try fields["spacing"].map { try nonNegative($0) } ?? 4
        let margins = try fields["margins"].map(insets) ?? TableCellSpec.defaultMargins
        let background = try fields["backgroundColor"].map(color)
        return TableCellSpec(labels: labels, spacing: spacing, margins: margins, backgroundColor: background)
    }

    static func label(_ reader: NodeReader, index: Int) throws -> LabelSpec {
        let fields = try reader.mapping(allowedKeys: ["id", "text", "style", "lines", "color", "alignment"])
        guard let text = try fields["text"]?.string() else { throw reader.error("missing field 'text'", field: "\(reader.path).text") }
        let style = try fields["style"]?.choice("text style", TextStyle.allCases.map { ($0.rawValue, $0) }) ?? .body
        var lines = 0
        if let linesReader = fields["lines"] {
            lines = try linesReader.int()
            guard lines >= 0 else { throw linesReader.error("lines must be 0 (unlimited) or more, found \(lines)") }
        }
        let alignment = try fields["alignment"]?.choice("alignment", TextAlignment.allCases.map { ($0.rawValue, $0) }) ?? .natural
        let color = try fields["color"].map(color) ?? SystemColor.label.color
        return LabelSpec(id: try fields["id"]?.string() ?? "label\(index)", text: text, style: style, numberOfLines: lines,
                         alignment: alignment, color: color)
    }

    static func insets(_ reader: NodeReader) throws -> EdgeInsets {
        let fields = try reader.mapping(allowedKeys: ["top", "leading", "bottom", "trailing"])
        let defaults = TableCellSpec.defaultMargins
        return EdgeInsets(top: try fields["top"].map(nonNegative) ?? defaults.top,
                          leading: try fields["leading"].map(nonNegative) ?? defaults.leading,
                          bottom: try fields["bottom"].map(nonNegative) ?? defaults.bottom,
                          trailing: try fields["trailing"].map(nonNegative) ?? defaults.trailing)
    }

    static func color(_ reader: NodeReader) throws -> Color {
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
