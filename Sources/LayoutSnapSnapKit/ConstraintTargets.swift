import Foundation
import LayoutSnapUIKit

// The argument protocols of SnapKit's DSL, with the same conforming types, so the same calls type-check.

/// What `equalTo(_:)`, `lessThanOrEqualTo(_:)` and `greaterThanOrEqualTo(_:)` accept, as in SnapKit: a view, a
/// layout guide, a `ConstraintItem` (`other.snp.bottom`), a number, a `CGSize`, a `CGPoint` or edge insets.
public protocol ConstraintRelatableTarget {}

/// A constant SnapKit resolves per attribute (a size gives width or height, a point x or y, insets the side).
public protocol ConstraintConstantTarget {}

/// What `offset(_:)` accepts: a number, added to every attribute's constant unchanged.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}

/// What `inset(_:)` accepts: a number (the same inset on every side) or `UIEdgeInsets`.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}

/// What `inset(_:)` accepts as directional insets: `NSDirectionalEdgeInsets`.
public protocol ConstraintDirectionalInsetTarget: ConstraintConstantTarget {}

/// What `multipliedBy(_:)` and `dividedBy(_:)` accept.
public protocol ConstraintMultiplierTarget {
    var constraintMultiplierTargetValue: CGFloat { get }
}

/// What `priority(_:)` accepts besides `ConstraintPriority`: a number or a `UILayoutPriority`.
public protocol ConstraintPriorityTarget {
    var constraintPriorityTargetValue: Float { get }
}

/// The numbers SnapKit accepts wherever it takes a constant, a multiplier or a priority.
protocol ConstraintNumber {
    var constraintNumberValue: CGFloat { get }
}

extension Int: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintNumber {
    var constraintNumberValue: CGFloat { CGFloat(self) }
}
extension UInt: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintNumber {
    var constraintNumberValue: CGFloat { CGFloat(self) }
}
extension Float: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintNumber {
    var constraintNumberValue: CGFloat { CGFloat(self) }
}
extension Double: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintNumber {
    var constraintNumberValue: CGFloat { CGFloat(self) }
}
extension CGFloat: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintNumber {
    var constraintNumberValue: CGFloat { self }
}

extension Int: ConstraintMultiplierTarget, ConstraintPriorityTarget {
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
    public var constraintPriorityTargetValue: Float { Float(self) }
}
extension UInt: ConstraintMultiplierTarget, ConstraintPriorityTarget {
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
    public var constraintPriorityTargetValue: Float { Float(self) }
}
extension Float: ConstraintMultiplierTarget, ConstraintPriorityTarget {
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
    public var constraintPriorityTargetValue: Float { self }
}
extension Double: ConstraintMultiplierTarget, ConstraintPriorityTarget {
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
    public var constraintPriorityTargetValue: Float { Float(self) }
}
extension CGFloat: ConstraintMultiplierTarget, ConstraintPriorityTarget {
    public var constraintMultiplierTargetValue: CGFloat { self }
    public var constraintPriorityTargetValue: Float { Float(self) }
}

extension CGSize: ConstraintRelatableTarget, ConstraintConstantTarget {}
extension CGPoint: ConstraintRelatableTarget, ConstraintConstantTarget {}
extension UIEdgeInsets: ConstraintRelatableTarget, ConstraintInsetTarget {}
extension NSDirectionalEdgeInsets: ConstraintRelatableTarget, ConstraintDirectionalInsetTarget {}
extension UIView: ConstraintRelatableTarget {}
extension UILayoutGuide: ConstraintRelatableTarget {}

extension UILayoutPriority: ConstraintPriorityTarget {
    public var constraintPriorityTargetValue: Float { rawValue }
}

/// SnapKit's `ConstraintPriority`: `.required` 1000, `.high` 750, `.medium` 500 (iOS's value), `.low` 250.
public struct ConstraintPriority: ExpressibleByFloatLiteral, Equatable, Strideable, Sendable {
    public typealias FloatLiteralType = Float

    public let value: Float

