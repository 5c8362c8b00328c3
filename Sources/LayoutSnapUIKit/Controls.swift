import AutoLayout
import Foundation
import Geometry
import Layout
import Scenes
import Solver

/// `Selector`: Swift on Linux has no Objective-C runtime, so `#selector` does not compile; write
/// `Selector("name")` (or `Selector(("name:"))`) for target-action, or prefer `UIAction`. A selector is kept with its
/// target and never performed (nothing is tapped in a still image).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }
}

/// `UIAction`: a handler run when a control sends the events it was added for (never, in a still image).
@preconcurrency @MainActor open class UIAction: UIMenuElement {
    /// `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    let handler: UIActionHandler

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString); self.handler = handler
        self.discoverabilityTitle = discoverabilityTitle; self.attributes = attributes; self.state = state
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }
}

/// `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// `UIControl`: states and target-action (kept, never sent: nothing is tapped in a still image).
@preconcurrency @MainActor open class UIControl: UIView {
    /// `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([]), highlighted = State(rawValue: 1), disabled = State(rawValue: 2), selected = State(rawValue: 4)
        public static let focused = State(rawValue: 8)
    }
    /// `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0), touchDownRepeat = Event(rawValue: 1 << 1), touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3), touchDragEnter = Event(rawValue: 1 << 4), touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6), touchUpOutside = Event(rawValue: 1 << 7), touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12), primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16), editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18), editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF), allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
    /// `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    /// `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    private var targets: [(target: AnyObject?, action: Selector, events: Event)] = []
    private var actions: [(action: UIAction, events: Event)] = []

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targets.append((target as AnyObject?, action, controlEvents))
    }
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targets.removeAll { ($0.target === (target as AnyObject?)) && (action == nil || $0.action == action) }
    }
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let names = targets.filter { $0.target === (target as AnyObject?) && !$0.events.isDisjoint(with: controlEvent) }.map(\.action.name)
        return names.isEmpty ? nil : names
    }
    open var allControlEvents: Event { targets.reduce(Event()) { $0.union($1.events) }.union(actions.reduce(Event()) { $0.union($1.events) }) }
    open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }
    open func removeAction(_ action: UIAction, for controlEvents: Event) { actions.removeAll { $0.action === action } }
    /// `sendActions(for:)`: runs the `UIAction` handlers added for the events (selectors cannot be performed on Linux).
    open func sendActions(for controlEvents: Event) {
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) { action.handler(action) }
    }
    /// `performPrimaryAction()`: sends `.primaryActionTriggered`.
    open func performPrimaryAction() { sendActions(for: .primaryActionTriggered) }
}

/// `UIButton`: its image and title side by side inside its content insets, as UIButton sizes itself (the title
/// measured in whole points, on the pixel grid with a configuration); a `UIButton.Configuration` adds its insets and
/// background.
@preconcurrency @MainActor open class UIButton: UIControl {
    /// `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    /// `UIButton.Configuration`: the basics of iOS 15's button configurations.
    public struct Configuration {
        /// `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Sendable { case dynamic, fixed, small, medium, large, capsule }
        /// `UIButton.Configuration.Size`.
        public enum Size: Sendable { case mini, small, medium, large }
        enum Kind { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }

        var kind: Kind
        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var image: UIImage?
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        public var showsActivityIndicator = false
        /// The background: its colour and corner radius, when set, replace the style's.
        public var background = UIBackgroundConfiguration.clear()
        /// Applied to the title's attributes; the font it gives is the title's.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var imageColorTransformer: UIConfigurationColorTransformer?
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Accepted; the image is laid out before the title.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var titleAlignment: TitleAlignment = .automatic
        /// `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Sendable { case automatic, leading, center, trailing }

        public static func plain() -> Configuration { Configuration(kind: .plain) }
        public static func tinted() -> Configuration { Configuration(kind: .tinted) }
        public static func gray() -> Configuration { Configuration(kind: .gray) }
        public static func filled() -> Configuration { Configuration(kind: .filled) }
        public static func borderless() -> Configuration { Configuration(kind: .borderless) }
        public static func bordered() -> Configuration { Configuration(kind: .bordered) }
        public static func borderedTinted() -> Configuration { Configuration(kind: .borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(kind: .borderedProminent) }
    }

