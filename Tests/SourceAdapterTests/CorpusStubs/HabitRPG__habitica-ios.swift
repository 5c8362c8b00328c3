// Stand-ins for Habitica's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

// Palette and theme
extension UIColor {
    static var teal1: UIColor { UIColor(red: 0.00, green: 0.46, blue: 0.43, alpha: 1) }
    static var teal100: UIColor { UIColor(red: 0.20, green: 0.76, blue: 0.68, alpha: 1) }
    static var blue100: UIColor { UIColor(red: 0.31, green: 0.58, blue: 0.99, alpha: 1) }
    static var gray400: UIColor { UIColor(red: 0.93, green: 0.93, blue: 0.96, alpha: 1) }
}
struct Theme {
    var windowBackgroundColor = UIColor(red: 0.97, green: 0.96, blue: 0.99, alpha: 1)
    var contentBackgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    var offsetBackgroundColor = UIColor(red: 0.93, green: 0.93, blue: 0.96, alpha: 1)
    var primaryTextColor = UIColor(red: 0.20, green: 0.19, blue: 0.23, alpha: 1)
    var secondaryTextColor = UIColor(red: 0.40, green: 0.38, blue: 0.45, alpha: 1)
    var lightTextColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    var dimmedColor = UIColor(red: 0.76, green: 0.75, blue: 0.80, alpha: 1)
    var tintColor = UIColor(red: 0.40, green: 0.22, blue: 0.68, alpha: 1)
    var secondaryBadgeColor = UIColor(red: 0.53, green: 0.51, blue: 0.60, alpha: 1)
}
final class ThemeService {
    static let shared = ThemeService()
    var theme = Theme()
}
struct ImageAsset {
    let name: String
    var image: UIImage? { UIImage(named: name) }
}
enum Asset {
    static let wonChallengeIcon = ImageAsset(name: "won_challenge_icon")
    static let flagFlap = ImageAsset(name: "flag_flap")
}

// UIKit extensions
extension UIFontMetrics {
    func scaledSystemFont(ofSize size: CGFloat, ofWeight weight: UIFont.Weight = .regular) -> UIFont {
        scaledFont(for: .systemFont(ofSize: size, weight: weight))
    }
}
extension UIView {
    var cornerRadius: CGFloat {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue; layer.masksToBounds = newValue > 0 }
    }
    var borderColor: UIColor? {
        get { layer.borderColor.map { UIColor(cgColor: $0) } }
        set { layer.borderColor = newValue?.cgColor }
    }
}

// Models
protocol AchievementProtocol {
    var title: String? { get }
    var text: String? { get }
    var icon: String? { get }
    var earned: Bool { get }
    var isQuestAchievement: Bool { get }
    var isChallengeAchievement: Bool { get }
    var optionalCount: Int { get }
}
protocol QuestProtocol {
    var text: String? { get }
}

// Views
class NetworkImageView: UIImageView {
    func setImagewith(name: String?) { image = name.flatMap { UIImage(named: $0) } }
}
class BadgeView: UIView {
    private let label = UILabel()
    var number = 0 { didSet { label.text = String(number) } }
    var font: UIFont { get { label.font } set { label.font = newValue } }
    var textColor: UIColor { get { label.textColor } set { label.textColor = newValue } }
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        addSubview(label)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
        layer.cornerRadius = bounds.height / 2
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let fitting = label.sizeThatFits(size)
        return CGSize(width: max(fitting.width + 8, fitting.height + 4), height: fitting.height + 4)
    }
}
class GradientView: UIView {
    override class var layerClass: CALayer.Type { CAGradientLayer.self }
    var startColor = UIColor.white { didSet { updateColors() } }
    var endColor = UIColor.black { didSet { updateColors() } }
    var horizontalMode = false {
        didSet {
            guard let gradient = layer as? CAGradientLayer else { return }
            gradient.startPoint = horizontalMode ? CGPoint(x: 0, y: 0.5) : CGPoint(x: 0.5, y: 0)
            gradient.endPoint = horizontalMode ? CGPoint(x: 1, y: 0.5) : CGPoint(x: 0.5, y: 1)
        }
    }
    private func updateColors() { (layer as? CAGradientLayer)?.colors = [startColor.cgColor, endColor.cgColor] }
}

