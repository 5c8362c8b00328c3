import Foundation
import Layout
import LayoutSnapTesting
import LayoutSnapUIKit
import Scenes
import Testing

/// Values no layout can use — non-finite or enormous frames, intrinsic sizes and constants — are reported or
/// ignored, never solved into a crash or a hang.
@MainActor
@Suite struct UIKitRobustnessTests {
    final class WildView: UIView {
        var size = CGSize(width: CGFloat.nan, height: .infinity)
        override var intrinsicContentSize: CGSize { size }
    }

    @Test func unusableValuesAreReportedNotSolved() throws {
        let scene = UIKitScene.scene(of: {
            let root = UIView()
            let framed = UIView(frame: CGRect(x: CGFloat.nan, y: 0, width: 1e12, height: 10))
            root.addSubview(framed)
            let wild = WildView()
            wild.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(wild)
            NSLayoutConstraint.activate([
                wild.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: .infinity),
                wild.topAnchor.constraint(equalTo: root.topAnchor),
                wild.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
                wild.widthAnchor.constraint(equalToConstant: 40),
            ])
            return root
        }, variant: Variant(width: 375), measurer: try LayoutSnapshot.measurer())
        let messages = scene.warnings.map(\.description)
        #expect(messages.contains { $0.contains("not finite or too large") })
        #expect(messages.contains { $0.contains("out of range") })
        #expect(scene.contentSize.width == 375)
        #expect(scene.contentSize.height.isFinite)
    }

    @Test func layoutIfNeededWithoutASizeDoesNothing() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        root.layoutIfNeeded()
        #expect(child.frame == .zero)
        #expect(root.systemLayoutSizeFitting(CGSize(width: CGFloat.infinity, height: 0)) == .zero)
    }
}

/// `layoutIfNeeded()` lays out inside the root; the root's frame is its superview's and stays as set.
@MainActor
@Suite struct LayoutInPlaceTests {
    @Test func rootKeepsItsFrame() {
        let root = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
        let child = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(child)
        root.layoutIfNeeded()
        #expect(root.frame == CGRect(x: 10, y: 20, width: 300, height: 200))
        #expect(child.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        let lone = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
        lone.layoutIfNeeded()
        #expect(lone.frame == CGRect(x: 10, y: 20, width: 300, height: 200))
    }
}
