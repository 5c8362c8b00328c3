// Stand-ins for SwiftHub's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit
import LayoutSnapSnapKit

// RxSwift / RxCocoa / RxOptional / NSObject+Rx: a synchronous value stream, enough to bind view models to views.
final class DisposeBag {}
struct Disposable { func disposed(by bag: DisposeBag) {} }

class Observable<Element> {
    fileprivate(set) var current: Element?
    init(_ current: Element?) { self.current = current }
    func map<R>(_ transform: (Element) -> R) -> Observable<R> { Observable<R>(current.map(transform)) }
    func asDriver() -> Observable<Element> { self }
    func asDriver(onErrorJustReturn: Element) -> Observable<Element> { self }
    func drive(_ binder: Binder<Element>) -> Disposable { if let value = current { binder.on(value) }; return Disposable() }
    func drive(_ binder: Binder<Element?>) -> Disposable { if let value = current { binder.on(value) }; return Disposable() }
    func drive(onNext: @escaping (Element) -> Void) -> Disposable { if let value = current { onNext(value) }; return Disposable() }
}
typealias Driver<Element> = Observable<Element>

final class BehaviorRelay<Element>: Observable<Element> {
    init(value: Element) { super.init(value) }
    var value: Element { current! }
    func accept(_ value: Element) { current = value }
}

protocol OptionalType { associatedtype Wrapped; var optional: Wrapped? { get } }
extension Optional: OptionalType { var optional: Wrapped? { self } }
extension Observable where Element: OptionalType {
    func filterNil() -> Observable<Element.Wrapped> { Observable<Element.Wrapped>(current?.optional) }
    func replaceNilWith(_ value: Element.Wrapped) -> Observable<Element.Wrapped> {
        Observable<Element.Wrapped>(current.map { $0.optional ?? value })
    }
}

struct Binder<Value> { let on: (Value) -> Void }
struct Reactive<Base> { let base: Base }
protocol ReactiveCompatible {}
extension ReactiveCompatible { var rx: Reactive<Self> { Reactive(base: self) } }
extension UIView: ReactiveCompatible {}
extension Reactive where Base: UIView {
    var disposeBag: DisposeBag { DisposeBag() }
    var isHidden: Binder<Bool> { let view = base; return Binder { view.isHidden = $0 } }
    var alpha: Binder<CGFloat> { let view = base; return Binder { view.alpha = $0 } }
    var tintColor: Binder<UIColor?> { let view = base; return Binder { view.tintColor = $0 } }
}
extension Reactive where Base: UILabel {
    var text: Binder<String?> { let label = base; return Binder { label.text = $0 } }
    var attributedText: Binder<NSAttributedString?> { let label = base; return Binder { label.attributedText = $0 } }
}
extension Reactive where Base: UIImageView {
    var image: Binder<UIImage?> { let view = base; return Binder { view.image = $0 } }
    var imageURL: Binder<URL?> { Binder { _ in } }  // Kingfisher download
}
extension Reactive where Base: UIButton {
    func image(for state: UIControl.State = []) -> Binder<UIImage?> { let button = base; return Binder { button.setImage($0, for: state) } }
}

