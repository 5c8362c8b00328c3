// Stand-ins for Simplenote's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

// Palette
extension UIColor {
    static var simplenoteBlue50Color: UIColor { UIColor(red: 0.24, green: 0.45, blue: 0.89, alpha: 1) }
    static var simplenotePlaceholderImageColor: UIColor { UIColor(red: 0.66, green: 0.69, blue: 0.73, alpha: 1) }
    static var simplenotePlaceholderTextColor: UIColor { UIColor(red: 0.39, green: 0.42, blue: 0.47, alpha: 1) }
}

// Images
enum UIImageName: String {
    case simplenoteLogo = "simplenote-logo"
    case allNotes = "icon_allnotes"
}
extension UIImage {
    static func image(name: UIImageName) -> UIImage? { UIImage(named: name.rawValue) }
}

// Layout helpers
extension UIView {
    func addFillingSubview(_ subview: UIView, edgeInsets: UIEdgeInsets = .zero) {
        subview.translatesAutoresizingMaskIntoConstraints = false
        addSubview(subview)
        NSLayoutConstraint.activate([
            subview.leadingAnchor.constraint(equalTo: leadingAnchor, constant: edgeInsets.left),
            subview.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -edgeInsets.right),
            subview.topAnchor.constraint(equalTo: topAnchor, constant: edgeInsets.top),
            subview.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -edgeInsets.bottom)
        ])
    }
}

// Notifications
extension NSNotification.Name {
    static let SPSimplenoteThemeChanged = NSNotification.Name("SPSimplenoteThemeChangedNotification")
}
