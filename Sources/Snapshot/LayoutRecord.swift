import Foundation

/// The layout record of one image, stored as `<variant>.json` beside its `<variant>.png`: the content size, the
/// background, and every element with its frame, attributes and views. One type for the writer (`record`, through
/// `encodedFile()`) and the reader (`LayoutDiff`), which also reads `layoutsnap layout --json` documents with it:
/// those carry more fields, which decoding ignores.
public struct LayoutRecord: Hashable, Sendable, Codable {
    public var backgroundColor: String?
    public var contentSize: LayoutSize?
    public var elements: [Element]
    /// `sha256:<hex>` of the reference PNG written with this record, so a record left from another run (a process
    /// killed between writing the two) is detected instead of explaining the wrong image. Nil in records written
    /// before it existed, which are taken as they are.
    public var reference: String?

    public init(backgroundColor: String?, contentSize: LayoutSize?, elements: [Element], reference: String? = nil) {
        self.backgroundColor = backgroundColor; self.contentSize = contentSize; self.elements = elements
        self.reference = reference
    }

    /// One laid-out element (a cell, supplementary or decoration view) in content coordinates. Its identity's
    /// fields (`category`, `kind`, `section`, `item`) sit beside the others in the same JSON object.
    public struct Element: Hashable, Sendable, Codable {
        public var id: LayoutElementID
        public var frame: LayoutFrame
        public var zIndex: Int?
        public var alpha: Double?
        public var hidden: Bool?
        /// Only when the bounds origin is shifted (UIKit's `bounds.origin`); the size is the frame's.
        public var bounds: LayoutFrame?
        /// Only when not the identity: the affine transform `[a, b, c, d, tx, ty]` and the 4×4 matrix row by row.
        public var transform: [Double]?
        public var transform3D: [Double]?
        /// The element's views, depth first, frames in the element's coordinates.
        public var views: [View]

        public init(id: LayoutElementID, frame: LayoutFrame, zIndex: Int? = nil, alpha: Double? = nil, hidden: Bool? = nil,
                    bounds: LayoutFrame? = nil, transform: [Double]? = nil, transform3D: [Double]? = nil, views: [View] = []) {
            self.id = id; self.frame = frame; self.zIndex = zIndex; self.alpha = alpha; self.hidden = hidden
            self.bounds = bounds; self.transform = transform; self.transform3D = transform3D; self.views = views
        }

        public init(from decoder: any Decoder) throws {
            id = try LayoutElementID(from: decoder)
            let body = try Body(from: decoder)
            (frame, zIndex, alpha, hidden, bounds) = (body.frame, body.zIndex, body.alpha, body.hidden, body.bounds)
            (transform, transform3D, views) = (body.transform, body.transform3D, body.views ?? [])
        }

        public func encode(to encoder: any Encoder) throws {
            try id.encode(to: encoder)
            try Body(frame: frame, zIndex: zIndex, alpha: alpha, hidden: hidden, bounds: bounds, transform: transform,
                     transform3D: transform3D, views: views).encode(to: encoder)
        }

        /// The fields beside the identity, coded by the compiler (absent optionals are left out).
        private struct Body: Codable {
            var frame: LayoutFrame
            var zIndex: Int?
            var alpha: Double?
            var hidden: Bool?
            var bounds: LayoutFrame?
            var transform: [Double]?
            var transform3D: [Double]?
            var views: [View]?
        }
    }

    /// One view of an element; text views carry their text and baselines.
    public struct View: Hashable, Sendable, Codable {
        public var id: String
        public var parent: String?
        public var frame: LayoutFrame
        public var backgroundColor: String?
        public var contentSize: LayoutSize?
        public var text: String?
        public var textColor: String?
        public var lines: Int?
        public var firstBaseline: Double?
        public var lastBaseline: Double?
        /// An image placeholder.
        public var image: Bool?

        public init(id: String, parent: String? = nil, frame: LayoutFrame, backgroundColor: String? = nil,
                    contentSize: LayoutSize? = nil, text: String? = nil, textColor: String? = nil, lines: Int? = nil,
                    firstBaseline: Double? = nil, lastBaseline: Double? = nil, image: Bool? = nil) {
            self.id = id; self.parent = parent; self.frame = frame; self.backgroundColor = backgroundColor
            self.contentSize = contentSize; self.text = text; self.textColor = textColor; self.lines = lines
            self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline; self.image = image
        }
    }

    /// The file's bytes: the top-level fields (keys sorted), then `elements`, one element per line (so a changed
    /// reference reads well in a code review), numbers in their shortest exact form. Nothing depends on the machine,
    /// so the file is byte-stable like the PNG.
    public func encodedFile() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let header = try encoder.encode(Header(backgroundColor: backgroundColor, contentSize: contentSize, reference: reference))
        // `{…}` opened up: `elements` follows the other fields, its elements one per line.
        var file = [UInt8](header.dropLast()) + Array((header.count > 2 ? ",\"elements\":[\n" : "\"elements\":[\n").utf8)
        if elements.isEmpty { file += Array("\n".utf8) }
        for (index, element) in elements.enumerated() {
            file += try encoder.encode(element)
            file += Array((index == elements.count - 1 ? "\n" : ",\n").utf8)
        }
        return file + Array("]}\n".utf8)
    }

    /// The top-level fields but `elements`, for `encodedFile()`.
    private struct Header: Encodable {
        var backgroundColor: String?
        var contentSize: LayoutSize?
        var reference: String?
    }
}

extension KeyedDecodingContainer {
    /// An integer written as a JSON number, checked here so that `0.5` fails at its own field (Foundation's decoder
    /// reports a fractional integer without a coding path).
    func decodeWholeNumber(forKey key: Key) throws -> Int {
        let value = try decode(Double.self, forKey: key)
        guard let whole = Int(exactly: value) else {
            throw DecodingError.typeMismatch(Int.self, .init(codingPath: codingPath + [key], debugDescription: "\(value) is not an integer"))
        }
        return whole
    }
}
