import Foundation
import LayoutSnapUIKit

/// SnapKit's `ConstraintMaker`, the `make` of `makeConstraints { make in … }`: each attribute property starts a
/// constraint description (`make.top`), which chains more attributes (`make.top.leading`), a relation
/// (`.equalToSuperview()`), editables (`.inset(16)`) and a priority.
@preconcurrency @MainActor public class ConstraintMaker: ConstraintMakerAttributes {
    /// The view or layout guide the constraints are made for.
    public let item: LayoutConstraintItem
    private var descriptions: [ConstraintDescription] = []

    init(item: LayoutConstraintItem) {
        self.item = item
        item.prepareForConstraints()
    }

    /// Starts a constraint description for `attributes` (`make.top`).
    public func chaining(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    /// Centre X and centre Y (the maker's only: SnapKit's chains cannot add it).
    public var center: ConstraintMakerExtendable { chaining(.center) }

    // MARK: What view.snp and guide.snp do

    /// Runs the closure and returns the constraints its complete descriptions make, inactive.
    static func prepareConstraints(item: LayoutConstraintItem, closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        let maker = ConstraintMaker(item: item)
        closure(maker)
        return maker.descriptions.compactMap(\.constraint)
    }

    static func makeConstraints(item: LayoutConstraintItem, closure: (_ make: ConstraintMaker) -> Void) {
        prepareConstraints(item: item, closure: closure).forEach { $0.activate() }
    }

    static func remakeConstraints(item: LayoutConstraintItem, closure: (_ make: ConstraintMaker) -> Void) {
        removeConstraints(item: item)
        makeConstraints(item: item, closure: closure)
    }

    static func updateConstraints(item: LayoutConstraintItem, closure: (_ make: ConstraintMaker) -> Void) {
        let existing = ConstraintRegistry.constraints(of: item)
        guard !existing.isEmpty else { return makeConstraints(item: item, closure: closure) }
        let existingLayout = existing.flatMap(\.layoutConstraints)
        for constraint in prepareConstraints(item: item, closure: closure) {
            for layoutConstraint in constraint.layoutConstraints {
                guard let match = existingLayout.first(where: { $0.matchesForUpdate(layoutConstraint) }) else {
                    SnapKitDiagnostics.note("updateConstraints found no existing constraint matching \(layoutConstraint.description) "
                        + "(\(constraint.location)); skipped")
                    continue
                }
                match.constant = constraint.constantValue(for: match)
            }
        }
    }

    static func removeConstraints(item: LayoutConstraintItem) {
        ConstraintRegistry.constraints(of: item).forEach { $0.deactivate() }
    }
}

/// One `make.…` chain: the attributes, what they relate to and how; made into a `Constraint` once, when first asked.
@preconcurrency @MainActor final class ConstraintDescription {
    let item: LayoutConstraintItem
    var attributes: ConstraintAttributes
    var relation: NSLayoutConstraint.Relation?
    /// The item related to; its target is nil for a bare constant (`equalTo(20)`, `equalTo(CGSize(…))`).
    var related: ConstraintItem?
    var relatesToConstant = false
    var constant = ConstraintConstant.number(0)
    var multiplier: CGFloat = 1
    var priority: Float = ConstraintPriority.required.value
    var label: String?
    var location = ""

    init(item: LayoutConstraintItem, attributes: ConstraintAttributes) {
        self.item = item
        self.attributes = attributes
    }

    /// The constraint the description makes; nil when it has no relation or was skipped.
    lazy var constraint: Constraint? = makeConstraint()

    /// What `.constraint` returns for a description that makes nothing: a constraint with no layout constraints.
    lazy var inertConstraint = Constraint(item: item, layoutConstraints: [], constant: constant, priority: priority,
                                          label: label, location: location, isInert: true)

    private func makeConstraint() -> Constraint? {
        guard let relation, let related else { return nil }
        var made: [LayoutConstraint] = []
        for attribute in attributes.layoutAttributes {
            let targetAttribute = self.targetAttribute(for: attribute, related: related)
            var second: AnyObject? = related.target
            if second == nil {
                guard relatesToConstant else {
                    SnapKitDiagnostics.note("\(item.constraintDebugName).\(attribute) relates to an item that no longer exists (\(location)); skipped")
                    continue
                }
                if !targetAttribute.isDimension {
                    // SnapKit measures a bare constant for any other attribute from the superview.
                    guard let superview = item.constraintSuperview else {
                        SnapKitDiagnostics.note("\(item.constraintDebugName).\(attribute) is set to a constant but has no superview "
                            + "(\(location)); skipped")
                        continue
                    }
                    second = superview
                }
            }
            let layoutConstraint = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: second,
                                                      attribute: second == nil ? .notAnAttribute : targetAttribute,
                                                      multiplier: multiplier, constant: constant.value(for: targetAttribute))
            layoutConstraint.priority = UILayoutPriority(priority)
            layoutConstraint.identifier = label
            made.append(layoutConstraint)
        }
        return Constraint(item: item, layoutConstraints: made, constant: constant, priority: priority, label: label, location: location)
    }

