import UIKit
import SnapKit

/// A row of the reading list: a bookmark symbol, a headline that wraps, the source and reading time under it, and
/// a "Save for Later" button below them.
final class ArticleCell: UITableViewCell {
    static let reuseIdentifier = "ArticleCell"

    private let iconView = UIImageView()
    private let titleLabel = UILabel()
    private let metadataLabel = UILabel()
    private let saveButton = UIButton(type: .system)

    var onSave: ((ArticleCell) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        iconView.image = UIImage(systemName: "bookmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20))
        iconView.tintColor = .systemOrange
        iconView.contentMode = .center

        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0

        metadataLabel.font = .preferredFont(forTextStyle: .subheadline)
        metadataLabel.adjustsFontForContentSizeCategory = true
        metadataLabel.textColor = .secondaryLabel
        metadataLabel.numberOfLines = 0

        saveButton.setTitle("Save for Later", for: .normal)
        saveButton.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
        saveButton.addTarget(self, action: #selector(saveTapped(_:)), for: .touchUpInside)

        [iconView, titleLabel, metadataLabel, saveButton].forEach { contentView.addSubview($0) }

        iconView.snp.makeConstraints { make in
            make.leading.top.equalTo(contentView.layoutMarginsGuide)
            make.size.equalTo(28)
        }
        titleLabel.snp.makeConstraints { make in
            make.top.trailing.equalTo(contentView.layoutMarginsGuide)
            make.leading.equalTo(iconView.snp.trailing).offset(12)
        }
        metadataLabel.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(4)
            make.leading.trailing.equalTo(titleLabel)
        }
        saveButton.snp.makeConstraints { make in
            make.top.equalTo(metadataLabel.snp.bottom).offset(4)
            make.leading.equalTo(titleLabel)
            make.trailing.lessThanOrEqualTo(titleLabel)
            make.bottom.equalTo(contentView.layoutMarginsGuide)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, source: String, minutes: Int) {
        titleLabel.text = title
        metadataLabel.text = "\(source) · \(minutes) min read"
    }

    @objc private func saveTapped(_ sender: UIButton) {
        onSave?(self)
    }
}
