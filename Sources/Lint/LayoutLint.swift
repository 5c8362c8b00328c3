import Foundation
import Geometry
import Measure
import Scenes

/// Finds what is broken in laid-out scenes, not only what changed: truncated and clipped text, views outside their
/// superview, overlaps that appear at large text sizes, fonts that ignore Dynamic Type, small tap targets, small
/// text, low contrast, and layout problems. Pure functions of the scenes (colours already resolved for the variant's
/// appearance, as `Fixture.scenes(for:measurer:)` gives them).
public enum LayoutLint {
    /// The HIG's smallest tap target, in points.
    public static let minimumTapTarget = 44.0
    /// The smallest legible text size, in points.
    public static let minimumTextSize = 11.0
    /// Slack for frames on the pixel grid, in points.
    static let tolerance = 0.5

    /// The findings of one scene in one variant.
    public static func occurrences(in scene: Scene, variant: Variant) -> [LintOccurrence] {
        walk(scene, variant: variant).found
    }

    /// One walk over a scene: its findings, and what the findings across variants need (each label's largest text
    /// size, for fixed fonts; each view's line in its file).
    static func walk(_ scene: Scene, variant: Variant) -> Walk {
        var walk = Walk(variant: variant)
        for warning in scene.warnings {
            // Named by the row, item or supplementary view it is about; "layout" for the scene as a whole.
            let view = warning.location?.description ?? "layout"
            switch warning.kind {
            case let .layout(diagnostic):
                // UIKit's log, on one line: its gist and the constraint it breaks.
                let message = diagnostic.headline + (diagnostic.brokenConstraint.map { " Breaking \($0)" } ?? "")
                walk.add(.layout, .error, view, message)
            case let .itemWiderThanSection(itemWidth, available):
                // UIKit's log is long: its facts, and what follows from them.
                walk.add(.layout, .error, view, "is \(points(itemWidth)) pt wide where the flow layout's section leaves \(points(available)) pt: "
                         + "UIKit's flow layout behaviour is not defined, and a self-sizing item does not converge")
            case .zeroHeightRow, .layoutDidNotSettle:
                walk.add(.layout, .warning, view, warning.message)
            case .missingCharacter, .fontSubstituted, .document:
                break
            }
        }
        for element in scene.elements where !element.isHidden {
            // Wider than the screen, or past its trailing side (right to left, a wide cell runs off the left instead).
            if element.frame.width > scene.contentSize.width + tolerance || element.frame.maxX > scene.contentSize.width + tolerance {
                // A cell is named by its index path, as UIKit's logs name it.
                let name = element.category == .cell ? "cell \(element.indexPath.section).\(element.indexPath.item)" : element.root.id
                walk.add(.outsideSuperview, .error, name,
                         "is \(points(element.frame.width)) pt wide, wider than the \(points(scene.contentSize.width))-pt screen",
                         frames: [element.frame])
            }
            let viewsOrigin = Point(x: element.frame.minX - element.boundsOrigin.x, y: element.frame.minY - element.boundsOrigin.y)
            walk.visit(element.root, origin: viewsOrigin, background: scene.backgroundColor)
        }
        // A hidden element is not checked, but its labels still count for fixed fonts and its views have lines.
        for element in scene.elements where element.isHidden { walk.noteFacts(element.root) }
        for index in walk.found.indices {
            walk.found[index].source = walk.found[index].views.first.flatMap { walk.sources[$0] }
        }
        return walk
    }

    /// The state of one walk over a scene.
    struct Walk {
        let variant: Variant
        var found: [LintOccurrence] = []
        /// The largest text size of every label, by view id.
        var textSizes: [String: Double] = [:]
        /// Where each view is written in its input file, by view id, where the scene knows it.
        var sources: [String: SourceLocation] = [:]
        /// `frames`: where the finding is in the scene (the views it is about); none for the layout as a whole.
        mutating func add(_ kind: LintKind, _ severity: LintSeverity, _ view: String, _ message: String, views: [String]? = nil,
                          frames: [Rect] = []) {
            found.append(LintOccurrence(kind: kind, severity: severity, view: view, views: views, message: message, variant: variant,
                                        frames: frames))
        }

