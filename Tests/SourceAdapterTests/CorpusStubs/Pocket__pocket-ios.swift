// Stand-ins for Pocket's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

// Textile: colour and image assets
struct ColorAsset {
    let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    init(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    struct UI {
        let white1 = ColorAsset(1, 1, 1)
        let grey1 = ColorAsset(0.10, 0.10, 0.10), grey5 = ColorAsset(0.56, 0.56, 0.56), grey6 = ColorAsset(0.85, 0.85, 0.85)
        let teal2 = ColorAsset(0.00, 0.51, 0.49), teal6 = ColorAsset(0.90, 0.97, 0.96)
        let skeletonCellImageBackground = ColorAsset(0.93, 0.93, 0.93)
    }
    static let ui = UI()
    static let clear = ColorAsset(0, 0, 0, 0)
}
extension UIColor {
    convenience init(_ asset: ColorAsset) { self.init(red: asset.red, green: asset.green, blue: asset.blue, alpha: asset.alpha) }
}
struct ImageAsset {
    let name: String
    struct ReaderSkeleton {
        let byline = ImageAsset(name: "reader-skeleton-byline"), head = ImageAsset(name: "reader-skeleton-head")
        let thumbnail = ImageAsset(name: "reader-skeleton-thumbnail"), subhead = ImageAsset(name: "reader-skeleton-subhead")
        let content = ImageAsset(name: "reader-skeleton-content")
    }
    static let readerSkeleton = ReaderSkeleton()
    static let sort = ImageAsset(name: "sort")
}
extension UIImage {
    convenience init?(asset: ImageAsset) { self.init(named: asset.name) }
    /// LayoutSnap draws an image at its view's size, so resizing keeps the image as is.
    func resized(to size: CGSize) -> UIImage { self }
}

// Textile: text styles
struct Style {
    var font: UIFont
    var color: ColorAsset = ColorAsset(0.10, 0.10, 0.10)
    var maxScaleSize: CGFloat?
    struct Header {
        struct SansSerif {
            let h6 = Style(font: .systemFont(ofSize: 20)), h8 = Style(font: .systemFont(ofSize: 16))
            let p4 = Style(font: .systemFont(ofSize: 16))
        }
        let sansSerif = SansSerif()
    }
    static let header = Header()
    func with(weight: UIFont.Weight) -> Style { var s = self; s.font = .systemFont(ofSize: font.pointSize, weight: weight); return s }
    func with(color: ColorAsset) -> Style { var s = self; s.color = color; return s }
    func with(maxScaleSize: CGFloat) -> Style { var s = self; s.maxScaleSize = maxScaleSize; return s }
    var nsAttributes: [NSAttributedString.Key: Any] { [.font: font, .foregroundColor: UIColor(color)] }
    var attributes: AttributeContainer {
        var container = AttributeContainer()
        container.font = font
        container.foregroundColor = UIColor(color)
        return container
    }
}
extension NSAttributedString {
    convenience init(string: String, style: Style) { self.init(string: string, attributes: style.nsAttributes) }
    func sizeFitting(availableWidth: CGFloat = .greatestFiniteMagnitude) -> CGSize {
        boundingRect(with: CGSize(width: availableWidth, height: .greatestFiniteMagnitude),
                     options: [.usesLineFragmentOrigin], context: nil).size
    }
}

// Layout helpers
extension NSLayoutConstraint {
    func with(priority: UILayoutPriority) -> NSLayoutConstraint { self.priority = priority; return self }
}
extension UIAction.Identifier {
    static let seeAllPrimary = UIAction.Identifier(rawValue: "see-all-primary")
}

// Article components
protocol ArticleComponentTextCellDelegate: AnyObject {}
protocol ArticleComponentTextCell: AnyObject {
    var componentIndex: Int { get set }
    var delegate: ArticleComponentTextCellDelegate? { get set }
    var isFullyHighlighted: Bool { get }
    func highlightAll()
}
protocol ArticleComponentTextViewDelegate: AnyObject {}
class ArticleComponentTextView: UITextView {
    weak var actionDelegate: ArticleComponentTextViewDelegate?
}

// Home / My List
final class TopicChipPresenter {
    let attributedTitle: NSAttributedString?
    let iconImage: UIImage?
    let isSelected: Bool
    init(title: String, image: UIImage? = nil, isSelected: Bool = false) {
        attributedTitle = NSAttributedString(string: title, style: .header.sansSerif.p4)
        iconImage = image
        self.isSelected = isSelected
    }
}
