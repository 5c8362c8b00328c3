import LayoutSnapUIKit

/// The app's cells, compiled from `../App` through the adapter plugin, for the tests to lay out.
@MainActor
public enum AdaptedApp {
    public static func settingsIconCell(title: String) -> UITableViewCell {
        let cell = SettingsIconCell(style: .default, reuseIdentifier: nil)
        cell.titleLabel.text = title
        return cell
    }

    public static func profileHeader(name: String) -> UIView {
        let header = ProfileHeaderView(frame: .zero)
        header.nameLabel.text = name
        return header
    }

    /// The selectors and key path the adapted file computed from `#selector` and `#keyPath`.
    public static var settingsNames: (selector: String, keyPath: String) {
        let cell = SettingsIconCell(style: .default, reuseIdentifier: nil)
        return (cell.resetSelector.name, cell.observedKey)
    }
}