    /// SnapKit's second attribute for `attribute`: the same attribute when the target names none or the same set;
    /// the margin for an edge (and back) between `edges`/`margins` and `directionalEdges`/`directionalMargins`; else
    /// the target's single attribute. A bare constant on centre X/Y is measured from the superview's left/top.
    private func targetAttribute(for attribute: NSLayoutConstraint.Attribute, related: ConstraintItem) -> NSLayoutConstraint.Attribute {
        let targets = related.attributes.layoutAttributes
        guard let first = targets.first else {
            if relatesToConstant && attribute == .centerX { return .left }
            if relatesToConstant && attribute == .centerY { return .top }
            return attribute
        }
        if attributes.pairsWithMargins(related.attributes) { return attribute.marginCounterpart }
        if related.attributes == attributes { return attribute }
        return first
    }
}

/// SnapKit's `ConstraintMakerRelatable`: the relations.
///
/// The `…Superview()` forms on an item without a superview make no constraint (SnapKit stops the app there); the
/// chain still works and `.constraint` is an inactive constraint with no layout constraints. The skip is noted in
/// `SnapKitDiagnostics.messages`. So is relating several attributes to a different set of several
/// (`make.top.leading.equalTo(other.snp.edges)`), which SnapKit also stops on.
@preconcurrency @MainActor public class ConstraintMakerRelatable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    private func relate(_ other: ConstraintRelatableTarget, _ relation: NSLayoutConstraint.Relation, _ file: String,
                        _ line: UInt) -> ConstraintMakerEditable {
        let editable = ConstraintMakerEditable(description)
        description.location = "\(file):\(line)"
        let related: ConstraintItem
        if let item = other as? ConstraintItem {
            let attributes = item.attributes
            guard attributes.layoutAttributes.count <= 1 || attributes == description.attributes
                || description.attributes.pairsWithMargins(attributes) else {
                SnapKitDiagnostics.note("\(description.item.constraintDebugName): cannot relate \(description.attributes.layoutAttributes) "
                    + "to \(attributes.layoutAttributes) (\(description.location)); skipped")
                return editable
            }
            related = item
        } else if let view = other as? UIView {
            related = ConstraintItem(target: view, attributes: .none)
        } else if let guide = other as? UILayoutGuide {
            related = ConstraintItem(target: guide, attributes: .none)
        } else if let constant = ConstraintConstant(other) {
            related = ConstraintItem(target: nil, attributes: .none)
            description.relatesToConstant = true
            description.constant = constant
        } else {
            SnapKitDiagnostics.note("\(description.item.constraintDebugName): \(type(of: other)) is not a constraint target "
                + "(\(description.location)); skipped")
            return editable
        }
        description.relation = relation
        description.related = related
        return editable
    }

    private func relateToSuperview(_ relation: NSLayoutConstraint.Relation, _ name: String, _ file: String, _ line: UInt,
                                   _ target: (UIView) -> ConstraintRelatableTarget) -> ConstraintMakerEditable {
        guard let superview = description.item.constraintSuperview else {
            SnapKitDiagnostics.note("\(name) on \(description.item.constraintDebugName), which has no superview (\(file):\(line)); skipped")
            return ConstraintMakerEditable(description)
        }
        return relate(target(superview), relation, file, line)
    }

    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(other, .equal, file, line)
    }

    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(other, .lessThanOrEqual, file, line)
    }

    @discardableResult
    public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relate(other, .greaterThanOrEqual, file, line)
    }

    /// The same attributes of the superview (of the owning view, for a layout guide).
    @discardableResult
    public func equalToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(.equal, "equalToSuperview()", file, line) { $0 }
    }

    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(.lessThanOrEqual, "lessThanOrEqualToSuperview()", file, line) { $0 }
    }

    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(.greaterThanOrEqual, "greaterThanOrEqualToSuperview()", file, line) { $0 }
    }

    /// What the closure picks from the superview (`equalToSuperview { $0.safeAreaLayoutGuide }`).
    @discardableResult
    public func equalToSuperview<T: ConstraintRelatableTarget>(_ closure: (ConstraintView) -> T, _ file: String = #fileID,
                                                               line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(.equal, "equalToSuperview(_:)", file, line, closure)
    }

    @discardableResult
    public func lessThanOrEqualToSuperview<T: ConstraintRelatableTarget>(_ closure: (ConstraintView) -> T, _ file: String = #fileID,
                                                                         line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(.lessThanOrEqual, "lessThanOrEqualToSuperview(_:)", file, line, closure)
    }

    @discardableResult
    public func greaterThanOrEqualToSuperview<T: ConstraintRelatableTarget>(_ closure: (ConstraintView) -> T, _ file: String = #fileID,
                                                                            line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(.greaterThanOrEqual, "greaterThanOrEqualToSuperview(_:)", file, line, closure)
    }

    /// What the closure picks from the superview's safe area guide.
    @discardableResult
    public func equalToSuperviewSafeAreaLayoutGuide<T: ConstraintRelatableTarget>(_ closure: (ConstraintLayoutGuide) -> T,
                                                                                  _ file: String = #fileID,
                                                                                  line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(.equal, "equalToSuperviewSafeAreaLayoutGuide(_:)", file, line) { closure($0.safeAreaLayoutGuide) }
    }

    @discardableResult
    public func lessThanOrEqualToSuperviewSafeAreaLayoutGuide<T: ConstraintRelatableTarget>(_ closure: (ConstraintLayoutGuide) -> T,
                                                                                            _ file: String = #fileID,
                                                                                            line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(.lessThanOrEqual, "lessThanOrEqualToSuperviewSafeAreaLayoutGuide(_:)", file, line) { closure($0.safeAreaLayoutGuide) }
    }

    @discardableResult
    public func greaterThanOrEqualToSuperviewSafeAreaLayoutGuide<T: ConstraintRelatableTarget>(_ closure: (ConstraintLayoutGuide) -> T,
                                                                                               _ file: String = #fileID,
                                                                                               line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(.greaterThanOrEqual, "greaterThanOrEqualToSuperviewSafeAreaLayoutGuide(_:)", file, line) {
            closure($0.safeAreaLayoutGuide)
        }
    }
}

