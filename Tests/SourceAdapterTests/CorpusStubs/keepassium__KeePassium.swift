// Stand-ins for KeePassium's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

// KeePassiumLib
extension UIColor {
    static let primaryText = UIColor.label
    static let auxiliaryText = UIColor.secondaryLabel
}

extension NSLayoutConstraint {
    @discardableResult
    func activate() -> NSLayoutConstraint {
        isActive = true
        return self
    }
}

enum LString {
    static let titleYes = "Yes"
    static let titleNo = "No"
    static let titleUseAppSettingsTemplate = "Use app settings (%@)"
    static let titleUseAppSettingsShortTemplate = "Default (%@)"
}
