import Geometry
import Measure
import Scenes
import Solver

/// A priority per axis, as `setContentHuggingPriority(_:for:)` and `setContentCompressionResistancePriority(_:for:)`
/// store them.
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: LayoutPriority
    public var vertical: LayoutPriority
    public init(horizontal: LayoutPriority, vertical: LayoutPriority) { self.horizontal = horizontal; self.vertical = vertical }
    public init(_ both: LayoutPriority) { self.init(horizontal: both, vertical: both) }

    /// Views made in code: hugging 250 on both axes (`uikit-semantics.md` §1.3).
    public static let defaultHugging = AxisPriorities(.defaultLow)
    /// Interface Builder's hugging for labels and image views: 251 on both axes.
    public static let interfaceBuilderLabelHugging = AxisPriorities(LayoutPriority(251))
    /// Compression resistance 750 on both axes, in code and in Interface Builder.
    public static let defaultCompressionResistance = AxisPriorities(.defaultHigh)
}

/// `intrinsicContentSize`: a value per axis, or nil for `UIView.noIntrinsicMetric`.
public struct IntrinsicSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
}

/// `UIStackView.Axis`.
public enum StackAxis: String, Sendable, CaseIterable { case horizontal, vertical }

/// `UIStackView.Distribution`.
public enum StackDistribution: String, Sendable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// `UIStackView.Alignment`; `leading` is also `top` and `trailing` also `bottom`.
public enum StackAlignment: String, Sendable, CaseIterable {
    case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
}

/// A stack view's configuration. Every subview of a stack view is one of its arranged subviews.
public struct StackSpec: Hashable, Sendable {
    public var axis: StackAxis
    /// The axis at accessibility content sizes (AX1–AX5), for stacks that turn vertical when text gets large, as
    /// apps do by checking `preferredContentSizeCategory.isAccessibilityCategory`; nil keeps `axis`.
    public var accessibilityAxis: StackAxis?
    public var distribution: StackDistribution
    public var alignment: StackAlignment
    /// The alignment at accessibility content sizes; nil keeps `alignment`.
    public var accessibilityAlignment: StackAlignment?
    public var spacing: Double
    /// `isLayoutMarginsRelativeArrangement`: arranged views are laid out inside the stack's layout margins.
    public var isLayoutMarginsRelativeArrangement: Bool

    public init(axis: StackAxis = .horizontal, accessibilityAxis: StackAxis? = nil, distribution: StackDistribution = .fill,
                alignment: StackAlignment = .fill, accessibilityAlignment: StackAlignment? = nil, spacing: Double = 0,
                isLayoutMarginsRelativeArrangement: Bool = false) {
        self.axis = axis; self.accessibilityAxis = accessibilityAxis; self.distribution = distribution
        self.alignment = alignment; self.accessibilityAlignment = accessibilityAlignment; self.spacing = spacing
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    }

    /// The axis in effect at a content size category.
    public func axis(for category: ContentSizeCategory) -> StackAxis {
        category.isAccessibilityCategory ? (accessibilityAxis ?? axis) : axis
    }

    /// The alignment arranged views get across `axis`: baseline alignment is only defined for horizontal stacks, so a
    /// vertical one with a baseline alignment fills (as UIStackView lays it out).
    public func crossAxisAlignment(along axis: StackAxis) -> StackAlignment {
        axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) ? .fill : alignment
    }

    /// The configuration in effect at a content size category (axis and alignment resolved).
    public func resolved(for category: ContentSizeCategory) -> StackSpec {
        var spec = self
        spec.axis = axis(for: category)
        if category.isAccessibilityCategory, let accessibilityAlignment { spec.alignment = accessibilityAlignment }
        return spec
    }
}

/// What a view is.
public enum ViewKind: Hashable, Sendable {
    /// A plain `UIView`: no intrinsic size unless one is declared.
    case plain
    /// A `UILabel`: its intrinsic size comes from Measure, measured at the width the layout gives it.
    indirect case label(LabelSpec)
    /// An image view showing a placeholder with a fixed intrinsic size.
    indirect case imagePlaceholder(size: Size, color: Color)
    /// An image view showing the SF Symbol `name` (`UIImage(systemName:)`), `size` its intrinsic size, tinted `color`:
    /// drawn as its glyph (`SymbolGlyphs`), or as a placeholder outline when there is none, placed in the view's
    /// bounds by `contentMode` (the scaling modes scale the glyph uniformly to fit, or to fill; `center` keeps the
    /// image's size).
    indirect case symbol(name: String, size: Size, color: Color, contentMode: ImageSource.ContentMode = .center)
    /// An image view showing an image file, whose intrinsic size is `size` in points.
    case image(ImageSource, size: Size)
    case stack(StackSpec)
    /// A `UIScrollView` whose content size comes from constraints to its `contentLayoutGuide` (constraints from its
    /// subviews to its edges, or to `|` in a visual format, refer to the content, as in UIKit).
    case scroll
    /// A control or system accessory drawn simply (a switch, a disclosure indicator, …); its intrinsic size is the
    /// view's `intrinsicSize`.
    indirect case control(ControlDrawing)
}

