import UIKit
import SnapKit
import Then

/// A header set up with Then and SnapKit, both imported.
final class ProfileHeaderView: UIView {
    let nameLabel = UILabel().then {
        $0.font = .preferredFont(forTextStyle: .headline)
        $0.numberOfLines = 0
    }
    let avatar = UIView().then {
        $0.backgroundColor = .systemBlue
        $0.layer.cornerRadius = 24
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(avatar)
        addSubview(nameLabel)
        avatar.snp.makeConstraints { make in
            make.leading.top.bottom.equalToSuperview().inset(16)
            make.size.equalTo(48)
        }
        nameLabel.snp.makeConstraints { make in
            make.leading.equalTo(avatar.snp.trailing).offset(12)
            make.trailing.equalToSuperview().inset(16)
            make.centerY.equalTo(avatar)
        }
        let tap = UITapGestureRecognizer(target: self, action: #selector(avatarTapped))
        avatar.addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { nil }

    @objc func avatarTapped() {}
}

// An override in an extension, as iOS allows for members Objective-C sees (every UIKit member).
extension ProfileHeaderView {
    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 80)
    }
}