    public let buttonType: ButtonType
    open var configuration: Configuration? { didSet { Self.layoutDidChange() } }
    /// `menu` and `showsMenuAsPrimaryAction`: kept (a still image never opens a menu).
    open var menu: UIMenu?
    open var showsMenuAsPrimaryAction = false
    open var changesSelectionAsPrimaryAction = false
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { Self.layoutDidChange() } }
    /// Accepted; title and image are laid out side by side without these.
    open var titleEdgeInsets: UIEdgeInsets = .zero
    open var imageEdgeInsets: UIEdgeInsets = .zero
    open var adjustsImageWhenHighlighted = true
    open var showsTouchWhenHighlighted = false
    open var configurationUpdateHandler: ((UIButton) -> Void)?
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private let title = UILabel(frame: .zero)
    private let image = UIImageView(frame: .zero)

    /// `init(type:)`: a system button's title is the tint colour in the system font at 15 pt; a custom button's is
    /// white.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        title.font = .systemFont(ofSize: 15)
        title.textAlignment = .center
    }

    public convenience override init(frame: CGRect) {
        self.init(type: .custom)
        self.frame = frame
    }

    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered); setTitle(primaryAction.title, for: .normal) }
    }

    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
        title.font = .preferredFont(forTextStyle: .body)
    }

    public required init?(coder: NSCoder) { return nil }

    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title; Self.layoutDidChange() }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image; Self.layoutDidChange() }
    /// The image set for the state, else for `.normal`; a detail disclosure, info or contact add button without one
    /// (and without a configuration) shows UIKit's own (`ControlAnatomy.BuiltInImageButton`).
    open func image(for state: State) -> UIImage? {
        if let image = images[state.rawValue] ?? images[State.normal.rawValue] { return image }
        guard let builtIn = ControlAnatomy.BuiltInImageButton.shown(builtInImageButton, hasImage: false, hasConfiguration: configuration != nil)
        else { return nil }
        let size = builtIn.imageSize(symbols: true)
        return UIImage(source: nil, symbolName: builtIn.symbol.name, size: CGSize(width: size.width, height: size.height), scale: 1,
                       renderingMode: .alwaysTemplate)
    }

    /// The button's type, if it is one that shows an image of UIKit's own.
    private var builtInImageButton: ControlAnatomy.BuiltInImageButton? {
        switch buttonType {
        case .detailDisclosure: return .detailDisclosure
        case .infoLight: return .infoLight
        case .infoDark: return .infoDark
        case .contactAdd: return .contactAdd
        case .custom, .system, .close: return nil
        }
    }
    /// A legacy button (no `configuration`) is at least its background image's size, and its title is neither padded
    /// nor widened to 30 pt (`ControlAnatomy.buttonBackgroundConstraints`); the image itself is not drawn.
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image; Self.layoutDidChange() }
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue] }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) { setTitle(title?.string, for: state) }
    open func setNeedsUpdateConfiguration() { configurationUpdateHandler?(self) }
    open var currentTitle: String? {
        configuration?.title ?? configuration?.attributedTitle.map { String($0.characters) } ?? title(for: state)
    }
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }
    open var currentTitleColor: UIColor { resolvedTitleColor }
    /// The title label (its font sets the title's).
    open var titleLabel: UILabel? { title }
    open var imageView: UIImageView? { image }

    private var resolvedTitleColor: UIColor {
        if let color = configuration?.baseForegroundColor ?? titleColor(for: state) { return color }
        if let kind = configuration?.kind, [.filled, .borderedProminent].contains(kind) { return .white }
        return buttonType == .custom && configuration == nil ? .white : (tintColor ?? .systemBlue)
    }

    /// The engine measures a button's title and image itself; only an empty configured button declares its size.
    override var usesDeclaredIntrinsicSize: Bool { isEmptyConfigured }

    /// A configured button with neither title nor image is its content insets' size
    /// (`ControlAnatomy.emptyConfiguredButtonSize`); other buttons' sizes come from their title and image.
    open override var intrinsicContentSize: CGSize {
        guard isEmptyConfigured else { return CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }
        let size = ControlAnatomy.emptyConfiguredButtonSize(insets: layoutContentInsets)
        return CGSize(width: size.width ?? 0, height: size.height ?? 0)
    }

    private var isEmptyConfigured: Bool { configuration != nil && (currentTitle ?? "").isEmpty && currentImage == nil }

    /// The insets around the button's content: a legacy button pads its title (or its empty title) 6 pt above and
    /// below, but not beside an image or over a background image; a configured one takes its `contentInsets`; either
    /// adds `contentEdgeInsets`.
    private var layoutContentInsets: EdgeInsets {
        let background = configuration == nil ? currentBackgroundImage : nil
        var insets = background == nil && currentImage == nil ? EdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0) : .zero
        if let configuration { insets = configuration.contentInsets.edgeInsets }
        insets.top += Double(contentEdgeInsets.top); insets.bottom += Double(contentEdgeInsets.bottom)
        insets.leading += Double(contentEdgeInsets.left); insets.trailing += Double(contentEdgeInsets.right)
        return insets
    }

    /// The title label's baselines are the button's (`viewForLastBaselineLayout`).
    override func hostedBaselineViewID(_ id: String) -> String? { (currentTitle ?? "").isEmpty ? nil : "\(id).titleLabel" }

    override func hostedStyle() -> NodeStyle {
        var style = super.hostedStyle()
        guard let configuration, style.backgroundColor == nil else { return style }
        if let color = configuration.background.backgroundColor {
            style.backgroundColor = color.color
            if let radius = configuration.background.cornerRadius { style.cornerRadius = Double(max(0, radius)) }
            return style
        }
        let tint = configuration.baseBackgroundColor ?? tintColor ?? .systemBlue
        switch configuration.kind {
        case .filled, .borderedProminent: style.backgroundColor = tint.color
        case .tinted, .borderedTinted: style.backgroundColor = tint.withAlphaComponent(0.15).color
        case .gray, .bordered: style.backgroundColor = UIColor.tertiarySystemFill.color
        case .plain, .borderless: break
        }
        if style.backgroundColor != nil, style.cornerRadius == 0 {
            style.cornerRadius = configuration.cornerStyle == .capsule ? 1_000 : (configuration.cornerStyle == .small ? 4 : (configuration.cornerStyle == .large ? 10 : 6))
        }
        return style
    }

    override func hostedSubviews(_ builder: HierarchyBuilder, id: String) -> (views: [ViewSpec], constraints: [LayoutConstraint]) {
        var (views, constraints) = super.hostedSubviews(builder, id: id)
        let background = configuration == nil ? currentBackgroundImage : nil
        let insets = layoutContentInsets
        var imageKind: ViewKind?
        if let picture = currentImage {
            image.image = picture
            image.tintColor = resolvedTitleColor
            imageKind = image.hostedKind(builder)
        }
        var titleSpec: LabelSpec?
        // An empty legacy button keeps its (empty) title's line height: UIKit gives every button an intrinsic size; an
        // empty configured one is its content insets' size (`intrinsicContentSize`).
        let text = currentTitle ?? ""
        if !text.isEmpty || (imageKind == nil && configuration == nil) {
            title.text = text
            title.textColor = resolvedTitleColor
            if let transformer = configuration?.titleTextAttributesTransformer {
                var attributes = AttributeContainer()
                attributes.font = title.font
                if let font = transformer(attributes).font { title.font = font }
            }
            title.numberOfLines = 1
            titleSpec = title.labelSpec(id: "\(id).titleLabel", category: builder.category)
        }
        let resistance = AxisPriorities(horizontal: contentCompressionResistancePriority(for: .horizontal).layoutPriority,
                                        vertical: contentCompressionResistancePriority(for: .vertical).layoutPriority)
        var parts = ControlAnatomy.buttonParts(
            of: id, image: imageKind, title: titleSpec,
            hugging: AxisPriorities(horizontal: contentHuggingPriority(for: .horizontal).layoutPriority,
                                    vertical: contentHuggingPriority(for: .vertical).layoutPriority),
            compressionResistance: resistance,
            isLegacySystem: buttonType == .system && configuration == nil && background == nil, hasConfiguration: configuration != nil,
            insets: insets)
        for index in parts.indices {
            if case .label = parts[index].kind { parts[index].element = "UILabel" } else { parts[index].element = "UIImageView" }
        }
        if parts.count == 2, let padding = configuration?.imagePadding, padding > 0 {
            constraints.append(LayoutConstraint(LayoutAnchor(.view(parts[1].id), .leading), .greaterThanOrEqual,
                                                LayoutAnchor(.view(parts[0].id), .trailing), constant: Double(padding), identifier: "UIButton-imagePadding"))
        }
        views += parts
        constraints += ControlAnatomy.buttonContentConstraints(parts.map(\.id), in: id, insets: insets)
        if let background {
            constraints += ControlAnatomy.buttonBackgroundConstraints(
                Size(width: Double(background.size.width), height: Double(background.size.height)), in: id, compressionResistance: resistance)
        }
        return (views, constraints)
    }
}

