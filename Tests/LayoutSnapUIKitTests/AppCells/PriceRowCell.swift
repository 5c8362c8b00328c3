#if canImport(UIKit)
import UIKit
#else
import LayoutSnapUIKit
#endif

/// A line item: a long name that gives way (low hugging and compression resistance) to a price that never
/// truncates, with a quantity badge of fixed intrinsic size between them.
final class QuantityBadge: UIView {
    private let label = UILabel()

    init(count: Int) {
        super.init(frame: .zero)
        backgroundColor = .systemGray5
        layer.cornerRadius = 6
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .monospacedDigitSystemFont(ofSize: 13, weight: .semibold)
        label.text = "×\(count)"
        addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: centerXAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        setContentHuggingPriority(.required, for: .horizontal)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { CGSize(width: 36, height: 22) }
}

final class PriceRowCell: UITableViewCell {
    private let nameLabel = UILabel()
    private let badge: QuantityBadge
    private let priceLabel = UILabel()

    init(name: String, count: Int, price: String) {
        badge = QuantityBadge(count: count)
        super.init(style: .default, reuseIdentifier: "PriceRowCell")
        nameLabel.text = name
        nameLabel.font = .preferredFont(forTextStyle: .body)
        nameLabel.lineBreakMode = .byTruncatingMiddle
        priceLabel.text = price
        priceLabel.font = .preferredFont(forTextStyle: .headline)
        priceLabel.textAlignment = .right
        nameLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
        nameLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        priceLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        priceLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        for view in [nameLabel, badge, priceLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            nameLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            badge.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 8),
            badge.centerYAnchor.constraint(equalTo: nameLabel.centerYAnchor),
            priceLabel.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 12),
            priceLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            priceLabel.firstBaselineAnchor.constraint(equalTo: nameLabel.firstBaselineAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}
