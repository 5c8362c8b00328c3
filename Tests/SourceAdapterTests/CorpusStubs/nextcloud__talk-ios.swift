// Stand-ins for Nextcloud Talk's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

// SDWebImage
struct SDWebImageContextOption: RawRepresentable, Hashable {
    let rawValue: String
}
struct SDWebImageOptions: OptionSet {
    let rawValue: UInt
}
class SDAnimatedImageView: UIImageView {}
extension UIImageView {
    func sd_setImage(with url: URL?, placeholderImage: UIImage?, options: SDWebImageOptions = [],
                     context: [SDWebImageContextOption: Any]?) {
        image = placeholderImage
    }
    func sd_cancelCurrentImageLoad() {}
}

// Nextcloud Talk
struct GiphyGif {
    var thumbnailUrl: URL?
}

/// A label whose text is inset by `textInsets`.
class PaddedLabel: UILabel {
    static let textInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        let insets = PaddedLabel.textInsets
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }
}