// PinLayout: a small frame-based subset (edges relative to the superview's bounds; applied on every call)
enum FitType { case width, height }
struct VerticalEdge { let view: UIView; let fraction: CGFloat }
struct HorizontalEdge { let view: UIView; let fraction: CGFloat }
struct EdgeList {
    let view: UIView
    var top: VerticalEdge { VerticalEdge(view: view, fraction: 0) }
    var vCenter: VerticalEdge { VerticalEdge(view: view, fraction: 0.5) }
    var bottom: VerticalEdge { VerticalEdge(view: view, fraction: 1) }
    var left: HorizontalEdge { HorizontalEdge(view: view, fraction: 0) }
    var right: HorizontalEdge { HorizontalEdge(view: view, fraction: 1) }
}
final class PinLayout {
    private let view: UIView
    private var left: CGFloat?, right: CGFloat?, top: CGFloat?, bottom: CGFloat?
    private var width: CGFloat?, height: CGFloat?, centerY = false, fit: FitType?, fitBoth = false
    private var marginLeft: CGFloat = 0, marginRight: CGFloat = 0, marginTop: CGFloat = 0, marginBottom: CGFloat = 0
    init(view: UIView) { self.view = view }

    private var container: CGSize { view.superview?.bounds.size ?? .zero }
    private func y(_ edge: VerticalEdge) -> CGFloat {
        let rect = edge.view === view.superview ? edge.view.bounds : edge.view.frame
        return rect.minY + rect.height * edge.fraction
    }
    @discardableResult private func set(_ change: (PinLayout) -> Void) -> PinLayout { change(self); apply(); return self }

    @discardableResult func start(_ value: CGFloat = 0) -> PinLayout { set { $0.left = value } }
    @discardableResult func end(_ value: CGFloat = 0) -> PinLayout { set { $0.right = $0.container.width - value } }
    @discardableResult func top(_ value: CGFloat = 0) -> PinLayout { set { $0.top = value } }
    @discardableResult func bottom(_ value: CGFloat = 0) -> PinLayout { set { $0.bottom = $0.container.height - value } }
    @discardableResult func top(to edge: VerticalEdge) -> PinLayout { set { $0.top = $0.y(edge) } }
    @discardableResult func bottom(to edge: VerticalEdge) -> PinLayout { set { $0.bottom = $0.y(edge) } }
    @discardableResult func below(of other: UIView) -> PinLayout { set { $0.top = other.frame.maxY } }
    @discardableResult func after(of other: UIView) -> PinLayout { set { $0.left = other.frame.maxX } }
    @discardableResult func vertically(_ value: CGFloat = 0) -> PinLayout { set { $0.top = value; $0.bottom = $0.container.height - value } }
    @discardableResult func vCenter() -> PinLayout { set { $0.centerY = true } }
    @discardableResult func width(_ value: CGFloat) -> PinLayout { set { $0.width = value } }
    @discardableResult func height(_ value: CGFloat) -> PinLayout { set { $0.height = value } }
    @discardableResult func size(_ value: CGFloat) -> PinLayout { set { $0.width = value; $0.height = value } }
    @discardableResult func marginTop(_ value: CGFloat) -> PinLayout { set { $0.marginTop = value } }
    @discardableResult func marginBottom(_ value: CGFloat) -> PinLayout { set { $0.marginBottom = value } }
    @discardableResult func marginStart(_ value: CGFloat) -> PinLayout { set { $0.marginLeft = value } }
    @discardableResult func sizeToFit() -> PinLayout { set { $0.fitBoth = true } }
    @discardableResult func sizeToFit(_ type: FitType) -> PinLayout { set { $0.fit = type } }

    private func apply() {
        var frame = view.frame
        let l = left.map { $0 + marginLeft }, r = right.map { $0 - marginRight }
        let t = top.map { $0 + marginTop }, b = bottom.map { $0 - marginBottom }
        if let width { frame.size.width = width } else if let l, let r { frame.size.width = max(0, r - l) }
        if let height { frame.size.height = height } else if let t, let b { frame.size.height = max(0, b - t) }
        if fitBoth {
            frame.size = view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        } else if fit == .width {
            frame.size.height = view.sizeThatFits(CGSize(width: frame.width, height: .greatestFiniteMagnitude)).height
        } else if fit == .height {
            frame.size.width = view.sizeThatFits(CGSize(width: .greatestFiniteMagnitude, height: frame.height)).width
        }
        if let l { frame.origin.x = l } else if let r { frame.origin.x = r - frame.width }
        if centerY { frame.origin.y = (container.height - frame.height) / 2 }
        else if let t { frame.origin.y = t } else if let b { frame.origin.y = b - frame.height }
        view.frame = frame
    }
}
extension UIView {
    var pin: PinLayout { PinLayout(view: self) }
    var edge: EdgeList { EdgeList(view: self) }
}