    public init(floatLiteral value: Float) { self.value = value }
    public init(_ value: Float) { self.value = value }

    public static var required: ConstraintPriority { ConstraintPriority(1000) }
    public static var high: ConstraintPriority { ConstraintPriority(750) }
    public static var medium: ConstraintPriority { ConstraintPriority(500) }
    public static var low: ConstraintPriority { ConstraintPriority(250) }

    public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }
    public func distance(to other: ConstraintPriority) -> Float { other.value - value }
}

/// A constant as given to the DSL, resolved for each attribute when constraints are made or updated.
enum ConstraintConstant {
    case number(CGFloat)
    case size(CGSize)
    case point(CGPoint)
    case insets(UIEdgeInsets)
    case directionalInsets(NSDirectionalEdgeInsets)

    /// The constant of `target` if it is one of the constant types (nil for views, guides and items).
    init?(_ target: Any) {
        switch target {
        case let number as ConstraintNumber: self = .number(number.constraintNumberValue)
        case let size as CGSize: self = .size(size)
        case let point as CGPoint: self = .point(point)
        case let insets as UIEdgeInsets: self = .insets(insets)
        case let insets as NSDirectionalEdgeInsets: self = .directionalInsets(insets)
        default: return nil
        }
    }

    /// `inset(_:)`'s value: a number is the same inset on all four sides, as in SnapKit.
    static func inset(_ target: ConstraintInsetTarget) -> ConstraintConstant {
        switch ConstraintConstant(target) {
        case let .number(value)?: return .insets(UIEdgeInsets(top: value, left: value, bottom: value, right: value))
        case let constant?: return constant
        case nil: return .number(0)
        }
    }

    /// The constant for a constraint whose second attribute is `attribute` (its first when there is no second item),
    /// by SnapKit's rules: numbers as they are; sizes give width/height (0 otherwise); points x for horizontal and y
    /// for vertical attributes; insets push inward (top/left/leading +, bottom/right/trailing −, width/height
    /// reduced by both sides, centres by half the difference).
    @preconcurrency @MainActor func value(for attribute: NSLayoutConstraint.Attribute) -> CGFloat {
        switch self {
        case let .number(value): return value
        case let .size(size):
            switch attribute {
            case .width: return size.width
            case .height: return size.height
            default: return 0
            }
        case let .point(point):
            switch attribute {
            case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
                return point.x
            case .top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins, .firstBaseline, .lastBaseline:
                return point.y
            case .width, .height, .notAnAttribute:
                return 0
            }
        case let .insets(insets):
            let leftToRight = ConstraintConfig.interfaceLayoutDirection == .leftToRight
            return Sides(top: insets.top, bottom: insets.bottom, left: insets.left, right: insets.right,
                         leading: leftToRight ? insets.left : insets.right, trailing: leftToRight ? insets.right : insets.left).value(for: attribute)
        case let .directionalInsets(insets):
            let leftToRight = ConstraintConfig.interfaceLayoutDirection == .leftToRight
            return Sides(top: insets.top, bottom: insets.bottom, left: leftToRight ? insets.leading : insets.trailing,
                         right: leftToRight ? insets.trailing : insets.leading, leading: insets.leading, trailing: insets.trailing).value(for: attribute)
        }
    }

    /// Insets with both absolute and directional sides resolved.
    private struct Sides {
        var top, bottom, left, right, leading, trailing: CGFloat

        func value(for attribute: NSLayoutConstraint.Attribute) -> CGFloat {
            switch attribute {
            case .top, .topMargin, .firstBaseline: return top
            case .bottom, .bottomMargin, .lastBaseline: return -bottom
            case .left, .leftMargin: return left
            case .right, .rightMargin: return -right
            case .leading, .leadingMargin: return leading
            case .trailing, .trailingMargin: return -trailing
            case .centerX, .centerXWithinMargins: return (left - right) / 2
            case .centerY, .centerYWithinMargins: return (top - bottom) / 2
            case .width: return -(left + right)
            case .height: return -(top + bottom)
            case .notAnAttribute: return 0
            }
        }
    }
}