/// SnapKit's `ConstraintMakerExtendable`: adds attributes to the chain (`make.top.leading.trailing`).
@preconcurrency @MainActor public class ConstraintMakerExtendable: ConstraintMakerRelatable, ConstraintMakerAttributes {
    /// Adds `attributes` to the chain's description (`make.top.leading`).
    public func chaining(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(attributes)
        return self
    }
}

/// SnapKit's `ConstraintMakerFinalizable`: the label, and the `Constraint` the chain makes.
@preconcurrency @MainActor public class ConstraintMakerFinalizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    /// The chain, after `change` to its description: what each of the chain's setters returns.
    func changing(_ change: (ConstraintDescription) -> Void) -> Self {
        change(description)
        return self
    }

    /// Sets the layout constraints' `identifier`.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable { changing { $0.label = label } }

    /// The constraint this chain makes, to keep and update or deactivate later. For a chain that makes nothing
    /// (a skipped `equalToSuperview()`), a constraint with no layout constraints that activates nothing.
    public var constraint: Constraint { description.constraint ?? description.inertConstraint }
}

/// SnapKit's `ConstraintMakerPrioritizable`: `priority(_:)`.
@preconcurrency @MainActor public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    /// `.priority(.high)`, `.priority(.low)`, `.priority(.required)`, `.priority(.medium)`.
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable { changing { $0.priority = amount.value } }

    /// `.priority(750)`, `.priority(UILayoutPriority.defaultLow)`.
    @discardableResult
    public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        changing { $0.priority = amount.constraintPriorityTargetValue }
    }

    @available(*, deprecated, message: "Use priority(.required) instead.")
    @discardableResult
    public func priorityRequired() -> ConstraintMakerFinalizable { priority(.required) }

    @available(*, deprecated, message: "Use priority(.high) instead.")
    @discardableResult
    public func priorityHigh() -> ConstraintMakerFinalizable { priority(.high) }

    @available(*, deprecated, message: "Use priority(.medium) instead.")
    @discardableResult
    public func priorityMedium() -> ConstraintMakerFinalizable { priority(.medium) }

    @available(*, deprecated, message: "Use priority(.low) instead.")
    @discardableResult
    public func priorityLow() -> ConstraintMakerFinalizable { priority(.low) }
}

