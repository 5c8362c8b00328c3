import LayoutSnapUIKit

/// SnapKit's `ConstraintDSL`: what `view.snp` and `guide.snp` have in common.
@preconcurrency @MainActor public protocol ConstraintDSL {
    var target: AnyObject? { get }
    func setLabel(_ value: String?)
    func label() -> String?
}

extension ConstraintDSL {
    /// SnapKit's debugging label for the target (kept while the target lives).
    public func setLabel(_ value: String?) {
        guard let target else { return }
        ConstraintRegistry.setLabel(value, for: target)
    }

    public func label() -> String? { target.flatMap(ConstraintRegistry.label(for:)) }
}

/// SnapKit's `ConstraintBasicAttributesDSL`: sides, size and centre as targets (`other.snp.top`).
@preconcurrency @MainActor public protocol ConstraintBasicAttributesDSL: ConstraintDSL {}

extension ConstraintBasicAttributesDSL {
    private func item(_ attributes: ConstraintAttributes) -> ConstraintItem { ConstraintItem(target: target, attributes: attributes) }

    public var left: ConstraintItem { item(.left) }
    public var top: ConstraintItem { item(.top) }
    public var right: ConstraintItem { item(.right) }
    public var bottom: ConstraintItem { item(.bottom) }
    public var leading: ConstraintItem { item(.leading) }
    public var trailing: ConstraintItem { item(.trailing) }
    public var width: ConstraintItem { item(.width) }
    public var height: ConstraintItem { item(.height) }
    public var centerX: ConstraintItem { item(.centerX) }
    public var centerY: ConstraintItem { item(.centerY) }
    /// Top, left, bottom and right.
    public var edges: ConstraintItem { item(.edges) }
    /// Top, leading, bottom and trailing.
    public var directionalEdges: ConstraintItem { item(.directionalEdges) }
    public var horizontalEdges: ConstraintItem { item(.horizontalEdges) }
    public var verticalEdges: ConstraintItem { item(.verticalEdges) }
    public var directionalHorizontalEdges: ConstraintItem { item(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintItem { item(.directionalVerticalEdges) }
    /// Width and height.
    public var size: ConstraintItem { item(.size) }
    /// Centre X and centre Y.
    public var center: ConstraintItem { item(.center) }
}

/// SnapKit's `ConstraintAttributesDSL`: the basic attributes plus baselines and margins.
@preconcurrency @MainActor public protocol ConstraintAttributesDSL: ConstraintBasicAttributesDSL {}

extension ConstraintAttributesDSL {
    private func item(_ attributes: ConstraintAttributes) -> ConstraintItem { ConstraintItem(target: target, attributes: attributes) }

    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintItem { item(.lastBaseline) }
    public var lastBaseline: ConstraintItem { item(.lastBaseline) }
    public var firstBaseline: ConstraintItem { item(.firstBaseline) }
    public var leftMargin: ConstraintItem { item(.leftMargin) }
    public var topMargin: ConstraintItem { item(.topMargin) }
    public var rightMargin: ConstraintItem { item(.rightMargin) }
    public var bottomMargin: ConstraintItem { item(.bottomMargin) }
    public var leadingMargin: ConstraintItem { item(.leadingMargin) }
    public var trailingMargin: ConstraintItem { item(.trailingMargin) }
    public var centerXWithinMargins: ConstraintItem { item(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintItem { item(.centerYWithinMargins) }
    /// The four margins (left, top, right, bottom); `make.edges.equalTo(other.snp.margins)` pins each edge to its margin.
    public var margins: ConstraintItem { item(.margins) }
    public var directionalMargins: ConstraintItem { item(.directionalMargins) }
    public var centerWithinMargins: ConstraintItem { item(.centerWithinMargins) }
}

/// What `view.snp` and `guide.snp` do with constraints: make, remake, update and remove those of `constrainedItem`
/// (SnapKit declares these on each DSL; here they are written once).
@preconcurrency @MainActor public protocol ConstraintMakerDSL: ConstraintAttributesDSL {
    /// The view or layout guide whose constraints the DSL makes.
    var constrainedItem: LayoutConstraintItem { get }
}

extension ConstraintMakerDSL {
    /// Makes the constraints the closure describes without activating them (SnapKit's `prepareConstraints`).
    @discardableResult
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.prepareConstraints(item: constrainedItem, closure: closure)
    }

    /// Makes and activates the constraints the closure describes; the view's
    /// `translatesAutoresizingMaskIntoConstraints` becomes false, as in SnapKit.
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.makeConstraints(item: constrainedItem, closure: closure)
    }

    /// Deactivates every constraint made through `snp` for this view, then makes the closure's (SnapKit's
    /// `remakeConstraints`). Constraints made with anchors or by other views are kept.
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.remakeConstraints(item: constrainedItem, closure: closure)
    }

    /// Changes the constants of the view's existing `snp` constraints that match the closure's (SnapKit matches the
    /// items, attributes, relation, multiplier and priority); with none yet, it makes them. A constraint with no
    /// match is skipped and noted in `SnapKitDiagnostics.messages` (SnapKit stops the app there).
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.updateConstraints(item: constrainedItem, closure: closure)
    }

