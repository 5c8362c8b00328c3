import AutoLayout
import Foundation
import Geometry
import Layout
import LayoutSnapTesting
import LayoutSnapUIKit
import Measure
import Scenes
import Testing

// UIKit semantics checked against values computed by hand from UIKit's documented behaviour
// (/work/shared/spec/uikit-semantics.md, /work/shared/spec/dynamic-type-ios.tsv). Every expected number is worked
// out in the comment next to it; views are plain or have explicit/intrinsic sizes, so every value is exact
// (whole points or halves, which the 2× pixel grid keeps as they are).

// MARK: - Helpers

/// A view with a declared intrinsic content size (`UIView.noIntrinsicMetric` for an axis without one).
@MainActor
private final class SemIntrinsicView: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }

    init(_ size: CGSize, id: String? = nil) {
        self.size = size
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        accessibilityIdentifier = id
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }
}

/// A pill: its corner radius is half its height, set in `layoutSubviews()` from the solved bounds.
@MainActor
private final class SemPillView: UIView {
    var heightSeenInLayoutSubviews: [CGFloat] = []

    init() {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        accessibilityIdentifier = "pill"
        backgroundColor = .systemBlue
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 36) }

    override func layoutSubviews() {
        super.layoutSubviews()
        heightSeenInLayoutSubviews.append(bounds.height)
        layer.cornerRadius = bounds.height / 2
    }
}

/// Records the order `layoutSubviews()` is called in.
@MainActor
private final class SemOrderView: UIView {
    let name: String
    let log: SemLog

    init(_ name: String, log: SemLog) {
        self.name = name; self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.entries.append(name)
    }
}

@MainActor
private final class SemLog { var entries: [String] = [] }

/// A root whose `layoutSubviews()` sets its child's height constraint to a fifth of its own width.
@MainActor
private final class SemAdaptiveRoot: UIView {
    var childHeight: NSLayoutConstraint?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let childHeight else { return }
        let target = bounds.width / 5
        if childHeight.constant != target { childHeight.constant = target }
    }
}

/// The first node (depth first) with `id`, and its frame in the element's coordinates (node frames are relative to
/// their parent node).
private func findNode(_ id: String, in node: SceneNode, origin: Geometry.Point = .zero) -> (node: SceneNode, absolute: Rect)? {
    let absolute = Rect(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY, width: node.frame.width, height: node.frame.height)
    if node.id == id { return (node, absolute) }
    for child in node.children {
        if let found = findNode(id, in: child, origin: Geometry.Point(x: absolute.minX, y: absolute.minY)) { return found }
    }
    return nil
}

private func findNode(_ id: String, in scene: Scene) -> (node: SceneNode, absolute: Rect)? {
    for element in scene.elements {
        if let found = findNode(id, in: element.root) { return found }
    }
    return nil
}

private func layoutDiagnostics(_ scene: Scene) -> [LayoutDiagnostic] {
    scene.warnings.compactMap { warning in
        if case let .layout(diagnostic) = warning.kind { return diagnostic }
        return nil
    }
}

@MainActor
private func pin(_ view: UIView, to guideOrView: (top: NSLayoutYAxisAnchor, leading: NSLayoutXAxisAnchor, bottom: NSLayoutYAxisAnchor,
                                                  trailing: NSLayoutXAxisAnchor), insets: NSDirectionalEdgeInsets = .zero) {
    NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: guideOrView.top, constant: insets.top),
        view.leadingAnchor.constraint(equalTo: guideOrView.leading, constant: insets.leading),
        guideOrView.bottom.constraint(equalTo: view.bottomAnchor, constant: insets.bottom),
        guideOrView.trailing.constraint(equalTo: view.trailingAnchor, constant: insets.trailing),
    ])
}

@MainActor
private func edges(of view: UIView) -> (top: NSLayoutYAxisAnchor, leading: NSLayoutXAxisAnchor, bottom: NSLayoutYAxisAnchor, trailing: NSLayoutXAxisAnchor) {
    (view.topAnchor, view.leadingAnchor, view.bottomAnchor, view.trailingAnchor)
}

@MainActor
private func edges(of guide: UILayoutGuide) -> (top: NSLayoutYAxisAnchor, leading: NSLayoutXAxisAnchor, bottom: NSLayoutYAxisAnchor, trailing: NSLayoutXAxisAnchor) {
    (guide.topAnchor, guide.leadingAnchor, guide.bottomAnchor, guide.trailingAnchor)
}

