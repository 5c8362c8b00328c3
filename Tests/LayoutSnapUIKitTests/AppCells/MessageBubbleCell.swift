#if canImport(UIKit)
import UIKit
#else
import LayoutSnapUIKit
#endif

/// A chat message: a bubble at most three quarters of the readable width, on the leading side for received
/// messages and the trailing side for sent ones, with a timestamp under it.
final class MessageBubbleCell: UITableViewCell {
    private let bubble = UIView()
    private let messageLabel = UILabel()
    private let timeLabel = UILabel()

    init(message: String, time: String, isSent: Bool) {
        super.init(style: .default, reuseIdentifier: "MessageBubbleCell")
        selectionStyle = .none
        bubble.translatesAutoresizingMaskIntoConstraints = false
        bubble.backgroundColor = isSent ? .systemBlue : .secondarySystemBackground
        bubble.layer.cornerRadius = 18
        bubble.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        messageLabel.font = .preferredFont(forTextStyle: .body)
        messageLabel.textColor = isSent ? .white : .label
        messageLabel.numberOfLines = 0
        messageLabel.text = message
        timeLabel.translatesAutoresizingMaskIntoConstraints = false
        timeLabel.font = .preferredFont(forTextStyle: .caption2)
        timeLabel.textColor = .tertiaryLabel
        timeLabel.text = time
        bubble.addSubview(messageLabel)
        contentView.addSubview(bubble)
        contentView.addSubview(timeLabel)

        let readable = contentView.readableContentGuide
        NSLayoutConstraint.activate([
            messageLabel.leadingAnchor.constraint(equalTo: bubble.layoutMarginsGuide.leadingAnchor),
            messageLabel.trailingAnchor.constraint(equalTo: bubble.layoutMarginsGuide.trailingAnchor),
            messageLabel.topAnchor.constraint(equalTo: bubble.layoutMarginsGuide.topAnchor),
            messageLabel.bottomAnchor.constraint(equalTo: bubble.layoutMarginsGuide.bottomAnchor),
            bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            bubble.widthAnchor.constraint(lessThanOrEqualTo: readable.widthAnchor, multiplier: 0.75),
            timeLabel.topAnchor.constraint(equalTo: bubble.bottomAnchor, constant: 2),
            timeLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            isSent ? bubble.trailingAnchor.constraint(equalTo: readable.trailingAnchor) : bubble.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            isSent ? timeLabel.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -8)
                : timeLabel.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 8),
        ])
    }

    required init?(coder: NSCoder) { nil }
}
