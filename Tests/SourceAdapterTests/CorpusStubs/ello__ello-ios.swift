// Stand-ins for Ello's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit
import LayoutSnapSnapKit

// PINRemoteImage
final class PINRemoteImageManagerResult {
    let image: UIImage?
    init(image: UIImage?) { self.image = image }
}
class PINAnimatedImageView: UIImageView {}
extension UIImageView {
    func pin_setImage(from url: URL?, completion: ((PINRemoteImageManagerResult) -> Void)? = nil) {}
    func pin_cancelImageDownload() {}
}

// Base views: hooks run from init in the app's order
class CollectionViewCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setup(); style(); bindActions(); setText(); arrange()
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func setup() {}
    func style() {}
    func bindActions() {}
    func setText() {}
    func arrange() {}
}

class TableViewCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setup(); styleCell(); bindActions(); arrange()
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func setup() {}
    func styleCell() {}
    func bindActions() {}
    func arrange() {}
}

final class Line: UIView {
    init(color: UIColor) {
        super.init(frame: .zero)
        backgroundColor = color
        heightAnchor.constraint(equalToConstant: 1).isActive = true
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class ElloLogoView: UIImageView {}

// Styles
extension UIColor {
    static let grey5 = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
    static let grey6 = UIColor(red: 0.13, green: 0.13, blue: 0.13, alpha: 1)
    static let greyA = UIColor(red: 0.67, green: 0.67, blue: 0.67, alpha: 1)
    static let greyE5 = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
}
extension UIFont {
    static func defaultFont(_ size: CGFloat = 14) -> UIFont { .systemFont(ofSize: size) }
    static func defaultBoldFont(_ size: CGFloat = 14) -> UIFont { .systemFont(ofSize: size, weight: .bold) }
}

class StyledLabel: UILabel {
    struct Style {
        let font: UIFont
        let textColor: UIColor
        static let `default` = Style(font: .defaultFont(), textColor: .black)
        static let white = Style(font: .defaultFont(), textColor: .white)
        static let boldWhite = Style(font: .defaultBoldFont(), textColor: .white)
        static let smallGray = Style(font: .defaultFont(12), textColor: .greyA)
    }
    var style: Style = .default { didSet { font = style.font; textColor = style.textColor } }
    var isMultiline: Bool {
        get { numberOfLines != 1 }
        set { numberOfLines = newValue ? 0 : 1 }
    }
    init(style: Style = .default) {
        super.init(frame: .zero)
        self.style = style
        font = style.font
        textColor = style.textColor
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

class StyledButton: UIButton {
    struct Style {
        let titleColor: UIColor
        let backgroundColor: UIColor
        static let subscribed = Style(titleColor: .white, backgroundColor: UIColor(red: 0, green: 0.6, blue: 0.2, alpha: 1))
        static let whiteUnderlined = Style(titleColor: .white, backgroundColor: .clear)
    }
    var style: Style = .subscribed { didSet { applyStyle() } }
    var title: String? {
        get { title(for: .normal) }
        set { setTitle(newValue, for: .normal) }
    }
    convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        applyStyle()
    }
    private func applyStyle() {
        setTitleColor(style.titleColor, for: .normal)
        backgroundColor = style.backgroundColor
        titleLabel?.font = .defaultFont()
    }
}

enum InterfaceImage {
    case circleCheckLarge, smallCheck, x
    enum Style { case normal, white, green }
}
extension UIImageView {
    var interfaceImage: InterfaceImage? {
        get { nil }
        set { image = nil }
    }
    func setInterfaceImage(_ interfaceImage: InterfaceImage, style: InterfaceImage.Style) { image = nil }
}
extension UIButton {
    func setImages(_ interfaceImage: InterfaceImage, style: InterfaceImage.Style = .normal) {}
}

extension UIView {
    var isVisible: Bool {
        get { !isHidden }
        set { isHidden = !newValue }
    }
}

extension UIEdgeInsets {
    init(top: CGFloat) { self.init(top: top, left: 0, bottom: 0, right: 0) }
    init(sides: CGFloat) { self.init(top: 0, left: sides, bottom: 0, right: sides) }
    var sides: CGFloat { left + right }
}

extension Constraint {
    func set(isActivated: Bool) {
        if isActivated { activate() } else { deactivate() }
    }
}

enum Priority {
    static let required = ConstraintPriority.required
    static let high = ConstraintPriority.high
    static let medium = ConstraintPriority.medium
    static let low = ConstraintPriority.low
}

enum Globals {
    static var windowSize = CGSize(width: 375, height: 667)
}

enum StreamKind {
    case manageCategories
    var layoutInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 15) }
}

enum InterfaceString {
    enum Discover {
        static let Subscribe = "Subscribe"
        static let Subscribed = "Subscribed"
    }
}

// Models and text
final class Category {
    let name: String
    init(name: String) { self.name = name }
}

enum ElloAttributedObject {
    case attributedCategory(Category)
    case unknown
}

protocol ElloTextViewDelegate: AnyObject {
    func textViewTapped(_ link: String, object: ElloAttributedObject)
    func textViewTappedDefault()
}

class ElloTextView: UITextView {
    weak var textViewDelegate: ElloTextViewDelegate?
}

enum CategoryFilter {
    case featured, trending, recent, shop
    var name: String { "\(self)".capitalized }
    var slug: String { "\(self)" }
}

class NestedTabBarView: UIView {
    final class Tab: UIButton {
        func addTarget(_ target: Any?, action: Selector) {
            addTarget(target, action: action, for: .touchUpInside)
        }
    }
    private let stack = UIStackView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        stack.distribution = .fillEqually
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func createTab(title: String) -> Tab {
        let tab = Tab()
        tab.setTitle(title, for: .normal)
        tab.setTitleColor(.greyA, for: .normal)
        tab.setTitleColor(.black, for: .selected)
        return tab
    }
    func addTab(_ tab: Tab) { stack.addArrangedSubview(tab) }
    func select(tab: Tab) {
        for case let other as Tab in stack.arrangedSubviews { other.isSelected = other === tab }
    }
}

// Responders
protocol CategoryResponder: AnyObject { func categoryTapped(_ category: Category) }
protocol SubscribedCategoryResponder: AnyObject { func categorySubscribeTapped(cell: CategoryCardCell) }
protocol AnnouncementCellResponder: AnyObject { func markAnnouncementAsRead(cell: AnnouncementCell) }
protocol StreamSelectionCellResponder: AnyObject { func streamTapped(_ type: String) }

extension UIResponder {
    func findResponder<T>() -> T? {
        var responder: UIResponder? = self
        while let current = responder {
            if let found = current as? T { return found }
            responder = current.next
        }
        return nil
    }
}

// Notifications and keyboard
struct TypedNotification<T> {
    let name: String
}
let ExternalWebNotification = TypedNotification<String>(name: "ExternalWebNotification")
func postNotification<T>(_ notification: TypedNotification<T>, value: T) {}

final class NotificationObserver {
    init<T>(notification: TypedNotification<T>, block: @escaping (T) -> Void) {}
    func removeObserver() {}
}

final class Keyboard {
    enum Notifications {
        static let KeyboardWillShow = TypedNotification<Keyboard>(name: "KeyboardWillShow")
        static let KeyboardWillHide = TypedNotification<Keyboard>(name: "KeyboardWillHide")
    }
    static let shared = Keyboard()
    var bottomInset: CGFloat = 0
    var duration: Double = 0.25
    var options: UIView.AnimationOptions = []
    func keyboardBottomInset(inView view: UIView) -> CGFloat { bottomInset }
}

func elloAnimate(duration: Double = 0.2, options: UIView.AnimationOptions = [], animated: Bool = true, animations: @escaping () -> Void) {
    if animated {
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations, completion: nil)
    } else {
        animations()
    }
}
