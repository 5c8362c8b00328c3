import Files
import Foundation
import Layout
import Scenes

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