        /// Checks `node`, drawn from `origin` (its superview's origin in the scene), and the views below it.
        mutating func visit(_ node: SceneNode, origin: Point, background: Color) {
            if let source = node.source, sources[node.id] == nil { sources[node.id] = source }
            let frameInScene = node.frame.offsetBy(dx: origin.x, dy: origin.y)
            var background = background
            if let own = node.style.backgroundColor, own.alpha > 0 { background = blend(own, over: background) }
            if case let .text(layout, color, runColors) = node.content {
                if let size = layout.runs.lazy.map(\.pointSize).max() { textSizes[node.id] = max(textSizes[node.id] ?? 0, size) }
                checkText(node, layout, colors: runColors.isEmpty ? [color] : runColors, background: background, frame: frameInScene)
            }
            if isTappable(node), node.frame.width < minimumTapTarget - tolerance || node.frame.height < minimumTapTarget - tolerance {
                add(.smallTapTarget, .warning, node.id,
                    "is \(points(node.frame.width)) × \(points(node.frame.height)) pt, under the HIG's 44 × 44 pt tap target",
                    frames: [frameInScene])
            }
            let bounds = Rect(origin: .zero, size: node.contentSize ?? node.frame.size)
            // The text and control siblings placed so far (ids and frames: copying whole nodes is what a walk costs).
            var placed: [(id: String, frame: Rect)] = []
            let childOrigin = Point(x: frameInScene.minX, y: frameInScene.minY)
            func inScene(_ frame: Rect) -> Rect { frame.offsetBy(dx: childOrigin.x, dy: childOrigin.y) }
            for child in node.children where !child.isHidden {
                let frame = child.frame
                if frame.width > 0, frame.height > 0,
                   frame.minX < bounds.minX - tolerance || frame.minY < bounds.minY - tolerance
                    || frame.maxX > bounds.maxX + tolerance || frame.maxY > bounds.maxY + tolerance {
                    add(.outsideSuperview, node.style.clipsToBounds ? .error : .warning, child.id,
                        node.style.clipsToBounds ? "lies partly outside \(node.id), which clips it" : "overflows \(node.id)",
                        frames: [inScene(frame)])
                }
                if isTextOrControl(child) {
                    for (other, otherFrame) in placed where overlapArea(frame, otherFrame) > 1 {
                        add(.overlapping, .warning, "\(other) and \(child.id)", "overlap", views: [other, child.id],
                            frames: [inScene(otherFrame), inScene(frame)])
                    }
                    placed.append((child.id, frame))
                }
                visit(child, origin: childOrigin, background: background)
            }
        }

        /// Text sizes and lines only, without checks.
        mutating func noteFacts(_ node: SceneNode) {
            if let source = node.source, sources[node.id] == nil { sources[node.id] = source }
            if case let .text(layout, _, _) = node.content, let size = layout.runs.lazy.map(\.pointSize).max() {
                textSizes[node.id] = max(textSizes[node.id] ?? 0, size)
            }
            for child in node.children where !child.isHidden { noteFacts(child) }
        }

        /// `frame`: the label's frame in the scene, where its findings are.
        mutating func checkText(_ node: SceneNode, _ layout: TextLayout, colors: [Color], background: Color, frame: Rect) {
            guard !layout.lines.isEmpty else { return }
            if layout.isTruncated {
                let shown = layout.lines.map(\.text).joined(separator: " ")
                let ellipsis = shown.contains(Character("…"))
                add(.truncated, ellipsis ? .error : .warning, node.id,
                    (ellipsis ? "is cut to an ellipsis" : "is cut without an ellipsis")
                        + " after \(layout.lines.count) line(s), \(layout.hiddenUTF16Count) character(s) hidden: \"\(shown)\"",
                    frames: [frame])
            }
            if layout.size.height > node.frame.height + tolerance {
                add(.clipped, .error, node.id,
                    "needs \(points(layout.size.height)) pt for its lines but is \(points(node.frame.height)) pt high: text is clipped",
                    frames: [frame])
            }
            let sizes = layout.runs.lazy.map(\.pointSize)
            if let smallest = sizes.min(), smallest < minimumTextSize {
                add(.smallText, .warning, node.id, "is set at \(points(smallest)) pt, under \(points(minimumTextSize)) pt", frames: [frame])
            }
            // WCAG 2.1 AA: 4.5:1, or 3:1 for large text (18 pt, or 14 pt bold).
            let largest = sizes.max() ?? 0
            let required = largest >= 18 ? 3.0 : 4.5
            if let worst = colors.lazy.map({ contrast(blend($0, over: background), background) }).min(), worst < required {
                add(.lowContrast, .warning, node.id,
                    "has a contrast of \(twoDecimals(worst)):1 with its background, under WCAG AA's \(points(required)):1", frames: [frame])
            }
        }
    }

