#if canImport(UIKit)
import UIKit
#else
import LayoutSnapUIKit
#endif

/// A section header with a large title and a "See All" button on the trailing side, title wrapping first.
final class SectionHeaderView: UITableViewHeaderFooterView {
    private let titleLabel = UILabel()
    private let seeAllButton = UIButton(type: .system)

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        titleLabel.accessibilityTraits = .header
        seeAllButton.translatesAutoresizingMaskIntoConstraints = false
        seeAllButton.setTitle("See All", for: .normal)
        seeAllButton.titleLabel?.font = .preferredFont(forTextStyle: .body)
        seeAllButton.setContentCompressionResistancePriority(.required, for: .horizontal)
        seeAllButton.addAction(UIAction { _ in }, for: .touchUpInside)
        contentView.addSubview(titleLabel)
        contentView.addSubview(seeAllButton)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor, constant: 8),
            titleLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            seeAllButton.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
            seeAllButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            seeAllButton.lastBaselineAnchor.constraint(equalTo: titleLabel.lastBaselineAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func configure(title: String) { titleLabel.text = title }
}
