import Foundation
import LayoutSnapSnapKit
import LayoutSnapUIKit
import Testing

/// A 375×200 root (frame set, autoresizing as UIKit's views made in code) with `count` plain subviews.
@MainActor
func hierarchy(_ count: Int = 1, width: CGFloat = 375, height: CGFloat = 200) -> (root: UIView, views: [UIView]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let views = (0..<count).map { index -> UIView in
        let view = UIView()
        view.accessibilityIdentifier = "v\(index)"
        root.addSubview(view)
        return view
    }
    return (root, views)
}

/// Frames as laid out by LayoutSnapUIKit's engine; every value below is computed by hand.
@MainActor
@Suite struct SnapKitLayoutTests {
    @Test func edgesInsetByEdgeInsets() {
        let (root, views) = hierarchy()
        views[0].snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        }
        root.layoutIfNeeded()
        // x = 20, y = 10, width = 375 − 20 − 40, height = 200 − 10 − 30.
        #expect(views[0].frame == CGRect(x: 20, y: 10, width: 315, height: 160))
        #expect(views[0].translatesAutoresizingMaskIntoConstraints == false)
        #expect(root.constraints.count == 4)
    }

    @Test func edgesInsetByNumberAndEqualToInsets() {
        let (root, views) = hierarchy(2)
        views[0].snp.makeConstraints { $0.edges.equalToSuperview().inset(16) }
        // A bare UIEdgeInsets relates each edge to the superview's, inward (bottom and right negated).
        views[1].snp.makeConstraints { $0.edges.equalTo(UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)) }
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 16, y: 16, width: 343, height: 168))
        #expect(views[1].frame == CGRect(x: 6, y: 5, width: 361, height: 188))
    }

    @Test func offsetIsAddedAsGivenWhileInsetPointsInward() {
        let (root, views) = hierarchy(3)
        views[0].snp.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(10)
            make.trailing.bottom.equalToSuperview().offset(-10)
        }
        views[1].snp.makeConstraints { make in
            make.top.leading.equalToSuperview().inset(10)
            make.trailing.bottom.equalToSuperview().inset(10)
        }
        // A positive offset on trailing/bottom moves those edges outward: 10 past the root's right and bottom.
        views[2].snp.makeConstraints { make in
            make.top.leading.trailing.bottom.equalToSuperview().offset(10)
        }
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 10, y: 10, width: 355, height: 180))
        #expect(views[1].frame == CGRect(x: 10, y: 10, width: 355, height: 180))
        #expect(views[2].frame == CGRect(x: 10, y: 10, width: 375, height: 200))
    }

    @Test func horizontalAndVerticalEdges() {
        let (root, views) = hierarchy()
        views[0].snp.makeConstraints { make in
            make.horizontalEdges.equalToSuperview().inset(30)
            make.verticalEdges.equalToSuperview().inset(UIEdgeInsets(top: 12, left: 0, bottom: 18, right: 0))
        }
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 30, y: 12, width: 315, height: 170))
    }

    @Test func directionalEdgesWithDirectionalInsets() {
        let (root, views) = hierarchy()
        views[0].snp.makeConstraints { make in
            make.directionalEdges.equalToSuperview().inset(NSDirectionalEdgeInsets(top: 4, leading: 24, bottom: 6, trailing: 14))
        }
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 24, y: 4, width: 337, height: 190))
    }

    @Test func sizeAndCenterComposites() {
        let (root, views) = hierarchy(3)
        views[0].snp.makeConstraints { make in
            make.size.equalTo(CGSize(width: 100, height: 50))
            make.center.equalToSuperview()
        }
        // A CGPoint for centre is measured from the superview's left and top, as in SnapKit.
        views[1].snp.makeConstraints { make in
            make.size.equalTo(40)
            make.center.equalTo(CGPoint(x: 100, y: 60))
        }
        // size.inset(10) takes 10 off each side: width and height shrink by 20.
        views[2].snp.makeConstraints { make in
            make.size.equalToSuperview().inset(10)
            make.center.equalToSuperview().offset(5)
        }
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 137.5, y: 75, width: 100, height: 50))
        #expect(views[1].frame == CGRect(x: 80, y: 40, width: 40, height: 40))
        #expect(views[2].frame == CGRect(x: 15, y: 15, width: 355, height: 180))
    }

    @Test func constantsForPositionsAreFromTheSuperview() {
        let (root, views) = hierarchy()
        views[0].snp.makeConstraints { make in
            make.top.equalTo(20)
            make.left.equalTo(30.5)
            make.width.equalTo(CGFloat(64))
            make.height.equalTo(Double(32))
        }
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 30.5, y: 20, width: 64, height: 32))
    }

    @Test func multipliedByAndDividedBy() {
        let (root, views) = hierarchy(2)
        views[0].snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.equalToSuperview().multipliedBy(0.4)
            make.height.equalTo(views[0].snp.width).dividedBy(3)
        }
        views[1].snp.makeConstraints { make in
            make.top.equalTo(views[0].snp.bottom)
            make.leading.equalTo(views[0].snp.trailing)
            make.size.equalTo(views[0]).multipliedBy(2)
        }
        root.layoutIfNeeded()
        // 375 × 0.4 = 150; 150 / 3 = 50.
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 150, height: 50))
        #expect(views[1].frame == CGRect(x: 150, y: 50, width: 300, height: 100))
    }

    @Test func lowerPriorityLosesToRequired() {
        let (root, views) = hierarchy(2)
        views[0].snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.equalTo(300).priority(.high)
            make.width.lessThanOrEqualTo(120)
            make.height.equalTo(80).priority(250)
            make.height.equalTo(40).priority(UILayoutPriority.defaultHigh)
        }
        views[1].snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.equalTo(10).priority(.low)
            make.width.greaterThanOrEqualTo(90)
            make.height.equalTo(10).priority(.medium)
            make.height.equalTo(20).priority(.required)
        }
        root.layoutIfNeeded()
        #expect(views[0].frame.size == CGSize(width: 120, height: 40))
        #expect(views[1].frame.size == CGSize(width: 90, height: 20))
        // Constant widths and heights are installed on the view itself, as UIKit installs them.
        #expect(views[0].constraints.filter { $0.priority == UILayoutPriority(750) }.count == 2)
    }

    @Test func anotherViewsBottomAsTarget() {
        let (root, views) = hierarchy(3)
        views[0].snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(50)
        }
        views[1].snp.makeConstraints { make in
            make.top.equalTo(views[0].snp.bottom).offset(8)
            make.leading.trailing.equalTo(views[0])
            make.height.equalTo(30)
        }
        // SnapKit resolves an inset for the target's attribute: bottom, so the inset is subtracted (8 above).
        views[2].snp.makeConstraints { make in
            make.top.equalTo(views[0].snp.bottom).inset(8)
            make.leading.equalTo(views[1].snp.centerX)
            make.size.equalTo(CGSize(width: 20, height: 10))
        }
        root.layoutIfNeeded()
        #expect(views[1].frame == CGRect(x: 0, y: 58, width: 375, height: 30))
        #expect(views[2].frame == CGRect(x: 187.5, y: 42, width: 20, height: 10))
    }

    @Test func remakeReplacesEverySnpConstraint() {
        let (root, views) = hierarchy()
        views[0].snp.makeConstraints { make in
            make.leading.top.equalToSuperview().offset(10)
            make.size.equalTo(50)
        }
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        views[0].snp.remakeConstraints { make in
            make.trailing.bottom.equalToSuperview().inset(20)
            make.width.equalTo(70)
            make.height.equalTo(30)
        }
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 285, y: 150, width: 70, height: 30))
        #expect(root.constraints.count == 2)
        #expect(views[0].constraints.count == 2)
    }

    @Test func updateChangesTheConstantOfTheMatchingConstraint() {
        let (root, views) = hierarchy()
        views[0].snp.makeConstraints { make in
            make.top.equalToSuperview().offset(10)
            make.leading.equalToSuperview().inset(10)
            make.size.equalTo(CGSize(width: 40, height: 20))
        }
        views[0].snp.updateConstraints { make in
            make.top.equalToSuperview().offset(30)
            make.width.equalTo(80)
        }
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 10, y: 30, width: 80, height: 20))
        #expect(root.constraints.count == 2)
        #expect(views[0].constraints.count == 2)
    }

    @Test func updateWithoutAMatchIsSkipped() {
        let (root, views) = hierarchy()
        views[0].snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.size.equalTo(30)
        }
        SnapKitDiagnostics.removeAll()
        // A different relation (and a different priority) matches nothing: SnapKit stops the app, here it is skipped.
        views[0].snp.updateConstraints { make in
            make.width.greaterThanOrEqualTo(100)
            make.height.equalTo(60).priority(.low)
        }
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(SnapKitDiagnostics.messages.count == 2)
        #expect(SnapKitDiagnostics.messages.allSatisfy { $0.contains("updateConstraints found no existing constraint") })
    }

    @Test func updateWithNothingMadeYetMakes() {
        let (root, views) = hierarchy()
        views[0].snp.updateConstraints { make in
            make.edges.equalToSuperview().inset(50)
        }
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 50, y: 50, width: 275, height: 100))
    }

    @Test func removeConstraintsLeavesOthers() {
        let (root, views) = hierarchy()
        let anchored = views[0].heightAnchor.constraint(equalToConstant: 12)
        anchored.isActive = true
        views[0].snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.equalTo(10)
        }
        #expect(views[0].constraints.count == 2)
        views[0].snp.removeConstraints()
        #expect(root.constraints.isEmpty)
        #expect(views[0].constraints.count == 1)
        #expect(anchored.isActive)
    }

    @Test func keptConstraintUpdatesAndToggles() {
        let (root, views) = hierarchy()
        var top: Constraint?
        views[0].snp.makeConstraints { make in
            top = make.top.equalToSuperview().offset(10).constraint
            make.top.equalToSuperview().offset(100).priority(.low)
            make.leading.equalToSuperview()
            make.size.equalTo(20)
        }
        guard let top else { Issue.record("no constraint"); return }
        #expect(top.isActive)
        #expect(top.layoutConstraints.count == 1)
        root.layoutIfNeeded()
        #expect(views[0].frame.minY == 10)

        top.update(offset: 40)
        root.layoutIfNeeded()
        #expect(views[0].frame.minY == 40)

        top.deactivate()
        #expect(!top.isActive)
        root.layoutIfNeeded()
        #expect(views[0].frame.minY == 100)

        top.activate()
        top.update(inset: 25)
        root.layoutIfNeeded()
        #expect(top.isActive)
        #expect(views[0].frame.minY == 25)

        top.isActive = false
        #expect(!top.isActive)
    }

    @Test func keptConstraintUpdatesInsetsPerSide() {
        let (root, views) = hierarchy()
        var edges: Constraint?
        views[0].snp.makeConstraints { make in
            edges = make.edges.equalToSuperview().constraint
        }
        edges?.update(inset: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 2, y: 1, width: 369, height: 196))
        #expect(edges?.layoutConstraints.count == 4)
    }

    @Test func updatePriorityFollowsSnapKitsRequiredRule() {
        let (root, views) = hierarchy()
        var optional: Constraint?
        var required: Constraint?
        views[0].snp.makeConstraints { make in
            optional = make.width.equalTo(10).priority(.high).constraint
            required = make.height.equalTo(10).constraint
        }
        optional?.update(priority: .low)
        required?.update(priority: 300)
        #expect(optional?.layoutConstraints.first?.priority == UILayoutPriority(250))
        // Required stays required, as in SnapKit (UIKit refuses required↔optional on an installed constraint).
        #expect(required?.layoutConstraints.first?.priority == .required)
        #expect(root.subviews.count == 1)
    }

    @Test func marginsAndLayoutGuides() {
        let (root, views) = hierarchy(4)
        root.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 14, right: 16)
        views[0].snp.makeConstraints { make in
            make.edges.equalTo(root.snp.margins)
        }
        views[1].snp.makeConstraints { make in
            make.top.equalTo(root.layoutMarginsGuide.snp.top).offset(5)
            make.leading.equalTo(root.snp.leadingMargin)
            make.size.equalTo(10)
        }
        views[2].snp.makeConstraints { make in
            make.top.equalTo(root.safeAreaLayoutGuide.snp.top).offset(3)
            make.trailing.equalTo(root.snp.safeAreaLayoutGuide.trailing).inset(7)
            make.size.equalTo(10)
        }
        views[3].snp.makeConstraints { make in
            make.edges.equalTo(root.layoutMarginsGuide)
        }
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 12, y: 10, width: 347, height: 176))
        #expect(views[1].frame == CGRect(x: 12, y: 15, width: 10, height: 10))
        #expect(views[2].frame == CGRect(x: 358, y: 3, width: 10, height: 10))
        #expect(views[3].frame == views[0].frame)
    }

    @Test func guideMadeWithSnp() {
        let (root, views) = hierarchy()
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        guide.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(20)
        }
        views[0].snp.makeConstraints { make in
            make.top.leading.equalTo(guide)
            make.width.equalTo(guide.snp.width).multipliedBy(0.5)
            make.bottom.equalTo(guide.snp.bottom)
        }
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 20, y: 20, width: 335, height: 160))
        #expect(views[0].frame == CGRect(x: 20, y: 20, width: 167.5, height: 160))
    }

    @Test func nestedSuperviewAndCenterToAnotherView() {
        let (root, views) = hierarchy()
        let inner = UIView()
        views[0].addSubview(inner)
        views[0].snp.makeConstraints { make in
            make.leading.top.equalToSuperview().offset(100)
            make.size.equalTo(CGSize(width: 80, height: 60))
        }
        inner.snp.makeConstraints { make in
            make.center.equalToSuperview()
            make.width.height.equalTo(20)
        }
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 30, y: 20, width: 20, height: 20))
    }

    @Test func relationsBoundTheSize() {
        let (root, views) = hierarchy(2)
        views[0].snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.lessThanOrEqualToSuperview().offset(-300)
            make.width.equalTo(500).priority(.high)
            make.height.greaterThanOrEqualToSuperview().multipliedBy(0.5)
            make.height.equalTo(1).priority(.low)
        }
        views[1].snp.makeConstraints { make in
            make.leading.greaterThanOrEqualTo(views[0].snp.trailing).offset(5)
            make.leading.equalToSuperview().priority(.medium)
            make.top.equalToSuperview()
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 75, height: 100))
        #expect(views[1].frame == CGRect(x: 80, y: 0, width: 10, height: 10))
    }

    @Test func labeledSetsTheIdentifier() {
        let (root, views) = hierarchy()
        views[0].snp.makeConstraints { make in
            make.edges.equalToSuperview().labeled("pinned")
        }
        #expect(root.constraints.count == 4)
        #expect(root.constraints.allSatisfy { $0.identifier == "pinned" && $0.label == "pinned" })
    }

    @Test func equalToSuperviewWithoutASuperviewIsSkipped() {
        let lonely = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        SnapKitDiagnostics.removeAll()
        var skipped: Constraint?
        lonely.snp.makeConstraints { make in
            skipped = make.edges.equalToSuperview().inset(10).constraint
            make.top.lessThanOrEqualToSuperview()
            make.leading.greaterThanOrEqualToSuperview()
            make.leading.equalTo(10)
            make.width.equalTo(40)
        }
        #expect(skipped?.layoutConstraints.isEmpty == true)
        #expect(skipped?.isActive == false)
        skipped?.activate()
        skipped?.update(offset: 3)
        // Only the width is made: it needs no superview.
        #expect(lonely.constraints.count == 1)
        #expect(lonely.constraints.first?.firstAttribute == .width)
        #expect(SnapKitDiagnostics.messages.count == 4)
        // updateConstraints finds the width, which was recorded; the skipped chain never was.
        lonely.snp.updateConstraints { $0.width.equalTo(50) }
        #expect(lonely.constraints.first?.constant == 50)
    }

    @Test func severalAttributesToADifferentSetAreSkipped() {
        let (root, views) = hierarchy(2)
        SnapKitDiagnostics.removeAll()
        views[1].snp.makeConstraints { make in
            make.top.leading.equalTo(views[0].snp.edges)
            make.top.leading.equalTo(views[0].snp.top)
        }
        // The second chain relates both attributes to the one target attribute, as SnapKit does.
        #expect(root.constraints.count == 2)
        #expect(root.constraints.allSatisfy { $0.secondAttribute == .top })
        #expect(SnapKitDiagnostics.messages.count == 1)
    }

    @Test func prepareConstraintsDoesNotActivate() {
        let (root, views) = hierarchy()
        let prepared = views[0].snp.prepareConstraints { make in
            make.edges.equalToSuperview()
        }
        #expect(prepared.count == 1)
        #expect(root.constraints.isEmpty)
        #expect(views[0].translatesAutoresizingMaskIntoConstraints == false)
        prepared.forEach { $0.activate() }
        root.layoutIfNeeded()
        #expect(views[0].frame == root.bounds)
    }

    @Test func attributesAsTargets() {
        let (root, views) = hierarchy()
        let view = views[0]
        func attributes(_ make: (ConstraintMaker) -> Void) -> [NSLayoutConstraint.Attribute] {
            view.snp.prepareConstraints(make).flatMap(\.layoutConstraints).map(\.secondAttribute)
        }
        #expect(attributes { $0.firstBaseline.equalTo(root.snp.lastBaseline) } == [.lastBaseline])
        #expect(attributes { $0.edges.equalTo(root.snp.margins) } == [.leftMargin, .topMargin, .rightMargin, .bottomMargin])
        #expect(attributes { $0.directionalEdges.equalToSuperview() } == [.top, .bottom, .leading, .trailing])
        #expect(attributes { $0.centerX.equalTo(10) } == [.left])
        #expect(attributes { $0.height.equalTo(10) } == [.notAnAttribute])
        #expect(attributes { $0.topMargin.trailingMargin.equalToSuperview() } == [.topMargin, .trailingMargin])
    }
}
