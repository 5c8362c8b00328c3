import Foundation
import Geometry
import InterfaceBuilder
import Layout

/// How a document's root is sized when it is rendered (README, "Interface Builder documents").
public enum DocumentSizing: String, Sendable, CaseIterable {
    /// As UIKit sizes the root in its natural container: a table cell self-sizes at the variant's width, a
    /// collection cell or reusable view from its designed size, a top-level view keeps its designed height.
    case natural
    /// The size Interface Builder stored.
    case designed
}

/// How Interface Builder documents are read: how their roots are sized, and the app's asset catalogue.
public struct DocumentOptions: Hashable, Sendable {
    public var sizing: DocumentSizing
    /// An `.xcassets` folder whose colours and images documents use; nil draws images as placeholders.
    public var assets: String?

    public init(sizing: DocumentSizing = .natural, assets: String? = nil) { self.sizing = sizing; self.assets = assets }

    /// The catalogue, read; nil without one.
    func catalog() throws(DocumentError) -> AssetCatalog? {
        try assets.map { path throws(DocumentError) in try AssetCatalog.load(path: path) }
    }
}

extension Fixture {
    /// The extensions of Interface Builder documents, which `load(path:)` reads as fixtures of their root.
    public static let documentExtensions: Set<String> = ["xib", "storyboard"]

    /// A fixture of one root of an Interface Builder document: `Cell.xib`, or `Main.storyboard#SELECTOR` (a
    /// storyboard identifier, scene id, object id, reuse identifier or custom class). Its variant is the document's
    /// device width at Large, unless the command line gives others. Document errors become located `SpecError`s.
    public static func loadDocument(path: String, options: DocumentOptions = DocumentOptions(), variants: VariantSet? = nil,
                                    name: String? = nil) throws(SpecError) -> Fixture {
        var file = path
        var selector: String?
        if let hash = path.lastIndex(of: "#"), !documentExtensions.contains((path as NSString).pathExtension.lowercased()) {
            file = String(path[..<hash])
            selector = String(path[path.index(after: hash)...])
        }
        do {
            var document = try IBDocument.load(path: file)
            document.assets = try options.catalog()
            let element = try document.root(selectedBy: selector)
            let imported = try IBImporter(document: document).importRoot(element)
            var defaults = VariantSet()
            defaults.widths = [imported.kind == .view ? imported.designedSize.width : document.device.width]
            let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            return Fixture(name: name ?? (selector.map { "\(base)-\($0)" } ?? base), file: file, variants: variants ?? defaults,
                           content: .view(imported.standaloneView(designed: options.sizing == .designed)))
        } catch {
            throw SpecError(file: error.file, line: error.line, column: error.column,
                            field: error.element.isEmpty ? "" : "<\(error.element)>", message: error.message)
        }
    }

    /// Whether `path` names an Interface Builder document (optionally with a `#selector`).
    public static func isDocument(_ path: String) -> Bool {
        let file = path.split(separator: "#", maxSplits: 1).first.map(String.init) ?? path
        return documentExtensions.contains((file as NSString).pathExtension.lowercased())
    }
}