    /// Controls a finger taps: buttons (an Interface Builder `button` or a `UIButton`), segmented controls, steppers,
    /// sliders, text fields and the detail button accessory. A switch keeps the system's 51 × 31 (its row takes the
    /// taps), and indicators (disclosure chevron, checkmark, activity) are not tapped.
    static let tappableElements: Set<String> = ["button", "segmentedControl", "stepper", "slider", "textField", "UIButton",
                                                "UISegmentedControl", "UIStepper", "UISlider", "UITextField"]

    private static func isTappable(_ node: SceneNode) -> Bool {
        if case .control(.detailButton) = node.content { return true }
        return node.element.map(tappableElements.contains) ?? false
    }

    private static func isTextOrControl(_ node: SceneNode) -> Bool {
        switch node.content {
        case .text, .control: return true
        default: return false
        }
    }

    private static func overlapArea(_ a: Rect, _ b: Rect) -> Double {
        max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX)) * max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY))
    }

    /// `color` drawn over an opaque `background`.
    static func blend(_ color: Color, over background: Color) -> Color {
        let a = max(0, min(1, color.alpha))
        return Color(red: color.red * a + background.red * (1 - a), green: color.green * a + background.green * (1 - a),
                     blue: color.blue * a + background.blue * (1 - a), alpha: 1)
    }

    /// WCAG 2.1 contrast ratio of two opaque colours.
    static func contrast(_ a: Color, _ b: Color) -> Double {
        func channel(_ value: Double) -> Double {
            value <= 0.04045 ? value / 12.92 : Foundation.pow((value + 0.055) / 1.055, 2.4)
        }
        func luminance(_ c: Color) -> Double { 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue) }
        let (l1, l2) = (luminance(a), luminance(b))
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// Labels whose text keeps one size from the smallest to the largest category linted (left-to-right variants of
    /// one width), while Dynamic Type would have grown it: once per view, reported at the largest category, where
    /// body text is largest beside it.
    public static func fixedFonts(_ sizes: [(variant: Variant, sizes: [String: Double])]) -> [LintOccurrence] {
        let categories = Set(sizes.map(\.variant.category))
        guard categories.count >= 2, let smallest = categories.min(), let largest = categories.max(),
              DynamicTypeRamp.entry(.body, largest).pointSize > DynamicTypeRamp.entry(.body, smallest).pointSize else { return [] }
        var byView: [String: [ContentSizeCategory: Double]] = [:]
        var order: [String] = []
        var reportedAt: [String: Variant] = [:]
        for (variant, viewSizes) in sizes where variant.direction == .leftToRight {
            for (view, size) in viewSizes.sorted(by: { $0.key < $1.key }) {
                if byView[view] == nil { order.append(view) }
                byView[view, default: [:]][variant.category] = size
                if variant.category == largest { reportedAt[view] = variant }
            }
        }
        var found: [LintOccurrence] = []
        for view in order {
            guard let perCategory = byView[view], perCategory.count == categories.count, Set(perCategory.values).count == 1,
                  let size = perCategory.values.first, let variant = reportedAt[view] else { continue }
            let body = DynamicTypeRamp.entry(.body, largest).pointSize
            found.append(LintOccurrence(kind: .fixedFont, severity: .warning, view: view,
                                        message: "stays \(points(size)) pt at every text size (at \(largest.shortName) body text is \(points(body)) pt): it does not follow Dynamic Type",
                                        variant: variant))
        }
        return found
    }

    /// A length or ratio in messages, to two decimals at most ("17", "3.5", "0.43").
    static func points(_ value: Double) -> String { value.pointsDescription }

    /// `value` with exactly two decimals ("3.30"), as `%.2f` writes it, without Foundation's formatter (a walk writes
    /// one for every low-contrast label of every variant).
    static func twoDecimals(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return "\(value)" }
        let hundredths = Int((abs(value) * 100).rounded())
        let fraction = hundredths % 100
        return (value < 0 && hundredths > 0 ? "-" : "") + "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
