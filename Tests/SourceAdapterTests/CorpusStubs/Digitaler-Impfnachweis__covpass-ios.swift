// Stand-ins for CovPass's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

// Palette
extension UIColor {
    static var brandAccent: UIColor { UIColor(red: 0.0, green: 0.32, blue: 0.58, alpha: 1) }
    static var brandAccent70: UIColor { UIColor(red: 0.30, green: 0.53, blue: 0.71, alpha: 1) }
    static var brandAccent20: UIColor { UIColor(red: 0.80, green: 0.86, blue: 0.92, alpha: 1) }
}

// Layout helpers
extension UIView {
    func round(corners: UIRectCorner, with radius: CGFloat) {
        layer.cornerRadius = radius
        layer.masksToBounds = true
    }
    func setConstant(size: CGSize) {
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            widthAnchor.constraint(equalToConstant: size.width),
            heightAnchor.constraint(equalToConstant: size.height)
        ])
    }
}

// Localisation: returns the key
extension String {
    var localized: String { self }
}
