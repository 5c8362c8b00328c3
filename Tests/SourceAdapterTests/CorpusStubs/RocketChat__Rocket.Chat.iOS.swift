// Stand-ins for Rocket.Chat's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

// Theming
struct Theme {
    var bannerBackground = UIColor(red: 0.95, green: 0.96, blue: 0.97, alpha: 1)
    var auxiliaryText = UIColor(red: 0.62, green: 0.64, blue: 0.66, alpha: 1)
}
extension UIView {
    var theme: Theme? { Theme() }
    func applyTheme() {}
}
extension UIColor {
    static var avatarColors: [UIColor] {
        [UIColor(red: 0.96, green: 0.26, blue: 0.21, alpha: 1), UIColor(red: 0.13, green: 0.59, blue: 0.95, alpha: 1),
         UIColor(red: 0.30, green: 0.69, blue: 0.31, alpha: 1), UIColor(red: 1.00, green: 0.60, blue: 0.00, alpha: 1)]
    }
}

// Models and managers
struct UnmanagedSubscription { var roomAnnouncement: String? }
final class MarkdownManager {
    static let shared = MarkdownManager()
    func transformAttributedString(_ string: NSAttributedString) -> NSAttributedString { string }
}
enum Emojione {
    static func transform(string: String) -> String { string }
}
struct CustomEmoji {
    var name = ""
    static func withShortname(_ shortname: String) -> CustomEmoji? { nil }
    func imageUrl() -> String? { nil }
}
enum User {
    static func avatarURL(forUsername username: String) -> URL? { nil }
}

// Nuke and FLAnimatedImage
struct ImageRequest { let url: URL }
final class DataCache { func storeData(_ data: Data, for key: String) {} }
final class ImageCache { func removeResponse(for request: ImageRequest) {} }
enum ImageManager {
    static var dataCache: DataCache? = DataCache()
    static let memoryCache = ImageCache()
    static func loadImage(with url: URL, into view: UIImageView, completion: ((UIImage?, Error?) -> Void)? = nil) {
        completion?(nil, nil)
    }
}
final class FLAnimatedImage {}
class FLAnimatedImageView: UIImageView {
    var animatedImage: FLAnimatedImage?
}
