import Foundation
import LayoutSnapUIKit

/// SnapKit's `Constraint`: what one `make.…` chain made (one layout constraint per attribute), kept with
/// `.constraint` to update, deactivate or activate later.
@preconcurrency @MainActor public final class Constraint {
    /// The layout constraints, one per attribute of the chain.
    public var layoutConstraints: [LayoutConstraint]
    /// The item the constraint was made for (held weakly, as SnapKit holds it).
    private weak var item: LayoutConstraintItem?
    private var constant: ConstraintConstant
    private var priority: Float
    let label: String?
    /// Where in the app's source the chain's relation was written (`File.swift:12`).
    let location: String
    /// A chain that made nothing (a skipped relation): activating it does nothing.
    private let isInert: Bool

    init(item: LayoutConstraintItem, layoutConstraints: [LayoutConstraint], constant: ConstraintConstant, priority: Float, label: String?,
         location: String, isInert: Bool = false) {
        self.item = item
        self.layoutConstraints = layoutConstraints
        self.constant = constant
        self.priority = priority
        self.label = label
        self.location = location
        self.isInert = isInert
    }

    /// Whether any of its layout constraints is active; setting it activates or deactivates them all.
    public var isActive: Bool {
        get { layoutConstraints.contains { $0.isActive } }
        set { if newValue { activate() } else { deactivate() } }
    }

    /// Activates the layout constraints and records the constraint as the item's (for `remakeConstraints`,
    /// `updateConstraints` and `removeConstraints`).
    public func activate() {
        guard !isInert, let item else { return }
        NSLayoutConstraint.activate(layoutConstraints)
        ConstraintRegistry.add(self, to: item)
    }

    /// Deactivates the layout constraints and forgets the constraint as the item's.
    public func deactivate() {
        guard !isInert, let item else { return }
        NSLayoutConstraint.deactivate(layoutConstraints)
        ConstraintRegistry.remove(self, from: item)
    }

    @available(*, deprecated, renamed: "activate()")
    public func install() { activate() }

    @available(*, deprecated, renamed: "deactivate()")
    public func uninstall() { deactivate() }

    /// A new constant, added as it is (as `offset(_:)`).
    @discardableResult
    public func update(offset: ConstraintOffsetTarget) -> Constraint { updated(constant: ConstraintConstant(offset) ?? .number(0)) }

    /// A new inset, inward per side (as `inset(_:)`).
    @discardableResult
    public func update(inset: ConstraintInsetTarget) -> Constraint { updated(constant: ConstraintConstant.inset(inset)) }

    @discardableResult
    public func update(inset: ConstraintDirectionalInsetTarget) -> Constraint { updated(constant: ConstraintConstant(inset) ?? .number(0)) }

    /// A new priority. As in SnapKit, it reaches a layout constraint only when neither the old nor the new priority
    /// is required (UIKit refuses to switch an installed constraint between required and optional).
    @discardableResult
    public func update(priority: ConstraintPriorityTarget) -> Constraint { updated(priority: priority.constraintPriorityTargetValue) }

    @discardableResult
    public func update(priority: ConstraintPriority) -> Constraint { updated(priority: priority.value) }

    @available(*, deprecated, renamed: "update(offset:)")
    public func updateOffset(amount: ConstraintOffsetTarget) { update(offset: amount) }

    @available(*, deprecated, renamed: "update(inset:)")
    public func updateInsets(amount: ConstraintInsetTarget) { update(inset: amount) }

    @available(*, deprecated, renamed: "update(priority:)")
    public func updatePriority(amount: ConstraintPriorityTarget) { update(priority: amount) }

    /// The constant for `layoutConstraint`, resolved for its second attribute (its first without a second item).
    func constantValue(for layoutConstraint: LayoutConstraint) -> CGFloat {
        constant.value(for: layoutConstraint.secondAttribute == .notAnAttribute ? layoutConstraint.firstAttribute : layoutConstraint.secondAttribute)
    }

    /// The constraint with a new constant or priority. SnapKit re-applies both the constant and the priority after any
    /// `update(…)`.
    private func updated(constant: ConstraintConstant? = nil, priority: Float? = nil) -> Constraint {
        if let constant { self.constant = constant }
        if let priority { self.priority = priority }
        let required = ConstraintPriority.required.value
        for layoutConstraint in layoutConstraints {
            layoutConstraint.constant = constantValue(for: layoutConstraint)
            if layoutConstraint.priority.rawValue < required && self.priority != required {
                layoutConstraint.priority = UILayoutPriority(self.priority)
            }
        }
        return self
    }
}

extension NSLayoutConstraint {
    /// SnapKit's test for the constraint `updateConstraints` changes: the same items, attributes, relation,
    /// priority and multiplier.
    func matchesForUpdate(_ other: NSLayoutConstraint) -> Bool {
        firstItem === other.firstItem && secondItem === other.secondItem && firstAttribute == other.firstAttribute
            && secondAttribute == other.secondAttribute && relation == other.relation && priority == other.priority
            && multiplier == other.multiplier
    }
}

/// The constraints made through `snp` for each live view or guide (SnapKit keeps them as an associated object of the
/// item), and the items' debugging labels. Entries of items that are gone are dropped as the table grows.
@preconcurrency @MainActor enum ConstraintRegistry {
    private final class Entry {
        weak var owner: AnyObject?
        var constraints: [Constraint] = []
        var label: String?
        init(owner: AnyObject) { self.owner = owner }
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    private static var pruneAt = 256

    private static func entry(for item: AnyObject, creating: Bool) -> Entry? {
        let key = ObjectIdentifier(item)
        if let entry = entries[key], entry.owner === item { return entry }
        // A dead entry whose identifier was reused by a new object is replaced.
        entries[key] = nil
        guard creating else { return nil }
        if entries.count >= pruneAt {
            entries = entries.filter { $0.value.owner != nil }
            pruneAt = max(256, entries.count * 2)
        }
        let entry = Entry(owner: item)
        entries[key] = entry
        return entry
    }

    static func constraints(of item: AnyObject) -> [Constraint] { entry(for: item, creating: false)?.constraints ?? [] }

    static func add(_ constraint: Constraint, to item: AnyObject) {
        guard let entry = entry(for: item, creating: true), !entry.constraints.contains(where: { $0 === constraint }) else { return }
        entry.constraints.append(constraint)
    }

    static func remove(_ constraint: Constraint, from item: AnyObject) {
        entry(for: item, creating: false)?.constraints.removeAll { $0 === constraint }
    }

    static func setLabel(_ label: String?, for item: AnyObject) { entry(for: item, creating: true)?.label = label }

    static func label(for item: AnyObject) -> String? { entry(for: item, creating: false)?.label }
}

/// What LayoutSnapSnapKit skipped where SnapKit stops the app (`fatalError`): `equalToSuperview()` without a
/// superview, a bare constant for a position without a superview, several attributes related to a different set,
/// `updateConstraints` with no matching constraint. The rest of the layout is made as usual. The latest 100.
@preconcurrency @MainActor public enum SnapKitDiagnostics {
    public private(set) static var messages: [String] = []

    static func note(_ message: String) {
        messages.append("LayoutSnapSnapKit: " + message)
        if messages.count > 100 { messages.removeFirst(messages.count - 100) }
    }

    /// Forgets the messages so far.
    public static func removeAll() { messages.removeAll() }
}
