import Foundation
import FixtureFormat
import Layout
import LayoutSnapTesting
import LayoutSnapUIKit
import Testing

/// `Fixtures/uikit-article-card.yaml` written for UIKit.
final class ArticleCardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
        let kicker = UILabel(), title = UILabel(), body = UILabel()
        kicker.font = .preferredFont(forTextStyle: .caption1)
        kicker.textColor = .secondaryLabel
        kicker.text = "FIELD NOTES"
        title.font = .preferredFont(forTextStyle: .title2)
        title.numberOfLines = 0
        title.text = "What a slow rise does to flavour"
        body.font = .preferredFont(forTextStyle: .body)
        body.textColor = .secondaryLabel
        body.numberOfLines = 0
        body.text = "Yeast and bacteria keep working in the cold: twelve hours in the fridge give a loaf the sourness that a warm afternoon cannot."
        for label in [kicker, title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        let margins = layoutMarginsGuide
        NSLayoutConstraint.activate([
            kicker.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            kicker.topAnchor.constraint(equalTo: margins.topAnchor),
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: kicker.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// `Fixtures/uikit-stat-row.yaml` written for UIKit: the axis is chosen from the trait collection in `init`.
final class StatRowView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        let columns = [("128", "Recipes"), ("2.4k", "Saved"), ("4.9", "Rating")].map { value, caption -> UIStackView in
            let valueLabel = UILabel(), captionLabel = UILabel()
            valueLabel.font = .preferredFont(forTextStyle: .title1)
            valueLabel.text = value
            captionLabel.font = .preferredFont(forTextStyle: .caption1)
            captionLabel.textColor = .secondaryLabel
            captionLabel.text = caption
            let column = UIStackView(arrangedSubviews: [valueLabel, captionLabel])
            column.axis = .vertical
            column.alignment = .center
            column.spacing = 2
            return column
        }
        let row = UIStackView(arrangedSubviews: columns)
        row.axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
        row.distribution = .fillEqually
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// `Fixtures/uikit-badge-row.yaml` written for UIKit: a custom view with an intrinsic size between two labels
/// with tuned hugging and compression resistance.
final class BadgeRowView: UIView {
    final class Badge: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 36, height: 22) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        let name = UILabel(), badge = Badge(), price = UILabel()
        name.font = .preferredFont(forTextStyle: .body)
        name.text = "Stone-ground whole wheat flour, organic, 5 kg"
        name.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        name.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
        name.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        name.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 11
        price.font = .preferredFont(forTextStyle: .headline)
        price.text = "€12.40"
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            badge.setContentHuggingPriority(.required, for: axis)
            badge.setContentCompressionResistancePriority(.required, for: axis)
            price.setContentHuggingPriority(.defaultHigh + 1, for: axis)
            price.setContentCompressionResistancePriority(.required, for: axis)
        }
        for view in [name, badge, price] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            name.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            name.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            badge.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            badge.centerYAnchor.constraint(equalTo: name.centerYAnchor),
            price.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 12),
            price.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            price.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// Three views built with the API and the same three written as YAML fixtures draw byte-identical PNGs in every
/// variant of the fixtures.
@MainActor
@Suite struct FixtureEquivalenceTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test(arguments: ["uikit-article-card", "uikit-stat-row", "uikit-badge-row"])
    func sameBytesAsFixture(name: String) throws {
        let fixture = try Fixture.load(path: Self.fixtures.appendingPathComponent("\(name).yaml").path)
        let factories: [String: () -> UIView] = [
            "uikit-article-card": { ArticleCardView() }, "uikit-stat-row": { StatRowView() }, "uikit-badge-row": { BadgeRowView() },
        ]
        let make = try #require(factories[name])
        let measurer = try LayoutSnapshot.measurer()
        #expect(fixture.variants.variants.count == 48)
        for variant in fixture.variants.variants {
            let expected = try LayoutSnapshot.png(of: fixture.scene(for: variant, measurer: measurer), scale: variant.scale)
            let actual = try LayoutSnapshot.png(of: UIKitScene.scene(of: make, variant: variant, measurer: measurer), scale: variant.scale)
            #expect(actual == expected, "\(name) \(variant.name): the UIKit view draws differently from the fixture")
        }
    }
}
