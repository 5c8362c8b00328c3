import AutoLayout
import Foundation
import Geometry
import Measure
import Scenes

/// `NSTextAlignment`, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4

    var textAlignment: TextAlignment {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}

/// `NSLineBreakMode`, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    var lineBreakMode: LineBreakMode {
        switch self {
        case .byWordWrapping: return .byWordWrapping
        case .byCharWrapping: return .byCharWrapping
        case .byClipping: return .byClipping
        case .byTruncatingHead: return .byTruncatingHead
        case .byTruncatingTail: return .byTruncatingTail
        case .byTruncatingMiddle: return .byTruncatingMiddle
        }
    }
}

/// `NSParagraphStyle`: a paragraph's layout attributes, for `NSAttributedString.Key.paragraphStyle`; immutable, as
/// UIKit's is (`NSMutableParagraphStyle` sets them). A label lays its text out with the first character's
/// `lineSpacing` (points between one line and the next, not after the last); the other attributes are kept for code
/// that sets them and do not change the layout yet.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    struct Attributes {
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
    }
    var attributes = Attributes()

    /// `NSParagraphStyle.default`.
    public static let `default` = NSParagraphStyle()

    override public init() { super.init() }

    open var lineSpacing: CGFloat { attributes.lineSpacing }
    open var paragraphSpacing: CGFloat { attributes.paragraphSpacing }
    open var lineHeightMultiple: CGFloat { attributes.lineHeightMultiple }
    open var minimumLineHeight: CGFloat { attributes.minimumLineHeight }
    open var maximumLineHeight: CGFloat { attributes.maximumLineHeight }
    open var firstLineHeadIndent: CGFloat { attributes.firstLineHeadIndent }
    open var headIndent: CGFloat { attributes.headIndent }
    open var tailIndent: CGFloat { attributes.tailIndent }
    open var paragraphSpacingBefore: CGFloat { attributes.paragraphSpacingBefore }
    open var alignment: NSTextAlignment { attributes.alignment }
    open var lineBreakMode: NSLineBreakMode { attributes.lineBreakMode }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.attributes = attributes
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.attributes = attributes
        return copy
    }
}

/// `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    override open var lineSpacing: CGFloat { get { attributes.lineSpacing } set { attributes.lineSpacing = newValue } }
    override open var paragraphSpacing: CGFloat { get { attributes.paragraphSpacing } set { attributes.paragraphSpacing = newValue } }
    override open var lineHeightMultiple: CGFloat { get { attributes.lineHeightMultiple } set { attributes.lineHeightMultiple = newValue } }
    override open var minimumLineHeight: CGFloat { get { attributes.minimumLineHeight } set { attributes.minimumLineHeight = newValue } }
    override open var maximumLineHeight: CGFloat { get { attributes.maximumLineHeight } set { attributes.maximumLineHeight = newValue } }
    override open var firstLineHeadIndent: CGFloat { get { attributes.firstLineHeadIndent } set { attributes.firstLineHeadIndent = newValue } }
    override open var headIndent: CGFloat { get { attributes.headIndent } set { attributes.headIndent = newValue } }
    override open var tailIndent: CGFloat { get { attributes.tailIndent } set { attributes.tailIndent = newValue } }
    override open var paragraphSpacingBefore: CGFloat { get { attributes.paragraphSpacingBefore } set { attributes.paragraphSpacingBefore = newValue } }
    override open var alignment: NSTextAlignment { get { attributes.alignment } set { attributes.alignment = newValue } }
    override open var lineBreakMode: NSLineBreakMode { get { attributes.lineBreakMode } set { attributes.lineBreakMode = newValue } }
}

