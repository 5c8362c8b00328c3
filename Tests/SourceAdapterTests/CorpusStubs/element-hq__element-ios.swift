// Stand-ins for Element's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

// Theming
struct ThemeColors {
    var primaryContent = UIColor(red: 0.09, green: 0.11, blue: 0.14, alpha: 1)
    var secondaryContent = UIColor(red: 0.45, green: 0.49, blue: 0.55, alpha: 1)
    var tertiaryContent = UIColor(red: 0.55, green: 0.59, blue: 0.64, alpha: 1)
    var background = UIColor.white
}

struct ThemeFonts {
    var body = UIFont.preferredFont(forTextStyle: .body)
    var footnote = UIFont.preferredFont(forTextStyle: .footnote)
    var caption1 = UIFont.preferredFont(forTextStyle: .caption1)
}

protocol Theme {
    var colors: ThemeColors { get }
    var fonts: ThemeFonts { get }
}

struct DefaultTheme: Theme {
    var colors = ThemeColors()
    var fonts = ThemeFonts()
}

protocol Themable: AnyObject {
    func update(theme: Theme)
}

final class ThemeService {
    private static let instance = ThemeService()
    static func shared() -> ThemeService { instance }
    var theme: Theme = DefaultTheme()
}

// Bubble timeline layout
protocol TimestampDisplayable: AnyObject {
    func addTimestampView(_ timestampView: UIView)
    func removeTimestampView()
}

enum BubbleRoomCellLayoutConstants {
    static let bubbleCornerRadius: CGFloat = 12
    static let bubbleTimestampViewMargins = UIEdgeInsets(top: 0, left: 0, bottom: 4, right: 8)
}
