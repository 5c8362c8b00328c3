import Foundation
import Geometry
import LayoutSnapTesting
import LayoutSnapUIKit
import Scenes
import Testing

/// UIKit API that real cell code (`../shared/uikit-cells`) calls, laid out and checked against hand-computed frames.
@MainActor
struct CellCodeAPITests {
    /// `constraints(withVisualFormat:options:metrics:views:)`: `|-5-[label]-5-|` in a 200-pt view leaves 190 pt, and
    /// `V:|-10-[label]-10-|` in a 100-pt view leaves 80 (Apple's Auto Layout Guide, "Visual Format Language").
    @Test func visualFormatConstraintsLayOut() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let views = ["label": label]
        root.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-5-[label]-5-|", options: [], metrics: nil, views: views))
        root.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-pad-[label]-pad-|", options: [], metrics: ["pad": 10], views: views))
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 5, y: 10, width: 190, height: 80))
    }

    /// An alignment option relates each view the format names to the next: `.alignAllCenterY` centres a 20-pt view on
    /// a 40-pt one placed at y = 10, so its top is at 20.
    @Test func visualFormatAlignmentOptions() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let tall = UIView(), short = UIView()
        for view in [tall, short] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            tall.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), tall.heightAnchor.constraint(equalToConstant: 40),
            short.heightAnchor.constraint(equalToConstant: 20), tall.widthAnchor.constraint(equalToConstant: 30), short.widthAnchor.constraint(equalToConstant: 30),
        ])
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[tall]-[short]", options: .alignAllCenterY, metrics: nil,
                                                                   views: ["tall": tall, "short": short]))
        root.layoutIfNeeded()
        #expect(short.frame == CGRect(x: 20 + 30 + 8, y: 20, width: 30, height: 20))
    }

    /// A format naming a view the dictionary lacks gives no constraints (iOS raises an exception) and a warning on the
    /// next layout, as refused constraints are reported.
    @Test func anUnknownViewGivesNoConstraintsAndAWarning() throws {
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[missing]-|", options: [], metrics: nil, views: [:]).isEmpty)
        let scene = try LayoutSnapshot.scene(of: { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }, variant: Variant(width: 10))
        #expect(scene.warnings.contains { "\($0)".contains("missing is not a key in the views dictionary") }, "\(scene.warnings)")
    }

    /// `anchorWithOffset(to:)`: two gaps made equal. Views 20 pt tall at y = 0 and y = 100 with a third between them
    /// (20 pt tall) centred by equal gaps: (100 − 20 − 20) / 2 = 30, so the middle view's top is at 50.
    @Test func anchorWithOffsetMakesEqualGaps() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let top = UIView(), middle = UIView(), bottom = UIView()
        for view in [top, middle, bottom] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: root.topAnchor),
            bottom.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            top.bottomAnchor.anchorWithOffset(to: middle.topAnchor).constraint(equalTo: middle.bottomAnchor.anchorWithOffset(to: bottom.topAnchor)),
        ])
        root.layoutIfNeeded()
        #expect(middle.frame.minY == 50)
    }

    /// A text view without scrolling is its text's height plus `textContainerInset` (8 above, 8 below); its text is
    /// inset by the container's 5-pt line fragment padding at each side, so it wraps as a label 10 pt narrower.
    @Test func aTextViewWithoutScrollingFitsItsText() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let text = "A text view that wraps its words over more than one line at this width"
        let textView = UITextView(), label = UILabel()
        textView.isScrollEnabled = false
        textView.text = text
        textView.font = .systemFont(ofSize: 17)
        label.text = text
        label.font = .systemFont(ofSize: 17)
        label.numberOfLines = 0
        for view in [textView, label] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: root.topAnchor), textView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            textView.widthAnchor.constraint(equalToConstant: 210),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 300), label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.height > 30, "the text wraps")
        #expect(textView.frame.height == label.frame.height + 16)
    }

    /// A progress view is 4 pt tall and fills `progress` of its width from the leading edge: 0.25 of 200 is 50 pt.
    @Test func aProgressViewFillsItsFraction() throws {
        let scene = try LayoutSnapshot.scene(of: {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
            let progress = UIProgressView(progressViewStyle: .default)
            progress.progress = 0.25
            progress.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(progress)
            NSLayoutConstraint.activate([
                progress.leadingAnchor.constraint(equalTo: root.leadingAnchor), progress.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                progress.topAnchor.constraint(equalTo: root.topAnchor), root.bottomAnchor.constraint(equalTo: progress.bottomAnchor),
            ])
            return root
        }, variant: Variant(width: 200))
        let bar = try #require(scene.elements.first?.root.children.first)
        #expect(bar.frame.height == 4)
        #expect(bar.children.first?.frame.width == 50)
    }

    /// A cell's `contentConfiguration` puts the view it makes in the content view, pinned to its edges.
    @Test func aContentConfigurationFillsTheContentView() {
        struct Badge: UIContentConfiguration {
            func makeContentView() -> UIView & UIContentView { BadgeView(configuration: self) }
            func updated(for state: UIConfigurationState) -> Badge { self }
        }
        final class BadgeView: UIView, UIContentView {
            var configuration: UIContentConfiguration
            init(configuration: UIContentConfiguration) {
                self.configuration = configuration
                super.init(frame: .zero)
            }
            required init?(coder: NSCoder) { nil }
            override var intrinsicContentSize: CGSize { CGSize(width: 10, height: 30) }
        }
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        cell.contentConfiguration = Badge()
        cell.contentConfiguration = Badge()
        #expect(cell.contentView.subviews.count == 1, "a new configuration replaces the old view")
        cell.layoutIfNeeded()
        #expect(cell.contentView.subviews.first?.frame == CGRect(x: 0, y: 0, width: 120, height: 30))
    }

    /// `AttributedString` and `NSAttributedString` convert into each other keeping each run's UIKit font and colour.
    @Test func attributedStringsConvert() {
        var text = AttributedString("Bold")
        text.uiKit.font = UIFont.boldSystemFont(ofSize: 17)
        var rest = AttributedString(" red")
        rest.uiKit.foregroundColor = UIColor.systemRed
        text += rest
        let bridged = NSAttributedString(text)
        #expect(bridged.string == "Bold red")
        #expect(bridged.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.boldSystemFont(ofSize: 17))
        #expect(bridged.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor == UIColor.systemRed)
        let back = AttributedString(bridged)
        #expect(String(back.characters) == "Bold red" && back.runs.count == 2)
    }

    /// `RelativeDateTimeFormatter` in English, as Foundation formats: the largest whole unit, "ago" or "in".
    @Test func relativeDatesInTheLargestUnit() {
        let formatter = RelativeDateTimeFormatter()
        let now = Date(timeIntervalSinceReferenceDate: 0)
        #expect(formatter.localizedString(for: now.addingTimeInterval(-7_200), relativeTo: now) == "2 hours ago")
        #expect(formatter.localizedString(for: now.addingTimeInterval(3 * 86_400), relativeTo: now) == "in 3 days")
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(for: now.addingTimeInterval(-86_400), relativeTo: now) == "yesterday")
        #expect(formatter.localizedString(for: now, relativeTo: now) == "now")
    }

    /// A root without constraints laid out at a fixed size takes that size, as a cell takes its row's: an image view
    /// whose image is 20.4 pt is 40 × 40 when laid out in 40 × 40.
    @Test func aFixedSizeHoldsForARootWithoutConstraints() throws {
        let scene = try LayoutSnapshot.scene(of: { UIImageView(image: UIImage(systemName: "star.fill")) }, variant: Variant(width: 40),
                                             sizing: .fixed(Size(width: 40, height: 40)))
        #expect(scene.elements.first?.root.frame.size == Size(width: 40, height: 40))
    }

    /// Views are `NSObject`s as on iOS: equal by identity, so `firstIndex(of:)` and `isEqual(_:)` work.
    @Test func viewsAreEquatableByIdentity() {
        let a = UIView(), b = UIView()
        #expect([a, b].firstIndex(of: b) == 1)
        #expect(a.isEqual(a) && !a.isEqual(b))
    }
}