extension NSAttributedString.Key {
    /// `NSAttributedString.Key.font`: a `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// `NSAttributedString.Key.foregroundColor`: a `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// `UILabel`: text measured by LayoutSnap's text stage (FreeType, HarfBuzz, ICU) at the width the layout gives it.
///
/// Attributed text is set run by run in each run's `.font` and `.foregroundColor`; `font` and `textColor` report its
/// first character's, as UILabel's do.
@preconcurrency @MainActor open class UILabel: UIView {
    open var text: String? {
        didSet {
            // Plain text replaces attributed text, as in UIKit.
            if storedAttributedText?.string != text { storedAttributedText = nil }
            if oldValue != text { Self.layoutDidChange() }
        }
    }
    /// `attributedText`: setting it sets `text`, and `font` and `textColor` from its first character's attributes; each
    /// run keeps its own font and colour.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? text.map { NSAttributedString(string: $0) } }
        set {
            storedAttributedText = newValue
            text = newValue?.string
            if let font = newValue?.leadingFont { self.font = font }
            if let color = newValue?.leadingForegroundColor { textColor = color }
        }
    }
    private var storedAttributedText: NSAttributedString?
    /// `font` (the system font at 17 pt by default).
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { if oldValue != font { Self.layoutDidChange() } } }
    open var textColor: UIColor! = .label
    open var highlightedTextColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1 { didSet { if oldValue != numberOfLines { Self.layoutDidChange() } } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { if oldValue != lineBreakMode { Self.layoutDidChange() } } }
    /// `adjustsFontForContentSizeCategory`: a text-style font follows the category the label is laid out at.
    open var adjustsFontForContentSizeCategory = false { didSet { Self.layoutDidChange() } }
    open var adjustsFontSizeToFitWidth = false { didSet { Self.layoutDidChange() } }
    open var minimumScaleFactor: CGFloat = 0 { didSet { Self.layoutDidChange() } }
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if oldValue != preferredMaxLayoutWidth { Self.layoutDidChange() } } }
    open var allowsDefaultTighteningForTruncation = false
    open var showsExpansionTextWhenTruncated = false
    open var isEnabled = true
    open var isHighlighted = false
    /// Accepted; text shadows are not drawn.
    open var shadowColor: UIColor?
    open var shadowOffset = CGSize(width: 0, height: -1)
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) { return nil }

    override var usesDeclaredIntrinsicSize: Bool { false }

    func labelSpec(id: String, category: ContentSizeCategory) -> LabelSpec {
        var labelFont = (font ?? .systemFont(ofSize: 17)).labelFont(at: category)
        if adjustsFontForContentSizeCategory, let style = font?.style, font?.customName == nil { labelFont = .textStyle(style.textStyle) }
        var label = LabelSpec(id: id, text: text ?? "", font: labelFont, numberOfLines: max(0, numberOfLines), alignment: textAlignment.textAlignment,
                              color: (textColor ?? .label).color, lineBreakMode: lineBreakMode.lineBreakMode)
        if preferredMaxLayoutWidth > 0 { label.preferredMaxLayoutWidth = Double(preferredMaxLayoutWidth) }
        if adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1 { label.minimumScaleFactor = Double(minimumScaleFactor) }
        label.attributedRuns = attributedRuns(category: category)
        if let attributed = storedAttributedText, attributed.length > 0,
           let paragraph = attributed.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle {
            label.lineSpacing = max(0, Double(paragraph.lineSpacing))
        }
        return label
    }

    /// The attributed text's runs in their own `.font` and `.foregroundColor`, when it has more than one.
    private func attributedRuns(category: ContentSizeCategory) -> [LabelRun] {
        guard let attributed = storedAttributedText, attributed.length > 0 else { return [] }
        var runs: [LabelRun] = []
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
            runs.append(LabelRun(utf16Range: range.location..<(range.location + range.length),
                                 font: (attributes[.font] as? UIFont)?.labelFont(at: category),
                                 color: (attributes[.foregroundColor] as? UIColor)?.color))
        }
        return runs.count > 1 ? runs : []
    }

    override func hostedKind(_ builder: HierarchyBuilder) -> ViewKind {
        .label(labelSpec(id: builder.id(of: self) ?? "label", category: builder.category))
    }

    /// The text's size at `width` (nil: unconstrained), measured with the current traits.
    private func measure(width: Double?) -> CGSize {
        guard let measurer = UIKitLayout.measurer else { return .zero }
        let category = traitCollection.category
        let label = labelSpec(id: "label", category: category)
        let attributes = label.textAttributes(category: category, direction: .leftToRight)
        let layout = measurer.layout(label.text, attributes: attributes, width: width,
                                     scale: Double(traitCollection.displayScale > 0 ? traitCollection.displayScale : 2),
                                     pseudoLocale: traitCollection.pseudoLocale)
        return CGSize(width: layout.size.width, height: layout.size.height)
    }

    /// The text's size, wrapped at `preferredMaxLayoutWidth` when set.
    open override var intrinsicContentSize: CGSize {
        measure(width: preferredMaxLayoutWidth > 0 && numberOfLines != 1 ? Double(preferredMaxLayoutWidth) : nil)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measure(width: size.width > 0 && numberOfLines != 1 ? Double(size.width) : nil)
    }
}

