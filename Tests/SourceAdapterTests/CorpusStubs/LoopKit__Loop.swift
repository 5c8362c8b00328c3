// Stand-ins for Loop's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

extension UIColor {
    static var glucoseTintColor: UIColor { UIColor(red: 0.38, green: 0.56, blue: 0.89, alpha: 1) }
}
