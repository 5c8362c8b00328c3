import AutoLayout
import Foundation
import Geometry
import Measure
import Scenes

/// `UIResponder`: the root of the view classes (its responder chain has no effect on a still image). As on iOS it is
/// an `NSObject`, so views are `Equatable` and `Hashable` by identity and answer `isEqual(_:)`.
@preconcurrency @MainActor open class UIResponder: NSObject {
    public override init() { super.init() }
    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// `canPerformAction(_:withSender:)`: no edit action is offered in a still image.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
    /// `UIResponderStandardEditActions`: never sent in a still image.
    open func copy(_ sender: Any?) {}
    open func paste(_ sender: Any?) {}
    open func cut(_ sender: Any?) {}
    open func select(_ sender: Any?) {}
    open func selectAll(_ sender: Any?) {}
    /// Touch handlers: never called (nothing is touched in a still image).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// `UIView.ContentMode`.
public enum UIViewContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}

/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable { case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft }

/// `UIView`: a rectangle in a hierarchy, laid out by LayoutSnap's Auto Layout engine with UIKit's rules.
///
/// Layout: when LayoutSnap lays a hierarchy out (a snapshot, `layoutIfNeeded()`, `systemLayoutSizeFitting`), it
/// turns the views, their active constraints, intrinsic sizes, priorities and margins into the engine's input,
/// solves, sets every view's `frame` (and guides' `layoutFrame`), then calls `layoutSubviews()` from the root down,
/// so code that reads frames there works; if that code changes layout (constraints, text, margins), the hierarchy is
/// solved again, at most three times in all.
@preconcurrency @MainActor open class UIView: UIResponder, UITraitEnvironment {
    public typealias ContentMode = UIViewContentMode
    public typealias AutoresizingMask = UIViewAutoresizing

    /// `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = -1
    /// `UIView.layoutFittingCompressedSize` / `layoutFittingExpandedSize`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    // MARK: Hierarchy

    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    public let layer: CALayer

    public init(frame: CGRect) {
        layer = Self.layerClass.init()
        creationTraits = UITraitCollection.current
        super.init()
        self.frame = frame
    }

    public convenience override init() { self.init(frame: .zero) }

    /// Views are not decoded from archives on Linux; subclasses' `init?(coder:)` compile and return nil.
    public required init?(coder: NSCoder) { return nil }

