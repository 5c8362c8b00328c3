// Stand-ins for COVID Certificate's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit
import LayoutSnapSnapKit

// Localisation (the key is the text)
enum UBLocalized {
    static let accessibility_qr_code = "accessibility_qr_code"
    static let wallet_certificate_validity = "wallet_certificate_validity"
    static let wallet_certificate_valid_until = "wallet_certificate_valid_until"
    static let wallet_homescreen_qr_code_scannen = "wallet_homescreen_qr_code_scannen"
    static let wallet_transfer_code_state_expired = "wallet_transfer_code_state_expired"
    static let wallet_transfer_code_state_waiting = "wallet_transfer_code_state_waiting"
}

enum Padding {
    static let small: CGFloat = 8
    static let medium: CGFloat = 20
    static let large: CGFloat = 30
}

extension UIColor {
    static let cc_disabledAlpha: CGFloat = 0.2
    static let cc_black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    static let cc_white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let cc_blue = UIColor(red: 0.07, green: 0.38, blue: 0.64, alpha: 1)
    static let cc_bund = UIColor(red: 0.86, green: 0, blue: 0.09, alpha: 1)
    static let cc_line = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
    static let cc_touchState = UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 1)
}

enum LabelType {
    case title, text, textBold, textBoldLarge, monospaced, smallError, codeBold

    var font: UIFont {
        switch self {
        case .title: return .systemFont(ofSize: 28, weight: .bold)
        case .text: return .systemFont(ofSize: 16, weight: .regular)
        case .textBold: return .systemFont(ofSize: 16, weight: .bold)
        case .textBoldLarge: return .systemFont(ofSize: 18, weight: .bold)
        case .monospaced: return .monospacedSystemFont(ofSize: 14, weight: .regular)
        case .smallError: return .systemFont(ofSize: 13, weight: .semibold)
        case .codeBold: return .monospacedSystemFont(ofSize: 20, weight: .bold)
        }
    }
}

class Label: UILabel {
    init(_ type: LabelType, textColor: UIColor? = nil, numberOfLines: Int = 0, textAlignment: NSTextAlignment = .left) {
        super.init(frame: .zero)
        font = type.font
        self.textColor = textColor ?? .cc_black
        self.numberOfLines = numberOfLines
        self.textAlignment = textAlignment
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

// UBFoundation
extension UIView {
    func ub_setHidden(_ hidden: Bool) {
        if isHidden != hidden { isHidden = hidden }
    }
    func ub_setContentPriorityRequired() {
        setContentHuggingPriority(.required, for: .horizontal)
        setContentHuggingPriority(.required, for: .vertical)
        setContentCompressionResistancePriority(.required, for: .horizontal)
        setContentCompressionResistancePriority(.required, for: .vertical)
    }
}
extension DateFormatter {
    static func ub_accessibilityDateString(dateString: String?) -> String? { dateString }
}
extension UIImageView {
    func setQrCode(_ qrCode: String) { image = nil }
}

// CovidCertificateSDK
struct CovidCertError: Error, Equatable { var errorCode: String }
struct DGCCertificate {
    var displayFullName = "Muster Marta"
    var displayMonospacedName = "MUSTER<<MARTA"
    var dateOfBirthFormatted = "01.01.1980"
}
struct DGCHolder { var certificate = DGCCertificate() }
enum CovidCertificateSDK {
    enum Wallet {
        static func decode(encodedData: String) -> Result<DGCHolder, CovidCertError> { .success(DGCHolder()) }
    }
}

struct LightCertificate {
    var certificate: String
    var qrCodeImage: UIImage?
}
struct TransferCode {
    enum State { case valid, expired, failed }
    var transferCode: String
    var state: State = .valid
}
struct UserCertificate {
    var qrCode: String?
    var lightCertificate: LightCertificate?
    var transferCode: TransferCode?
}
struct TransferError: Error { var isRecovarable = true }
final class TransferManager {
    static let shared = TransferManager()
    func getCachedResult(code: String) -> Result<String, TransferError>? { nil }
}

final class CertificateLightExpirationTimer: UIView {
    var certificate: LightCertificate?
    var didExpireCallback: (() -> Void)?
}

final class SmallTransferCodeLabel: UIView {
    private let label = Label(.codeBold, textColor: .cc_blue)
    var code: TransferCode? { didSet { label.text = code?.transferCode } }
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
        label.snp.makeConstraints { make in make.edges.equalToSuperview() }
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class QRScanErrorView: UIView {
    let errorLabel = Label(.text, textAlignment: .center)
    init(imageColor: UIColor, backgroundColor: UIColor, textColor: UIColor) {
        super.init(frame: .zero)
        self.backgroundColor = backgroundColor
        errorLabel.textColor = textColor
        addSubview(errorLabel)
        errorLabel.snp.makeConstraints { make in make.edges.equalToSuperview().inset(Padding.small) }
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
