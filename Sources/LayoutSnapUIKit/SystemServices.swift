import Foundation

// UIKit services that cell code calls but that have nothing to show in a still image: accessibility settings,
// observations, menus, the pasteboard, haptics, display links and events. Each keeps what it is given and
// answers as a device with default settings would; none changes layout.

/// `UIAccessibility`: the settings of a device with none of them turned on, and notifications that go nowhere.
public enum UIAccessibility {
    /// `UIAccessibility.Notification`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Self(rawValue: 1000), layoutChanged = Self(rawValue: 1001)
        public static let announcement = Self(rawValue: 1008), pageScrolled = Self(rawValue: 1009)
    }
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static func post(notification: Notification, argument: Any?) {}
}

/// `NSKeyValueObservation`: swift-corelibs-foundation has no key-value observing, and a still image changes no
/// value after it is laid out, so an observation is kept and never fires; `invalidate()` ends it.
public final class NSKeyValueObservation: @unchecked Sendable {
    public private(set) var isValid = true
    init() {}
    public func invalidate() { isValid = false }
}

/// `NSKeyValueObservingOptions`.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = Self(rawValue: 1), old = Self(rawValue: 2), initial = Self(rawValue: 4), prior = Self(rawValue: 8)
}

/// `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
    public let kind: Int
    public let newValue: Value?
    public let oldValue: Value?
    public let isPrior: Bool
}

extension NSObjectProtocol where Self: NSObject {
    /// `observe(_:options:changeHandler:)`: with `.initial` the handler runs once at once with the current value, as
    /// Foundation does; later changes are not observed (nothing changes in a still image).
    @discardableResult
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        if options.contains(.initial) {
            let value = self[keyPath: keyPath]
            changeHandler(self, NSKeyValueObservedChange(kind: 1, newValue: options.contains(.new) ? value : nil, oldValue: nil, isPrior: false))
        }
        return NSKeyValueObservation()
    }
}

/// `UIMenuElement`: an item of a menu.
@preconcurrency @MainActor open class UIMenuElement: NSObject {
    /// `UIMenuElement.State`.
    public enum State: Int, Sendable { case off, on, mixed }
    /// `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Self(rawValue: 1), destructive = Self(rawValue: 2), hidden = Self(rawValue: 4)
        public static let keepsMenuPresented = Self(rawValue: 8)
    }
    open var title: String
    open var subtitle: String?
    open var image: UIImage?
    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

/// `UIMenu`: a titled group of actions and submenus (a still image never shows it open).
@preconcurrency @MainActor open class UIMenu: UIMenuElement {
    /// `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    /// `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Self(rawValue: 1), destructive = Self(rawValue: 2), singleSelection = Self(rawValue: 32)
    }
    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
                children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }
}

/// `UIMenuController`: the edit menu; never shown in a still image.
@preconcurrency @MainActor public final class UIMenuController {
    public static let shared = UIMenuController()
    public var isMenuVisible = false
    public var menuItems: [UIMenuItem]?
    public func showMenu(from targetView: UIView, rect targetRect: CGRect) {}
    public func hideMenu() {}
    public func hideMenu(from targetView: UIView) {}
}

/// `UIMenuItem`.
@preconcurrency @MainActor open class UIMenuItem: NSObject {
    open var title: String
    open var action: Selector
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}

/// `UIPasteboard.general`: an empty pasteboard of its own (LayoutSnap never touches the machine's clipboard).
@preconcurrency @MainActor public final class UIPasteboard {
    public static let general = UIPasteboard()
    public var string: String?
    public var strings: [String]?
    public var url: URL?
    public var image: UIImage?
    public var hasStrings: Bool { string != nil || !(strings ?? []).isEmpty }
}

/// `UIFeedbackGenerator` and its subclasses: a still image has no haptics.
@preconcurrency @MainActor open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }
    open func prepare() {}
}
@preconcurrency @MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}
@preconcurrency @MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle) { super.init() }
    public override init() { super.init() }
    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}
@preconcurrency @MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// `CFTimeInterval` (Core Foundation's name for seconds, which Core Animation uses).
public typealias CFTimeInterval = Double

/// `CACurrentMediaTime()`: seconds of the host's monotonic clock.
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }

/// `CADisplayLink`: no frames are displayed while a still image is made, so its target is never called.
@preconcurrency @MainActor open class CADisplayLink: NSObject {
    public var isPaused = false
    public var preferredFramesPerSecond = 0
    public private(set) var timestamp: CFTimeInterval = 0
    public private(set) var duration: CFTimeInterval = 1.0 / 60
    public init(target: Any, selector sel: Selector) { super.init() }
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    open func invalidate() {}
}

/// `UIEvent`: passed to touch and control handlers, which a still image never calls.
@preconcurrency @MainActor open class UIEvent: NSObject {
    /// `UIEvent.EventType`.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }
    open var type: EventType { .touches }
    open var timestamp: TimeInterval { 0 }
    open var allTouches: Set<UITouch>? { nil }
}