    /// `layerClass`: the class of the view's layer.
    open class var layerClass: CALayer.Type { CALayer.self }

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) { subviews.remove(at: current) } else { view.removeFromSuperview() }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        Self.layoutDidChange()
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// Removes the view and every constraint that relates it (or its descendants) to views outside it.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        willMove(toSuperview: nil)
        var ancestor: UIView? = parent
        while let view = ancestor {
            for constraint in view.constraints where constraint.relates(inside: self) { view.removeConstraint(constraint) }
            ancestor = view.superview
        }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        Self.layoutDidChange()
        didMoveToSuperview()
    }

    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// `viewWithTag(_:)`: this view or the first descendant, depth first, with the tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    public var window: UIWindow? { nil }

    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = self
        while let view = current { ancestors.insert(ObjectIdentifier(view)); current = view.superview }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    // MARK: Geometry

    private var storedBounds = CGRect.zero
    private var storedCenter = CGPoint.zero

    /// The frame in the superview's coordinates. Setting it on a view whose `translatesAutoresizingMaskIntoConstraints`
    /// is true positions it (its frame and autoresizing mask become constraints, as in UIKit).
    open var frame: CGRect {
        get { CGRect(x: storedCenter.x - storedBounds.width / 2, y: storedCenter.y - storedBounds.height / 2,
                     width: storedBounds.width, height: storedBounds.height) }
        set {
            let changed = newValue != frame
            let oldSize = storedBounds.size
            storedBounds.size = newValue.size
            storedCenter = CGPoint(x: newValue.midX, y: newValue.midY)
            if changed, translatesAutoresizingMaskIntoConstraints { Self.layoutDidChange() }
            if oldSize != newValue.size { resizeSubviews(withOldSize: oldSize) }
        }
    }

    open var bounds: CGRect {
        get { storedBounds }
        set {
            let oldSize = storedBounds.size
            storedBounds = newValue
            if oldSize != newValue.size, translatesAutoresizingMaskIntoConstraints { Self.layoutDidChange() }
            if oldSize != newValue.size { resizeSubviews(withOldSize: oldSize) }
        }
    }

    /// `resizeSubviews(withOldSize:)`: when the bounds' size changes, each subview placed by its frame
    /// (`translatesAutoresizingMaskIntoConstraints`) with an autoresizing mask spreads the change over its flexible
    /// margins and size, in proportion to their current lengths (equally when they are all zero); fixed ones keep
    /// their lengths.
    func resizeSubviews(withOldSize oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = storedBounds.size
        func spread(_ delta: CGFloat, _ parts: [(flexible: Bool, length: CGFloat)]) -> [CGFloat] {
            let flexible = parts.filter(\.flexible)
            guard !flexible.isEmpty, delta != 0 else { return parts.map(\.length) }
            let total = flexible.reduce(0) { $0 + max(0, $1.length) }
            return parts.map { part in
                guard part.flexible else { return part.length }
                return part.length + (total > 0 ? delta * max(0, part.length) / total : delta / CGFloat(flexible.count))
            }
        }
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty && !managesFrame(of: subview) {
            let mask = subview.autoresizingMask, frame = subview.frame
            let x = spread(newSize.width - oldSize.width, [(mask.contains(.flexibleLeftMargin), frame.minX),
                                                           (mask.contains(.flexibleWidth), frame.width),
                                                           (mask.contains(.flexibleRightMargin), oldSize.width - frame.maxX)])
            let y = spread(newSize.height - oldSize.height, [(mask.contains(.flexibleTopMargin), frame.minY),
                                                             (mask.contains(.flexibleHeight), frame.height),
                                                             (mask.contains(.flexibleBottomMargin), oldSize.height - frame.maxY)])
            subview.frame = CGRect(x: x[0], y: y[0], width: max(0, x[1]), height: max(0, y[1]))
        }
    }

    open var center: CGPoint {
        get { storedCenter }
        set {
            let changed = newValue != storedCenter
            storedCenter = newValue
            if changed, translatesAutoresizingMaskIntoConstraints { Self.layoutDidChange() }
        }
    }

    /// Sets the frame the engine solved, without marking layout as changed.
    func setSolvedFrame(_ frame: CGRect) {
        storedBounds = CGRect(origin: storedBounds.origin, size: frame.size)
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        layer.frame = frame
    }

    /// `transform`: accepted, not applied to a still image.
    open var transform: CGAffineTransform = .identity

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let mine = absoluteOrigin, theirs = view?.absoluteOrigin ?? .zero
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let mine = absoluteOrigin, theirs = view?.absoluteOrigin ?? .zero
        return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { CGRect(origin: convert(rect.origin, to: view), size: rect.size) }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { CGRect(origin: convert(rect.origin, from: view), size: rect.size) }

    private var absoluteOrigin: CGPoint {
        var point = CGPoint(x: -bounds.minX, y: -bounds.minY)
        var current: UIView? = self
        while let view = current {
            point.x += view.frame.minX
            point.y += view.frame.minY
            if let parent = view.superview { point.x -= parent.bounds.minX; point.y -= parent.bounds.minY }
            current = view.superview
        }
        return point
    }

    // MARK: Appearance

    /// The background; a dynamic colour follows the variant's appearance.
    open var backgroundColor: UIColor?
    open var alpha: CGFloat = 1
    open var isHidden = false { didSet { if oldValue != isHidden { Self.layoutDidChange() } } }
    open var isOpaque = true
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    private var ownTintColor: UIColor?
    /// `tintColor`: the view's own, else its superview's, else the system blue.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue; tintColorDidChange() }
    }
    open var tintAdjustmentMode: UIViewTintAdjustmentMode = .automatic
    open func tintColorDidChange() {}
    open var contentMode: ContentMode = .scaleToFill
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    open var tag = 0
    open var autoresizesSubviews = true
    open var autoresizingMask: AutoresizingMask = [] { didSet { if oldValue != autoresizingMask { Self.layoutDidChange() } } }
    open var preservesSuperviewLayoutMargins = false { didSet { Self.layoutDidChange() } }
    open var insetsLayoutMarginsFromSafeArea = true
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    // MARK: Accessibility (accepted; no effect on a still image, but `accessibilityIdentifier` names the view)

    /// Names the view in `layout --json`, layout records and diagnostics (its type names it otherwise).
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var accessibilityIgnoresInvertColors = false
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var isAccessibilityElement = false
    open var accessibilityElements: [Any]?
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityRespondsToUserInteraction = false
    open var accessibilityCustomActions: [AnyObject]?
    open var accessibilityFrame: CGRect = .zero
    open var accessibilityLanguage: String?
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false
    open var showsLargeContentViewer = false
    open var largeContentTitle: String?

    // MARK: Gestures (accepted; never recognised)

    public private(set) var gestureRecognizers: [UIGestureRecognizer]?
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
    public private(set) var interactions: [AnyObject] = []
    open func addInteraction(_ interaction: AnyObject) { interactions.append(interaction) }
    open func removeInteraction(_ interaction: AnyObject) { interactions.removeAll { $0 === interaction } }

    // MARK: Layout margins and guides

    private var ownMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// The margins the last layout used (own margins grown by the superview's when preserved).
    var effectiveMargins: NSDirectionalEdgeInsets?

    /// `directionalLayoutMargins` (8 on every side by default).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { effectiveMargins ?? ownMargins }
        set {
            guard newValue != ownMargins else { return }
            ownMargins = newValue
            effectiveMargins = nil
            Self.layoutDidChange()
            layoutMarginsDidChange()
        }
    }

    /// `layoutMargins`: left and right are leading and trailing in the view's layout direction.
    open var layoutMargins: UIEdgeInsets {
        get { directionalLayoutMargins.absolute(in: layoutDirection) }
        set { directionalLayoutMargins = newValue.directional(in: layoutDirection) }
    }

    /// The margins as set on the view (not grown by preserved superview margins).
    var ownLayoutMargins: NSDirectionalEdgeInsets { ownMargins }
    open func layoutMarginsDidChange() {}

    public private(set) var layoutGuides: [UILayoutGuide] = []
    public private(set) lazy var layoutMarginsGuide = UILayoutGuide(system: .layoutMarginsGuide, owner: self)
    public private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(system: .safeAreaLayoutGuide, owner: self)
    /// `readableContentGuide`: inside the margins, at most 672 pt wide (the readable width at the Large category,
    /// scaled with the body size), centred.
    public var readableContentGuide: UILayoutGuide {
        if let readableGuide { return readableGuide }
        let guide = UILayoutGuide(system: nil, owner: self, readable: true)
        readableGuide = guide
        Self.layoutDidChange()
        return guide
    }
    private var readableGuide: UILayoutGuide?
    /// The guides laid out as hidden views: those added with `addLayoutGuide` and the readable content guide.
    var hostedGuides: [UILayoutGuide] { layoutGuides + (readableGuide.map { [$0] } ?? []) }
    /// Zero: a view hosted by LayoutSnap is inside a cell or a screen without bars.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open func safeAreaInsetsDidChange() {}

    open func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
        Self.layoutDidChange()
    }

    open func removeLayoutGuide(_ guide: UILayoutGuide) {
        layoutGuides.removeAll { $0 === guide }
        if guide.owningView === self { guide.owningView = nil }
        Self.layoutDidChange()
    }

    // MARK: Auto Layout

    /// `translatesAutoresizingMaskIntoConstraints`: true for views made in code; set it to false for views placed
    /// by constraints.
    open var translatesAutoresizingMaskIntoConstraints = true { didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { Self.layoutDidChange() } } }

    /// The constraints installed on this view (activated constraints whose nearest common ancestor it is).
    public private(set) var constraints: [NSLayoutConstraint] = []

    open func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn !== self else { return }
        constraint.installedOn?.removeConstraint(constraint)
        constraints.append(constraint)
        constraint.installedOn = self
        Self.layoutDidChange()
    }

    open func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }

    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn === self else { return }
        constraints.removeAll { $0 === constraint }
        constraint.installedOn = nil
        Self.layoutDidChange()
    }

    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .view(self), attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .view(self), attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .view(self), attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .view(self), attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .view(self), attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: .view(self), attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: .view(self), attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: .view(self), attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: .view(self), attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: .view(self), attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: .view(self), attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: .view(self), attribute: .height) }

    private var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    private var compression = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? hugging.horizontal : hugging.vertical
    }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
        Self.layoutDidChange()
    }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compression.horizontal : compression.vertical
    }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { compression.horizontal = priority } else { compression.vertical = priority }
        Self.layoutDidChange()
    }

    /// `intrinsicContentSize`: `noIntrinsicMetric` in both dimensions for a plain view; override it in custom views.
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() { Self.layoutDidChange() }

    /// `sizeThatFits(_:)`: a plain view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    /// `systemLayoutSizeFitting(_:)`: the smallest size (fitting-level priority on both axes) the constraints allow.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: the size closest to
    /// `targetSize` that the constraints allow at those priorities (`.required` keeps a dimension). Frames are not
    /// changed.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        UIKitLayout.systemLayoutSizeFitting(self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    open func setNeedsLayout() { needsLayout = true }
    open func setNeedsUpdateConstraints() {}
    open func updateConstraintsIfNeeded() {}
    open func updateConstraints() {}
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ rect: CGRect) {}
    var needsLayout = true

    /// `layoutIfNeeded()`: lays the hierarchy out from its root at the root's current size, then calls
    /// `layoutSubviews()` on every view.
    open func layoutIfNeeded() { UIKitLayout.layoutInPlace(self) }

    /// Called after the engine has solved and set every frame (root first); override to adjust what depends on
    /// frames (corner radii, shadow paths).
    open func layoutSubviews() {}

    /// `draw(_:)`: not called; custom drawing does not appear in snapshots (README: supported API).
    open func draw(_ rect: CGRect) {}

    /// `hitTest(_:with:)` and `point(inside:with:)`, as UIKit answers them (nothing is touched in a still image, but
    /// code may ask): the deepest visible, interactive subview containing the point.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.minX + bounds.minX, y: point.y - subview.frame.minY + bounds.minY)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// `awakeFromNib()` and `prepareForInterfaceBuilder()`: views are built in code here, so neither is called.
    open func awakeFromNib() {}
    open func prepareForInterfaceBuilder() {}
    /// `encode(with:)` (`NSCoding`): views are not archived on Linux.
    open func encode(with coder: NSCoder) {}

    // MARK: Traits

    /// The collection current when the view was created.
    let creationTraits: UITraitCollection
    /// The collection of the host laying the hierarchy out, on its root.
    var hostTraits: UITraitCollection?

    /// The host's collection (for a hierarchy LayoutSnap lays out), else the superview's, else the one current when
    /// the view was created.
    open var traitCollection: UITraitCollection {
        hostTraits ?? superview?.traitCollection ?? creationTraits
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// `effectiveUserInterfaceLayoutDirection`: the semantic content attribute's forced direction, else the traits'.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    var layoutDirection: LayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        default: return traitCollection.direction
        }
    }

    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        default: return UITraitCollection.current.direction == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    // MARK: Layout bookkeeping

    /// Bumped by every change that can move or resize a view; a layout pass that sees it change solves again.
    static var layoutGeneration = 0
    static func layoutDidChange() { layoutGeneration &+= 1 }

    /// The name this view goes by in diagnostics: its accessibility identifier, else its type.
    var debugName: String {
        if let identifier = accessibilityIdentifier, !identifier.isEmpty { return identifier }
        return typeName
    }

    /// The view's class name (`UILabel`, `RecipeCell`), looked up once per class.
    var typeName: String {
        let type = ObjectIdentifier(Swift.type(of: self))
        if let name = Self.typeNames[type] { return name }
        let name = String(describing: Swift.type(of: self))
        Self.typeNames[type] = name
        return name
    }
    private static var typeNames: [ObjectIdentifier: String] = [:]

    /// Whether `intrinsicContentSize` is read for the engine (views whose content the engine measures do not).
    var usesDeclaredIntrinsicSize: Bool { true }
    /// The subview (by engine id) whose baselines stand for this view's (`forFirstBaselineLayout`).
    func hostedBaselineViewID(_ id: String) -> String? { nil }
    /// `alignmentRectInsets` as the engine takes them.
    var hostedAlignmentInsets: EdgeInsets { .zero }

    /// What the view is for the engine; subclasses with content (labels, images, stacks, controls) override it.
    func hostedKind(_ builder: HierarchyBuilder) -> ViewKind { .plain }
    /// The view's children for the engine, with extra constraints (cells add their content views' constraints,
    /// buttons their parts).
    func hostedSubviews(_ builder: HierarchyBuilder, id: String) -> (views: [ViewSpec], constraints: [LayoutConstraint]) {
        let specs = subviews.map { builder.spec(for: $0) }
        var constraints: [LayoutConstraint] = []
        for (subview, spec) in zip(subviews, specs) where subview.translatesAutoresizingMaskIntoConstraints && !managesFrame(of: subview) {
            guard HierarchyBuilder.isUsable(subview.frame), HierarchyBuilder.isUsable(bounds) else {
                builder.report(LayoutDiagnostic(kind: .invalidConstraint,
                                                message: "\(spec.id): its frame \(subview.frame) (or its superview's) is not finite or too large to translate into constraints"))
                continue
            }
            constraints += LayoutConstraint.autoresizingConstraints(forView: spec.id, frame: subview.frame.rect, mask: subview.autoresizingMask,
                                                                    parentSize: bounds.size.size, alignmentInsets: spec.alignmentRectInsets)
        }
        return (specs, constraints)
    }
    /// Whether this view positions `subview` itself (a stack view its arranged subviews, a cell its content view).
    func managesFrame(of subview: UIView) -> Bool { false }
    /// Content drawn by the view beyond its layer (shape layers of custom views are sublayers).
    func hostedStyle() -> NodeStyle {
        layer.nodeStyle(viewBackground: backgroundColor?.color, alpha: Double(alpha))
    }
}

/// `UIView.AutoresizingMask`: the engine's own mask (the same option bits as UIKit's), so frames translate as they are.
public typealias UIViewAutoresizing = AutoLayout.AutoresizingMask

/// `UIView.TintAdjustmentMode`.
public enum UIViewTintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }

/// `CGAffineTransform`, accepted for compilation (views are not drawn transformed).
public struct CGAffineTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(rotationAngle angle: CGFloat) { self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0) }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

/// `UIWindow`: no window exists while LayoutSnap lays a hierarchy out (`view.window` is nil).
@preconcurrency @MainActor open class UIWindow: UIView {}

extension NSLayoutConstraint {
    /// Whether the constraint relates `view` or one of its descendants.
    func relates(inside view: UIView) -> Bool {
        [firstAnchorItem?.view, secondAnchorItem?.view].contains { $0?.isDescendant(of: view) ?? false }
    }
}
