// Stand-ins for Onion Browser's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

extension UIColor {
    static var ok: UIColor { UIColor(red: 0.30, green: 0.69, blue: 0.31, alpha: 1) }
    static var accent: UIColor { UIColor(red: 0.49, green: 0.27, blue: 0.61, alpha: 1) }
}

enum SecurityPreset: Int, CustomStringConvertible {
    case insecure = 1, moderate, secure, custom

    var shortcode: String { self == .custom ? "" : String(rawValue) }
    var color: UIColor {
        switch self {
        case .insecure: return UIColor(red: 0.90, green: 0.22, blue: 0.21, alpha: 1)
        case .moderate: return UIColor(red: 1.00, green: 0.60, blue: 0.00, alpha: 1)
        case .secure: return .ok
        case .custom: return .accent
        }
    }
    var description: String {
        switch self {
        case .insecure: return "Insecure"
        case .moderate: return "Moderate"
        case .secure: return "Secure"
        case .custom: return "Custom"
        }
    }
}
