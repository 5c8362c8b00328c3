import UIKit

// SnapKit is imported by ArticleCell.swift; in the app target it is visible here too, so this file uses `.snp`
// without importing it.

/// A topic in the "Follow topics" grid: an SF Symbol over the topic's name and its article count, on a rounded
/// tile whose corner radius the storyboard can set.
final class TopicCell: UICollectionViewCell {
    static let reuseIdentifier = "TopicCell"

    @IBInspectable var cornerRadius: CGFloat = 14 {
        didSet { contentView.layer.cornerRadius = cornerRadius }
    }

    @objc dynamic var isFollowing = false {
        didSet { followButton.setTitle(isFollowing ? "Following" : "Follow", for: .normal) }
    }

    let symbolView = UIImageView()
    let nameLabel = UILabel()
    let countLabel = UILabel()
    let followButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = cornerRadius
        contentView.clipsToBounds = true

        symbolView.contentMode = .center
        symbolView.tintColor = .systemTeal

        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.textAlignment = .center
        nameLabel.numberOfLines = 0

        countLabel.font = .preferredFont(forTextStyle: .caption1)
        countLabel.adjustsFontForContentSizeCategory = true
        countLabel.textColor = .secondaryLabel
        countLabel.textAlignment = .center

        followButton.setTitle("Follow", for: .normal)
        followButton.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
        followButton.addTarget(self, action: #selector(toggleFollow), for: .touchUpInside)

        [symbolView, nameLabel, countLabel, followButton].forEach(contentView.addSubview)

        symbolView.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(16)
            make.centerX.equalToSuperview()
            make.size.equalTo(36)
        }
        nameLabel.snp.makeConstraints { make in
            make.top.equalTo(symbolView.snp.bottom).offset(8)
            make.leading.trailing.equalToSuperview().inset(12)
        }
        countLabel.snp.makeConstraints { make in
            make.top.equalTo(nameLabel.snp.bottom).offset(2)
            make.leading.trailing.equalTo(nameLabel)
        }
        followButton.snp.makeConstraints { make in
            make.top.equalTo(countLabel.snp.bottom).offset(4)
            make.centerX.equalToSuperview()
            make.bottom.equalToSuperview().inset(10)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(name: String, symbolName: String, articles: Int) {
        nameLabel.text = name
        countLabel.text = "\(articles) articles"
        symbolView.image = UIImage(systemName: symbolName, withConfiguration: UIImage.SymbolConfiguration(pointSize: 25))
    }

    @objc func toggleFollow() {
        isFollowing.toggle()
    }
}
