#if canImport(UIKit)
import UIKit
#else
import LayoutSnapUIKit
#endif
#if canImport(SnapKit)
import SnapKit
#else
import LayoutSnapSnapKit
#endif

/// A podcast episode row laid out with SnapKit: artwork, a title that wraps, a duration under it and a play
/// button on the trailing side.
final class SnapKitEpisodeCell: UITableViewCell {
    private let artwork = UIView()
    private let titleLabel = UILabel()
    private let durationLabel = UILabel()
    private let playButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        artwork.backgroundColor = .systemPurple
        artwork.layer.cornerRadius = 10
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.numberOfLines = 0
        durationLabel.font = .preferredFont(forTextStyle: .footnote)
        durationLabel.textColor = .secondaryLabel
        playButton.setTitle("Play", for: .normal)
        playButton.titleLabel?.font = .preferredFont(forTextStyle: .body)
        [artwork, titleLabel, durationLabel, playButton].forEach(contentView.addSubview)

        artwork.snp.makeConstraints { make in
            make.leading.equalTo(contentView.layoutMarginsGuide)
            make.top.equalTo(contentView.layoutMarginsGuide)
            make.size.equalTo(56)
            make.bottom.lessThanOrEqualTo(contentView.layoutMarginsGuide)
        }
        playButton.snp.makeConstraints { make in
            make.trailing.equalTo(contentView.layoutMarginsGuide)
            make.centerY.equalTo(artwork)
        }
        playButton.setContentCompressionResistancePriority(.required, for: .horizontal)
        playButton.setContentHuggingPriority(.required, for: .horizontal)
        titleLabel.snp.makeConstraints { make in
            make.leading.equalTo(artwork.snp.trailing).offset(12)
            make.top.equalTo(contentView.layoutMarginsGuide)
            make.trailing.lessThanOrEqualTo(playButton.snp.leading).offset(-8)
        }
        durationLabel.snp.makeConstraints { make in
            make.leading.equalTo(titleLabel)
            make.top.equalTo(titleLabel.snp.bottom).offset(4)
            make.trailing.lessThanOrEqualTo(playButton.snp.leading).offset(-8)
            make.bottom.lessThanOrEqualTo(contentView.layoutMarginsGuide)
        }
    }

    required init?(coder: NSCoder) { nil }

    func configure(title: String, duration: String) {
        titleLabel.text = title
        durationLabel.text = duration
    }
}
