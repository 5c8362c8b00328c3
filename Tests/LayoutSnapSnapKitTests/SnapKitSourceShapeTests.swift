import Foundation
import Geometry
import Layout
import LayoutSnapSnapKit
import LayoutSnapTesting
import LayoutSnapUIKit
import Testing

/// App code as written for SnapKit: these call shapes must type-check unchanged (the import swapped), and lay out as
/// computed by hand.
@MainActor
@Suite struct SnapKitSourceShapeTests {
    final class CardView: UIView {
        let title = UIView()
        let badge = UIView()
        let footer = UIView()
        var badgeWidth: Constraint?

        override init(frame: CGRect) {
            super.init(frame: frame)
            [title, badge, footer].forEach(addSubview)
            title.snp.makeConstraints { make in
                make.top.leading.equalToSuperview().offset(16)
                make.trailing.equalTo(badge.snp.leading).offset(-8)
                make.height.equalTo(24)
            }
            badge.snp.makeConstraints { make in
                make.centerY.equalTo(title)
                make.trailing.equalToSuperview().inset(16)
                self.badgeWidth = make.width.equalTo(40).priority(999.0).constraint
                make.width.equalTo(60).priority(998)
                make.height.equalTo(title.snp.height).multipliedBy(0.5).offset(2).priority(.high).labeled("badge height")
            }
            footer.snp.makeConstraints {
                $0.top.equalTo(title.snp.bottom).offset(CGFloat(8))
                $0.leading.trailing.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
                $0.bottom.lessThanOrEqualTo(self.safeAreaLayoutGuide).inset(16)
                $0.height.equalTo(UInt(20)).priority(Float(500))
                $0.height.lessThanOrEqualTo(100).priority(UILayoutPriority.defaultHigh)
            }
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test func cardLaysOut() {
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        card.layoutIfNeeded()
        // badge: trailing 320 − 16 = 304, width 40 (999 beats 998), height 24 × 0.5 + 2 = 14, centred on the title.
        #expect(card.badge.frame == CGRect(x: 264, y: 21, width: 40, height: 14))
        #expect(card.title.frame == CGRect(x: 16, y: 16, width: 240, height: 24))
        #expect(card.footer.frame == CGRect(x: 16, y: 48, width: 288, height: 20))
        card.badgeWidth?.update(offset: 50)
        card.layoutIfNeeded()
        #expect(card.badge.frame.width == 50)
        #expect(card.title.frame.width == 230)
    }

    @Test func callShapesTypeCheck() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(), other = UIView()
        root.addSubview(view)
        root.addSubview(other)
        other.snp.makeConstraints { $0.edges.equalToSuperview() }
        view.snp.makeConstraints { make in
            make.top.equalToSuperview { $0.safeAreaLayoutGuide }
            make.bottom.lessThanOrEqualToSuperview { $0.snp.bottomMargin }
            make.leading.greaterThanOrEqualToSuperview { $0.layoutMarginsGuide.snp.leading }
            make.top.greaterThanOrEqualToSuperviewSafeAreaLayoutGuide { $0.snp.top }
            make.top.lessThanOrEqualToSuperviewSafeAreaLayoutGuide { $0 }
            make.top.equalToSuperviewSafeAreaLayoutGuide { $0.snp.top }.offset(0)
            make.leading.equalTo(root.safeAreaLayoutGuide.snp.leading).priority(.required)
            make.width.height.equalTo(44).priority(.medium)
            make.width.equalTo(other).dividedBy(2).priority(.low)
            make.width.greaterThanOrEqualTo(other.snp.width).multipliedBy(Double(0.1))
            make.width.lessThanOrEqualTo(other.snp.width).offset(Float(-1))
            make.centerX.equalTo(other.snp.centerX).offset(-3.5).priority(250)
            make.centerY.lessThanOrEqualTo(root.snp.safeAreaCenterY)
            make.leadingMargin.equalTo(other.snp.leadingMargin).priority(1)
            make.edges.equalTo(root.snp.safeAreaEdges).inset(UIEdgeInsets.zero).priority(1)
            make.directionalHorizontalEdges.equalToSuperview().inset(NSDirectionalEdgeInsets.zero).priority(1)
            make.directionalVerticalEdges.equalToSuperview().priority(1)
            make.centerWithinMargins.equalToSuperview().priority(1)
            make.directionalMargins.equalTo(other.snp.directionalEdges).priority(1)
            make.lastBaseline.equalTo(other.snp.firstBaseline).priority(1)
        }
        view.snp.contentHuggingHorizontalPriority = 251
        view.snp.contentCompressionResistanceVerticalPriority = 749
        view.snp.setLabel("view")
        #expect(view.snp.label() == "view")
        #expect(view.snp.contentHuggingHorizontalPriority == 251)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == UILayoutPriority(749))
        #expect(view.snp.target === view)
        #expect(view.snp.top == view.snp.top)
        #expect(!(view.snp.top == view.snp.bottom))
        #expect(ConstraintPriority.high.advanced(by: 1) == ConstraintPriority(751))
        #expect(ConstraintPriority.low < .medium)
        root.layoutIfNeeded()
        // 44 at .medium (500) beats half of other's 300 at .low; between 10 % of 300 and 300 − 1.
        #expect(view.frame.width == 44)
    }
}

/// The same card as a snapshot scene: the engine reports no ambiguity, conflict or refused constraint.
@MainActor
@Suite struct SnapKitSceneTests {
    @Test func cardSceneHasNoWarnings() throws {
        let scene = UIKitScene.scene(of: { SnapKitSourceShapeTests.CardView(frame: .zero) }, variant: Variant(width: 320),
                                     sizing: .fixed(Size(width: 320, height: 120)), measurer: try LayoutSnapshot.measurer())
        #expect(scene.warnings.isEmpty, "\(scene.warnings)")
        #expect(scene.contentSize == Size(width: 320, height: 120))
    }
}
