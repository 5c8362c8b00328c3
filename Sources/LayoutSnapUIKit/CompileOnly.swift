import Foundation
import Geometry

/// `UIAccessibilityTraits`.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([]), button = UIAccessibilityTraits(rawValue: 1), link = UIAccessibilityTraits(rawValue: 2)
    public static let image = UIAccessibilityTraits(rawValue: 4), selected = UIAccessibilityTraits(rawValue: 8)
    public static let staticText = UIAccessibilityTraits(rawValue: 64), header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 256), updatesFrequently = UIAccessibilityTraits(rawValue: 512)
    public static let adjustable = UIAccessibilityTraits(rawValue: 4096), summaryElement = UIAccessibilityTraits(rawValue: 32768)
}

/// `UIGestureRecognizerDelegate`: nothing is recognised in a still image, so none of its methods are called;
/// conforming types compile with the methods they implement.
@preconcurrency @MainActor public protocol UIGestureRecognizerDelegate: AnyObject {}

/// `UIGestureRecognizer` and its common subclasses: kept on the view, never recognised.
@preconcurrency @MainActor open class UIGestureRecognizer {
    /// `UIGestureRecognizer.State`.
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
    public internal(set) weak var view: UIView?
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var state: State = .possible
    open weak var delegate: UIGestureRecognizerDelegate?
    private var targets: [(AnyObject?, Selector)] = []

    public init(target: Any?, action: Selector?) {
        if let action { targets.append((target as AnyObject?, action)) }
    }
    open func addTarget(_ target: Any, action: Selector) { targets.append((target as AnyObject, action)) }
    open func removeTarget(_ target: Any?, action: Selector?) { targets.removeAll { $0.0 === (target as AnyObject?) } }
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
}
@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}
@preconcurrency @MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
}
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {}
@preconcurrency @MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {}

extension UIView {
    /// `UIView.AnimationOptions`.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions([]), curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16), curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1), beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    /// `UIView.animate(withDuration:animations:)`: the block runs at once (a still image shows the end state).
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) { animations() }
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
                                  completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
    public static var areAnimationsEnabled: Bool { false }
    public static func setAnimationsEnabled(_ enabled: Bool) {}
}

/// `UIScreen.main`: the screen of the variant being laid out (its scale and width).
@preconcurrency @MainActor public final class UIScreen {
    public static var main: UIScreen { UIScreen() }
    /// The scale of `UITraitCollection.current` (the variant's while LayoutSnap lays a view out).
    public var scale: CGFloat { UITraitCollection.current.displayScale > 0 ? UITraitCollection.current.displayScale : 2 }
    public var nativeScale: CGFloat { scale }
    public var bounds: CGRect { CGRect(x: 0, y: 0, width: UITraitCollection.current.horizontalSizeClass == .regular ? 768 : 375, height: 812) }
    public var traitCollection: UITraitCollection { UITraitCollection.current }
}

/// `UIDevice.current`: an iPhone, or an iPad in variants 768 points wide or more.
@preconcurrency @MainActor public final class UIDevice {
    public static var current: UIDevice { UIDevice() }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { UITraitCollection.current.userInterfaceIdiom == .pad ? .pad : .phone }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "17.0" }
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var name: String { model }
}

/// `UIApplication.shared`: the content size category and layout direction of `UITraitCollection.current`.
@preconcurrency @MainActor public final class UIApplication {
    public static var shared: UIApplication { UIApplication() }
    public var preferredContentSizeCategory: UIContentSizeCategory { UITraitCollection.current.preferredContentSizeCategory }
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UITraitCollection.current.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

extension UIContentSizeCategory {
    /// `UIContentSizeCategory.didChangeNotification` (never posted: each variant's view is created in its category).
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}
