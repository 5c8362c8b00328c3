import AutoLayout
import Files
import Geometry
import InterfaceBuilder
import Layout
import Measure
import Scenes

/// How LayoutSnap's frames for a document compare with the ones Interface Builder stored (`layoutsnap ib-check`).
public struct FidelityReport: Hashable, Sendable {
    /// One view: its stored and computed frames (relative to the superview) and how far apart they are.
    public struct View: Hashable, Sendable {
        public var id: String
        public var element: String
        public var outlet: String?
        public var line: Int
        public var stored: Rect
        public var computed: Rect
        /// The largest difference of x, y, width and height, in points.
        public var difference: Double
        /// Whether the frame changes when the labels' texts change (its position or size follows a text's width).
        public var dependsOnTextWidth: Bool
        /// Whether the width itself follows a text's width (a label or button sized by its title), the views whose
        /// width error measures the stand-in system font.
        public var widthFollowsText: Bool
        /// Custom fonts this view's text asked for and did not get (set in the system font at the same size instead).
        public var missingFonts: [String]
        public var isWithinOnePixel: Bool

        /// Whether the view's text is set in a stand-in because its font is not installed.
        public var isFontMissing: Bool { !missingFonts.isEmpty }
    }

    /// One root of a document.
    public struct Root: Hashable, Sendable {
        public var file: String
        public var root: String
        public var device: String
        public var scale: Double
        public var views: [View]
        /// Why the stored frames cannot be trusted (views flagged misplaced or ambiguous, conflicting required
        /// constraints); empty when they can.
        public var untrustworthy: [String]
        /// What the layout warned about (typed: missing characters, conflicts, substituted fonts, …).
        public var warnings: [LayoutWarning]

        public var isTrustworthy: Bool { untrustworthy.isEmpty }
        public var withinOnePixel: Int { views.filter(\.isWithinOnePixel).count }
    }

    public var roots: [Root]

    public init(roots: [Root]) { self.roots = roots }

    /// The views of the roots whose stored frames can be trusted: what every total counts.
    var viewsOfTrustworthyRoots: [View] { roots.filter(\.isTrustworthy).flatMap(\.views) }

    /// How many of `views` are within one device pixel, and how many there are.
    static func agreement(_ views: [View]) -> (within: Int, total: Int) { (views.filter(\.isWithinOnePixel).count, views.count) }

    /// Views of trustworthy roots, and how many of them are within one device pixel.
    public var trustworthyViews: (within: Int, total: Int) { Self.agreement(viewsOfTrustworthyRoots) }

    /// Views of trustworthy roots whose frames do not follow a text's width, and how many are within one pixel.
    public var textIndependentViews: (within: Int, total: Int) { Self.agreement(viewsOfTrustworthyRoots.filter { !$0.dependsOnTextWidth }) }

    /// Views of trustworthy roots whose text is set in its own font (none missing), and how many are within one pixel.
    public var viewsWithInstalledFonts: (within: Int, total: Int) { Self.agreement(viewsOfTrustworthyRoots.filter { !$0.isFontMissing }) }

    /// The width error, |computed − stored|, of the views of trustworthy roots whose width follows a text's width and
    /// whose fonts are installed: what the system font's stand-in and tracking get wrong. `nil` when there are none.
    public var textWidthError: (count: Int, mean: Double, median: Double, worst: Double)? {
        let errors = viewsOfTrustworthyRoots.filter { $0.widthFollowsText && !$0.isFontMissing }
            .map { abs($0.computed.width - $0.stored.width) }.sorted()
        guard let worst = errors.last else { return nil }
        return (errors.count, errors.reduce(0, +) / Double(errors.count), errors[errors.count / 2], worst)
    }
}

