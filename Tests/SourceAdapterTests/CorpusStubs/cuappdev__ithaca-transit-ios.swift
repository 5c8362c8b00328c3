// Stand-ins for Ithaca Transit's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

enum Colors {
    static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let tcatBlue = UIColor(red: 0.03, green: 0.63, blue: 0.88, alpha: 1)
    static let notificationBlue = UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1)
    static let primaryText = UIColor(red: 0.13, green: 0.13, blue: 0.13, alpha: 1)
    static let metadataIcon = UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
    static let backgroundWash = UIColor(red: 0.95, green: 0.95, blue: 0.95, alpha: 1)
    static let tableViewSeparator = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
}

enum CustomFontWeight { case regular, medium, semibold, bold }

extension UIFont {
    static func getFont(_ weight: CustomFontWeight, size: CGFloat) -> UIFont {
        switch weight {
        case .regular: return .systemFont(ofSize: size, weight: .regular)
        case .medium: return .systemFont(ofSize: size, weight: .medium)
        case .semibold: return .systemFont(ofSize: size, weight: .semibold)
        case .bold: return .systemFont(ofSize: size, weight: .bold)
        }
    }
}

enum Constants {
    enum Buttons { static let clear = "Clear" }
}

enum RouteDetailCellSize {
    static let largeHeight: CGFloat = 80
}

enum NotificationType {
    case delay, beforeBoarding
    var title: String {
        switch self {
        case .delay: return "Delays"
        case .beforeBoarding: return "10 minutes before boarding"
        }
    }
}

enum NotificationBannerType {
    case beforeBoardingConfirmation, unableToConfirmBeforeBoarding, delayConfirmation
}

final class TransitNotificationSubscriber {
    static let shared = TransitNotificationSubscriber()
    func subscribeToDepartureNotifications(startTime: String) {}
    func unsubscribeFromDepartureNotifications(startTime: String) {}
    func subscribeToDelayNotifications(stopID: String?, tripID: String) {}
    func unsubscribeFromDelayNotifications(stopID: String?, tripID: String) {}
}
