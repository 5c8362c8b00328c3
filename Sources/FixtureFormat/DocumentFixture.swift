import AssetCatalogs
import Files
import Foundation
import Geometry
import InterfaceBuilder
import Layout
import Scenes

/// How a document's root is sized when it is rendered (README, "Interface Builder documents").
public enum DocumentSizing: String, Sendable, CaseIterable {
    /// As UIKit sizes the root in its natural container: a table cell self-sizes at the variant's width, a
    /// collection cell or reusable view from its designed size, a top-level view keeps its designed height.
    case natural
    /// The size Interface Builder stored.
    case designed
}

/// How Interface Builder documents are read: how their roots are sized, and the app's asset catalogue (read once
/// by whoever makes the options, and shared by every document read with them).
public struct DocumentOptions: Sendable {
    public var sizing: DocumentSizing
    /// The colours and images documents use; nil draws images as placeholders.
    public var assets: AssetCatalog?

    public init(sizing: DocumentSizing = .natural, assets: AssetCatalog? = nil) { self.sizing = sizing; self.assets = assets }

    /// Options with the asset catalogue at `assetsPath` read.
    public init(sizing: DocumentSizing = .natural, assetsAt assetsPath: String?) throws(LocatedError) {
        do {
            self.init(sizing: sizing, assets: try assetsPath.map { path throws(LocatedError) in try AssetCatalog.load(path: path) })
        } catch {
            throw LocatedError(error)
        }
    }
}

extension LocatedError {
    /// A document's error as a fixture error: the element stands where a fixture names its field.
    public init(_ error: LocatedError) {
        self.init(file: error.file, line: error.line, column: error.column, field: error.element.isEmpty ? "" : "<\(error.element)>",
                  message: error.message)
    }
}

extension Fixture {
    /// The extensions of Interface Builder documents, which `load(path:)` reads as fixtures of their root.
    public static let documentExtensions: Set<String> = ["xib", "storyboard"]

    /// A document path as users write it — `Cell.xib`, or `Main.storyboard#SELECTOR` — split into the file and the
    /// selector; nil when the path names no Interface Builder document.
    public static func documentPath(_ path: String) -> (file: String, selector: String?)? {
        func isDocumentFile(_ file: some StringProtocol) -> Bool {
            documentExtensions.contains((String(file) as NSString).pathExtension.lowercased())
        }
        if isDocumentFile(path) { return (path, nil) }
        guard let hash = path.lastIndex(of: "#"), isDocumentFile(path[..<hash]) else { return nil }
        return (String(path[..<hash]), String(path[path.index(after: hash)...]))
    }

    /// Whether `path` names an Interface Builder document (optionally with a `#selector`).
    public static func isDocument(_ path: String) -> Bool { documentPath(path) != nil }

    /// A fixture of one root of an Interface Builder document: `Cell.xib`, or `Main.storyboard#SELECTOR` (a
    /// storyboard identifier, scene id, object id, reuse identifier or custom class). Its variant is the document's
    /// device width (a top-level view's, or with designed sizing any root's, designed width) and pixel scale at Large,
    /// as Interface Builder laid it out,
    /// unless the command line gives others. Document errors become located `LocatedError`s.
    public static func loadDocument(path: String, options: DocumentOptions = DocumentOptions(), variants: VariantSet? = nil,
                                    name: String? = nil) throws(LocatedError) -> Fixture {
        let (file, selector) = documentPath(path) ?? (path, nil)
        let (document, imported) = try importDocument(file, selector: selector, assets: options.assets)
        var defaults = VariantSet()
        // Designed sizing lays the root out at its stored size, so at the width Interface Builder laid it out for.
        defaults.widths = [imported.kind == .view || options.sizing == .designed ? imported.designedSize.width : document.device.width]
        defaults.scales = [document.device.scale]
        if options.sizing == .designed { defaults.categories = [document.canvasContentSizeCategory] }
        let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        return Fixture(name: name ?? (selector.map { "\(base)-\($0)" } ?? base), file: file, variants: variants ?? defaults,
                       content: .view(imported.standaloneView(designed: options.sizing == .designed)))
    }

    /// Reads a document, gives it the asset catalogue and imports the root `selector` chooses (its only root
    /// without one); document errors become located `LocatedError`s.
    static func importDocument(_ file: String, selector: String?, assets: AssetCatalog?) throws(LocatedError) -> (IBDocument, ImportedRoot) {
        do {
            var document = try IBDocument.load(path: file)
            document.assets = assets
            return (document, try IBImporter(document: document).importRoot(try document.root(selectedBy: selector)))
        } catch {
            throw LocatedError(error)
        }
    }
}
