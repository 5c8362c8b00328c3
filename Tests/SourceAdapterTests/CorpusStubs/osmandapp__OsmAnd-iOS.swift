// Stand-ins for OsmAnd's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

// Asset-catalog colour and image symbols.
extension UIColor {
    static var groupBg: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
    static var textColorPrimary: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    static var textColorSecondary: UIColor { UIColor(red: 0.55, green: 0.55, blue: 0.58, alpha: 1) }
    static var iconColorDefault: UIColor { UIColor(red: 0.55, green: 0.55, blue: 0.58, alpha: 1) }
    static var iconColorActive: UIColor { UIColor(red: 0.34, green: 0.08, blue: 0.8, alpha: 1) }
    static var buttonAccentsBlue: UIColor { UIColor(red: 0.34, green: 0.08, blue: 0.8, alpha: 1) }
    static var accentsGreen: UIColor { UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1) }
}
extension UIImage {
    static var blueCircleFill: UIImage { UIImage(systemName: "circle.fill")! }
}

extension UIFont {
    static func scaledSystemFont(ofSize size: CGFloat, weight: UIFont.Weight = .regular) -> UIFont {
        .systemFont(ofSize: size, weight: weight)
    }
}

func localizedString(_ key: String) -> String { key }