/// `UIProgressView`: a 4-pt capsule track (`trackTintColor`, the system's light grey fill by default) filled from its
/// leading end to `progress` in `progressTintColor` (the tint colour by default).
@preconcurrency @MainActor open class UIProgressView: UIView {
    /// `UIProgressView.Style`.
    public enum Style: Int, Sendable { case `default`, bar }
    open var progressViewStyle: Style
    open var progress: Float = 0 { didSet { Self.layoutDidChange() } }
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open var observedProgress: Progress?

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }
    public convenience override init(frame: CGRect) {
        self.init(progressViewStyle: .default)
        self.frame = frame
    }
    public required init?(coder: NSCoder) { return nil }

    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
    open override var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: 4) }

    override func hostedStyle() -> NodeStyle {
        var style = super.hostedStyle()
        if style.backgroundColor == nil { style.backgroundColor = (trackTintColor ?? .systemFill).color }
        style.cornerRadius = progressViewStyle == .default ? 2 : 0
        style.clipsToBounds = true
        return style
    }

    override func hostedSubviews(_ builder: HierarchyBuilder, id: String) -> (views: [ViewSpec], constraints: [LayoutConstraint]) {
        var (views, constraints) = super.hostedSubviews(builder, id: id)
        let fillID = "\(id).progress"
        var fill = ViewSpec(id: fillID, kind: .plain)
        fill.style.backgroundColor = (progressTintColor ?? tintColor ?? .systemBlue).color
        fill.element = "UIImageView"
        views.append(fill)
        let fraction = Double(min(1, max(0, progress.isFinite ? progress : 0)))
        func a(_ view: String, _ attribute: LayoutAttribute) -> LayoutAnchor { LayoutAnchor(.view(view), attribute) }
        constraints += [
            LayoutConstraint(a(fillID, .leading), .equal, a(id, .leading), identifier: "UIProgressView-progress"),
            LayoutConstraint(a(fillID, .top), .equal, a(id, .top), identifier: "UIProgressView-progress"),
            LayoutConstraint(a(fillID, .bottom), .equal, a(id, .bottom), identifier: "UIProgressView-progress"),
            LayoutConstraint(a(fillID, .width), .equal, a(id, .width), multiplier: fraction, identifier: "UIProgressView-progress"),
        ]
        return (views, constraints)
    }
}