/// Lays each root of a document out as Interface Builder did — the document's device, its pixel grid and size
/// classes, its canvas' text size (`IBDocument.canvasContentSizeCategory`), the designed size — and compares every view's frame with the stored one.
public enum FidelityCheck {
    public static func check(_ document: IBDocument, measurer: TextMeasurer) throws(LocatedError) -> [FidelityReport.Root] {
        var results: [FidelityReport.Root] = []
        let device = document.device
        let environment = LayoutEnvironment(width: device.width, category: document.canvasContentSizeCategory, scale: device.scale,
                                            direction: .leftToRight)
        for element in document.roots {
            let imported = try IBImporter(document: document, sizeClasses: device.sizeClasses).importRoot(element)
            let spec = imported.standaloneView(designed: true)
            var env = environment
            env.width = imported.designedSize.width
            let scene = ViewLayout.scene(for: spec, in: env, measurer: measurer)
            var altered = spec
            altered.root = lengthened(spec.root)
            let alteredScene = ViewLayout.scene(for: altered, in: env, measurer: measurer)
            let computed = frames(scene), alteredFrames = frames(alteredScene)
            let missingFonts = substitutedFonts(scene, viewIDs: Set(imported.views.map(\.id)))
            let onePixel = 1 / device.scale + 1e-6
            var views: [FidelityReport.View] = []
            // The root is laid out at its stored size by definition; every view inside it is compared.
            for info in imported.views.dropFirst() {
                guard let stored = info.storedFrame, let frame = computed[info.id] else { continue }
                let difference = max(abs(frame.minX - stored.minX), abs(frame.minY - stored.minY), abs(frame.width - stored.width),
                                     abs(frame.height - stored.height))
                views.append(FidelityReport.View(id: info.id, element: info.element, outlet: info.outlet, line: info.line, stored: stored,
                                                 computed: frame, difference: difference,
                                                 dependsOnTextWidth: alteredFrames[info.id] != frame,
                                                 widthFollowsText: alteredFrames[info.id].map { $0.width != frame.width } ?? false,
                                                 missingFonts: missingFonts[info.id] ?? [], isWithinOnePixel: difference <= onePixel))
            }
            var untrustworthy = imported.views.filter(\.isFlagged).map { "<\($0.element) id=\"\($0.id)\"> is flagged misplaced or ambiguous" }
            for warning in scene.warnings {
                if case let .layout(diagnostic) = warning.kind, diagnostic.kind == .unsatisfiableConstraints {
                    untrustworthy.append("required constraints conflict (Interface Builder breaks one silently)")
                }
            }
            results.append(FidelityReport.Root(file: document.file, root: element["id"] ?? element.name, device: device.id, scale: device.scale,
                                               views: views, untrustworthy: untrustworthy, warnings: scene.warnings))
        }
        return results
    }

    /// Frames relative to the superview, by view id.
    public static func frames(_ scene: Scene) -> [String: Rect] {
        var result: [String: Rect] = [:]
        func visit(_ node: SceneNode) {
            result[node.id] = node.frame
            node.children.forEach(visit)
        }
        scene.elements.forEach { visit($0.root) }
        return result
    }

    /// The custom fonts each document view's own text did not get: its content's and its parts' (a button's title),
    /// not those of the document views inside it.
    static func substitutedFonts(_ scene: Scene, viewIDs: Set<String>) -> [String: [String]] {
        var result: [String: [String]] = [:]
        func own(_ node: SceneNode) -> [String] {
            var found: [String] = []
            if case let .text(layout, _, _) = node.content, let font = layout.substitutedFont { found.append(font) }
            for child in node.children where !viewIDs.contains(child.id) { found += own(child) }
            return found
        }
        func visit(_ node: SceneNode) {
            let fonts = own(node)
            if !fonts.isEmpty { result[node.id] = Array(Set(fonts)).sorted() }
            node.children.forEach(visit)
        }
        scene.elements.forEach { visit($0.root) }
        return result
    }

    /// The hierarchy with every label's text twice as long, to find the frames that follow a text's width.
    static func lengthened(_ view: ViewSpec) -> ViewSpec {
        var view = view
        if case var .label(label) = view.kind, !label.text.isEmpty {
            label.text += " " + label.text + "W"
            view.kind = .label(label)
        }
        view.subviews = view.subviews.map(lengthened)
        return view
    }
}