@available(*, deprecated, message: "Use ConstraintMakerPrioritizable instead.")
public typealias ConstraintMakerPriortizable = ConstraintMakerPrioritizable

/// SnapKit's `ConstraintMakerEditable`: constant and multiplier.
@preconcurrency @MainActor public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    @discardableResult
    public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        changing { $0.multiplier = amount.constraintMultiplierTargetValue }
    }

    @discardableResult
    public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        multipliedBy(1 / amount.constraintMultiplierTargetValue)
    }

    /// The constant, added as it is to every attribute (`make.trailing.equalToSuperview().offset(-16)`).
    @discardableResult
    public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
        changing { $0.constant = ConstraintConstant(amount) ?? .number(0) }
    }

    /// An inset inward on each side, as in SnapKit: added on top/left/leading, subtracted on bottom/right/trailing,
    /// twice subtracted from width/height, a number being the same inset on every side. It is resolved for the
    /// *target's* attribute: `make.top.equalTo(other.snp.bottom).inset(8)` is 8 above, as SnapKit makes it.
    @discardableResult
    public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
        changing { $0.constant = ConstraintConstant.inset(amount) }
    }

    /// Directional insets, inward as `inset(_:)`.
    @discardableResult
    public func inset(_ amount: ConstraintDirectionalInsetTarget) -> ConstraintMakerEditable {
        changing { $0.constant = ConstraintConstant(amount) ?? .number(0) }
    }
}

/// The attribute names of a maker chain. On `ConstraintMaker` each starts a constraint description (`make.top`); on
/// `ConstraintMakerExtendable` each adds to the chain's (`make.top.leading`). SnapKit writes the list on both
/// classes; here both take it from this protocol.
@preconcurrency @MainActor public protocol ConstraintMakerAttributes {
    /// The chain with `attributes` started (on the maker) or added (on a chain).
    func chaining(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable
}

extension ConstraintMakerAttributes {
    public var left: ConstraintMakerExtendable { chaining(.left) }
    public var top: ConstraintMakerExtendable { chaining(.top) }
    public var bottom: ConstraintMakerExtendable { chaining(.bottom) }
    public var right: ConstraintMakerExtendable { chaining(.right) }
    public var leading: ConstraintMakerExtendable { chaining(.leading) }
    public var trailing: ConstraintMakerExtendable { chaining(.trailing) }
    public var width: ConstraintMakerExtendable { chaining(.width) }
    public var height: ConstraintMakerExtendable { chaining(.height) }
    public var centerX: ConstraintMakerExtendable { chaining(.centerX) }
    public var centerY: ConstraintMakerExtendable { chaining(.centerY) }
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintMakerExtendable { chaining(.lastBaseline) }
    public var lastBaseline: ConstraintMakerExtendable { chaining(.lastBaseline) }
    public var firstBaseline: ConstraintMakerExtendable { chaining(.firstBaseline) }
    public var leftMargin: ConstraintMakerExtendable { chaining(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { chaining(.rightMargin) }
    public var topMargin: ConstraintMakerExtendable { chaining(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { chaining(.bottomMargin) }
    public var leadingMargin: ConstraintMakerExtendable { chaining(.leadingMargin) }
    public var trailingMargin: ConstraintMakerExtendable { chaining(.trailingMargin) }
    public var centerXWithinMargins: ConstraintMakerExtendable { chaining(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintMakerExtendable { chaining(.centerYWithinMargins) }
    /// Top, left, bottom and right (absolute sides, as in SnapKit).
    public var edges: ConstraintMakerExtendable { chaining(.edges) }
    public var horizontalEdges: ConstraintMakerExtendable { chaining(.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { chaining(.verticalEdges) }
    /// Top, leading, bottom and trailing.
    public var directionalEdges: ConstraintMakerExtendable { chaining(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { chaining(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintMakerExtendable { chaining(.directionalVerticalEdges) }
    /// Width and height.
    public var size: ConstraintMakerExtendable { chaining(.size) }
    public var margins: ConstraintMakerExtendable { chaining(.margins) }
    public var directionalMargins: ConstraintMakerExtendable { chaining(.directionalMargins) }
    public var centerWithinMargins: ConstraintMakerExtendable { chaining(.centerWithinMargins) }
}
