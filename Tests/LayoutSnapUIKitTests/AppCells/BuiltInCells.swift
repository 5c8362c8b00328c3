#if canImport(UIKit)
import UIKit
#else
import LayoutSnapUIKit
#endif

/// The built-in subtitle style with a disclosure indicator, configured as a table view data source does.
@MainActor func makeSubtitleDisclosureCell() -> UITableViewCell {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "Subtitle")
    cell.textLabel?.text = "Sourdough starter"
    cell.detailTextLabel?.text = "Fed 2 hours ago · 4 jars"
    cell.imageView?.image = UIImage(systemName: "leaf.fill")
    cell.accessoryType = .disclosureIndicator
    return cell
}

/// A settings row: the built-in value1 style plus a switch as the accessory view.
final class SettingsSwitchCell: UITableViewCell {
    let toggle = UISwitch()

    init(title: String, isOn: Bool) {
        super.init(style: .value1, reuseIdentifier: "SettingsSwitchCell")
        selectionStyle = .none
        textLabel?.text = title
        textLabel?.numberOfLines = 0
        imageView?.image = UIImage(systemName: "bell.badge")
        toggle.isOn = isOn
        toggle.addTarget(self, action: Selector("toggleChanged:"), for: .valueChanged)
        accessoryView = toggle
    }

    required init?(coder: NSCoder) { nil }
}
