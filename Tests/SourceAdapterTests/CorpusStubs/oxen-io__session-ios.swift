// Stand-ins for Session's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

// SessionUIKit: metrics
enum Values {
    static let verySmallSpacing: CGFloat = 4, smallSpacing: CGFloat = 8, mediumSpacing: CGFloat = 12, largeSpacing: CGFloat = 16
    static let verySmallFontSize: CGFloat = 12, smallFontSize: CGFloat = 14, mediumFontSize: CGFloat = 16
    static let accentLineThickness: CGFloat = 4
}

// SessionUIKit: theming
indirect enum ThemeValue {
    case textPrimary, textSecondary, backgroundPrimary, danger, conversationButton_background
    case highlighted(ThemeValue)
    var color: UIColor {
        switch self {
        case .textPrimary: return UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        case .textSecondary: return UIColor(red: 0.43, green: 0.43, blue: 0.43, alpha: 1)
        case .backgroundPrimary: return UIColor(red: 0.98, green: 0.98, blue: 0.98, alpha: 1)
        case .danger: return UIColor(red: 0.88, green: 0.18, blue: 0.18, alpha: 1)
        case .conversationButton_background: return UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        case .highlighted(let base): return base.color.withAlphaComponent(0.8)
        }
    }
}
extension UIView {
    var themeBackgroundColor: ThemeValue? { get { nil } set { backgroundColor = newValue?.color } }
    var themeTintColor: ThemeValue? { get { nil } set { tintColor = newValue?.color } }
}
extension UILabel {
    var themeTextColor: ThemeValue? { get { nil } set { textColor = newValue?.color } }
}

// SessionUIKit: layout helpers
extension UIView {
    enum Edge { case top, leading, trailing, bottom }
    enum Dimension { case width, height }
    enum Direction { case horizontal, vertical }

    static func hSpacer(_ width: CGFloat) -> UIView {
        let result = UIView()
        result.set(.width, to: width)
        return result
    }
    private func anchor(_ dimension: Dimension) -> NSLayoutDimension {
        dimension == .width ? widthAnchor : heightAnchor
    }
    @discardableResult
    func set(_ dimension: Dimension, to size: CGFloat) -> NSLayoutConstraint {
        translatesAutoresizingMaskIntoConstraints = false
        let constraint = anchor(dimension).constraint(equalToConstant: size)
        constraint.isActive = true
        return constraint
    }
    @discardableResult
    func set(_ dimension: Dimension, to otherDimension: Dimension, of view: UIView) -> NSLayoutConstraint {
        translatesAutoresizingMaskIntoConstraints = false
        let constraint = anchor(dimension).constraint(equalTo: view.anchor(otherDimension))
        constraint.isActive = true
        return constraint
    }
    @discardableResult
    func pin(_ edge: Edge, to otherEdge: Edge, of view: UIView, withInset inset: CGFloat = 0) -> NSLayoutConstraint {
        translatesAutoresizingMaskIntoConstraints = false
        let constraint: NSLayoutConstraint
        switch (edge, otherEdge) {
        case (.top, .top), (.top, .bottom), (.bottom, .top), (.bottom, .bottom):
            let y: (UIView, Edge) -> NSLayoutYAxisAnchor = { $1 == .top ? $0.topAnchor : $0.bottomAnchor }
            constraint = y(self, edge).constraint(equalTo: y(view, otherEdge), constant: inset)
        default:
            let x: (UIView, Edge) -> NSLayoutXAxisAnchor = { $1 == .leading ? $0.leadingAnchor : $0.trailingAnchor }
            constraint = x(self, edge).constraint(equalTo: x(view, otherEdge), constant: inset)
        }
        constraint.isActive = true
        return constraint
    }
    func pin(to view: UIView, withInset inset: CGFloat = 0) {
        pin(.top, to: .top, of: view, withInset: inset)
        pin(.leading, to: .leading, of: view, withInset: inset)
        pin(.trailing, to: .trailing, of: view, withInset: -inset)
        pin(.bottom, to: .bottom, of: view, withInset: -inset)
    }
    @discardableResult
    func center(_ direction: Direction, in view: UIView) -> NSLayoutConstraint {
        translatesAutoresizingMaskIntoConstraints = false
        let constraint = direction == .horizontal
            ? centerXAnchor.constraint(equalTo: view.centerXAnchor) : centerYAnchor.constraint(equalTo: view.centerYAnchor)
        constraint.isActive = true
        return constraint
    }
    func center(in view: UIView) {
        center(.horizontal, in: view)
        center(.vertical, in: view)
    }
}
extension UIEdgeInsets {
    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.init(top: top, left: leading, bottom: bottom, right: trailing)
    }
}
extension UIImage {
    func resized(to size: CGSize) -> UIImage? { self }
}
extension String {
    func putNumber(_ number: Int) -> String { self }
    func localized() -> String { self }
}

final class Separator: UIView {
    private let titleLabel = UILabel()
    init() {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        titleLabel.center(in: self)
        set(.height, to: 36)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func update(title: String?) { titleLabel.text = title }
}

// SessionMessagingKit: conversation model and avatar
struct Profile { var id = ""; var name = "" }
enum SessionThread { enum Variant { case contact, legacyGroup, group, community } }
struct SessionThreadViewModel {
    var threadId = ""
    var threadVariant: SessionThread.Variant = .contact
    var threadIsBlocked: Bool?
    var displayName = ""
    var openGroupProfilePictureData: Data?
    var profile: Profile?
    var additionalProfile: Profile?
}
final class ProfilePictureView: UIView {
    enum Size {
        case navigation, message, list, hero
        var viewSize: CGFloat { self == .list ? 52 : (self == .hero ? 110 : 26) }
    }
    init(size: Size) {
        super.init(frame: .zero)
        set(.width, to: size.viewSize)
        set(.height, to: size.viewSize)
        layer.cornerRadius = size.viewSize / 2
        clipsToBounds = true
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func update(publicKey: String, threadVariant: SessionThread.Variant, customImageData: Data?, profile: Profile?,
                additionalProfile: Profile?) {
        backgroundColor = UIColor(red: 0.2, green: 0.6, blue: 0.5, alpha: 1)
    }
}

// Table styling
enum SessionCell { enum BackgroundStyle { case rounded, edgeToEdge, noBackground } }
enum SessionTableSectionStyle {
    case none, titleRoundedContent, titleEdgeToEdgeContent, titleNoBackgroundContent, titleSeparator, padding, loadMore
    var edgePadding: CGFloat {
        switch self {
        case .titleRoundedContent, .titleNoBackgroundContent: return Values.largeSpacing + Values.mediumSpacing
        default: return Values.largeSpacing
        }
    }
}
