import Files
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The name documents' errors had before every input reader threw one located error type.
@available(*, deprecated, renamed: "LocatedError")
public typealias DocumentError = LocatedError

/// One XML element of a document, with where it starts. Interface Builder documents keep almost everything in
/// attributes; text content appears only in `<string>` elements (a label's text with line breaks).
public struct XMLElement: Sendable {
    public var name: String
    public var attributes: [String: String]
    public var children: [XMLElement]
    /// The text directly inside the element (`<string key="text">Two\nlines</string>`); empty for most.
    public var text = ""
    public var line: Int
    public var column: Int

    public subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child called `name` (with `key` when given).
    public func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The children called `name`.
    public func children(_ name: String) -> [XMLElement] { children.filter { $0.name == name } }

    /// `label id="abc-de-fgh"`: the name and id, for messages.
    public var label: String { attributes["id"].map { "\(name) id=\"\($0)\"" } ?? name }
}

/// Parses XML with Foundation's `XMLParser` (libxml2) into `XMLElement`s, bounded: documents with a document type
/// declaration are refused before parsing (Interface Builder never writes one, and entities are how XML attacks —
/// entity expansion, external entities — work), external entities are never resolved, and the element count and
/// nesting depth are limited.
public enum XMLTree {
    /// The largest document read: 32 MiB (the largest storyboards of real apps are a few MB).
    public static let maximumFileSize = 32 << 20
    public static let maximumElementCount = 500_000
    public static let maximumDepth = 200

    public static func parse(_ data: Data, file: String) throws(LocatedError) -> XMLElement {
        // Interface Builder writes UTF-8; anything else is refused here (FoundationXML traps on some invalid bytes).
        if let offset = invalidUTF8Offset(in: data) {
            let (line, column) = position(of: offset, in: data)
            throw LocatedError(file: file, line: line, column: column, element: "",
                                message: "the document is not UTF-8 text (byte \(offset) is not valid UTF-8, or is a NUL)")
        }
        if let offset = declarationOffset(in: data) {
            let (line, column) = position(of: offset, in: data)
            throw LocatedError(file: file, line: line, column: column, element: "",
                                message: "the document declares a document type (<!DOCTYPE or <!ENTITY); Interface Builder never writes one, and its entities are refused, never resolved")
        }
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let builder = TreeBuilder(file: file)
        parser.delegate = builder
        let parsed = parser.parse()
        if let error = builder.error { throw error }
        guard parsed, let root = builder.root else {
            let message = parser.parserError.map { "malformed XML (\(Self.describe($0)))" } ?? "malformed XML"
            throw LocatedError(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1), element: "", message: message)
        }
        return root
    }

    static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let reason = nsError.userInfo[NSLocalizedDescriptionKey] as? String, !reason.isEmpty { return reason }
        return "libxml2 error \(nsError.code)"
    }

    /// The offset of the first byte that is not valid UTF-8 (or is a NUL), if any.
    static func invalidUTF8Offset(in data: Data) -> Int? {
        var iterator = data.makeIterator()
        var codec = UTF8()
        var offset = 0
        while true {
            switch codec.decode(&iterator) {
            case let .scalarValue(scalar):
                if scalar.value == 0 { return offset }
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }

    /// The offset of `<!DOCTYPE` or `<!ENTITY` outside comments, if the text has one.
    static func declarationOffset(in data: Data) -> Int? {
        let bytes = [UInt8](data)
        let doctype = Array("<!DOCTYPE".utf8), entity = Array("<!ENTITY".utf8), comment = Array("<!--".utf8), commentEnd = Array("-->".utf8)
        func matches(_ pattern: [UInt8], at index: Int) -> Bool {
            guard index + pattern.count <= bytes.count else { return false }
            for k in pattern.indices where bytes[index + k] != pattern[k] { return false }
            return true
        }
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                if matches(comment, at: index) {
                    index += comment.count
                    while index < bytes.count && !matches(commentEnd, at: index) { index += 1 }
                    continue
                }
                if matches(doctype, at: index) || matches(entity, at: index) { return index }
            }
            index += 1
        }
        return nil
    }

    static func position(of offset: Int, in data: Data) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}

/// Builds the element tree from the parser's events; stops the parse at the first limit crossed.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    let file: String
    var stack: [XMLElement] = []
    var root: XMLElement?
    var count = 0
    var error: LocatedError?

    init(file: String) { self.file = file }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        count += 1
        guard count <= XMLTree.maximumElementCount, stack.count < XMLTree.maximumDepth else {
            let what = count > XMLTree.maximumElementCount
                ? "more than \(XMLTree.maximumElementCount) elements" : "elements nested deeper than \(XMLTree.maximumDepth) levels"
            error = LocatedError(file: file, line: parser.lineNumber, column: parser.columnNumber, element: elementName,
                                  message: "the document has \(what)")
            parser.abortParsing()
            return
        }
        stack.append(XMLElement(name: elementName, attributes: attributes, children: [], line: parser.lineNumber,
                                column: parser.columnNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let last = stack.last, last.name == "string" else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        refuseEntity(parser, name)
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
        refuseEntity(parser, name)
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        refuseEntity(parser, name)
        return nil
    }

    private func refuseEntity(_ parser: XMLParser, _ name: String) {
        guard error == nil else { return }
        error = LocatedError(file: file, line: parser.lineNumber, column: parser.columnNumber, element: "",
                              message: "the document declares the entity '\(name)'; entities are refused, never resolved")
        parser.abortParsing()
    }
}