// RxTheme
struct ThemeAttribute<T> { let value: T }
struct ThemeColors {
    let primary = UIColor.white, primaryDark = UIColor(red: 0.94, green: 0.94, blue: 0.96, alpha: 1)
    let secondary = UIColor(red: 0.2, green: 0.5, blue: 0.95, alpha: 1)
    let text = UIColor.black, textGray = UIColor.gray
}
final class ThemeService {
    let colors = ThemeColors()
    func attribute<T>(_ value: (ThemeColors) -> T) -> ThemeAttribute<T> { ThemeAttribute(value: value(colors)) }
}
let themeService = ThemeService()
struct ThemeProxy<Base> { let base: Base }
protocol ThemeCompatible {}
extension ThemeCompatible { var theme: ThemeProxy<Self> { ThemeProxy(base: self) } }
extension UIView: ThemeCompatible {}
extension ThemeProxy where Base: UIView {
    var backgroundColor: ThemeAttribute<UIColor?> {
        get { ThemeAttribute(value: base.backgroundColor) } nonmutating set { base.backgroundColor = newValue.value }
    }
    var tintColor: ThemeAttribute<UIColor?> {
        get { ThemeAttribute(value: base.tintColor) } nonmutating set { base.tintColor = newValue.value }
    }
}
extension ThemeProxy where Base: UILabel {
    var textColor: ThemeAttribute<UIColor?> {
        get { ThemeAttribute(value: base.textColor) } nonmutating set { base.textColor = newValue.value }
    }
}
extension ThemeProxy where Base: TableViewCell {
    var selectionColor: ThemeAttribute<UIColor?> {
        get { ThemeAttribute(value: base.selectionColor) } nonmutating set { base.selectionColor = newValue.value }
    }
}
extension UIColor {
    static func primaryDark() -> UIColor { themeService.colors.primaryDark }
}

// Hero
final class HeroExtension { var id: String? }
extension UIView { var hero: HeroExtension { HeroExtension() } }

// SwifterSwift
extension UIView {
    var layerCornerRadius: CGFloat {
        get { layer.cornerRadius } set { layer.masksToBounds = true; layer.cornerRadius = newValue }
    }
    var layerBorderWidth: CGFloat { get { layer.borderWidth } set { layer.borderWidth = newValue } }
    var layerBorderColor: UIColor? {
        get { layer.borderColor.map { UIColor(cgColor: $0) } } set { layer.borderColor = newValue?.cgColor }
    }
}
extension UIEdgeInsets {
    init(horizontal: CGFloat, vertical: CGFloat) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }
}
extension UIFont { var bold: UIFont { .systemFont(ofSize: pointSize, weight: .bold) } }
extension UIImage { var template: UIImage { withRenderingMode(.alwaysTemplate) } }
extension UIStackView {
    func removeArrangedSubviews() { arrangedSubviews.forEach { removeArrangedSubview($0) } }
}
extension String { var url: URL? { URL(string: self) } }
extension UIColor {
    convenience init?(hexString: String) {
        let hex = hexString.hasPrefix("#") ? String(hexString.dropFirst()) : hexString
        guard hex.count == 6, let rgb = Int(hex, radix: 16) else { return nil }
        self.init(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
                  blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }
    func darken(by percentage: CGFloat) -> UIColor {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: &a)
        return UIColor(red: r * (1 - percentage), green: g * (1 - percentage), blue: b * (1 - percentage), alpha: a)
    }
    var brightnessAdjustedColor: UIColor { self }
}

// BonMot
enum StringStylePart {
    case color(UIColor), backgroundColor(UIColor), font(UIFont), lineHeightMultiple(CGFloat), baselineOffset(CGFloat)
}
extension String {
    func styled(with parts: StringStylePart...) -> NSAttributedString {
        var attributes: [NSAttributedString.Key: Any] = [:]
        for part in parts {
            switch part {
            case let .color(color): attributes[.foregroundColor] = color
            case let .backgroundColor(color): attributes[.backgroundColor] = color
            case let .font(font): attributes[.font] = font
            case let .lineHeightMultiple(multiple):
                let paragraph = NSMutableParagraphStyle()
                paragraph.lineHeightMultiple = multiple
                attributes[.paragraphStyle] = paragraph
            case let .baselineOffset(offset): attributes[.baselineOffset] = offset
            }
        }
        return NSAttributedString(string: self, attributes: attributes)
    }
}
extension NSAttributedString {
    static func composed(of parts: [NSAttributedString]) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        parts.forEach { result.append($0) }
        return result
    }
}

// R.swift
enum R {
    enum image {
        static func icon_cell_disclosure() -> UIImage? { UIImage(systemName: "chevron.right") }
        static func icon_button_user_x() -> UIImage? { UIImage(systemName: "person.badge.minus") }
        static func icon_button_user_plus() -> UIImage? { UIImage(systemName: "person.badge.plus") }
    }
}

