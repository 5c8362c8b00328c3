import Foundation
import LayoutSnapUIKit

// The names SnapKit's public API uses for UIKit types, so code written against SnapKit compiles unchanged.

/// SnapKit's `ConstraintView`: `UIView` on iOS.
public typealias ConstraintView = UIView
/// SnapKit's `ConstraintLayoutGuide`: `UILayoutGuide` on iOS.
public typealias ConstraintLayoutGuide = UILayoutGuide
/// SnapKit's `ConstraintInsets`: `UIEdgeInsets` on iOS.
public typealias ConstraintInsets = UIEdgeInsets
/// SnapKit's `ConstraintDirectionalInsets`: `NSDirectionalEdgeInsets` on iOS.
public typealias ConstraintDirectionalInsets = NSDirectionalEdgeInsets
/// SnapKit's `ConstraintInterfaceLayoutDirection`: `UIUserInterfaceLayoutDirection` on iOS.
public typealias ConstraintInterfaceLayoutDirection = UIUserInterfaceLayoutDirection

/// SnapKit's `LayoutConstraint`. SnapKit subclasses `NSLayoutConstraint`; LayoutSnapUIKit's constraint class has no
/// initialiser a subclass in another module can call, so here it is `NSLayoutConstraint` itself, with `label`.
public typealias LayoutConstraint = NSLayoutConstraint

extension NSLayoutConstraint {
    /// SnapKit's `LayoutConstraint.label`: the constraint's `identifier`, set by `labeled(_:)`.
    public var label: String? {
        get { identifier }
        set { identifier = newValue }
    }
}

/// SnapKit's `ConstraintConfig`.
@preconcurrency @MainActor public struct ConstraintConfig {
    /// The direction SnapKit reads `UIEdgeInsets` in for leading/trailing constants (and `NSDirectionalEdgeInsets`
    /// for left/right): left is leading in `.leftToRight`, the default, as in SnapKit.
    public static var interfaceLayoutDirection: ConstraintInterfaceLayoutDirection = .leftToRight
}

/// SnapKit's `LayoutConstraintItem`: what constraints can be made for, a view or a layout guide.
public protocol LayoutConstraintItem: AnyObject {}

extension UIView: LayoutConstraintItem {}
extension UILayoutGuide: LayoutConstraintItem {}

@MainActor
extension LayoutConstraintItem {
    /// SnapKit's maker prepares the item: a view stops translating its autoresizing mask into constraints.
    func prepareForConstraints() {
        if let view = self as? UIView { view.translatesAutoresizingMaskIntoConstraints = false }
    }

    /// What `equalToSuperview()` and bare constants relate to: a view's superview, a guide's owning view.
    var constraintSuperview: UIView? {
        if let view = self as? UIView { return view.superview }
        if let guide = self as? UILayoutGuide { return guide.owningView }
        return nil
    }

    /// How diagnostics name the item.
    var constraintDebugName: String {
        if let view = self as? UIView {
            if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return identifier }
            return String(describing: type(of: view))
        }
        if let guide = self as? UILayoutGuide, !guide.identifier.isEmpty { return guide.identifier }
        return String(describing: type(of: self))
    }
}
