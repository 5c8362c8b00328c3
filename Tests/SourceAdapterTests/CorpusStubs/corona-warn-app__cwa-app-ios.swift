// Stand-ins for Corona-Warn-App's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

enum ENAColor {
    case background, cellBackground2, cellBackground3, hairline, textPrimary1, textSemanticGray, textTint, tint
}

extension UIColor {
    static func enaColor(for style: ENAColor) -> UIColor {
        switch style {
        case .background: return UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        case .cellBackground2: return UIColor(red: 0.96, green: 0.96, blue: 0.96, alpha: 1)
        case .cellBackground3: return UIColor(red: 0.93, green: 0.93, blue: 0.93, alpha: 1)
        case .hairline: return UIColor(red: 0.82, green: 0.82, blue: 0.82, alpha: 1)
        case .textPrimary1: return UIColor(red: 0.09, green: 0.1, blue: 0.1, alpha: 1)
        case .textSemanticGray: return UIColor(red: 0.45, green: 0.45, blue: 0.45, alpha: 1)
        case .textTint, .tint: return UIColor(red: 0, green: 0.5, blue: 0.7, alpha: 1)
        }
    }
}

enum ENAFont {
    case title1, headline, body, footnote

    var textStyle: UIFont.TextStyle {
        switch self {
        case .title1: return .title1
        case .headline: return .headline
        case .body: return .body
        case .footnote: return .footnote
        }
    }
    var labelStyle: ENALabel.Style {
        switch self {
        case .title1: return .title1
        case .headline: return .headline
        case .body: return .body
        case .footnote: return .footnote
        }
    }
}

extension UIFont {
    static func enaFont(for style: ENAFont, weight: UIFont.Weight? = nil) -> UIFont {
        let base = UIFont.preferredFont(forTextStyle: style.textStyle)
        guard let weight = weight else { return base }
        return .systemFont(ofSize: base.pointSize, weight: weight)
    }
}

class ENALabel: UILabel {
    enum Style {
        case title1, headline, body, footnote
        var font: ENAFont {
            switch self {
            case .title1: return .title1
            case .headline: return .headline
            case .body: return .body
            case .footnote: return .footnote
            }
        }
    }

    var style: Style = .body { didSet { applyStyle() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        applyStyle()
    }
    convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func applyStyle() {
        font = .enaFont(for: style.font)
        adjustsFontForContentSizeCategory = true
    }
}

final class SeperatorLineLayer: CAShapeLayer {
    required override init() {
        super.init()
        strokeColor = UIColor.enaColor(for: .hairline).cgColor
        lineWidth = 1
    }
    required override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

protocol ReuseIdentifierProviding {
    static var reuseIdentifier: String { get }
}
extension ReuseIdentifierProviding {
    static var reuseIdentifier: String { String(describing: self) }
}

protocol ConfigureableCell {
    func configure<T>(cellViewModel: T)
}

extension UIImage {
    /// The app draws a one-point image of the colour; no image renderer here, so none.
    static func with(color: UIColor) -> UIImage? { nil }
}

struct DMButtonCellViewModel {
    let text: String
    let textColor: UIColor
    let backgroundColor: UIColor
    let action: () -> Void
}

struct HealthCertificateKeyValueCellViewModel {
    var headline = ""
    var text = ""
    var headlineFont = UIFont.enaFont(for: .footnote)
    var textFont = UIFont.enaFont(for: .headline)
    var headlineTextColor = UIColor.enaColor(for: .textSemanticGray)
    var textTextColor = UIColor.enaColor(for: .textPrimary1)
    var isBottomSeparatorHidden = false
    var topSpace: CGFloat?
    var bottomSpace: CGFloat?
}

enum AccessibilityIdentifiers {
    enum HealthCertificate {
        enum Validation {
            static let dateTimeSelection = "AccessibilityIdentifiers.HealthCertificate.Validation.dateTimeSelection"
        }
    }
}

enum AppStrings {
    enum HealthCertificate {
        enum Validation {
            static let dateTimeSelectionTitle = "HealthCertificate.Validation.dateTimeSelectionTitle"
            static let dateTimeSelectionInfo = "HealthCertificate.Validation.dateTimeSelectionInfo"
        }
    }
}