// MARK: - 1. translatesAutoresizingMaskIntoConstraints

@MainActor
@Suite struct UIKitSemanticsTests {
    // MARK: 1. Autoresizing mask

    /// A view left with `translatesAutoresizingMaskIntoConstraints = true` keeps the margins and sizes its
    /// autoresizing mask fixes while the superview resizes (the mask's flexible parts absorb the change).
    @Test func autoresizingMaskFollowsSuperviewResize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        // Set the root's size before adding subviews, so the first layout is not itself a resize.
        // Banner: margins left 20, right 375 − 20 − 335 = 20 and top 10 fixed; width and bottom margin flexible.
        let banner = UIView(frame: CGRect(x: 20, y: 10, width: 335, height: 50))
        banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        // Badge: width 60, height 40, right margin 375 − 295 − 60 = 20 and bottom margin 300 − 240 − 40 = 20 fixed;
        // left and top margins flexible.
        let badge = UIView(frame: CGRect(x: 295, y: 240, width: 60, height: 40))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        // Trailing strip: only the left margin flexible → width 40, right margin 375 − 325 − 40 = 10, top 70 and
        // height 100 fixed.
        let strip = UIView(frame: CGRect(x: 325, y: 70, width: 40, height: 100))
        strip.autoresizingMask = [.flexibleLeftMargin]
        // No mask: the frame is frozen.
        let fixed = UIView(frame: CGRect(x: 30, y: 100, width: 50, height: 50))
        [banner, badge, strip, fixed].forEach(root.addSubview)

        root.layoutIfNeeded()
        // At the designed size nothing moves.
        #expect(banner.frame == CGRect(x: 20, y: 10, width: 335, height: 50))
        #expect(badge.frame == CGRect(x: 295, y: 240, width: 60, height: 40))
        #expect(strip.frame == CGRect(x: 325, y: 70, width: 40, height: 100))
        #expect(fixed.frame == CGRect(x: 30, y: 100, width: 50, height: 50))

        root.frame = CGRect(x: 0, y: 0, width: 500, height: 400)
        root.layoutIfNeeded()
        // Banner: x 20, width 500 − 20 − 20 = 460; y 10, height 50 (bottom margin absorbs +100).
        #expect(banner.frame == CGRect(x: 20, y: 10, width: 460, height: 50))
        // Badge: x 500 − 20 − 60 = 420; y 400 − 20 − 40 = 340.
        #expect(badge.frame == CGRect(x: 420, y: 340, width: 60, height: 40))
        // Strip: x 500 − 10 − 40 = 450; y 70, height 100.
        #expect(strip.frame == CGRect(x: 450, y: 70, width: 40, height: 100))
        #expect(fixed.frame == CGRect(x: 30, y: 100, width: 50, height: 50))

