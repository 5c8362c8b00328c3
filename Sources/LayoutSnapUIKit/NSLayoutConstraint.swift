import AutoLayout
import Foundation
import Scenes
import Solver

/// `UILayoutPriority`: 1…1000, with UIKit's named levels and arithmetic (`.defaultHigh + 1`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The engine's priority (UIKit clamps to 1…1000).
    var layoutPriority: LayoutPriority { LayoutPriority(Double(min(1000, max(1, rawValue.isFinite ? rawValue : 1000)))) }
}

/// An object constraints can relate: a view or a layout guide.
@preconcurrency @MainActor enum AnchorItem {
    case view(UIView)
    case guide(UILayoutGuide)

    var object: AnyObject {
        switch self {
        case let .view(view): return view
        case let .guide(guide): return guide
        }
    }

    /// The view whose hierarchy the item is in (a guide's owning view).
    var view: UIView? {
        switch self {
        case let .view(view): return view
        case let .guide(guide): return guide.owningView
        }
    }
}

/// `NSLayoutAnchor`: one attribute of a view or layout guide, from which constraints are made. Anchors combine
/// only within their family (the generic parameter), as in UIKit.
@preconcurrency @MainActor open class NSLayoutAnchor<AnchorType: AnyObject> {
    let item: AnchorItem
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnchorItem, attribute: NSLayoutConstraint.Attribute) { self.item = item; self.attribute = attribute }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
              constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(first: item, firstAttribute: attribute, relation: relation, second: other?.item,
                           secondAttribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor) }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor) }
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// `NSLayoutXAxisAnchor`: leading, trailing, left, right and centre X.
@preconcurrency @MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `constraint(equalToSystemSpacingAfter:multiplier:)`: this anchor `multiplier` × the standard 8-pt spacing
    /// after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * NSLayoutConstraint.systemSpacing)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * NSLayoutConstraint.systemSpacing)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * NSLayoutConstraint.systemSpacing)
    }

    /// `anchorWithOffset(to:)`: a dimension that is the distance from this anchor to `otherAnchor` (positive when
    /// `otherAnchor` is after it), for constraints such as equal gaps.
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        UILayoutGuide(offsetFrom: (item, attribute), to: (otherAnchor.item, otherAnchor.attribute)).widthAnchor
    }
}

/// `NSLayoutYAxisAnchor`: top, bottom, centre Y and the baselines.
@preconcurrency @MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `constraint(equalToSystemSpacingBelow:multiplier:)`: `multiplier` × the system spacing below `anchor` — between
    /// text baselines the spacing the fonts at those baselines give (and it follows Dynamic Type), else the standard
    /// 8 points.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpaced(.equal, anchor, multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpaced(.greaterThanOrEqual, anchor, multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        systemSpaced(.lessThanOrEqual, anchor, multiplier)
    }

    /// `anchorWithOffset(to:)`: a dimension that is the distance from this anchor down to `otherAnchor`.
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        UILayoutGuide(offsetFrom: (item, attribute), to: (otherAnchor.item, otherAnchor.attribute)).heightAnchor
    }

    private func systemSpaced(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutYAxisAnchor, _ multiplier: CGFloat) -> NSLayoutConstraint {
        let constraint = make(relation, anchor, constant: multiplier * NSLayoutConstraint.systemSpacing)
        constraint.systemSpacingMultiple = multiplier
        return constraint
    }
}

/// `NSLayoutDimension`: width and height.
@preconcurrency @MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, multiplier: m) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m)
    }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// `NSLayoutConstraint`: `first REL second × multiplier + constant @ priority`. Activating installs it on the
/// items' nearest common ancestor; items without one are refused as UIKit refuses them (the message UIKit raises is
/// reported as a layout warning of the next snapshot, and the constraint stays inactive).
@preconcurrency @MainActor open class NSLayoutConstraint {
    /// `NSLayoutConstraint.Attribute`, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }
    /// `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal, greaterThanOrEqual }
    /// `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable { case horizontal, vertical }

    /// The standard spacing between sibling views (`constraint(equalToSystemSpacingAfter:multiplier:)`).
    public static let systemSpacing: CGFloat = 8

    private let firstReference: ItemReference
    private let secondReference: ItemReference?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    public var constant: CGFloat {
        didSet {
            systemSpacingMultiple = nil
            UIView.layoutDidChange()
        }
    }
    /// Set by the system-spacing factories: the constant is this multiple of the spacing the anchors' fonts give,
    /// until `constant` is set.
    var systemSpacingMultiple: CGFloat?
    public var priority: UILayoutPriority = .required { didSet { UIView.layoutDidChange() } }
    public var identifier: String?
    public var shouldBeArchived = false
    /// `anchorWithOffset(to:)` guides this constraint holds until they join a view.
    private var retainedOffsetGuides: [UILayoutGuide] = []
    /// The view it is installed on while active.
    weak var installedOn: UIView?