    /// Deactivates every constraint made through `snp` for this view.
    public func removeConstraints() {
        ConstraintMaker.removeConstraints(item: constrainedItem)
    }
}

/// SnapKit's `ConstraintViewDSL`, `view.snp`: makes, remakes, updates and removes the view's constraints, and names
/// its attributes as targets.
@preconcurrency @MainActor public struct ConstraintViewDSL: ConstraintMakerDSL {
    let view: ConstraintView

    init(view: ConstraintView) { self.view = view }

    public var target: AnyObject? { view }
    public var constrainedItem: LayoutConstraintItem { view }

    public var contentHuggingHorizontalPriority: Float {
        get { view.contentHuggingPriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentHuggingPriority(UILayoutPriority(newValue), for: .horizontal) }
    }

    public var contentHuggingVerticalPriority: Float {
        get { view.contentHuggingPriority(for: .vertical).rawValue }
        nonmutating set { view.setContentHuggingPriority(UILayoutPriority(newValue), for: .vertical) }
    }

    public var contentCompressionResistanceHorizontalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(UILayoutPriority(newValue), for: .horizontal) }
    }

    public var contentCompressionResistanceVerticalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(UILayoutPriority(newValue), for: .vertical) }
    }

    /// `view.snp.safeAreaLayoutGuide`: the view's safe area guide's DSL.
    public var safeAreaLayoutGuide: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: view.safeAreaLayoutGuide) }
    public var safeAreaEdges: ConstraintItem { ConstraintItem(target: view.safeAreaLayoutGuide, attributes: .edges) }
    public var safeAreaTop: ConstraintItem { ConstraintItem(target: view.safeAreaLayoutGuide, attributes: .top) }
    public var safeAreaBottom: ConstraintItem { ConstraintItem(target: view.safeAreaLayoutGuide, attributes: .bottom) }
    public var safeAreaLeading: ConstraintItem { ConstraintItem(target: view.safeAreaLayoutGuide, attributes: .leading) }
    public var safeAreaTrailing: ConstraintItem { ConstraintItem(target: view.safeAreaLayoutGuide, attributes: .trailing) }
    public var safeAreaCenter: ConstraintItem { ConstraintItem(target: view.safeAreaLayoutGuide, attributes: .center) }
    public var safeAreaCenterX: ConstraintItem { ConstraintItem(target: view.safeAreaLayoutGuide, attributes: .centerX) }
    public var safeAreaCenterY: ConstraintItem { ConstraintItem(target: view.safeAreaLayoutGuide, attributes: .centerY) }
}

/// SnapKit's `ConstraintLayoutGuideDSL`, `guide.snp`: as `view.snp`, for a layout guide (its "superview" is its
/// owning view).
@preconcurrency @MainActor public struct ConstraintLayoutGuideDSL: ConstraintMakerDSL {
    let guide: ConstraintLayoutGuide

    init(guide: ConstraintLayoutGuide) { self.guide = guide }

    public var target: AnyObject? { guide }
    public var constrainedItem: LayoutConstraintItem { guide }
}

extension UIView {
    /// SnapKit's entry point: `view.snp.makeConstraints { make in … }`, `other.snp.bottom`.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

extension UILayoutGuide {
    /// SnapKit's entry point for guides: `view.safeAreaLayoutGuide.snp.top`, `guide.snp.makeConstraints { … }`.
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}