        root.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        root.layoutIfNeeded()
        // Banner: width 320 − 20 − 20 = 280.
        #expect(banner.frame == CGRect(x: 20, y: 10, width: 280, height: 50))
        // Badge: x 320 − 20 − 60 = 240; y 200 − 20 − 40 = 140.
        #expect(badge.frame == CGRect(x: 240, y: 140, width: 60, height: 40))
        // Strip: x 320 − 10 − 40 = 270.
        #expect(strip.frame == CGRect(x: 270, y: 70, width: 40, height: 100))
        #expect(fixed.frame == CGRect(x: 30, y: 100, width: 50, height: 50))
    }

    /// A view whose alignment rect is not its frame (a `UISwitch`'s reaches 2 pt less far on the trailing side) keeps the
    /// frame it was given when it is laid out by its frame: the autoresizing constraints hold `alignmentRect(forFrame:)`.
    /// A sibling pinned to its trailing edge stands at the alignment rect's edge, 2 pt inside the frame.
    @Test func viewsLaidOutByTheirFramesKeepThemWhateverTheirAlignmentRect() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let toggle = UISwitch(frame: CGRect(x: 316, y: 11, width: 51, height: 31))
        toggle.autoresizingMask = [.flexibleLeftMargin]
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(toggle)
        root.addSubview(marker)
        NSLayoutConstraint.activate([
            marker.leadingAnchor.constraint(equalTo: toggle.trailingAnchor), marker.topAnchor.constraint(equalTo: root.topAnchor),
            marker.widthAnchor.constraint(equalToConstant: 4), marker.heightAnchor.constraint(equalToConstant: 4),
        ])
        root.layoutIfNeeded()
        #expect(toggle.frame == CGRect(x: 316, y: 11, width: 51, height: 31))
        #expect(marker.frame.minX == 365)
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
        root.layoutIfNeeded()
        #expect(toggle.frame == CGRect(x: 341, y: 11, width: 51, height: 31))
    }

    /// A view left at `translatesAutoresizingMaskIntoConstraints = true` with frame `.zero` gets required
    /// constraints freezing that frame (x 0, y 0, width 0, height 0); explicit constraints on it conflict, and
    /// UIKit logs "Unable to simultaneously satisfy constraints" and breaks one instead of crashing.
    @Test func forgottenTranslatesAutoresizingMaskConflictIsReported() throws {
        let scene = UIKitScene.scene(of: {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
            let child = UIView(frame: .zero)   // translatesAutoresizingMaskIntoConstraints left true
            child.accessibilityIdentifier = "forgotten"
            root.addSubview(child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),  // vs. left == 0
                child.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),          // vs. top == 0
                child.widthAnchor.constraint(equalToConstant: 100),                         // vs. width == 0
                child.heightAnchor.constraint(equalToConstant: 44),                         // vs. height == 0
            ])
            return root
        }, variant: Variant(width: 375), sizing: .fixed(Size(width: 375, height: 300)), measurer: try LayoutSnapshot.measurer())

        // Laid out (no crash): the root is 375 × 300 and the child is in the scene.
        #expect(scene.elements.count == 1)
        #expect(scene.elements.first?.root.frame.size == Size(width: 375, height: 300))
        #expect(findNode("forgotten", in: scene) != nil)
        let conflicts = layoutDiagnostics(scene).filter { $0.kind == .unsatisfiableConstraints }
        #expect(!conflicts.isEmpty)
        #expect(conflicts.first?.message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.") == true)
        // UIKit's log names the frame-freezing constraints as `<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& …>`
        // and adds "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to
        // the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)" (spec §1.4).
        #expect(conflicts.allSatisfy { $0.message.contains("NSAutoresizingMaskLayoutConstraint") })
    }

    // MARK: 2. Layout margins

    /// Superview margins 20, container pinned to its edges with margins 8: with
    /// `preservesSuperviewLayoutMargins` the container's effective margins are max(own 8, 20 − distance 0) = 20.
    @Test func preservedSuperviewMarginsWin() {
        let (root, container, child) = marginHierarchy(preserves: true, containerInsets: .zero)
        root.layoutIfNeeded()
        // Container = root bounds 375 × 300.
        #expect(container.frame == CGRect(x: 0, y: 0, width: 375, height: 300))
        // Child in container: 20 on each side → x 20, y 20, width 375 − 40 = 335, height 300 − 40 = 260.
        #expect(child.frame == CGRect(x: 20, y: 20, width: 335, height: 260))
        #expect(container.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 20, width: 335, height: 260))
    }

    /// Without `preservesSuperviewLayoutMargins` the container's own margins (8) apply.
    @Test func ownMarginsWithoutPreserving() {
        let (root, container, child) = marginHierarchy(preserves: false, containerInsets: .zero)
        root.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 0, y: 0, width: 375, height: 300))
        // x 8, y 8, width 375 − 16 = 359, height 300 − 16 = 284.
        #expect(child.frame == CGRect(x: 8, y: 8, width: 359, height: 284))
        #expect(container.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 359, height: 284))
    }

    /// Preserving only adjusts the margins by the smallest amount that keeps content inside the superview's
    /// margins: a container inset 30 on the leading side (beyond the superview's 20) keeps its own 8 there; one
    /// inset 5 on the top gets 20 − 5 = 15 there; the other sides (distance 0) get 20.
    @Test func preservedMarginsDependOnDistanceFromSuperviewEdge() {
        let (root, container, child) = marginHierarchy(preserves: true,
                                                       containerInsets: NSDirectionalEdgeInsets(top: 5, leading: 30, bottom: 0, trailing: 0))
        root.layoutIfNeeded()
        // Container: x 30, y 5, width 375 − 30 = 345, height 300 − 5 = 295.
        #expect(container.frame == CGRect(x: 30, y: 5, width: 345, height: 295))
        // Margins: leading max(8, 20 − 30) = 8, top max(8, 20 − 5) = 15, trailing max(8, 20 − 0) = 20,
        // bottom max(8, 20 − 0) = 20.
        // Child: x 8, y 15, width 345 − 8 − 20 = 317, height 295 − 15 − 20 = 260.
        #expect(child.frame == CGRect(x: 8, y: 15, width: 317, height: 260))
    }

    private func marginHierarchy(preserves: Bool, containerInsets: NSDirectionalEdgeInsets) -> (UIView, UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let container = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        container.preservesSuperviewLayoutMargins = preserves
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        container.addSubview(child)
        pin(container, to: edges(of: root), insets: containerInsets)
        pin(child, to: edges(of: container.layoutMarginsGuide))
        return (root, container, child)
    }

    /// `directionalLayoutMargins` leading/trailing follow the layout direction: in right-to-left leading is the
    /// right side.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func directionalMarginsFollowLayoutDirection(direction: LayoutDirection) throws {
        let scene = UIKitScene.scene(of: {
            let root = UIView()
            root.accessibilityIdentifier = "root"
            root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
            let child = UIView()
            child.accessibilityIdentifier = "child"
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            NSLayoutConstraint.activate([
                child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                child.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
                child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                child.heightAnchor.constraint(equalToConstant: 44),
            ])
            return root
        }, variant: Variant(width: 375, direction: direction), measurer: try LayoutSnapshot.measurer())
        #expect(layoutDiagnostics(scene).isEmpty)
        // Root: width 375, height fitted 0 + 44 + 0 = 44.
        #expect(scene.contentSize == Size(width: 375, height: 44))
        let child = try #require(findNode("child", in: scene))
        // Width 375 − 30 − 10 = 335 either way. LTR: leading (30) on the left → x 30.
        // RTL: leading (30) on the right, trailing (10) on the left → x 10.
        let x: Double = direction == .leftToRight ? 30 : 10
        #expect(child.absolute == Rect(x: x, y: 0, width: 335, height: 44))
    }

    // MARK: 3. System spacing

    /// `constraint(equalToSystemSpacingAfter:multiplier:)` / `equalToSystemSpacingBelow` between views = multiplier × 8 (the
    /// standard spacing between sibling views; between text baselines the fonts decide: SystemSpacingTests).
    @Test func systemSpacing() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        for view in [a, b, c, d] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 50), b.heightAnchor.constraint(equalToConstant: 50),
            c.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 2.5),
            c.topAnchor.constraint(equalTo: a.topAnchor),
            c.widthAnchor.constraint(equalToConstant: 50), c.heightAnchor.constraint(equalToConstant: 50),
            d.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 3),
            d.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            d.widthAnchor.constraint(equalToConstant: 50), d.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        // b: 10 + 50 + 1 × 8 = 68.
        #expect(b.frame == CGRect(x: 68, y: 10, width: 50, height: 50))
        // c: 68 + 50 + 2.5 × 8 = 138.
        #expect(c.frame == CGRect(x: 138, y: 10, width: 50, height: 50))
        // d: 10 + 50 + 3 × 8 = 84.
        #expect(d.frame == CGRect(x: 10, y: 84, width: 50, height: 50))
        // The constraints carry the constant: 2.5 × 8 = 20.
        #expect(c.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 2.5).constant == 20)
        #expect(d.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 0.5).constant == 4)
    }

    // MARK: 4. Dynamic Type

    /// `UIFontMetrics(forTextStyle: .body).scaledFont(for:)` scales by body(category) / body(L) = body / 17.
    @Test func fontMetricsScaleWithBodyRamp() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let base = UIFont.systemFont(ofSize: 20)
        // AX3 (accessibilityExtraLarge): body 40 → 20 × 40 / 17 = 800 / 17 ≈ 47.0588.
        let ax3 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge).performAsCurrent {
            (metrics.scaledFont(for: base).pointSize, metrics.scaledValue(for: 10))
        }
        #expect(abs(ax3.0 - 800.0 / 17.0) < 1e-9)
        // 10 × 40 / 17 = 400 / 17.
        #expect(abs(ax3.1 - 400.0 / 17.0) < 1e-9)
        // xS: body 14 → 20 × 14 / 17 = 280 / 17 ≈ 16.4706; 10 × 14 / 17 = 140 / 17.
        let xs = UITraitCollection(preferredContentSizeCategory: .extraSmall).performAsCurrent {
            (metrics.scaledFont(for: base).pointSize, metrics.scaledValue(for: 10))
        }
        #expect(abs(xs.0 - 280.0 / 17.0) < 1e-9)
        #expect(abs(xs.1 - 140.0 / 17.0) < 1e-9)
        // L (the default): unscaled, 20 × 17 / 17 = 20.
        let large = UITraitCollection(preferredContentSizeCategory: .large).performAsCurrent { metrics.scaledFont(for: base).pointSize }
        #expect(large == 20)
        // compatibleWith: the given collection's category, not the current one. AX5 body 53: 17 × 53 / 17 = 53.
        let compatible = UITraitCollection(preferredContentSizeCategory: .extraSmall).performAsCurrent {
            metrics.scaledValue(for: 17, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        }
        #expect(abs(compatible - 53) < 1e-9)
        // Another style scales by its own ramp: title1 L 28, AX3 48 → 28 × 48 / 28 = 48.
        let title = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge).performAsCurrent {
            UIFontMetrics(forTextStyle: .title1).scaledValue(for: 28)
        }
        #expect(abs(title - 48) < 1e-9)
    }

    /// `preferredFont(forTextStyle:)` uses the current category; `compatibleWith:` the given collection's.
    @Test func preferredFontCategories() {
        // Current AX2 (accessibilityLarge): body 33. compatibleWith xS: body 14, footnote 12; AX5 title1 58.
        UITraitCollection(preferredContentSizeCategory: .accessibilityLarge).performAsCurrent {
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 33)
            let xs = UITraitCollection(preferredContentSizeCategory: .extraSmall)
            #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: xs).pointSize == 14)
            #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: xs).pointSize == 12)
            let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
            #expect(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: ax5).pointSize == 58)
            // A collection without a category falls back to the current one: AX2 body 33.
            #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)).pointSize == 33)
        }
        // Outside any performAsCurrent: Large, body 17, caption2 11.
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    }

    /// `UIContentSizeCategory` is ordered xS < … < xxxL < AX1 < … < AX5; only the AX categories are accessibility
    /// categories.
    @Test func contentSizeCategoryOrderAndAccessibility() {
        #expect(UIContentSizeCategory.extraSmall < .small)
        #expect(UIContentSizeCategory.large < .extraLarge)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityExtraExtraLarge < .accessibilityExtraExtraExtraLarge)
        #expect(UIContentSizeCategory.accessibilityMedium > .large)
        #expect(UIContentSizeCategory.large >= .large)
        #expect(!UIContentSizeCategory.large.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.rawValue == "UICTContentSizeCategoryAccessibilityM")
    }

    // MARK: 5. layoutSubviews

    /// `layoutSubviews()` runs after the engine solved: bounds there are the solved ones (intrinsic 120 × 36),
    /// so a pill's corner radius is 36 / 2 = 18.
    @Test func layoutSubviewsSeesSolvedBounds() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let pill = SemPillView()
        root.addSubview(pill)
        NSLayoutConstraint.activate([
            pill.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            pill.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        ])
        root.layoutIfNeeded()
        #expect(pill.frame == CGRect(x: 16, y: 16, width: 120, height: 36))
        #expect(pill.layer.cornerRadius == 18)
        #expect(pill.heightSeenInLayoutSubviews.first == 36)
    }

    /// The scene is drawn as the views look after `layoutSubviews()`: the pill node's corner radius is 18; with an
    /// explicit height of 50 it is 25.
    @Test(arguments: [nil, 50.0])
    func layoutSubviewsCornerRadiusReachesScene(height: Double?) throws {
        let scene = UIKitScene.scene(of: {
            let root = UIView()
            let pill = SemPillView()
            root.addSubview(pill)
            NSLayoutConstraint.activate([
                pill.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                pill.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            ])
            if let height { pill.heightAnchor.constraint(equalToConstant: CGFloat(height)).isActive = true }
            return root
        }, variant: Variant(width: 375), sizing: .fixed(Size(width: 375, height: 100)), measurer: try LayoutSnapshot.measurer())
        let pill = try #require(findNode("pill", in: scene))
        // Height: intrinsic 36, or the required 50 over the intrinsic height (compression 750 / hugging 250).
        let expectedHeight = height ?? 36
        #expect(pill.absolute == Rect(x: 16, y: 16, width: 120, height: expectedHeight))
        // 36 / 2 = 18; 50 / 2 = 25.
        #expect(pill.node.style.cornerRadius == expectedHeight / 2)
    }

    /// `layoutSubviews()` is called root first, then down the hierarchy.
    @Test func layoutSubviewsRunsRootFirst() {
        let log = SemLog()
        let root = SemOrderView("root", log: log)
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 300)
        let middle = SemOrderView("middle", log: log)
        let leaf = SemOrderView("leaf", log: log)
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.layoutIfNeeded()
        let firstPass = Array(log.entries.prefix(3))
        #expect(firstPass == ["root", "middle", "leaf"])
    }

    /// A `layoutSubviews()` that changes a constraint's constant triggers another solve: the child's height
    /// becomes 375 / 5 = 75, and its sibling below follows.
    @Test func layoutSubviewsConstraintChangeIsSolvedAgain() {
        let root = SemAdaptiveRoot(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let child = UIView(), sibling = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        sibling.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        root.addSubview(sibling)
        let height = child.heightAnchor.constraint(equalToConstant: 10)
        root.childHeight = height
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            height,
            sibling.topAnchor.constraint(equalTo: child.bottomAnchor, constant: 10),
            sibling.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            sibling.widthAnchor.constraint(equalToConstant: 20),
            sibling.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(height.constant == 75)
        // Child: 0, 0, 375, 375 / 5 = 75. Sibling: y 75 + 10 = 85.
        #expect(child.frame == CGRect(x: 0, y: 0, width: 375, height: 75))
        #expect(sibling.frame == CGRect(x: 0, y: 85, width: 20, height: 20))

        // Resizing the root: 300 / 5 = 60, sibling y 60 + 10 = 70.
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 300, height: 60))
        #expect(sibling.frame == CGRect(x: 0, y: 70, width: 20, height: 20))
    }

    // MARK: 6. UIStackView hidden arranged subviews

    /// Three 40-pt views with spacing 10: 3 × 40 + 2 × 10 = 140. Hiding the middle one collapses it and drops its
    /// spacing: 40 + 10 + 40 = 90, the third at 40 + 10 = 50.
    @Test func hiddenArrangedSubviewsCollapse() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        // Heights come from the intrinsic size (40), so the stack's hiding constraint wins over compression
        // resistance without a conflict.
        let views = (0..<3).map { SemIntrinsicView(CGSize(width: UIView.noIntrinsicMetric, height: 40), id: "arranged\($0)") }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 375, height: 140))
        // y: 0, 40 + 10 = 50, 50 + 40 + 10 = 100.
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 375, height: 40), CGRect(x: 0, y: 50, width: 375, height: 40),
                                       CGRect(x: 0, y: 100, width: 375, height: 40)])

        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 375, height: 90))
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 375, height: 40))
        #expect(views[2].frame == CGRect(x: 0, y: 50, width: 375, height: 40))
        // The hidden view stays a subview and an arranged subview, collapsed to zero height ('UISV-hiding').
        #expect(stack.arrangedSubviews.count == 3)
        #expect(views[1].frame.height == 0)

        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(stack.frame.height == 140)
        #expect(views[2].frame.minY == 100)
    }

    // MARK: 7. Constraints across hierarchies

    /// Activating a constraint between views with no common ancestor is refused (UIKit raises "…because they have
    /// no common ancestor…"): no crash, the constraint stays inactive, and the next scene reports it.
    @Test func constraintWithoutCommonAncestorIsRefused() throws {
        var constraint: NSLayoutConstraint?
        let scene = UIKitScene.scene(of: {
            let root = UIView()
            let inside = UIView()
            inside.accessibilityIdentifier = "inside"
            inside.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(inside)
            let otherRoot = UIView()
            let outside = UIView()
            outside.accessibilityIdentifier = "outside"
            otherRoot.addSubview(outside)
            let bad = inside.widthAnchor.constraint(equalTo: outside.widthAnchor)
            NSLayoutConstraint.activate([
                bad,
                inside.topAnchor.constraint(equalTo: root.topAnchor),
                inside.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                inside.widthAnchor.constraint(equalToConstant: 100),
                inside.heightAnchor.constraint(equalToConstant: 30),
                root.bottomAnchor.constraint(equalTo: inside.bottomAnchor),
            ])
            constraint = bad
            return root
        }, variant: Variant(width: 375), measurer: try LayoutSnapshot.measurer())
        let bad = try #require(constraint)
        #expect(!bad.isActive)
        let invalid = layoutDiagnostics(scene).filter { $0.kind == .invalidConstraint }
        #expect(invalid.count == 1)
        #expect(invalid.first?.message.contains("no common ancestor") == true)
        // The rest laid out: inside 100 × 30 at the origin; root height 30.
        let inside = try #require(findNode("inside", in: scene))
        #expect(inside.absolute == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(scene.contentSize == Size(width: 375, height: 30))
    }

    /// Same, with `isActive = true` and views whose hierarchies are joined later: the constraint stays inactive
    /// (activation is refused at the time, not deferred).
    @Test func refusedConstraintStaysInactiveAfterJoining() throws {
        let a = UIView(), b = UIView()
        let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        let scene = UIKitScene.scene(of: {
            let root = UIView()
            root.addSubview(a)
            root.addSubview(b)
            root.heightAnchor.constraint(equalToConstant: 10).isActive = true
            return root
        }, variant: Variant(width: 375), measurer: try LayoutSnapshot.measurer())
        #expect(!constraint.isActive)
        #expect(layoutDiagnostics(scene).contains { $0.kind == .invalidConstraint && $0.message.contains("no common ancestor") })
    }

    // MARK: 8. UILayoutPriority

    @Test func layoutPriorityArithmetic() {
        #expect(UILayoutPriority.defaultHigh + 1 == UILayoutPriority(751))
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
        #expect(UILayoutPriority.required - 1 == UILayoutPriority(rawValue: 999))
        #expect(UILayoutPriority.defaultLow - 1 == 249)
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
        #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.defaultLow < .defaultHigh)
        #expect(UILayoutPriority.required - 1 < .required)
        // A new constraint is required.
        #expect(UIView().widthAnchor.constraint(equalToConstant: 1).priority == .required)
    }

    /// A lower-priority constraint loses to a required one; among optional ones the higher priority wins.
    @Test func lowerPriorityLoses() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let aPreferred = a.widthAnchor.constraint(equalToConstant: 100)
        aPreferred.priority = .defaultHigh + 1
        let bHigh = b.widthAnchor.constraint(equalToConstant: 120)
        bHigh.priority = .defaultHigh
        let bLow = b.widthAnchor.constraint(equalToConstant: 80)
        bLow.priority = .defaultHigh - 1
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor), a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.heightAnchor.constraint(equalToConstant: 20),
            aPreferred,                                          // 100 @751
            a.widthAnchor.constraint(equalToConstant: 200),      // 200 @1000 → wins
            b.topAnchor.constraint(equalTo: a.bottomAnchor), b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.heightAnchor.constraint(equalToConstant: 20),
            bHigh,                                               // 120 @750 → wins
            bLow,                                                // 80 @749
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 20, width: 120, height: 20))

        // Raising the 80 above the 120 (749 → 760, neither required) flips the result to 80.
        bLow.priority = UILayoutPriority(760)
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 0, y: 20, width: 80, height: 20))
    }

    // MARK: 9. Intrinsic content size with hugging and compression resistance

    /// Two custom views with intrinsic widths 100 and 80 in a row 375 wide: the one with the lower hugging
    /// priority stretches to take the extra 375 − 100 − 80 = 195.
    @Test func lowerHuggingStretches() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let a = SemIntrinsicView(CGSize(width: 100, height: 30)), b = SemIntrinsicView(CGSize(width: 80, height: 30))
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)   // b keeps the default 250
        root.layoutIfNeeded()
        // a keeps 100; b: 80 + 195 = 275, at x 100. Heights: intrinsic 30 (no other vertical size constraint).
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(b.frame == CGRect(x: 100, y: 0, width: 275, height: 30))

        // Now a hugs less (200 < 250): a: 100 + 195 = 295; b keeps 80 at x 295.
        a.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 295, height: 30))
        #expect(b.frame == CGRect(x: 295, y: 0, width: 80, height: 30))

        // Too narrow (150 < 180): the lower compression resistance gives way. b resists at 749 < a's 750 →
        // a keeps 100, b 150 − 100 = 50.
        root.frame = CGRect(x: 0, y: 0, width: 150, height: 300)
        b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(b.frame == CGRect(x: 100, y: 0, width: 50, height: 30))

        // A changed intrinsic size is read again after invalidateIntrinsicContentSize (the setter calls it):
        // a's intrinsic width 60 → 60 + 80 = 140 < 150, so the 10 extra points go to the lower hugging view,
        // a (200 < b's 250): a 60 + 10 = 70, b keeps 80 at x 70.
        a.size = CGSize(width: 60, height: 30)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 70, height: 30))
        #expect(b.frame == CGRect(x: 70, y: 0, width: 80, height: 30))
    }

    // MARK: 10. systemLayoutSizeFitting

    /// `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`: the smallest size the constraints allow.
    @Test func systemLayoutSizeFittingCompressed() {
        #expect(UIView.layoutFittingCompressedSize == CGSize(width: 0, height: 0))
        #expect(UIView.layoutFittingExpandedSize == CGSize(width: 10_000, height: 10_000))
        let container = UIView()
        let first = UIView(), second = UIView()
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            first.widthAnchor.constraint(equalToConstant: 100), first.heightAnchor.constraint(equalToConstant: 40),
            second.widthAnchor.constraint(equalToConstant: 60), second.heightAnchor.constraint(equalToConstant: 20),
            first.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 12),
            second.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 8),
            second.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 12),
            container.trailingAnchor.constraint(greaterThanOrEqualTo: first.trailingAnchor, constant: 12),
            container.trailingAnchor.constraint(greaterThanOrEqualTo: second.trailingAnchor, constant: 12),
            container.bottomAnchor.constraint(equalTo: second.bottomAnchor, constant: 10),
        ])
        let size = container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        // Width: max(12 + 100 + 12, 12 + 60 + 12) = max(124, 84) = 124.
        // Height: 10 + 40 + 8 + 20 + 10 = 88.
        #expect(size == CGSize(width: 124, height: 88))
        // Fitting does not resize the view.
        #expect(container.frame == .zero)

        // Width required at 300 (≥ 124 allowed), height fitted: 300 × 88.
        let pinned = container.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
        #expect(pinned == CGSize(width: 300, height: 88))
    }

    /// A text field is as tall as its text and border, as the Interface Builder importer makes it (both use
    /// `ControlAnatomy.textFieldParts`): System 17's 20.29-pt line rounded up to 21, plus 1 without a border, plus 9
    /// with a line; 34 with a rounded border, whatever the font. Empty, it keeps the line height.
    @Test func textFieldsAreAsTallAsTheirTextAndBorder() {
        for (style, height) in [(UITextField.BorderStyle.none, 22.0), (.line, 30), (.bezel, 30), (.roundedRect, 34)] {
            for text in ["Name", ""] {
                let field = UITextField()
                field.borderStyle = style
                field.text = text
                field.font = .systemFont(ofSize: 17)
                let size = field.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                #expect(size.height == CGFloat(height), "\(style) '\(text)'")
            }
        }
    }

    // MARK: Attributed text

    /// `UILabel.attributedText` with two runs: each run in its `.font` and `.foregroundColor`, the label's `font` and
    /// `textColor` its first character's, and `text` replacing the attributed text.
    @Test func attributedTextRunsKeepTheirFontsAndColours() throws {
        let string = NSMutableAttributedString(string: "Maya ", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red])
        string.append(NSAttributedString(string: "9:41", attributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.gray]))
        let scene = UIKitScene.scene(of: {
            let label = UILabel()
            label.accessibilityIdentifier = "label"
            label.attributedText = string
            #expect(label.font == UIFont.boldSystemFont(ofSize: 20) && label.textColor == .red)
            return label
        }, variant: Variant(width: 200), measurer: try LayoutSnapshot.measurer())
        let node = try #require(findNode("label", in: scene)).node
        guard case let .text(layout, _, runColors) = node.content else {
            Issue.record("no text")
            return
        }
        #expect(layout.runs.map(\.pointSize) == [20, 12])
        #expect(runColors == [UIColor.red.color, UIColor.gray.color])

        let plain = UILabel()
        plain.attributedText = string
        plain.text = "Plain"
        #expect(plain.attributedText?.string == "Plain")
        #expect(plain.attributedText?.length == 5)
    }

    /// `NSMutableParagraphStyle.lineSpacing` in attributed text: 6 pt between the two lines, none after the last, so
    /// the label is 6 pt taller than the same text without it.
    @Test func paragraphStyleLineSpacingSeparatesLines() throws {
        func height(lineSpacing: CGFloat?) throws -> Double {
            let paragraph = NSMutableParagraphStyle()
            if let lineSpacing { paragraph.lineSpacing = lineSpacing }
            let string = NSAttributedString(string: "First line\nSecond line", attributes: [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: paragraph])
            let scene = UIKitScene.scene(of: {
                let label = UILabel()
                label.accessibilityIdentifier = "label"
                label.numberOfLines = 0
                label.attributedText = string
                return label
            }, variant: Variant(width: 200), measurer: try LayoutSnapshot.measurer())
            return try #require(findNode("label", in: scene)).absolute.height
        }
        #expect(try height(lineSpacing: 6) == height(lineSpacing: nil) + 6)
        #expect((NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)?.lineSpacing == 0)
    }
}