/// `UISwitch`: 51 × 31 points, its alignment rect 2 pt narrower on the trailing side, drawn on or off.
@preconcurrency @MainActor open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var preferredStyle = 0

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }
    public required init?(coder: NSCoder) { return nil }

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
    open override var intrinsicContentSize: CGSize { CGSize(width: 49, height: 31) }
    override var hostedAlignmentInsets: EdgeInsets { EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2) }
    override func hostedKind(_ builder: HierarchyBuilder) -> ViewKind {
        .control(.toggle(isOn: isOn, onTint: (onTintColor ?? .systemGreen).color))
    }
}

/// `UIActivityIndicatorView`: twelve spokes, 20 pt (`.medium`) or 37 pt (`.large`); hidden when stopped if
/// `hidesWhenStopped` (the default).
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
    /// `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable { case medium = 100, large = 101, whiteLarge = 0, white = 1, gray = 2 }
    open var style: Style { didSet { Self.layoutDidChange() } }
    open var color: UIColor! = .systemGray
    open var hidesWhenStopped = true { didSet { Self.layoutDidChange() } }
    public private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }
    public convenience override init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }
    public required init?(coder: NSCoder) { return nil }

    open func startAnimating() { isAnimating = true; Self.layoutDidChange() }
    open func stopAnimating() { isAnimating = false; Self.layoutDidChange() }

    private var side: CGFloat { [.large, .whiteLarge].contains(style) ? 37 : 20 }
    open override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
    override func hostedKind(_ builder: HierarchyBuilder) -> ViewKind { .control(.activityIndicator(color: (color ?? .systemGray).color)) }
    override func hostedStyle() -> NodeStyle {
        var style = super.hostedStyle()
        if hidesWhenStopped && !isAnimating { style.opacity = 0 }
        return style
    }
}