/// `UIBaselineAdjustment`.
public enum UIBaselineAdjustment: Int, Sendable { case alignBaselines, alignCenters, none }

/// `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = Self(rawValue: 1), usesFontLeading = Self(rawValue: 2)
    public static let usesDeviceMetrics = Self(rawValue: 8), truncatesLastVisibleLine = Self(rawValue: 32)
}

/// `NSStringDrawingContext`: accepted; no scale factor is reported back.
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open var actualScaleFactor: CGFloat { 1 }
    open var totalBounds: CGRect { .zero }
}

/// Text measured as a label measures it, for the string-drawing methods (`boundingRect`, `size(withAttributes:)`).
@preconcurrency @MainActor enum StringDrawing {
    /// The size of `text` in `attributes` (font: the system font at 12 pt, NSString's default) — wrapped at
    /// `width` into any number of lines when `wraps`, else on one line.
    static func size(_ text: NSAttributedString, width: CGFloat?, wraps: Bool) -> CGSize {
        let label = UILabel(frame: .zero)
        if text.length > 0, text.attribute(.font, at: 0, effectiveRange: nil) == nil {
            let mutable = NSMutableAttributedString(attributedString: text)
            mutable.addAttribute(.font, value: UIFont.systemFont(ofSize: 12), range: NSRange(location: 0, length: text.length))
            label.attributedText = mutable
        } else {
            label.attributedText = text
        }
        label.numberOfLines = wraps ? 0 : 1
        return label.sizeThatFits(CGSize(width: wraps ? (width ?? 0) : 0, height: 0))
    }

    static func boundingRect(_ text: NSAttributedString, size: CGSize, options: NSStringDrawingOptions) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        let measured = Self.size(text, width: size.width > 0 && size.width < 1e7 ? size.width : nil, wraps: wraps)
        return CGRect(origin: .zero, size: measured)
    }
}

extension NSAttributedString {
    /// The first character's `.font` and `.foregroundColor`, which a label or text view takes as its `font` and
    /// `textColor` when given attributed text.
    var leadingFont: UIFont? { length > 0 ? attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil }
    var leadingForegroundColor: UIColor? { length > 0 ? attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor : nil }

    /// `boundingRect(with:options:context:)`: the text's size as a label lays it out, wrapped at `size.width` with
    /// `.usesLineFragmentOrigin`, else on one line.
    @preconcurrency @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(self, size: size, options: options)
    }
    /// `size()`: the text's size on one line.
    @preconcurrency @MainActor public func size() -> CGSize { StringDrawing.size(self, width: nil, wraps: false) }
}

extension StringProtocol {
    /// `boundingRect(with:options:attributes:context:)`, as `NSString` answers it.
    @preconcurrency @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(NSAttributedString(string: String(self), attributes: attributes), size: size, options: options)
    }
    /// `size(withAttributes:)`: the text's size on one line.
    @preconcurrency @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(NSAttributedString(string: String(self), attributes: attributes), width: nil, wraps: false)
    }
}

extension AttributedString {
    /// `AttributedString(_:)` from an `NSAttributedString` (Foundation's bridge, which swift-corelibs-foundation does
    /// not have): each run keeps its UIKit `.font`, `.foregroundColor`, `.backgroundColor` and `.paragraphStyle`.
    public init(_ attributed: NSAttributedString) {
        var result = AttributedString()
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
            var run = AttributedString(attributed.attributedSubstring(from: range).string)
            if let font = attributes[.font] as? UIFont { run.uiKit.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { run.uiKit.foregroundColor = color }
            if let color = attributes[.backgroundColor] as? UIColor { run.uiKit.backgroundColor = color }
            if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle { run.uiKit.paragraphStyle = paragraph }
            result += run
        }
        self = result
    }
}

extension NSAttributedString {
    /// `NSAttributedString(_:)` from an `AttributedString`, keeping the UIKit attributes of each run.
    public convenience init(_ attributed: AttributedString) {
        let result = NSMutableAttributedString(string: "")
        for run in attributed.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = run.uiKit.font { attributes[.font] = font }
            if let color = run.uiKit.foregroundColor { attributes[.foregroundColor] = color }
            if let color = run.uiKit.backgroundColor { attributes[.backgroundColor] = color }
            if let paragraph = run.uiKit.paragraphStyle { attributes[.paragraphStyle] = paragraph }
            result.append(NSAttributedString(string: String(attributed[run.range].characters), attributes: attributes))
        }
        self.init(attributedString: result)
    }
}
