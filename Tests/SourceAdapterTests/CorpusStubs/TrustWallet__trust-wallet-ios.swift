// Stand-ins for Trust Wallet's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

// StatefulViewController
protocol StatefulPlaceholderView {
    func placeholderViewInsets() -> UIEdgeInsets
}

// R.swift generated resources
enum R {
    enum string {
        enum localizable {
            static func empty() -> String { "No items" }
            static func refresh() -> String { "Refresh" }
        }
    }
    enum image {
        static func no_transactions_mascot() -> UIImage? { nil }
    }
}

extension UIColor {
    convenience init(hex: String) {
        let value = Int(hex.hasPrefix("#") ? String(hex.dropFirst()) : hex, radix: 16) ?? 0
        self.init(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
                  blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }
}

enum ButtonSize { case small, normal, large, extraLarge }
enum ButtonStyle { case solid, squared, border, borderless }

final class Button: UIButton {
    convenience init(size: ButtonSize, style: ButtonStyle) {
        self.init(frame: .zero)
        let height: CGFloat = size == .small ? 32 : size == .normal ? 44 : 56
        heightAnchor.constraint(equalToConstant: height).isActive = true
        titleLabel?.font = .systemFont(ofSize: 16, weight: .medium)
        switch style {
        case .solid, .squared:
            backgroundColor = UIColor(red: 0.2, green: 0.46, blue: 0.96, alpha: 1)
            setTitleColor(.white, for: .normal)
            layer.cornerRadius = style == .solid ? 5 : 0
        case .border:
            layer.borderWidth = 1
            layer.cornerRadius = 5
            layer.borderColor = UIColor(red: 0.2, green: 0.46, blue: 0.96, alpha: 1).cgColor
            setTitleColor(UIColor(red: 0.2, green: 0.46, blue: 0.96, alpha: 1), for: .normal)
        case .borderless:
            setTitleColor(UIColor(red: 0.2, green: 0.46, blue: 0.96, alpha: 1), for: .normal)
        }
    }
}

struct StateViewModel {
    var descriptionFont: UIFont { .systemFont(ofSize: 16, weight: .regular) }
    var descriptionTextColor: UIColor { UIColor(red: 0.33, green: 0.33, blue: 0.34, alpha: 1) }
}

struct OnboardingPageStyle {
    let titleFont = UIFont.systemFont(ofSize: 21, weight: .medium)
    let titleColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
    let subtitleFont = UIFont.systemFont(ofSize: 14, weight: .regular)
    let subtitleColor = UIColor(red: 0.45, green: 0.45, blue: 0.45, alpha: 1)
}

struct OnboardingPageViewModel {
    var title = ""
    var subtitle = ""
    var image: UIImage?
}