/// `UITextField`: its text (or placeholder, in the placeholder colour) on one line; with a rounded-rect border it
/// is 34 pt high and its text inset 7 pt.
/// `UIDatePicker`: kept with its date, mode and style; sized as UIKit's wheels picker (320 × 216 points) in every
/// style, and drawn as its background only (a still image draws no wheels or calendar).
@preconcurrency @MainActor open class UIDatePicker: UIControl {
    /// `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer, yearAndMonth }
    /// `UIDatePickerStyle`.
    public enum Style: Int, Sendable { case automatic, wheels, compact, inline }
    open var date = Date()
    open var datePickerMode: Mode = .dateAndTime
    open var preferredDatePickerStyle: Style = .automatic
    open var datePickerStyle: Style { preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle }
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var minuteInterval = 1
    open var locale: Locale?
    open var calendar: Calendar = .current
    open var timeZone: TimeZone?
    open var countDownDuration: TimeInterval = 0
    open func setDate(_ date: Date, animated: Bool) { self.date = date }
    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }
}

/// `UITextFieldDelegate`: a text field in a still image is never edited, so none of its methods are called;
/// conforming types compile with the methods they implement.
@preconcurrency @MainActor public protocol UITextFieldDelegate: AnyObject {}

@preconcurrency @MainActor open class UITextField: UIControl, UITextInputTraits {
    /// `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    open var text: String? { didSet { Self.layoutDidChange() } }
    open var placeholder: String? { didSet { Self.layoutDidChange() } }
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { Self.layoutDidChange() } }
    open var textColor: UIColor? = .label
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none { didSet { Self.layoutDidChange() } }
    open var clearButtonMode: ViewMode = .never
    open var leftView: UIView?, rightView: UIView?
    open var leftViewMode: ViewMode = .never, rightViewMode: ViewMode = .never
    open var adjustsFontForContentSizeCategory = false
    open var isSecureTextEntry = false
    /// The `UITextInputTraits` values (`keyboardType`, `textContentType`, …) it keeps.
    public var textInputTraitValues = UITextInputTraitValues()
    open weak var delegate: UITextFieldDelegate?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    override var usesDeclaredIntrinsicSize: Bool { false }

    override func hostedBaselineViewID(_ id: String) -> String? { "\(id).text" }

    override func hostedKind(_ builder: HierarchyBuilder) -> ViewKind {
        borderStyle == .roundedRect ? .control(.roundedBorder(color: SystemColor.separator.color)) : .plain
    }

    override func hostedSubviews(_ builder: HierarchyBuilder, id: String) -> (views: [ViewSpec], constraints: [LayoutConstraint]) {
        var (views, constraints) = super.hostedSubviews(builder, id: id)
        let content = UILabel(frame: .zero)
        let shown = text ?? ""
        content.text = shown.isEmpty ? (placeholder ?? "") : (isSecureTextEntry ? String(repeating: "•", count: min(shown.count, 10_000)) : shown)
        content.font = font ?? .systemFont(ofSize: 17)
        content.textColor = shown.isEmpty ? .placeholderText : (textColor ?? .label)
        content.textAlignment = textAlignment
        content.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        let borders: [BorderStyle: ControlAnatomy.TextFieldBorder] = [.line: .line, .bezel: .bezel, .roundedRect: .roundedRect]
        let parts = ControlAnatomy.textFieldParts(of: id, text: content.labelSpec(id: "\(id).text", category: builder.category),
                                                  border: borders[borderStyle] ?? .none, hugging: AxisPriorities(
            horizontal: contentHuggingPriority(for: .horizontal).layoutPriority, vertical: contentHuggingPriority(for: .vertical).layoutPriority),
                                                  compressionResistance: AxisPriorities(
            horizontal: contentCompressionResistancePriority(for: .horizontal).layoutPriority,
            vertical: contentCompressionResistancePriority(for: .vertical).layoutPriority))
        var label = parts.text
        label.element = "UILabel"
        views.append(label)
        constraints += parts.constraints
        return (views, constraints)
    }
}