/// A view in a hierarchy, as a fixture describes it: what it is, how it resists and hugs, its margins and look,
/// its subviews, and the constraints installed on it (which may relate any views of the hierarchy).
public struct ViewSpec: Hashable, Sendable {
    public var id: String
    public var kind: ViewKind
    /// A declared `intrinsicContentSize` (custom views); labels and image placeholders compute theirs.
    public var intrinsicSize: IntrinsicSize?
    public var hugging: AxisPriorities
    public var compressionResistance: AxisPriorities
    /// `directionalLayoutMargins`; UIKit's default is 8 on every side.
    public var layoutMargins: EdgeInsets
    public var isHidden: Bool
    public var style: NodeStyle
    public var subviews: [ViewSpec]
    public var constraints: [LayoutConstraint]
    /// The name people know the view by besides its id: a document's outlet or user label (fixtures may key a
    /// prototype's texts by it).
    public var name: String?
    /// The element it was read from (`label`, `stackView`, `tableViewCellContentView`, …), for `layout --json`.
    public var element: String?
    /// Where the input file writes the view (a fixture's view or label entry, a document's element), for messages.
    public var source: SourceLocation?
    /// `safeAreaInsets`, which `safeAreaLayoutGuide` is inset by (zero unless a container simulates a screen's).
    public var safeAreaInsets: EdgeInsets = .zero
    /// `alignmentRectInsets`: constraints act on the frame inset by these (a `UISwitch`'s is 2 pt on the trailing
    /// side); the drawn frame is the alignment rect grown by them.
    public var alignmentRectInsets: EdgeInsets = .zero
    /// `forFirstBaselineLayout` / `forLastBaselineLayout`: the id of a subview whose baselines this view's baseline
    /// anchors use (a button's title label); nil uses the view's own (a label's text, a stack's arranged views).
    public var baselineViewID: String?

    /// How the leading and trailing margins follow the system minimum margins of a view controller's root view
    /// (`UIViewController.systemMinimumLayoutMargins`), which depend on the screen: resolved by the engine from the
    /// width it lays out for (`systemMinimumSideMargin(forWidth:)`).
    public var systemSideMargins = SystemSideMargins()

    public static let defaultLayoutMargins = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// How each side margin relates to the screen's system minimum side margin.
    public struct SystemSideMargins: Hashable, Sendable {
        public enum Rule: Hashable, Sendable {
            /// `layoutMargins`' value.
            case given
            /// The system minimum replaces it (a view controller's root view, and the table cells that take its margins).
            case systemMinimum
            /// At least the system minimum: a view that preserves a superview's system margins
            /// (`preservesSuperviewLayoutMargins`) keeps its own where they are larger.
            case atLeastSystemMinimum
            /// A table cell's side margin replaces it (`ViewSpec.tableCellSideMargin`): a cell's content view, and the
            /// cell's own margin that places its accessory.
            case tableCell
            /// At least a table cell's side margin: a content view with margins of its own that preserves the cell's.
            case atLeastTableCell
        }

        public var leading: Rule
        public var trailing: Rule

        public init(leading: Rule = .given, trailing: Rule = .given) { self.leading = leading; self.trailing = trailing }
        public init(both rule: Rule) { self.init(leading: rule, trailing: rule) }

        /// The side margins a screen gives a layout: the system minimum (`ViewSpec.systemMinimumSideMargin`) and a
        /// table cell's (`ViewSpec.tableCellSideMargin`).
        public struct Screen: Hashable, Sendable {
            public var systemMinimum: Double
            public var tableCell: Double

            /// At a layout `width` on a screen `screenWidth` wide (nil: as wide as the layout).
            public init(layoutWidth width: Double, screenWidth: Double?) {
                systemMinimum = ViewSpec.systemMinimumSideMargin(forWidth: width)
                tableCell = ViewSpec.tableCellSideMargin(cellWidth: width, screenWidth: screenWidth ?? width)
            }
        }

        /// A side's margin given its own value and the margins the screen gives.
        public static func resolve(_ rule: Rule, given: Double, screen: Screen) -> Double {
            switch rule {
            case .given: return given
            case .systemMinimum: return screen.systemMinimum
            case .atLeastSystemMinimum: return max(given, screen.systemMinimum)
            case .tableCell: return screen.tableCell
            case .atLeastTableCell: return max(given, screen.tableCell)
            }
        }
    }

