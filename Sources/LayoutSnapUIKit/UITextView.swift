import AutoLayout
import Foundation
import Geometry
import Layout
import Scenes
import Solver

/// `NSTextContainer`: the region a text view lays its text out in. Only `lineFragmentPadding` (5 pt at each side of
/// every line, UIKit's default) and the line limits change the picture.
@preconcurrency @MainActor open class NSTextContainer: NSObject {
    open var lineFragmentPadding: CGFloat = 5 { didSet { UIView.layoutDidChange() } }
    open var maximumNumberOfLines = 0 { didSet { UIView.layoutDidChange() } }
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { UIView.layoutDidChange() } }
    open var widthTracksTextView = true
    open var heightTracksTextView = false
    open var size = CGSize(width: 10_000_000, height: 10_000_000)
    public override init() { super.init() }
}

/// `UIDataDetectorTypes`: accepted (nothing is detected in a still image).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1), link = UIDataDetectorTypes(rawValue: 2)
    public static let address = UIDataDetectorTypes(rawValue: 4), calendarEvent = UIDataDetectorTypes(rawValue: 8)
    public static let all = UIDataDetectorTypes(rawValue: .max)
}

/// `UITextItemInteraction`.
public enum UITextItemInteraction: Int, Sendable { case invokeDefaultAction, presentActions, preview }

/// `UITextViewDelegate`: a text view in a still image is never edited, so none of its methods are called; conforming
/// types compile with the methods they implement.
@preconcurrency @MainActor public protocol UITextViewDelegate: AnyObject {}

/// `UITextView`: scrollable, multiline text. The text is laid out like a label with any number of lines, inset by
/// `textContainerInset` (8 pt above and below by default) and by the text container's `lineFragmentPadding` (5 pt at
/// each side). With scrolling disabled the view sizes itself to its text, as UIKit's self-sizing text views do
/// (the text's height plus the insets, with the default content hugging of 250 and compression resistance of 750);
/// with scrolling enabled the text is clipped to the view's height, drawn scrolled to the top.
@preconcurrency @MainActor open class UITextView: UIScrollView, UITextInputTraits {
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            if storedAttributedText?.string != storedText { storedAttributedText = nil }
            Self.layoutDidChange()
        }
    }
    /// `attributedText`: its first character's font and colour become `font` and `textColor`.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: storedText) }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string ?? ""
            if let font = newValue?.leadingFont { self.font = font }
            if let color = newValue?.leadingForegroundColor { textColor = color }
            Self.layoutDidChange()
        }
    }
    private var storedText = ""
    private var storedAttributedText: NSAttributedString?
    /// `font`: nil draws the system font at 12 pt, UITextView's default.
    open var font: UIFont? { didSet { Self.layoutDidChange() } }
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural { didSet { Self.layoutDidChange() } }
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { Self.layoutDidChange() } }
    public let textContainer = NSTextContainer()
    open var isEditable = true
    open var isSelectable = true
    open var adjustsFontForContentSizeCategory = false { didSet { Self.layoutDidChange() } }
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// `linkTextAttributes` (null-resettable, as UIKit declares it: setting nil restores the empty default, so reading
    /// never finds nil).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { storedLinkTextAttributes }
        set { storedLinkTextAttributes = newValue ?? [:] }
    }
    private var storedLinkTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var selectedRange = NSRange(location: 0, length: 0)
    open var allowsEditingTextAttributes = false
    /// The `UITextInputTraits` values (`keyboardType`, `textContentType`, …) it keeps.
    public var textInputTraitValues = UITextInputTraitValues()
    open weak var delegate: UITextViewDelegate?
    /// `isScrollEnabled`: false makes the view size itself to its text.
    open override var isScrollEnabled: Bool { didSet { Self.layoutDidChange() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    public convenience init(frame: CGRect, textContainer: NSTextContainer?) { self.init(frame: frame) }

    public required init?(coder: NSCoder) { return nil }

    open func scrollRangeToVisible(_ range: NSRange) {}

    override func hostedBaselineViewID(_ id: String) -> String? { "\(id).text" }

    /// A text view draws and clips like a plain view; its text is a label inside it.
    override func hostedKind(_ builder: HierarchyBuilder) -> ViewKind { .plain }

    /// The label UIKit's text layout would give: every line, wrapped at the container's width.
    private func textLabel() -> UILabel {
        let label = UILabel(frame: .zero)
        if let storedAttributedText {
            label.attributedText = storedAttributedText
        } else {
            label.text = storedText
        }
        label.font = font ?? .systemFont(ofSize: 12)
        label.textColor = textColor ?? .label
        label.textAlignment = textAlignment
        label.numberOfLines = textContainer.maximumNumberOfLines
        label.lineBreakMode = textContainer.maximumNumberOfLines > 0 ? textContainer.lineBreakMode : .byWordWrapping
        label.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        return label
    }

    override func hostedSubviews(_ builder: HierarchyBuilder, id: String) -> (views: [ViewSpec], constraints: [LayoutConstraint]) {
        var (views, constraints) = super.hostedSubviews(builder, id: id)
        let padding = Double(max(0, textContainer.lineFragmentPadding))
        let inset = textContainerInset
        func priorities(_ priority: (NSLayoutConstraint.Axis) -> UILayoutPriority) -> AxisPriorities {
            AxisPriorities(horizontal: priority(.horizontal).layoutPriority, vertical: priority(.vertical).layoutPriority)
        }
        var parts = ControlAnatomy.textViewParts(
            of: id, text: textLabel().labelSpec(id: "\(id).text", category: builder.category),
            inset: EdgeInsets(top: Double(inset.top), leading: Double(inset.left) + padding, bottom: Double(inset.bottom),
                              trailing: Double(inset.right) + padding),
            scrolls: isScrollEnabled, hugging: priorities(contentHuggingPriority(for:)),
            compressionResistance: priorities(contentCompressionResistancePriority(for:)))
        parts.text.element = "UILabel"
        views.append(parts.text)
        constraints += parts.constraints
        return (views, constraints)
    }

    /// The text's size plus the insets at `width` (nil: unconstrained).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let padding = max(0, textContainer.lineFragmentPadding) * 2
        let horizontal = textContainerInset.left + textContainerInset.right + padding
        let label = textLabel()
        label.numberOfLines = 0
        let text = label.sizeThatFits(CGSize(width: size.width > 0 ? max(1, size.width - horizontal) : 0, height: 0))
        return CGSize(width: text.width + horizontal, height: text.height + textContainerInset.top + textContainerInset.bottom)
    }
}