/// `UISegmentedControl`: equal-width segments 32 pt high on a grey track, the selected one on a raised white
/// (dark: grey) pill, titles in the footnote size.
@preconcurrency @MainActor open class UISegmentedControl: UIControl {
    public static let noSegment = -1
    private var titles: [String]
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var selectedSegmentTintColor: UIColor?
    open var apportionsSegmentWidthsByContent = false
    open var isMomentary = false

    public init(items: [Any]?) {
        titles = (items ?? []).map { item in (item as? String) ?? "" }
        super.init(frame: .zero)
    }
    public convenience override init(frame: CGRect) {
        self.init(items: nil)
        self.frame = frame
    }
    public required init?(coder: NSCoder) { return nil }

    open var numberOfSegments: Int { titles.count }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title ?? ""
        Self.layoutDidChange()
    }
    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title ?? "", at: min(max(0, segment), titles.count))
        Self.layoutDidChange()
    }
    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        Self.layoutDidChange()
    }
    open func removeAllSegments() { titles = []; Self.layoutDidChange() }
    /// Accepted; titles are drawn in the system style.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {}

    override var usesDeclaredIntrinsicSize: Bool { false }

    override func hostedStyle() -> NodeStyle {
        var style = super.hostedStyle()
        if style.backgroundColor == nil { style.backgroundColor = UIColor.tertiarySystemFill.color }
        if style.cornerRadius == 0 { style.cornerRadius = 8 }
        return style
    }

    override func hostedSubviews(_ builder: HierarchyBuilder, id: String) -> (views: [ViewSpec], constraints: [LayoutConstraint]) {
        var (views, constraints) = super.hostedSubviews(builder, id: id)
        func a(_ view: String, _ attribute: LayoutAttribute) -> LayoutAnchor { LayoutAnchor(.view(view), attribute) }
        constraints.append(LayoutConstraint(a(id, .height), .equal, constant: 32, priority: LayoutPriority(251), identifier: "UISegmentedControl-height"))
        let ids = titles.indices.map { "\(id).segment\($0)" }
        if titles.indices.contains(selectedSegmentIndex) {
            let pillID = "\(id).selection"
            var pill = ViewSpec(id: pillID)
            pill.style = NodeStyle(backgroundColor: (selectedSegmentTintColor?.color ?? .dynamic(light: .white, dark: Color(red: 0.39, green: 0.39, blue: 0.4))),
                                   cornerRadius: 7)
            pill.element = "UISegment"
            views.append(pill)
            let selected = ids[selectedSegmentIndex]
            constraints += [
                LayoutConstraint(a(pillID, .top), .equal, a(id, .top), constant: 2, identifier: "UISegmentedControl-selection"),
                LayoutConstraint(a(id, .bottom), .equal, a(pillID, .bottom), constant: 2, identifier: "UISegmentedControl-selection"),
                LayoutConstraint(a(pillID, .leading), .equal, a(selected, .leading), constant: -6, identifier: "UISegmentedControl-selection"),
                LayoutConstraint(a(pillID, .trailing), .equal, a(selected, .trailing), constant: 6, identifier: "UISegmentedControl-selection"),
            ]
        }
        for (index, title) in titles.enumerated() {
            let segment = UILabel(frame: .zero)
            segment.text = title
            segment.font = .systemFont(ofSize: 13, weight: index == selectedSegmentIndex ? .semibold : .medium)
            segment.textAlignment = .center
            var spec = ViewSpec(id: ids[index], kind: .label(segment.labelSpec(id: ids[index], category: builder.category)))
            spec.element = "UISegment"
            views.append(spec)
            constraints += [
                LayoutConstraint(a(ids[index], .centerY), .equal, a(id, .centerY), identifier: "UISegmentedControl-segment"),
                index == 0
                    ? LayoutConstraint(a(ids[index], .leading), .equal, a(id, .leading), constant: 8, identifier: "UISegmentedControl-segment")
                    : LayoutConstraint(a(ids[index], .leading), .equal, a(ids[index - 1], .trailing), constant: 16, identifier: "UISegmentedControl-segment"),
            ]
            if index > 0 {
                constraints.append(LayoutConstraint(a(ids[index], .width), .equal, a(ids[0], .width), identifier: "UISegmentedControl-segment"))
            }
        }
        if let last = ids.last {
            constraints.append(LayoutConstraint(a(id, .trailing), .equal, a(last, .trailing), constant: 8, identifier: "UISegmentedControl-segment"))
        }
        return (views, constraints)
    }
}