    /// The side margin of a view controller's root view (and of the table views and cells that take their margins
    /// from it): 16 pt on screens narrower than 400 pt, 20 pt on wider ones. Measured on the stored frames of the
    /// team's corpus of Interface Builder documents: 16 on roots 320–393 pt wide, 20 from 412 pt on.
    public static func systemMinimumSideMargin(forWidth width: Double) -> Double { width >= 400 ? 20 : 16 }

    /// The side margin of an iPhone table's cells (their content views', and where the accessory stands): 20 pt when the
    /// cell is wider than 320 pt on a screen at least 393 pt wide, else 16 — so a full-width cell has 20 on the 6.1-inch
    /// iPhone 15 (393) where a view controller's root view has 16. Measured on the stored content views of Interface
    /// Builder documents (Xcode 11.3 on) in the corpus apps' repositories: 20 in 19 cells 393 pt wide on the iPhone 15,
    /// in cells 335–433 pt wide on screens 393–428 pt wide, and in 207 cells of 414 pt; 16 in cells 320 pt wide or
    /// narrower on every screen, and in cells up to 596 pt wide on 375-pt screens. The 390-pt iPhone 12 varies by Xcode
    /// version (four cells each way); it takes 16 here.
    public static func tableCellSideMargin(cellWidth: Double, screenWidth: Double) -> Double {
        screenWidth >= 393 && cellWidth > 320 ? 20 : 16
    }

    public init(id: String, kind: ViewKind = .plain, intrinsicSize: IntrinsicSize? = nil,
                hugging: AxisPriorities = .defaultHugging, compressionResistance: AxisPriorities = .defaultCompressionResistance,
                layoutMargins: EdgeInsets = ViewSpec.defaultLayoutMargins, isHidden: Bool = false, style: NodeStyle = NodeStyle(),
                subviews: [ViewSpec] = [], constraints: [LayoutConstraint] = []) {
        self.id = id; self.kind = kind; self.intrinsicSize = intrinsicSize; self.hugging = hugging
        self.compressionResistance = compressionResistance; self.layoutMargins = layoutMargins; self.isHidden = isHidden
        self.style = style; self.subviews = subviews; self.constraints = constraints
    }

    /// Every view of the hierarchy, depth first, this one first.
    public var allViews: [ViewSpec] { [self] + subviews.flatMap(\.allViews) }

    /// Whether Auto Layout sizes the hierarchy: some view of it has constraints other than those translated from a
    /// frame and autoresizing mask, or is a stack view. A cell's content view without any is sized without Auto
    /// Layout (WWDC 2014, session 226: a self-sizing cell either constrains its content view or answers
    /// `sizeThatFits(_:)`), so UIKit's zero-height message, which is about constraints, does not concern it.
    public var isSizedByConstraints: Bool {
        if constraints.contains(where: { $0.identifier != LayoutConstraint.autoresizingIdentifier }) { return true }
        if case .stack = kind { return true }
        return subviews.contains { $0.isSizedByConstraints }
    }
}

/// The font a label is set in, as UIKit describes it.
public enum LabelFont: Hashable, Sendable {
    /// `UIFont.preferredFont(forTextStyle:)`: the style's size and weight at the environment's content size
    /// category (a label created, or a document loaded, under that setting).
    case textStyle(TextStyle)
    /// `UIFont.systemFont(ofSize:weight:)`: the same size at every content size category, as on a device.
    case system(pointSize: Double, weight: FontWeight)
    /// `UIFont(name:size:)`: a custom font by PostScript or family name, the same size at every category; the
    /// system font at that size (and weight) stands in when the font set lacks it.
    case custom(name: String, pointSize: Double, weight: FontWeight)

    /// How lines are spaced: a text style's later lines advance by its leading; a fixed font's by its line height.
    public func lineHeight(for category: ContentSizeCategory) -> LineHeightMode {
        guard case let .textStyle(style) = self else { return .font }
        return .styleLeading(DynamicTypeRamp.entry(style, category).leading)
    }

    /// The font at a content size category.
    public func resolved(for category: ContentSizeCategory) -> FontSpec {
        switch self {
        case let .textStyle(style): return .preferred(style, category: category)
        case let .system(pointSize, weight): return FontSpec(pointSize: pointSize, weight: weight)
        case let .custom(name, pointSize, weight):
            var font = FontSpec(pointSize: pointSize, weight: weight)
            font.family = name
            return font
        }
    }
}

/// A range of a label's attributed text in its own font and colour (`NSAttributedString`'s `.font` and
/// `.foregroundColor`); nil keeps the label's.
public struct LabelRun: Hashable, Sendable {
    /// UTF-16 offsets into the label's text.
    public var utf16Range: Range<Int>
    public var font: LabelFont?
    public var color: Color?

    public init(utf16Range: Range<Int>, font: LabelFont? = nil, color: Color? = nil) {
        self.utf16Range = utf16Range
        self.font = font
        self.color = color
    }
}

