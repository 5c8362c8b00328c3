import AssetCatalogs
import Layout

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