/// `UIVisualEffect`, `UIBlurEffect`, `UIVibrancyEffect`.
open class UIVisualEffect: @unchecked Sendable { public init() {} }
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// `UIBlurEffect.Style`.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular = 4, prominent, systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial
        case systemChromeMaterial
    }
    public let style: Style
    public init(style: Style) { self.style = style; super.init() }
}
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    public init(blurEffect: UIBlurEffect) { super.init() }
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) { super.init() }
}

/// `UIVibrancyEffectStyle`.
public enum UIVibrancyEffectStyle: Int, Sendable { case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator }

/// `UIVisualEffectView`: the blur drawn as the system's translucent material grey; its content view fills it.
@preconcurrency @MainActor open class UIVisualEffectView: UIView {
    public let contentView: UIView
    open var effect: UIVisualEffect?

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) { return nil }

    override func managesFrame(of subview: UIView) -> Bool { subview === contentView }

    override func hostedStyle() -> NodeStyle {
        var style = super.hostedStyle()
        if style.backgroundColor == nil, effect is UIBlurEffect {
            style.backgroundColor = .dynamic(light: Color(red: 0.96, green: 0.96, blue: 0.97, alpha: 0.8), dark: Color(red: 0.14, green: 0.14, blue: 0.15, alpha: 0.8))
        }
        return style
    }

    override func hostedSubviews(_ builder: HierarchyBuilder, id: String) -> (views: [ViewSpec], constraints: [LayoutConstraint]) {
        let (views, constraints) = super.hostedSubviews(builder, id: id)
        guard let contentID = builder.id(of: contentView) else { return (views, constraints) }
        return (views, constraints + TableViewCellAnatomy.contentViewConstraints(cell: id, contentView: contentID))
    }
}

/// `UIConfigurationTextAttributesTransformer`: a function from a text's attributes to new ones.
public struct UIConfigurationTextAttributesTransformer {
    let transform: (AttributeContainer) -> AttributeContainer
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}

/// `UIConfigurationColorTransformer`: a function from a colour to a new one.
public struct UIConfigurationColorTransformer {
    let transform: (UIColor) -> UIColor
    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }
}

/// `UIBackgroundConfiguration`: a background's colour and corner radius (what a still image draws); the rest is kept.
public struct UIBackgroundConfiguration {
    public var backgroundColor: UIColor?
    public var image: UIImage?
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    public var cornerRadius: CGFloat?
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    public var customView: UIView?
    public var visualEffect: UIVisualEffect?
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .systemBackground) }
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground)
    }
}

/// `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = Self(rawValue: 1), leading = Self(rawValue: 2), bottom = Self(rawValue: 4), trailing = Self(rawValue: 8)
    public static let all: Self = [.top, .leading, .bottom, .trailing]
}

extension AttributeScopes {
    /// `AttributeScopes.UIKitAttributes`: the UIKit attributes an `AttributedString` or `AttributeContainer` carries
    /// (`.font`, `.foregroundColor`, `.backgroundColor`, `.paragraphStyle`), beside Foundation's.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let paragraphStyle: ParagraphStyleAttribute
        public let foundation: AttributeScopes.FoundationAttributes

        public enum FontAttribute: AttributedStringKey { public typealias Value = UIFont; public static let name = "NSFont" }
        public enum ForegroundColorAttribute: AttributedStringKey { public typealias Value = UIColor; public static let name = "NSColor" }
        public enum BackgroundColorAttribute: AttributedStringKey { public typealias Value = UIColor; public static let name = "NSBackgroundColor" }
        public enum ParagraphStyleAttribute: AttributedStringKey { public typealias Value = NSParagraphStyle; public static let name = "NSParagraphStyle" }
    }
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T { self[T.self] }
}
