import Geometry

/// The measured and positioned form of one paragraph of text, as a value.
///
/// Render draws `runs` exactly as they are: what was measured is what is drawn. All coordinates are in
/// points, relative to the top-left corner of the layout's box; glyph positions are on the baseline.
public struct TextLayout: Hashable, Sendable {
    /// The size a label with this text reports, rounded up to the pixel grid of the scale it was measured
    /// for (as UILabel's `intrinsicContentSize`/`sizeThatFits` do).
    public var size: Size
    /// The width alignment was computed against: the wrapping width, or the widest line when unbounded.
    public var alignmentWidth: Double
    public var lines: [Line]
    public var runs: [GlyphRun]
    /// Baseline of the first line (0 for empty text), from the top of the box.
    public var firstBaseline: Double
    /// Baseline of the last visible line.
    public var lastBaseline: Double
    /// Faces that drew at least one glyph, in order of first use.
    public var fonts: [FontFace]
    /// Characters no face of the font set covers (they draw as missing-glyph boxes), as `U+XXXX` and text.
    public var missingCharacters: [String]
    /// Whether text was cut off by `numberOfLines` (and an ellipsis added when the mode truncates).
    public var isTruncated: Bool
    /// How many UTF-16 code units of the text are not drawn (the lines `numberOfLines` dropped and what truncation
    /// cut); 0 when the text is whole.
    public var hiddenUTF16Count = 0
    /// The custom font asked for that the font set does not have (the system font stood in); nil otherwise.
    public var substitutedFont: String?

    /// One line of a paragraph.
    public struct Line: Hashable, Sendable {
        /// The line's text, without trailing whitespace and line terminators, plus "…" when truncated.
        public var text: String
        /// UTF-16 offsets of the line's characters in the paragraph (including trailing whitespace).
        public var utf16Range: Range<Int>
        /// Advance width of the visible text (trailing whitespace excluded), in points.
        public var width: Double
        /// Left edge of the line after alignment.
        public var x: Double
        /// Top of the line box and its height (ascent + descent + line gap of the fonts on the line).
        public var top: Double
        public var height: Double
        /// Baseline, from the top of the layout box.
        public var baseline: Double
        /// The line's visible text as runs of one direction, from left to right (rule L2), each with its UTF-16
        /// offsets and embedding level (odd: right to left); one level-0 run for left-to-right text.
        public var visualRuns: [VisualRun] = []
    }

    /// A stretch of a line set in one direction.
    public struct VisualRun: Hashable, Sendable {
        public var utf16Range: Range<Int>
        public var level: Int
        public var isRightToLeft: Bool { level % 2 == 1 }
        public init(utf16Range: Range<Int>, level: Int) { self.utf16Range = utf16Range; self.level = level }
    }

    /// Glyphs of one face at one size, positioned on their baselines.
    public struct GlyphRun: Hashable, Sendable {
        public var font: FontFace
        public var pointSize: Double
        public var glyphs: [UInt32]
        public var positions: [Point]
        /// The index in `TextAttributes.attributedRuns` of the run these glyphs set; nil outside attributed runs.
        public var attributedRun: Int? = nil
    }

    /// An empty layout (empty text has an intrinsic size of zero, as UILabel's does).
    public static let empty = TextLayout(size: .zero, alignmentWidth: 0, lines: [], runs: [], firstBaseline: 0,
                                         lastBaseline: 0, fonts: [], missingCharacters: [], isTruncated: false)
}

/// Paragraph alignment (`NSTextAlignment`). `natural` is left in left-to-right text and right in right-to-left.
public enum TextAlignment: String, CaseIterable, Sendable, Codable {
    case natural, left, center, right, justified
}