/// `UITouch`: a finger on the screen (there is none in a still image).
@preconcurrency @MainActor open class UITouch: NSObject {
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
    open var view: UIView? { nil }
    open var tapCount: Int { 0 }
}

extension NotificationCenter {
    /// `addObserver(_:selector:name:object:)`: Swift on Linux cannot send a selector, so the observer is not called;
    /// a still image is laid out before any notification could arrive. Use `addObserver(forName:object:queue:using:)`
    /// for observers that must run.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
}

/// The text input traits of `UITextInputTraits` (a keyboard never appears in a still image; kept as set).
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
public enum UIKeyboardAppearance: Int, Sendable { case `default`, dark, light }
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch
    case asciiCapableNumberPad
}
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
/// What `UITextInputTraits` keeps for a text field or text view (a keyboard never appears in a still image).
public struct UITextInputTraitValues: Sendable {
    public var keyboardType: UIKeyboardType = .default
    public var returnKeyType: UIReturnKeyType = .default
    public var autocapitalizationType: UITextAutocapitalizationType = .sentences
    public var autocorrectionType: UITextAutocorrectionType = .default
    public var spellCheckingType: UITextSpellCheckingType = .default
    public var smartQuotesType: UITextSmartQuotesType = .default
    public var smartDashesType: UITextSmartDashesType = .default
    public var keyboardAppearance: UIKeyboardAppearance = .default
    public var enablesReturnKeyAutomatically = false
    public var textContentType: UITextContentType?
    public init() {}
}

/// `UITextInputTraits`: the keyboard a text field or text view asks for. Each trait (`keyboardType`,
/// `textContentType`, …) reads and writes the stored value of the same name.
@dynamicMemberLookup
@preconcurrency @MainActor public protocol UITextInputTraits: AnyObject {
    var textInputTraitValues: UITextInputTraitValues { get set }
}

extension UITextInputTraits {
    public subscript<Trait>(dynamicMember trait: WritableKeyPath<UITextInputTraitValues, Trait>) -> Trait {
        get { textInputTraitValues[keyPath: trait] }
        set { textInputTraitValues[keyPath: trait] = newValue }
    }
}

/// `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = Self(rawValue: "name"), username = Self(rawValue: "username"), password = Self(rawValue: "password")
    public static let newPassword = Self(rawValue: "new-password"), oneTimeCode = Self(rawValue: "one-time-code")
    public static let emailAddress = Self(rawValue: "email"), telephoneNumber = Self(rawValue: "tel"), URL = Self(rawValue: "url")
    public static let givenName = Self(rawValue: "given-name"), familyName = Self(rawValue: "family-name")
}

/// `UIGraphicsGetCurrentContext()`: nil, as outside a drawing pass on iOS (LayoutSnap does not call `draw(_:)`).
public func UIGraphicsGetCurrentContext() -> CGContext? { nil }

/// `CGContext`: a Core Graphics drawing context. None exists in LayoutSnap (custom drawing is not shown), so its
/// methods compile and draw nothing.
public final class CGContext {
    private init() {}
    public func setLineWidth(_ width: CGFloat) {}
    public func setStrokeColor(_ color: CGColor) {}
    public func setFillColor(_ color: CGColor) {}
    public func beginPath() {}
    public func move(to point: CGPoint) {}
    public func addLine(to point: CGPoint) {}
    public func addRect(_ rect: CGRect) {}
    public func addPath(_ path: CGPath) {}
    public func closePath() {}
    public func strokePath() {}
    public func fillPath() {}
    public func fill(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect) {}
    public func saveGState() {}
    public func restoreGState() {}
    public func clip(to rect: CGRect) {}
}

extension UIMenuController {
    public func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {}
    public func setMenuVisible(_ menuVisible: Bool, animated: Bool) { isMenuVisible = menuVisible }
}

/// `OSLog`, the unified log's category (the adapter makes `import os.log` import LayoutSnapUIKit). Messages go
/// nowhere: a snapshot's output is its image.
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    public static let `default` = OSLog(subsystem: "", category: "default")
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// `OSLogType`.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = Self(rawValue: 0), info = Self(rawValue: 1), debug = Self(rawValue: 2)
    public static let error = Self(rawValue: 16), fault = Self(rawValue: 17)
}

/// `os_log(_:log:type:_:)`: accepted; nothing is logged.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ arguments: CVarArg...) {}
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ arguments: CVarArg...) {}

extension Timer {
    /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`: Swift on Linux cannot send the selector, and
    /// a still image is laid out before a timer could fire, so the timer is made but never scheduled.
    public class func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) -> Timer {
        Timer(timeInterval: interval, repeats: repeats) { _ in }
    }
}
