import UIKit

// Written the way apps write cells for iOS: Objective-C attributes, target-action with #selector, SnapKit used
// without importing it (the app imports it in another file), and nothing changed for Linux.
@objcMembers
final class SettingsIconCell: UITableViewCell {
    @objc dynamic var isHighlightedRow = false
    @IBInspectable var iconCornerRadius: CGFloat = 7

    let iconBackground = UIView()
    let titleLabel = UILabel()
    let toggle = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        iconBackground.backgroundColor = .systemRed
        iconBackground.layer.cornerRadius = iconCornerRadius
        titleLabel.font = .preferredFont(forTextStyle: .body)
        toggle.addTarget(self, action: #selector(toggleChanged(_:)), for: .valueChanged)
        [iconBackground, titleLabel, toggle].forEach { contentView.addSubview($0) }
        iconBackground.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.centerY.equalToSuperview()
            make.size.equalTo(29)
            make.top.greaterThanOrEqualToSuperview().offset(6)
        }
        titleLabel.snp.makeConstraints { make in
            make.leading.equalTo(iconBackground.snp.trailing).offset(16)
            make.centerY.equalToSuperview()
        }
        toggle.snp.makeConstraints { make in
            make.trailing.equalToSuperview().inset(16)
            make.centerY.equalToSuperview()
        }
    }

    required init?(coder: NSCoder) { nil }

    @objc private func toggleChanged(_ sender: UISwitch) {
        isHighlightedRow = sender.isOn
    }

    @IBAction func reset(sender: Any) {
        toggle.isOn = false
    }

    var observedKey: String { #keyPath(SettingsIconCell.isHighlightedRow) }
    var resetSelector: Selector { #selector(reset(sender:)) }
}
