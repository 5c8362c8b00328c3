import Foundation
import LayoutSnapUIKit

/// `Then`'s protocol (devxoul/Then): set-up sugar for initialisers, `let label = UILabel().then { $0.text = "Hi" }`.
/// Written from that library's public API and documented behaviour; its three methods have its names, labels and
/// semantics, so cell code that uses it compiles unchanged once `import Then` names this module.
public protocol Then {}

extension Then where Self: Any {
    /// A copy of a value, changed by `block` (`CGRect.zero.with { $0.size.width = 20 }`).
    @inlinable
    public func with(_ block: (inout Self) throws -> Void) rethrows -> Self {
        var copy = self
        try block(&copy)
        return copy
    }

    /// Runs `block` on the value (`UserDefaults.standard.do { $0.set(…) }`).
    @inlinable
    public func `do`(_ block: (Self) throws -> Void) rethrows {
        try block(self)
    }
}

extension Then where Self: AnyObject {
    /// Runs `block` on the object and returns the object (`UILabel().then { $0.numberOfLines = 0 }`).
    @inlinable
    public func then(_ block: (Self) throws -> Void) rethrows -> Self {
        try block(self)
        return self
    }
}

// Then makes every `NSObject` conform, and so every UIKit class; LayoutSnapUIKit's classes are Swift roots, so each
// root conforms here and its subclasses inherit it.
extension NSObject: Then {}
extension UIResponder: Then {}
extension CALayer: Then {}
extension UIBezierPath: Then {}
extension UICollectionViewLayoutAttributes: Then {}
extension UIGestureRecognizer: Then {}
extension UIAction: Then {}
extension UIVisualEffect: Then {}
extension NSLayoutConstraint: Then {}
extension UILayoutGuide: Then {}
extension UITraitCollection: Then {}
extension UIColor: Then {}
extension UIFont: Then {}
extension UIFontDescriptor: Then {}
extension UIImage: Then {}

// The value types Then extends on iOS.
extension CGPoint: Then {}
extension CGRect: Then {}
extension CGSize: Then {}
extension Array: Then {}
extension Dictionary: Then {}
extension Set: Then {}
extension UIEdgeInsets: Then {}
extension NSDirectionalEdgeInsets: Then {}
extension UIOffset: Then {}
