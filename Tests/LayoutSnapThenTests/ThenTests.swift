import Foundation
import LayoutSnapThen
import LayoutSnapUIKit
import Testing

/// A cell written the way apps using Then write them: every subview set up in its property initialiser.
@MainActor
private final class ProfileCell: UITableViewCell {
    let nameLabel = UILabel().then {
        $0.font = .preferredFont(forTextStyle: .headline)
        $0.numberOfLines = 0
        $0.translatesAutoresizingMaskIntoConstraints = false
    }
    let avatar = UIView().then {
        $0.backgroundColor = .systemBlue
        $0.layer.cornerRadius = 20
        $0.translatesAutoresizingMaskIntoConstraints = false
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        [avatar, nameLabel].forEach { contentView.addSubview($0) }
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            avatar.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40).then { $0.priority = .required },
            avatar.heightAnchor.constraint(equalToConstant: 40),
            nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            nameLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
struct ThenTests {
    /// `then` runs its block on the object and returns that same object.
    @Test func thenConfiguresAndReturnsTheSameObject() {
        let label = UILabel()
        let configured = label.then { $0.text = "Hello"; $0.numberOfLines = 2 }
        #expect(configured === label)
        #expect(label.text == "Hello")
        #expect(label.numberOfLines == 2)
    }

    /// `with` changes a copy of a value and leaves the original as it was.
    @Test func withChangesACopyOfAValue() {
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let wider = frame.with { $0.size.width = 20 }
        #expect(wider == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(frame.width == 10)
        let insets = UIEdgeInsets.zero.with { $0.left = 16 }
        #expect(insets == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        #expect([1, 2].with { $0.append(3) } == [1, 2, 3])
    }

    /// `do` runs its block once, on the receiver.
    @Test func doRunsItsBlockOnTheReceiver() {
        var seen: [String] = []
        UIView().do { $0.accessibilityIdentifier = "a"; seen.append($0.accessibilityIdentifier ?? "") }
        Foundation.DateFormatter().do { $0.dateFormat = "yyyy"; seen.append($0.dateFormat) }
        #expect(seen == ["a", "yyyy"])
    }

    /// Errors thrown inside the block reach the caller (`rethrows`).
    @Test func blocksMayThrow() {
        struct Refused: Error {}
        #expect(throws: Refused.self) { _ = try UIView().then { _ in throw Refused() } }
    }

    /// A cell whose subviews are set up with `then` lays out as the same cell written without it: the avatar 16 pt
    /// in and centred in the 64-pt cell (y = (64 − 40) / 2 = 12), the name 12 pt after it (16 + 40 + 12 = 68).
    @Test func cellSetUpWithThenLaysOut() {
        let cell = ProfileCell(style: .default, reuseIdentifier: nil).then { $0.nameLabel.text = "Ada Lovelace" }
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 64)
        cell.layoutIfNeeded()
        #expect(cell.avatar.frame == CGRect(x: 16, y: 12, width: 40, height: 40))
        #expect(cell.nameLabel.frame.minX == 68)
        #expect(abs(cell.nameLabel.frame.maxX - (375 - 16)) < 0.001)
    }
}
