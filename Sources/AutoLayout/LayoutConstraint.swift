import Solver

/// `NSLayoutConstraint.Attribute`. Geometry attributes refer to the view's frame (alignment insets are zero);
/// margin attributes are the edge inset by the view's layout margins; leading/trailing are left/right in
/// left-to-right layouts and right/left in right-to-left ones.
public enum LayoutAttribute: String, CaseIterable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// Anchors only combine within one family (`NSLayoutXAxisAnchor`, `…YAxisAnchor`, `…DimensionAnchor`).
    public enum Family: Sendable { case horizontalPosition, verticalPosition, dimension }

    public var family: Family {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins:
            return .horizontalPosition
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            return .verticalPosition
        case .width, .height:
            return .dimension
        }
    }

    /// Whether the attribute is a center (`centerX`, `centerY`, or one of them within the margins).
    public var isCenter: Bool {
        self == .centerX || self == .centerY || self == .centerXWithinMargins || self == .centerYWithinMargins
    }

    /// Whether the attribute is direction-dependent (leading/trailing and their margins); UIKit refuses to relate
    /// these to left/right attributes.
    public var isDirectional: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// Whether the attribute is an absolute horizontal edge (left/right and their margins).
    public var isAbsoluteHorizontal: Bool {
        [.left, .right, .leftMargin, .rightMargin].contains(self)
    }
}

/// Something constraints can refer to: a view (by its id in the fixture), one of a view's layout guides, or the
/// superview of a view (the `|` of the Visual Format Language, resolved when the constraint is installed).
public enum LayoutItem: Hashable, Sendable, CustomStringConvertible {
    case view(String)
    case guide(String, LayoutGuideKind)
    case superview(of: String)

    public var description: String {
        switch self {
        case let .view(id): return id
        case let .guide(id, kind): return "\(id).\(kind.rawValue)"
        case let .superview(of: id): return "superview(\(id))"
        }
    }
}

/// The layout guides a view offers besides its frame.
public enum LayoutGuideKind: String, Sendable, CaseIterable {
    /// `UIScrollView.contentLayoutGuide`: the scrollable content area, whose size is the content size.
    case contentLayoutGuide
    /// `UIScrollView.frameLayoutGuide`: the scroll view's frame.
    case frameLayoutGuide
    /// `UIView.layoutMarginsGuide`: the frame inset by the layout margins.
    case layoutMarginsGuide
    /// `UIView.safeAreaLayoutGuide`: the frame inset by the view's `safeAreaInsets`.
    case safeAreaLayoutGuide
    /// `UIViewController.topLayoutGuide` (iOS 7–10, deprecated in iOS 11): the strip from the top of the controller's
    /// root view down to the bottom of the bars above its content. Since iOS 11 its length is the root view's
    /// `safeAreaInsets.top` (Apple: "topLayoutGuide … Use view.safeAreaLayoutGuide.topAnchor instead"), so its
    /// bottom edge is the safe area's top.
    case topLayoutGuide
    /// `UIViewController.bottomLayoutGuide`: the strip from the top of the bars below the content to the bottom of
    /// the root view; its top edge is the safe area's bottom (`safeAreaInsets.bottom` long).
    case bottomLayoutGuide

    /// Whether a view owns the guide (`view.safeAreaLayoutGuide`); the top and bottom layout guides belong to its
    /// view controller, which only documents name.
    public var belongsToView: Bool { self != .topLayoutGuide && self != .bottomLayoutGuide }
}

/// One attribute of one item: `title.firstBaseline`.
public struct LayoutAnchor: Hashable, Sendable, CustomStringConvertible {
    public var item: LayoutItem
    public var attribute: LayoutAttribute
    public init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }
    public var description: String { "\(item).\(attribute.rawValue)" }
}

/// `NSLayoutConstraint`: `first REL second × multiplier + constant @ priority`, or `first REL constant` when
/// there is no second anchor (only for width and height).
public struct LayoutConstraint: Hashable, Sendable, CustomStringConvertible {
    public var first: LayoutAnchor
    public var relation: LayoutRelation
    public var second: LayoutAnchor?
    public var multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority
    /// Where the constraint came from, for diagnostics (e.g. the VFL string, or `UISV-spacing`).
    public var identifier: String?
    /// For `constraint(equalToSystemSpacingBelow:multiplier:)` and its siblings: the multiple of the system spacing
    /// the distance is, worked out from the anchors when the constraint is laid out (between text baselines, from
    /// the fonts at those baselines); `constant` holds the standard 8-pt spacing times it. Nil for a written constant.
    public var systemSpacingMultiple: Double?

    public init(_ first: LayoutAnchor, _ relation: LayoutRelation, _ second: LayoutAnchor? = nil, multiplier: Double = 1,
                constant: Double = 0, priority: LayoutPriority = .required, identifier: String? = nil) {
        self.first = first; self.relation = relation; self.second = second; self.multiplier = multiplier
        self.constant = constant; self.priority = priority; self.identifier = identifier
    }

    /// The constraint in the shape UIKit logs it: `title.firstBaseline == contentView.top * 1.8 + 30 @999`.
    public var description: String {
        var text = "\(first) \(relation.rawValue)"
        if let second {
            text += " \(second)"
            if multiplier != 1 { text += " * \(Self.format(multiplier))" }
            if constant > 0 { text += " + \(Self.format(constant))" }
            if constant < 0 { text += " - \(Self.format(-constant))" }
        } else {
            text += " \(Self.format(constant))"
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }

    package static func format(_ value: Double) -> String { value.plainDescription }
}
