import AutoLayout
import Foundation
import Geometry
import Scenes

/// `UIStackView`: lays its arranged subviews out in a row or column with the engine's stack constraints
/// (`UISV-*`); hidden arranged views collapse, as in UIKit.
@preconcurrency @MainActor open class UIStackView: UIView {
    /// `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    /// `UIStackView.Alignment` (`top` is `leading` and `bottom` is `trailing`, as in UIKit).
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// `UIStackView.spacingUseDefault` / `spacingUseSystem`.
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { Self.layoutDidChange() } }
    open var distribution: Distribution = .fill { didSet { Self.layoutDidChange() } }
    open var alignment: Alignment = .fill { didSet { Self.layoutDidChange() } }
    open var spacing: CGFloat = 0 { didSet { if oldValue != spacing { Self.layoutDidChange() } } }
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false { didSet { Self.layoutDidChange() } }
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// `init(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Adds `view` at the end of the arranged subviews (and as a subview); its
    /// `translatesAutoresizingMaskIntoConstraints` becomes false.
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        Self.layoutDidChange()
    }

    /// Removes `view` from the arranged subviews; it stays a subview (call `removeFromSuperview()` to remove it).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        Self.layoutDidChange()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        arrangedSubviews.removeAll { $0 === subview }
        super.willRemoveSubview(subview)
    }

    /// `setCustomSpacing(_:after:)`: kept and reported by `customSpacing(after:)`; the stack lays every gap out with
    /// `spacing` (README: supported API).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { customSpacings[ObjectIdentifier(arrangedSubview)] = spacing }
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    override var usesDeclaredIntrinsicSize: Bool { false }

    override func hostedKind(_ builder: HierarchyBuilder) -> ViewKind {
        let alignments: [Alignment: StackAlignment] = [.fill: .fill, .leading: .leading, .firstBaseline: .firstBaseline, .center: .center,
                                                       .trailing: .trailing, .lastBaseline: .lastBaseline]
        let distributions: [Distribution: StackDistribution] = [.fill: .fill, .fillEqually: .fillEqually, .fillProportionally: .fillProportionally,
                                                                 .equalSpacing: .equalSpacing, .equalCentering: .equalCentering]
        return .stack(StackSpec(axis: axis == .vertical ? .vertical : .horizontal, distribution: distributions[distribution] ?? .fill,
                                alignment: alignments[alignment] ?? .fill, spacing: Double(spacing.isFinite ? spacing : 0),
                                isLayoutMarginsRelativeArrangement: isLayoutMarginsRelativeArrangement))
    }

    /// The arranged subviews, in arranged order; other subviews of a stack view are not laid out (the engine's
    /// stacks arrange every subview).
    override func hostedSubviews(_ builder: HierarchyBuilder, id: String) -> (views: [ViewSpec], constraints: [LayoutConstraint]) {
        (arrangedSubviews.filter { $0.superview === self }.map { builder.spec(for: $0) }, [])
    }
}

/// `UIScrollView`: a scroll view whose content size comes from constraints to its `contentLayoutGuide` (or from
/// its subviews' constraints to its edges), drawn scrolled to the top.
@preconcurrency @MainActor open class UIScrollView: UIView {
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    /// `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }

    public private(set) lazy var contentLayoutGuide = UILayoutGuide(system: .contentLayoutGuide, owner: self)
    public private(set) lazy var frameLayoutGuide = UILayoutGuide(system: .frameLayoutGuide, owner: self)
    open var contentSize: CGSize = .zero
    open var contentOffset: CGPoint = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var decelerationRate: CGFloat = 0.998

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) { return nil }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}

    override var usesDeclaredIntrinsicSize: Bool { false }
    override func hostedKind(_ builder: HierarchyBuilder) -> ViewKind { .scroll }
}