// MultiProgressView
enum LineCapType { case butt, round, square }
protocol MultiProgressViewDataSource: AnyObject {
    func numberOfSections(in progressView: MultiProgressView) -> Int
    func progressView(_ progressView: MultiProgressView, viewForSection section: Int) -> ProgressViewSection
}
class ProgressViewSection: UIView {
    func setAttributedTitle(_ title: NSAttributedString) {}
}
class MultiProgressView: UIView {
    weak var dataSource: MultiProgressViewDataSource?
    var lineCap: LineCapType = .butt
    var trackBorderWidth: CGFloat { get { layer.borderWidth } set { layer.borderWidth = newValue } }
    var trackBorderColor: UIColor? { didSet { layer.borderColor = trackBorderColor?.cgColor } }
    private var sections: [ProgressViewSection] = []
    func reloadData() {
        sections.forEach { $0.removeFromSuperview() }
        guard let dataSource = dataSource else { return }
        sections = (0..<dataSource.numberOfSections(in: self)).map { dataSource.progressView(self, viewForSection: $0) }
        sections.forEach { addSubview($0) }
    }
    func setProgress(section: Int, to progress: Float) {
        guard sections.indices.contains(section) else { return }
        let start = sections[..<section].reduce(CGFloat(0)) { $0 + $1.frame.width }
        sections[section].frame = CGRect(x: start, y: 0, width: bounds.width * CGFloat(progress), height: bounds.height)
    }
}

// SwiftHub
enum Configs {
    enum BaseDimensions {
        static let inset: CGFloat = 10
        static let tableRowHeight: CGFloat = 50
        static let cornerRadius: CGFloat = 5
        static let borderWidth: CGFloat = 1
    }
}
extension UIView {
    var inset: CGFloat { Configs.BaseDimensions.inset }
    func setPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentHuggingPriority(priority, for: axis)
        setContentCompressionResistancePriority(priority, for: axis)
    }
}
class View: UIView {}
class ScrollView: UIScrollView {}
class ImageView: UIImageView {}
class Button: UIButton {}
class Label: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = .systemFont(ofSize: 14)
        numberOfLines = 0
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
class StackView: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .vertical
        spacing = Configs.BaseDimensions.inset / 2
    }
    required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
final class LanguageView: UIView {
    init(language: RepoLanguage) {
        super.init(frame: .zero)
        let label = UILabel()
        label.text = language.name
        label.font = .systemFont(ofSize: 12)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor), label.bottomAnchor.constraint(equalTo: bottomAnchor),
            label.leadingAnchor.constraint(equalTo: leadingAnchor), label.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

struct RepoLanguage { var name: String; var color: String?; var size: Int }
struct RepositoryLanguages { var totalCount: Int; var totalSize: Int; var languages: [RepoLanguage] }

class TableViewCellViewModel {}
class DefaultTableViewCellViewModel: TableViewCellViewModel {
    let title = BehaviorRelay<String?>(value: nil)
    let detail = BehaviorRelay<String?>(value: nil)
    let secondDetail = BehaviorRelay<String?>(value: nil)
    let attributedDetail = BehaviorRelay<NSAttributedString?>(value: nil)
    let image = BehaviorRelay<UIImage?>(value: nil)
    let imageUrl = BehaviorRelay<String?>(value: nil)
    let badge = BehaviorRelay<UIImage?>(value: nil)
    let badgeColor = BehaviorRelay<UIColor?>(value: nil)
    let hidesDisclosure = BehaviorRelay<Bool>(value: false)
}
final class UserCellViewModel: DefaultTableViewCellViewModel {
    let hidesFollowButton = BehaviorRelay<Bool>(value: true)
    let following = BehaviorRelay<Bool>(value: false)
}
final class LanguagesCellViewModel: TableViewCellViewModel {
    let languages: RepositoryLanguages?
    init(languages: RepositoryLanguages?) { self.languages = languages }
}
