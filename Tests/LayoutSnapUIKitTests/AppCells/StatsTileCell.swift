#if canImport(UIKit)
import UIKit
#else
import LayoutSnapUIKit
#endif

/// A statistics tile: three equal columns (a stack view filling equally) of a number over a caption, inside a
/// rounded tile whose width the collection view gives.
final class StatsTileCell: UICollectionViewCell {
    private let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func configure(_ stats: [(value: String, caption: String)]) {
        for stat in stats {
            let value = UILabel()
            value.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .monospacedDigitSystemFont(ofSize: 28, weight: .bold))
            value.text = stat.value
            value.textAlignment = .center
            let caption = UILabel()
            caption.font = .preferredFont(forTextStyle: .caption1)
            caption.textColor = .secondaryLabel
            caption.text = stat.caption
            caption.textAlignment = .center
            caption.numberOfLines = 0
            let column = UIStackView(arrangedSubviews: [value, caption])
            column.axis = .vertical
            column.spacing = 2
            stack.addArrangedSubview(column)
        }
    }
}
