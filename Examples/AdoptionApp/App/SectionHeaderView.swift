import UIKit

@objc protocol SectionHeaderViewDelegate: AnyObject {
    @objc optional func sectionHeaderDidTapSeeAll(_ header: SectionHeaderView)
}

/// The header of a reading-list section: its title in Title 3 and a "See All" button on the trailing side that
/// wraps under the title at accessibility sizes.
final class SectionHeaderView: UITableViewHeaderFooterView {
    static let reuseIdentifier = "SectionHeaderView"

    let titleLabel = UILabel()
    private let seeAllButton = UIButton(type: .system)
    private let stack = UIStackView()

    weak var delegate: SectionHeaderViewDelegate?

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        titleLabel.font = .preferredFont(forTextStyle: .title3)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0

        seeAllButton.setTitle("See All", for: .normal)
        seeAllButton.titleLabel?.font = .preferredFont(forTextStyle: .body)
        seeAllButton.addTarget(self, action: #selector(seeAllTapped(_:)), for: .touchUpInside)
        seeAllButton.setContentHuggingPriority(.required, for: .horizontal)

        stack.addArrangedSubview(titleLabel)
        stack.addArrangedSubview(seeAllButton)
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)

        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
        updateAxis()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String) {
        titleLabel.text = title
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateAxis()
    }

    private func updateAxis() {
        let large = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        stack.axis = large ? .vertical : .horizontal
        stack.alignment = large ? .leading : .firstBaseline
    }

    @objc private func seeAllTapped(_ sender: UIButton) {
        delegate?.sectionHeaderDidTapSeeAll?(self)
    }
}
