// Stand-ins for NetNewsWire's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

// Images / RSCore
final class IconImage {
    let image: UIImage
    let isSymbol: Bool, isBackgroundSuppressed: Bool, isDark: Bool, isBright: Bool
    init(_ image: UIImage, isSymbol: Bool = false, isBackgroundSuppressed: Bool = false, isDark: Bool = false, isBright: Bool = false) {
        self.image = image; self.isSymbol = isSymbol; self.isBackgroundSuppressed = isBackgroundSuppressed
        self.isDark = isDark; self.isBright = isBright
    }
}
/// An image view whose image does not set its intrinsic size.
class NonIntrinsicImageView: UIImageView {
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
}
extension UIView {
    func setFrameIfNotEqual(_ rect: CGRect) {
        if frame != rect { frame = rect }
    }
}
enum Assets {
    enum Images {
        static var faviconTemplate: UIImage? { UIImage(named: "faviconTemplateImage") }
    }
    enum Colors {
        static var iconBackground: UIColor { UIColor(red: 0.92, green: 0.92, blue: 0.92, alpha: 1) }
    }
}

// Account
struct ProgressInfo {
    var numberOfTasks = 0, numberCompleted = 0
    var isComplete: Bool { numberCompleted >= numberOfTasks }
}
final class CombinedRefreshProgress {
    static let shared = CombinedRefreshProgress()
    var progressInfo = ProgressInfo()
    var isComplete: Bool { progressInfo.isComplete }
}
final class AccountManager {
    static let shared = AccountManager()
    var lastRefreshCompletedDate: Date? = nil
}
extension Notification.Name {
    static let progressInfoDidChange = Notification.Name("ProgressInfoDidChange")
}
