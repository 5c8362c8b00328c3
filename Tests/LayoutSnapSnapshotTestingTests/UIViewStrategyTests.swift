import Foundation
import Layout
import LayoutSnapSnapshotTesting
import LayoutSnapTesting
import LayoutSnapUIKit
import SnapshotTesting
import Testing

/// A view written for UIKit, laid out in a variant (`LayoutSnapshot.scene(of:variant:)`) and snapshotted with
/// swift-snapshot-testing's `assertSnapshot` and LayoutSnap's strategy.
@MainActor
struct UIViewStrategyTests {
    final class Badge: UIView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemBlue
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
            label.font = .preferredFont(forTextStyle: .headline)
            label.adjustsFontForContentSizeCategory = true
            label.textColor = .white
            label.text = "Snapshotting<UIView, Data>"
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
                label.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
                label.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test func viewMatchesItsReferenceAtAX2() throws {
        let variant = Variant(width: 320, category: .accessibilityLarge, scale: 1)
        assertSnapshot(of: try LayoutSnapshot.scene(of: { Badge() }, variant: variant), as: .layoutSnap(scale: variant.scale), named: variant.name)
    }
}
