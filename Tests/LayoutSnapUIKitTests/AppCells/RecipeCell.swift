#if canImport(UIKit)
import UIKit
#else
import LayoutSnapUIKit
#endif

/// A recipe row: a photo, a title and a summary pinned to the content view's margins guide, fonts from text styles.
final class RecipeCell: UITableViewCell {
    static let reuseIdentifier = "RecipeCell"

    private let photoView = UIImageView()
    private let titleLabel = UILabel()
    private let summaryLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        photoView.translatesAutoresizingMaskIntoConstraints = false
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.layer.cornerRadius = 8
        photoView.backgroundColor = .secondarySystemBackground

        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0

        summaryLabel.translatesAutoresizingMaskIntoConstraints = false
        summaryLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        summaryLabel.adjustsFontForContentSizeCategory = true
        summaryLabel.textColor = .secondaryLabel
        summaryLabel.numberOfLines = 0

        contentView.addSubview(photoView)
        contentView.addSubview(titleLabel)
        contentView.addSubview(summaryLabel)

        let margins = contentView.layoutMarginsGuide
        // The taller of the photo and the text sets the row's height; the text hugs the top.
        let bottom = summaryLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
        bottom.priority = .defaultLow
        summaryLabel.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
        titleLabel.setContentHuggingPriority(.defaultLow + 2, for: .vertical)
        NSLayoutConstraint.activate([
            photoView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            photoView.topAnchor.constraint(equalTo: margins.topAnchor),
            photoView.widthAnchor.constraint(equalToConstant: 64),
            photoView.heightAnchor.constraint(equalTo: photoView.widthAnchor),
            photoView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),

            titleLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: photoView.trailingAnchor, multiplier: 1.5),
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

            summaryLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            summaryLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            summaryLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bottom,
            summaryLabel.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    func configure(title: String, summary: String, photo: UIImage?) {
        titleLabel.text = title
        summaryLabel.text = summary
        photoView.image = photo
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        photoView.image = nil
    }
}