    /// Items are held weakly, as UIKit holds them.
    private struct ItemReference {
        weak var view: UIView?
        weak var guide: UILayoutGuide?
        init(_ item: AnchorItem) {
            switch item {
            case let .view(view): self.view = view
            case let .guide(guide): self.guide = guide
            }
        }
        var item: AnchorItem? {
            if let view { return .view(view) }
            if let guide { return .guide(guide) }
            return nil
        }
    }

    init(first: AnchorItem, firstAttribute: Attribute, relation: Relation, second: AnchorItem?, secondAttribute: Attribute,
         multiplier: CGFloat, constant: CGFloat) {
        firstReference = ItemReference(first); secondReference = second.map(ItemReference.init)
        // Items are weak, but an `anchorWithOffset(to:)` guide has no view to hold it until the constraint is active.
        for case let .guide(guide)? in [first, second] where guide.isOffsetGuide && guide.owningView == nil { retainedOffsetGuides.append(guide) }
        self.firstAttribute = firstAttribute; self.secondAttribute = secondAttribute; self.relation = relation
        self.multiplier = multiplier; self.constant = constant
    }

    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`; items that are neither views nor
    /// layout guides relate nothing (the constraint is reported when activated).
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        func item(_ any: Any?) -> AnchorItem? {
            if let view = any as? UIView { return .view(view) }
            if let guide = any as? UILayoutGuide { return .guide(guide) }
            return nil
        }
        self.init(first: item(view1) ?? .guide(UILayoutGuide()), firstAttribute: attr1, relation: relation, second: item(view2),
                  secondAttribute: attr2, multiplier: multiplier, constant: c)
    }

    public var firstItem: AnyObject? { firstReference.item?.object }
    public var secondItem: AnyObject? { secondReference?.item?.object }
    var firstAnchorItem: AnchorItem? { firstReference.item }
    var secondAnchorItem: AnchorItem? { secondReference?.item }

    /// `isActive`: whether the constraint takes part in layout.
    public var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { install() } else { uninstall() }
        }
    }

    /// `NSLayoutConstraint.FormatOptions`: the alignment of the views a visual format names, and its direction.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = Self(rawValue: 1 << 1), alignAllRight = Self(rawValue: 1 << 2)
        public static let alignAllTop = Self(rawValue: 1 << 3), alignAllBottom = Self(rawValue: 1 << 4)
        public static let alignAllLeading = Self(rawValue: 1 << 5), alignAllTrailing = Self(rawValue: 1 << 6)
        public static let alignAllCenterX = Self(rawValue: 1 << 9), alignAllCenterY = Self(rawValue: 1 << 10)
        public static let alignAllLastBaseline = Self(rawValue: 1 << 11), alignAllFirstBaseline = Self(rawValue: 1 << 12)
        public static let alignmentMask = Self(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = Self([]), directionLeftToRight = Self(rawValue: 1 << 16)
        public static let directionRightToLeft = Self(rawValue: 2 << 16), directionMask = Self(rawValue: 3 << 16)
        public static let spacingEdgeToEdge = Self([]), spacingBaselineToBaseline = Self(rawValue: 1 << 19)
        public static let spacingMask = Self(rawValue: 1 << 19)
    }

    /// `constraints(withVisualFormat:options:metrics:views:)`: the constraints of a Visual Format Language string
    /// (parsed by AutoLayout's `VisualFormat`, Apple's grammar), inactive, plus one per alignment option between each
    /// pair of neighbouring views. `metrics` values are numbers; `views` maps the names to views. A string UIKit would
    /// refuse (an exception on iOS) gives no constraints and a layout warning naming the problem.
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
                                   views: [String: Any]) -> [NSLayoutConstraint] {
        var numbers: [String: Double] = [:]
        for (name, value) in metrics ?? [:] {
            switch value {
            case let number as NSNumber: numbers[name] = number.doubleValue
            case let number as CGFloat: numbers[name] = Double(number)
            case let number as Double: numbers[name] = number
            case let number as Int: numbers[name] = Double(number)
            default: continue
            }
        }
        let parsed: (constraints: [LayoutConstraint], viewNames: [String])
        do {
            parsed = try VisualFormat.parse(format, metrics: numbers)
        } catch {
            UIKitDiagnostics.report(invalid: "Unable to parse constraint format: \(error)")
            return []
        }
        let direction = options.intersection(.directionMask)
        func attribute(_ layout: LayoutAttribute) -> Attribute? {
            guard var mapped = Attribute.allLayoutAttributes[layout] else { return nil }
            if direction == .directionLeftToRight { mapped = mapped == .leading ? .left : (mapped == .trailing ? .right : mapped) }
            if direction == .directionRightToLeft { mapped = mapped == .leading ? .right : (mapped == .trailing ? .left : mapped) }
            return mapped
        }
        func item(_ layout: LayoutItem) -> AnchorItem? {
            switch layout {
            case let .view(name): return (views[name] as? UIView).map { .view($0) }
            case let .superview(of: name): return (views[name] as? UIView)?.superview.map { .view($0) }
            case .guide: return nil
            }
        }
        var result: [NSLayoutConstraint] = []
        for constraint in parsed.constraints {
            guard let first = item(constraint.first.item), let firstAttribute = attribute(constraint.first.attribute) else {
                UIKitDiagnostics.report(invalid: "\(format): \(constraint.first.item) is not a key in the views dictionary or has no superview")
                return []
            }
            var second: AnchorItem?
            var secondAttribute = Attribute.notAnAttribute
            if let anchor = constraint.second {
                guard let resolved = item(anchor.item), let resolvedAttribute = attribute(anchor.attribute) else {
                    UIKitDiagnostics.report(invalid: "\(format): \(anchor.item) is not a key in the views dictionary or has no superview")
                    return []
                }
                second = resolved
                secondAttribute = resolvedAttribute
            }
            let made = NSLayoutConstraint(first: first, firstAttribute: firstAttribute, relation: Relation(constraint.relation), second: second,
                                          secondAttribute: secondAttribute, multiplier: CGFloat(constraint.multiplier),
                                          constant: CGFloat(constraint.constant))
            made.priority = UILayoutPriority(Float(constraint.priority.rawValue))
            result.append(made)
        }
        let alignments: [(FormatOptions, Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom), (.alignAllLeading, .leading),
            (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
            (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        let named = parsed.viewNames.compactMap { views[$0] as? UIView }
        for (option, alignment) in alignments where options.contains(option) {
            for (earlier, later) in zip(named, named.dropFirst()) {
                result.append(NSLayoutConstraint(first: .view(later), firstAttribute: alignment, relation: .equal, second: .view(earlier),
                                                 secondAttribute: alignment, multiplier: 1, constant: 0))
            }
        }
        return result
    }

    public static func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    public static func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }

    private func install() {
        guard installedOn == nil else { return }
        for case let .guide(guide)? in [firstReference.item, secondReference?.item] { guide.placeOffsetGuide() }
        guard let first = firstReference.item?.view else { return UIKitDiagnostics.report(invalid: "\(description): its first item is not a view or layout guide in a view") }
        var owner: UIView? = first
        if let secondItem = secondReference {
            guard let second = secondItem.item?.view else { return UIKitDiagnostics.report(invalid: "\(description): its second item is gone") }
            owner = first.nearestCommonAncestor(with: second)
        }
        guard let owner else {
            return UIKitDiagnostics.report(invalid: """
                Unable to activate constraint with anchors \(anchorDescription(firstReference, firstAttribute)) and \
                \(secondReference.map { anchorDescription($0, secondAttribute) } ?? "nil") because they have no common ancestor. \
                Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.
                """)
        }
        owner.addConstraint(self)
    }

    private func uninstall() { installedOn?.removeConstraint(self) }

    private func anchorDescription(_ reference: ItemReference, _ attribute: Attribute) -> String {
        "<NSLayoutAnchor \"\(reference.item.map(UIKitDiagnostics.describe) ?? "nil").\(attribute)\">"
    }

    public var description: String {
        var text = "\(firstReference.item.map(UIKitDiagnostics.describe) ?? "nil").\(firstAttribute) \(relation.symbol)"
        if let second = secondReference {
            text += " \(second.item.map(UIKitDiagnostics.describe) ?? "nil").\(secondAttribute)"
            if multiplier != 1 { text += " * \(multiplier)" }
            if constant != 0 { text += " + \(constant)" }
        } else {
            text += " \(constant)"
        }
        if priority != .required { text += " @\(priority.rawValue)" }
        return text
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String { [.lessThanOrEqual: "<=", .equal: "==", .greaterThanOrEqual: ">="][self] ?? "==" }
    var layoutRelation: LayoutRelation {
        switch self {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}

extension NSLayoutConstraint.Relation {
    init(_ relation: LayoutRelation) {
        switch relation {
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .equal: self = .equal
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Each engine attribute and the UIKit attribute of the same name.
    static let allLayoutAttributes: [LayoutAttribute: NSLayoutConstraint.Attribute] = {
        let all: [NSLayoutConstraint.Attribute] = [.left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
                                                   .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
                                                   .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins]
        var map: [LayoutAttribute: NSLayoutConstraint.Attribute] = [:]
        for attribute in all { if let layout = attribute.layoutAttribute { map[layout] = attribute } }
        return map
    }()

    var layoutAttribute: LayoutAttribute? {
        let map: [NSLayoutConstraint.Attribute: LayoutAttribute] = [
            .left: .left, .right: .right, .top: .top, .bottom: .bottom, .leading: .leading, .trailing: .trailing, .width: .width,
            .height: .height, .centerX: .centerX, .centerY: .centerY, .lastBaseline: .lastBaseline, .firstBaseline: .firstBaseline,
            .leftMargin: .leftMargin, .rightMargin: .rightMargin, .topMargin: .topMargin, .bottomMargin: .bottomMargin,
            .leadingMargin: .leadingMargin, .trailingMargin: .trailingMargin, .centerXWithinMargins: .centerXWithinMargins,
            .centerYWithinMargins: .centerYWithinMargins,
        ]
        return map[self]
    }
}

/// `UILayoutGuide`: a rectangle in a view's coordinate space that constraints can position, without a view.
@preconcurrency @MainActor open class UILayoutGuide {
    public internal(set) weak var owningView: UIView?
    public var identifier = ""
    /// The guide's frame in its owning view after layout.
    public internal(set) var layoutFrame: CGRect = .zero
    /// Set for the guides a view owns implicitly (`layoutMarginsGuide`, `safeAreaLayoutGuide`, …).
    let system: LayoutGuideKind?
    /// `readableContentGuide`.
    let isReadableContent: Bool

    /// For a guide that stands for `anchorWithOffset(to:)`: the two anchors it spans.
    private var offset: (from: (AnchorItem, NSLayoutConstraint.Attribute), to: (AnchorItem, NSLayoutConstraint.Attribute))?

    public init() { system = nil; isReadableContent = false }

    /// A guide spanning from one anchor to another, so that its width or height is the offset between them; it joins
    /// the anchors' nearest common ancestor when a constraint on it is first activated.
    init(offsetFrom start: (AnchorItem, NSLayoutConstraint.Attribute), to end: (AnchorItem, NSLayoutConstraint.Attribute)) {
        system = nil; isReadableContent = false
        offset = (start, end)
        identifier = "anchorWithOffset"
    }

    var isOffsetGuide: Bool { offset != nil }

    /// Adds an offset guide to its anchors' nearest common ancestor and pins its edges to them.
    func placeOffsetGuide() {
        guard owningView == nil, let (start, end) = offset, let first = start.0.view, let second = end.0.view,
              let owner = first.nearestCommonAncestor(with: second) else { return }
        owner.addLayoutGuide(self)
        let vertical = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins].contains(start.1)
        let absolute = [.left, .right, .leftMargin, .rightMargin].contains(start.1)
        let edges: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) = vertical ? (.top, .bottom) : (absolute ? (.left, .right) : (.leading, .trailing))
        let pins = [NSLayoutConstraint(first: .guide(self), firstAttribute: edges.0, relation: .equal, second: start.0, secondAttribute: start.1,
                                       multiplier: 1, constant: 0),
                    NSLayoutConstraint(first: .guide(self), firstAttribute: edges.1, relation: .equal, second: end.0, secondAttribute: end.1,
                                       multiplier: 1, constant: 0)]
        pins.forEach { $0.identifier = "anchorWithOffset" }
        NSLayoutConstraint.activate(pins)
    }
    init(system: LayoutGuideKind?, owner: UIView, readable: Bool = false) {
        self.system = system; owningView = owner; isReadableContent = readable
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .guide(self), attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .guide(self), attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .guide(self), attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .guide(self), attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: .guide(self), attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: .guide(self), attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: .guide(self), attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: .guide(self), attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: .guide(self), attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: .guide(self), attribute: .height) }

    public var description: String { "<UILayoutGuide \(identifier.isEmpty ? (system?.rawValue ?? "") : identifier)>" }
}

/// What UIKit would print to the console while views are built (constraints it refuses); LayoutSnap reports these
/// as layout warnings of the next scene it lays out.
@preconcurrency @MainActor enum UIKitDiagnostics {
    static var pending: [LayoutDiagnostic] = []

    static func report(invalid message: String) {
        guard pending.count < 1_000 else { return }
        pending.append(LayoutDiagnostic(kind: .invalidConstraint, message: message))
    }

    static func drain() -> [LayoutDiagnostic] {
        defer { pending = [] }
        return pending
    }

    static func describe(_ item: AnchorItem) -> String {
        switch item {
        case let .view(view): return view.debugName
        case let .guide(guide): return "\(guide.owningView.map(\.debugName) ?? "nil").\(guide.system?.rawValue ?? "UILayoutGuide")"
        }
    }
}
