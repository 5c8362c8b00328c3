#if canImport(UIKit)
import UIKit
#else
import LayoutSnapUIKit
#endif

/// A row that chooses its constraints from `traitCollection` in `init`: icon, title and value side by side, or
/// stacked under each other at the accessibility sizes.
final class AdaptiveDetailCell: UITableViewCell {
    private let icon = UIImageView(image: UIImage(systemName: "clock"))
    private let titleLabel = UILabel()
    private let valueLabel = UILabel()

    init(title: String, value: String) {
        super.init(style: .default, reuseIdentifier: "AdaptiveDetailCell")
        icon.translatesAutoresizingMaskIntoConstraints = false
        icon.tintColor = .systemOrange
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.numberOfLines = 0
        titleLabel.text = title
        valueLabel.translatesAutoresizingMaskIntoConstraints = false
        valueLabel.font = .preferredFont(forTextStyle: .body)
        valueLabel.textColor = .secondaryLabel
        valueLabel.numberOfLines = 0
        valueLabel.text = value
        [icon, titleLabel, valueLabel].forEach(contentView.addSubview)

        let margins = contentView.layoutMarginsGuide
        var constraints = [
            icon.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            valueLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ]
        if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
            constraints += [
                icon.topAnchor.constraint(equalTo: margins.topAnchor),
                titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                titleLabel.topAnchor.constraint(equalTo: icon.bottomAnchor, constant: 8),
                titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                valueLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                valueLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
                valueLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            ]
        } else {
            titleLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            valueLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
            constraints += [
                titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
                icon.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
                titleLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 1.5),
                valueLabel.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: titleLabel.trailingAnchor, multiplier: 1),
                valueLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                valueLabel.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
                titleLabel.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            ]
        }
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) { nil }
}
