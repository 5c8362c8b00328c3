// Stand-ins for AlphaWallet's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

// Theme: colours, fonts, metrics, strings
enum Configuration { enum Color { enum Semantic {
    static let indicator = UIColor(red: 0.46, green: 0.36, blue: 0.96, alpha: 1)
    static let defaultViewBackground = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let defaultForegroundText = UIColor(red: 0.16, green: 0.16, blue: 0.16, alpha: 1)
} } }
enum Fonts {
    static func bold(size: CGFloat) -> UIFont { .systemFont(ofSize: size, weight: .bold) }
    static func semibold(size: CGFloat) -> UIFont { .systemFont(ofSize: size, weight: .semibold) }
    static func regular(size: CGFloat) -> UIFont { .systemFont(ofSize: size, weight: .regular) }
}
enum DataEntry { enum Metric { enum SelectionIndicator {
    static let width: CGFloat = 5, height: CGFloat = 20, leadingOffset: CGFloat = 8
} } }
enum ScreenChecker {
    static func size(big: CGFloat, medium: CGFloat, small: CGFloat) -> CGFloat { medium }
}
enum R { enum string { enum localizable { static func done() -> String { "Done" } } } }

// Layout helpers
extension UIView {
    var borderWidth: CGFloat {
        get { layer.borderWidth }
        set { layer.borderWidth = newValue }
    }
    static func spacer(height: CGFloat = 1) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.heightAnchor.constraint(equalToConstant: height).isActive = true
        return view
    }
    static func spacerWidth(_ width: CGFloat = 1, flexible: Bool = false) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        (flexible ? view.widthAnchor.constraint(greaterThanOrEqualToConstant: width) : view.widthAnchor.constraint(equalToConstant: width)).isActive = true
        return view
    }
    func anchorsConstraint(to view: UIView, edgeInsets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
        [leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: edgeInsets.left),
         trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -edgeInsets.right),
         topAnchor.constraint(equalTo: view.topAnchor, constant: edgeInsets.top),
         bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -edgeInsets.bottom)]
    }
}
extension Array where Element == UIView {
    func asStackView(axis: NSLayoutConstraint.Axis = .horizontal, distribution: UIStackView.Distribution = .fill,
                     spacing: CGFloat = 0, contentHuggingPriority: UILayoutPriority? = nil,
                     alignment: UIStackView.Alignment = .fill) -> UIStackView {
        let stackView = UIStackView(arrangedSubviews: self)
        stackView.axis = axis
        stackView.distribution = distribution
        stackView.spacing = spacing
        stackView.alignment = alignment
        if let priority = contentHuggingPriority { stackView.setContentHuggingPriority(priority, for: axis) }
        return stackView
    }
}
extension UIStackView {
    func addArrangedSubviews(_ views: [UIView]) { views.forEach { addArrangedSubview($0) } }
}
protocol LayoutConstraintsWrapper { var constraints: [NSLayoutConstraint] { get } }
extension NSLayoutConstraint: LayoutConstraintsWrapper { var constraints: [NSLayoutConstraint] { [self] } }
extension Array: LayoutConstraintsWrapper where Element == NSLayoutConstraint { var constraints: [NSLayoutConstraint] { self } }
extension NSLayoutConstraint {
    static func activate(_ wrappers: [LayoutConstraintsWrapper]) { activate(wrappers.flatMap { $0.constraints }) }
}
extension UIImageView {
    static var chevronImageView: UIImageView { UIImageView(image: UIImage(systemName: "chevron.right")) }
}

// Combine stand-ins
final class AnyCancellable: Hashable {
    private let cancelAction: () -> Void
    init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    func cancel() { cancelAction() }
    func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
extension Set where Element == AnyCancellable {
    mutating func cancellAll() { forEach { $0.cancel() }; removeAll() }
}
struct AnyPublisher<Output, Failure: Error> {
    let current: Output
    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveValue(current)
        return AnyCancellable {}
    }
}
enum Loadable<T, F: Error> { case loading, done(T), failure(F) }

// App views and view models
final class BlockiesImage { let image: UIImage? = nil }
class BlockieImageView: UIView {
    private let imageView = UIImageView()
    init(size: CGSize) {
        super.init(frame: CGRect(origin: .zero, size: size))
        translatesAutoresizingMaskIntoConstraints = false
        addSubview(imageView)
        widthAnchor.constraint(equalToConstant: size.width).isActive = true
        heightAnchor.constraint(equalToConstant: size.height).isActive = true
    }
    required init?(coder: NSCoder) { nil }
    func set(blockieImage: BlockiesImage?) { imageView.image = blockieImage?.image }
}
struct AccountViewModel {
    var isSelected = false
    var addressOrEnsName = NSAttributedString(string: "0x1234…abcd")
    var blockieImage: BlockiesImage? = nil
    var balance = NSAttributedString(string: "0.00 ETH")
    var apprecation24hour = NSAttributedString(string: "+0.00%")
}
struct BrowserHomeHeaderViewViewModel { let title: String }
class BrowserHomeHeaderView: UIView {
    private let titleLabel = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([titleLabel.anchorsConstraint(to: self)])
    }
    required init?(coder: NSCoder) { nil }
    func configure(viewModel: BrowserHomeHeaderViewViewModel) { titleLabel.text = viewModel.title }
}
struct DappButtonViewModel { let image: UIImage?; let title: String }
class DappButton: UIControl {
    private let imageView = UIImageView()
    private let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        let stackView = [imageView, label].asStackView(axis: .vertical, spacing: 8, alignment: .center)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        NSLayoutConstraint.activate([stackView.anchorsConstraint(to: self)])
    }
    required init?(coder: NSCoder) { nil }
    func configure(viewModel: DappButtonViewModel) { imageView.image = viewModel.image; label.text = viewModel.title }
}
struct DappsHomeViewControllerHeaderViewViewModel {
    let isEditing: Bool
    var backgroundColor: UIColor { Configuration.Color.Semantic.defaultViewBackground }
    var title: String { "AlphaWallet" }
    var myDappsButtonImage: UIImage? { UIImage(systemName: "star") }
    var myDappsButtonTitle: String { "My Dapps" }
    var historyButtonImage: UIImage? { UIImage(systemName: "clock") }
    var historyButtonTitle: String { "History" }
}
struct SwitchTableViewCellViewModel {
    var titleText = "Switch"
    var titleFont = Fonts.regular(size: 17)
    var titleTextColor = Configuration.Color.Semantic.defaultForegroundText
    var icon: UIImage? = nil
    var value = AnyPublisher<Loadable<Bool, Error>, Never>(current: .done(true))
}
struct OpenSeaNonFungibleTokenAttributeCellViewModel {
    var backgroundColor = Configuration.Color.Semantic.defaultViewBackground
    var nameFont = Fonts.regular(size: 13)
    var valueFont = Fonts.semibold(size: 15)
    var name = "Trait"
    var value = "Value"
    var image: UIImage? = nil
}