/// A label inside a cell: the text, its font and how it wraps.
public struct LabelSpec: Hashable, Sendable {
    public var id: String
    public var text: String
    public var font: LabelFont
    /// `numberOfLines`; 0 = unlimited.
    public var numberOfLines: Int
    public var alignment: TextAlignment
    public var color: Color
    /// `lineBreakMode`: how the last visible line ends when the text needs more lines than it gets.
    public var lineBreakMode: LineBreakMode
    /// `preferredMaxLayoutWidth`: the width the text wraps at for the intrinsic size; nil (0 in UIKit) wraps at the
    /// width the layout gives the label.
    public var preferredMaxLayoutWidth: Double?
    /// `adjustsFontSizeToFitWidth` with `minimumScaleFactor`: text that would be truncated at its width is set in the
    /// largest smaller size (in half-point steps, down to this share of the size) at which it fits; the label's
    /// intrinsic size stays the full size's, as UILabel's does. nil does not shrink.
    public var minimumScaleFactor: Double?
    /// Whether the intrinsic size is rounded up to whole points, as a `UIButton` rounds its title's size.
    public var roundsSizeToWholePoints = false
    /// The least intrinsic width, as a legacy system button's title has (its button is at least 30 pt wide); nil for none.
    public var minimumIntrinsicWidth: Double?
    /// Whether empty text still takes the height of one line of its font, as a button's empty title does: a
    /// `UIButton` always has an intrinsic width and height ("Labels, buttons, switches, and text fields define both
    /// the height and the width", Auto Layout Guide, "Intrinsic Content Size"), where an empty `UILabel` is 0 × 0.
    public var keepsLineHeightWhenEmpty = false
    /// When its text is empty, the label is sized as if it showed this text (and draws nothing): Interface Builder's
    /// canvas sizes the empty built-in labels of a cell style by the texts a new cell of that style shows.
    public var sizingTextWhenEmpty: String?
    /// `NSParagraphStyle.lineSpacing` of the text: points between one line and the next (`TextAttributes.lineSpacing`).
    public var lineSpacing: Double = 0
    /// Attributed text: ranges in other fonts and colours (each line as tall as its tallest run).
    public var attributedRuns: [LabelRun] = []
    /// An `@IBDesignable` label's one-line intrinsic size as Interface Builder's agent reported it (`<designables>`),
    /// for a label of several lines: its text wraps as it would in a font of that width and line height (the document's
    /// font scaled by that width over the text's own), each line as tall as the reported one. Nil for other labels.
    public var designedSingleLineSize: Size?
    /// Room above and below the text inside the label, part of its intrinsic height; the text stays centred in the
    /// label's frame (as UILabel draws it) and its baselines move down by it. A `UITableViewCell`'s built-in
    /// `textLabel` in the Default style has 11 pt (`TableViewCellAnatomy.defaultStyleTextPadding`).
    public var verticalPadding: Double = 0

    /// What Measure lays the text out with at a content size category and layout direction.
    public func textAttributes(category: ContentSizeCategory, direction: LayoutDirection) -> TextAttributes {
        var attributes = TextAttributes(font: font.resolved(for: category), numberOfLines: numberOfLines, alignment: alignment,
                                        direction: direction, lineBreakMode: lineBreakMode, lineHeight: font.lineHeight(for: category))
        attributes.lineSpacing = lineSpacing
        attributes.attributedRuns = attributedRuns.map { run in
            AttributedRun(utf16Range: run.utf16Range, font: (run.font ?? font).resolved(for: category))
        }
        return attributes
    }

    /// The colour of each attributed run (the label's where a run has none); empty when no run has its own.
    public var runColors: [Color] {
        guard attributedRuns.contains(where: { $0.color != nil }) else { return [] }
        return attributedRuns.map { $0.color ?? color }
    }

    public init(id: String, text: String, style: TextStyle = .body, numberOfLines: Int = 0,
                alignment: TextAlignment = .natural, color: Color = SystemColor.label.color) {
        self.init(id: id, text: text, font: .textStyle(style), numberOfLines: numberOfLines, alignment: alignment, color: color)
    }

    public init(id: String, text: String, font: LabelFont, numberOfLines: Int = 0, alignment: TextAlignment = .natural,
                color: Color = SystemColor.label.color, lineBreakMode: LineBreakMode = .byTruncatingTail) {
        self.id = id; self.text = text; self.font = font; self.numberOfLines = numberOfLines
        self.alignment = alignment; self.color = color; self.lineBreakMode = lineBreakMode
    }

    /// The text style of a label set in one (body for a fixed-size font); setting it sets the font to that style.
    public var style: TextStyle {
        get {
            if case let .textStyle(style) = font { return style }
            return .body
        }
        set { font = .textStyle(newValue) }
    }
}