/// `NSLineBreakMode`: how lines wrap, and how the last visible line ends when the text needs more lines than it
/// gets. Lines wrap at word boundaries (UAX #14), except with `byCharWrapping`.
public enum LineBreakMode: String, CaseIterable, Sendable, Codable {
    /// Wrap; when lines run out, end the last visible line with "…" (UILabel's default).
    case byTruncatingTail
    /// Wrap; when lines run out, the remaining text is dropped without an ellipsis.
    case byWordWrapping
    /// Wrap between any two characters (grapheme clusters); the remaining text is dropped.
    case byCharWrapping
    /// Same as word wrapping for layout; drawing clips at the box.
    case byClipping
    /// When lines run out, the last visible line shows "…" and then as much of the end of the text as fits.
    case byTruncatingHead
    /// When lines run out, the last visible line shows the start and the end of its text around "…".
    case byTruncatingMiddle
}

/// How tall a line is.
public enum LineHeightMode: Hashable, Sendable, Codable {
    /// The fonts' ascender + descender + line gap, as `UIFont.lineHeight` (the default).
    case font
    /// A fixed line height in points (e.g. the HIG "leading" column); the text is centred in it.
    case fixed(Double)
    /// A text style's: the first line is as tall as the font (`UIFont.lineHeight`), each later line advances by the
    /// style's leading (the HIG table's), as a multi-line label in a text style is set on iOS — e.g. five lines of
    /// Callout at Large are 19.1 + 4 × 21 pt, the height Interface Builder stores for such a label.
    case styleLeading(Double)
}

/// A range of attributed text set in its own font (`NSAttributedString`'s `.font` over a range); its colour is the
/// scene's business (`TextLayout.GlyphRun.attributedRun` says which glyphs it sets).
public struct AttributedRun: Hashable, Sendable {
    /// UTF-16 offsets into the text.
    public var utf16Range: Range<Int>
    public var font: FontSpec

    public init(utf16Range: Range<Int>, font: FontSpec) {
        self.utf16Range = utf16Range
        self.font = font
    }
}

/// Everything besides the string that decides a text layout.
public struct TextAttributes: Hashable, Sendable {
    /// The font of the text outside `attributedRuns`.
    public var font: FontSpec
    /// Ranges set in other fonts (attributed text), in any order; where they overlap, the later one wins. Each line
    /// is as tall as its tallest run.
    public var attributedRuns: [AttributedRun] = []
    /// Maximum number of lines; 0 means unlimited (`UILabel.numberOfLines`).
    public var numberOfLines: Int
    public var alignment: TextAlignment
    public var direction: LayoutDirection
    public var lineBreakMode: LineBreakMode
    public var lineHeight: LineHeightMode
    /// `NSParagraphStyle.lineSpacing`: points added between the bottom of one line and the top of the next (not
    /// after the last line, as Apple's documentation defines it and Interface Builder's stored frames show). Never negative.
    public var lineSpacing: Double = 0

    public init(font: FontSpec, numberOfLines: Int = 0, alignment: TextAlignment = .natural,
                direction: LayoutDirection = .leftToRight, lineBreakMode: LineBreakMode = .byTruncatingTail,
                lineHeight: LineHeightMode = .font) {
        self.font = font
        self.numberOfLines = max(0, numberOfLines)
        self.alignment = alignment
        self.direction = direction
        self.lineBreakMode = lineBreakMode
        self.lineHeight = lineHeight
    }

    /// A Dynamic Type text style at a content size category: later lines advance by the style's leading
    /// (`LineHeightMode.styleLeading`), or every line is the HIG leading tall when `useStyleLeading`.
    public static func style(_ style: TextStyle, category: ContentSizeCategory = .large, numberOfLines: Int = 0,
                             alignment: TextAlignment = .natural, direction: LayoutDirection = .leftToRight,
                             useStyleLeading: Bool = false) -> TextAttributes {
        TextAttributes(font: .preferred(style, category: category), numberOfLines: numberOfLines, alignment: alignment,
                       direction: direction,
                       lineHeight: useStyleLeading ? .fixed(DynamicTypeRamp.entry(style, category).leading)
                           : .styleLeading(DynamicTypeRamp.entry(style, category).leading))
    }
}
