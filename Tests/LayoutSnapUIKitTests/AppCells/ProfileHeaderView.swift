#if canImport(UIKit)
import UIKit
#else
import LayoutSnapUIKit
#endif

/// A profile header: a round avatar (corner radius from its solved height in `layoutSubviews`), a name in a
/// custom-size font scaled with `UIFontMetrics`, and a handle, in nested stack views.
final class ProfileHeaderView: UIView {
    private let avatarView = UIView()
    private let initialsLabel = UILabel()
    private let nameLabel = UILabel()
    private let handleLabel = UILabel()
    private let followButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)

        avatarView.backgroundColor = .systemIndigo
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        initialsLabel.translatesAutoresizingMaskIntoConstraints = false
        initialsLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 22, weight: .bold))
        initialsLabel.textColor = .white
        initialsLabel.text = "AL"
        avatarView.addSubview(initialsLabel)

        nameLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 24, weight: .semibold))
        nameLabel.numberOfLines = 0
        nameLabel.text = "Ada Lovelace"
        handleLabel.font = .preferredFont(forTextStyle: .subheadline)
        handleLabel.textColor = .secondaryLabel
        handleLabel.text = "@ada · Analyst of engines"
        handleLabel.numberOfLines = 0

        followButton.setTitle("Follow", for: .normal)

        let labels = UIStackView(arrangedSubviews: [nameLabel, handleLabel, followButton])
        labels.axis = .vertical
        labels.alignment = .leading
        labels.spacing = 2

        let row = UIStackView(arrangedSubviews: [avatarView, labels])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 16
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)

        let side = UIFontMetrics(forTextStyle: .title2).scaledValue(for: 64)
        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: side),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            initialsLabel.centerXAnchor.constraint(equalTo: avatarView.centerXAnchor),
            initialsLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
            row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatarView.layer.cornerRadius = avatarView.bounds.height / 2
    }
}
