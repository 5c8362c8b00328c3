import AutoLayout
import Foundation
import Geometry
import Layout
import Measure
import Scenes
import Solver

/// Turns a view hierarchy into the engine's input: a `ViewSpec` per view (ids from the view's type, or its
/// `accessibilityIdentifier` when unique), the active constraints installed on each view, autoresizing-mask
/// constraints, and the parts UIKit lays out itself (cell content views, accessories, button parts, layout guides).
@preconcurrency @MainActor final class HierarchyBuilder {
    /// The largest hierarchy laid out: views, layout guides and constraints together.
    static let maximumObjects = 100_000
    /// The largest length or constant taken from a view (fixtures' limit): larger or non-finite values are refused.
    static let maximumLength: CGFloat = 1_000_000

    /// Whether a frame can become constraints: finite and within `maximumLength`.
    static func isUsable(_ frame: CGRect) -> Bool {
        [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite && abs($0) <= maximumLength }
    }

    func report(_ diagnostic: LayoutDiagnostic) { diagnostics.append(diagnostic) }

    let category: ContentSizeCategory
    let direction: LayoutDirection
    /// Whether a table cell draws the separator of a plain table's row.
    let drawsTableSeparator: Bool
    private(set) var ids: [ObjectIdentifier: String] = [:]
    private(set) var views: [String: UIView] = [:]
    private(set) var guides: [String: UILayoutGuide] = [:]
    private var used: Set<String> = []
    private var counts: [String: Int] = [:]
    private(set) var diagnostics: [LayoutDiagnostic] = []
    private(set) var isTooLarge = false

    init(root: UIView, category: ContentSizeCategory, direction: LayoutDirection, drawsTableSeparator: Bool = false) {
        self.category = category; self.direction = direction; self.drawsTableSeparator = drawsTableSeparator
        var objects = 0
        func name(_ base: String) -> String {
            var candidate = base
            while used.contains(candidate) {
                counts[base, default: 1] += 1
                candidate = "\(base)-\(counts[base, default: 1])"
            }
            used.insert(candidate)
            return candidate
        }
        func visit(_ view: UIView) {
            objects += 1 + view.constraints.count + view.layoutGuides.count
            guard objects <= Self.maximumObjects else { isTooLarge = true; return }
            let id = name(view.debugName)
            ids[ObjectIdentifier(view)] = id
            views[id] = view
            for guide in view.hostedGuides {
                let guideID = name("\(id).\(guide.identifier.isEmpty ? (guide.isReadableContent ? "readableContentGuide" : "UILayoutGuide") : guide.identifier)")
                ids[ObjectIdentifier(guide)] = guideID
                guides[guideID] = guide
            }
            view.subviews.forEach(visit)
        }
        visit(root)
    }

    func id(of view: UIView) -> String? { ids[ObjectIdentifier(view)] }

    /// The engine's view for `view` and its descendants.
    func spec(for view: UIView) -> ViewSpec {
        let id = ids[ObjectIdentifier(view)] ?? "\(view.debugName)-detached"
        var spec = ViewSpec(id: id, kind: view.hostedKind(self))
        if view.usesDeclaredIntrinsicSize {
            // Negative (noIntrinsicMetric), non-finite and out-of-range values declare nothing on that axis.
            func length(_ value: CGFloat) -> Double? { value >= 0 && value <= Self.maximumLength ? Double(value) : nil }
            let size = view.intrinsicContentSize
            if length(size.width) != nil || length(size.height) != nil {
                spec.intrinsicSize = IntrinsicSize(width: length(size.width), height: length(size.height))
            }
        }
        spec.hugging = AxisPriorities(horizontal: view.contentHuggingPriority(for: .horizontal).layoutPriority,
                                      vertical: view.contentHuggingPriority(for: .vertical).layoutPriority)
        spec.compressionResistance = AxisPriorities(horizontal: view.contentCompressionResistancePriority(for: .horizontal).layoutPriority,
                                                    vertical: view.contentCompressionResistancePriority(for: .vertical).layoutPriority)
        spec.layoutMargins = view.directionalLayoutMargins.edgeInsets
        spec.isHidden = view.isHidden
        spec.style = view.hostedStyle()
        spec.alignmentRectInsets = view.hostedAlignmentInsets
        spec.baselineViewID = view.hostedBaselineViewID(id)
        spec.name = view.accessibilityIdentifier
        spec.element = view.typeName
        let children = view.hostedSubviews(self, id: id)
        spec.subviews = children.views
        spec.constraints = children.constraints
        for constraint in view.constraints {
            if let converted = convert(constraint) { spec.constraints.append(converted) }
        }
        for guide in view.hostedGuides {
            guard let guideID = ids[ObjectIdentifier(guide)] else { continue }
            var guideSpec = ViewSpec(id: guideID, isHidden: true)
            guideSpec.element = "UILayoutGuide"
            spec.subviews.append(guideSpec)
            if guide.isReadableContent { spec.constraints += readableConstraints(guideID, owner: id) }
        }
        return spec
    }

    /// `readableContentGuide`: the margins' top and bottom; inside the side margins, centred, at most the readable
    /// width (672 pt at Large, scaled with the body size).
    private func readableConstraints(_ guide: String, owner: String) -> [LayoutConstraint] {
        let width = 672 * DynamicTypeRamp.entry(.body, category).pointSize / 17
        func a(_ id: String, _ attribute: LayoutAttribute) -> LayoutAnchor { LayoutAnchor(.view(id), attribute) }
        return [
            LayoutConstraint(a(guide, .top), .equal, a(owner, .topMargin), identifier: "UIViewReadableContentGuide"),
            LayoutConstraint(a(guide, .bottom), .equal, a(owner, .bottomMargin), identifier: "UIViewReadableContentGuide"),
            LayoutConstraint(a(guide, .leading), .greaterThanOrEqual, a(owner, .leadingMargin), identifier: "UIViewReadableContentGuide"),
            LayoutConstraint(a(owner, .trailingMargin), .greaterThanOrEqual, a(guide, .trailing), identifier: "UIViewReadableContentGuide"),
            LayoutConstraint(a(guide, .centerX), .equal, a(owner, .centerXWithinMargins), identifier: "UIViewReadableContentGuide"),
            LayoutConstraint(a(guide, .width), .lessThanOrEqual, nil, constant: width, identifier: "UIViewReadableContentGuide"),
            LayoutConstraint(a(guide, .width), .equal, nil, constant: width, priority: LayoutPriority(999), identifier: "UIViewReadableContentGuide"),
        ]
    }

    /// An active constraint in the engine's terms; one relating an item outside the hierarchy is reported.
    func convert(_ constraint: NSLayoutConstraint) -> LayoutConstraint? {
        guard let firstItem = constraint.firstAnchorItem.flatMap(item), let firstAttribute = constraint.firstAttribute.layoutAttribute else {
            diagnostics.append(LayoutDiagnostic(kind: .invalidConstraint, message: "\(constraint.description): its first item is not in the hierarchy"))
            return nil
        }
        var second: LayoutAnchor?
        if let secondAnchor = constraint.secondAnchorItem {
            guard let secondItem = item(secondAnchor), let secondAttribute = constraint.secondAttribute.layoutAttribute else {
                diagnostics.append(LayoutDiagnostic(kind: .invalidConstraint, message: "\(constraint.description): its second item is not in the hierarchy"))
                return nil
            }
            second = LayoutAnchor(secondItem, secondAttribute)
        }
        guard Double(constraint.constant).isFinite, Double(constraint.multiplier).isFinite,
              abs(Double(constraint.constant)) <= 1_000_000, abs(Double(constraint.multiplier)) <= 1_000_000 else {
            diagnostics.append(LayoutDiagnostic(kind: .invalidConstraint, message: "\(constraint.description): its constant or multiplier is out of range"))
            return nil
        }
        var converted = LayoutConstraint(LayoutAnchor(firstItem, firstAttribute), constraint.relation.layoutRelation, second,
                                         multiplier: Double(constraint.multiplier), constant: Double(constraint.constant),
                                         priority: constraint.priority.layoutPriority, identifier: constraint.identifier)
        converted.systemSpacingMultiple = constraint.systemSpacingMultiple.map(Double.init)
        return converted
    }

    private func item(_ item: AnchorItem) -> LayoutItem? {
        switch item {
        case let .view(view): return ids[ObjectIdentifier(view)].map(LayoutItem.view)
        case let .guide(guide):
            if let kind = guide.system {
                guard let owner = guide.owningView, let id = ids[ObjectIdentifier(owner)] else { return nil }
                return .guide(id, kind)
            }
            return ids[ObjectIdentifier(guide)].map(LayoutItem.view)
        }
    }
}

/// How a hierarchy is laid out: the engine's passes, frames set back on the views, `layoutSubviews()` calls and
/// the scene.
@preconcurrency @MainActor enum UIKitLayout {
    /// The most times a hierarchy is solved for one layout (the first pass, and again after `layoutSubviews()` or
    /// preserved margins changed what the engine sees).
    static let maximumPasses = 3

    /// What `layoutIfNeeded()` and `systemLayoutSizeFitting` measure text with outside a snapshot: the standard font
    /// set, loaded on first use; a snapshot sets the measurer it lays out with.
    static var measurer: TextMeasurer? {
        get { hostMeasurer ?? standardMeasurer }
        set { hostMeasurer = newValue }
    }
    private static var hostMeasurer: TextMeasurer?
    private static let standardMeasurer: TextMeasurer? = {
        guard let fonts = try? FontSet.standard(searchDirectories: FontSet.defaultSearchDirectories,
                                           systemFontDirectory: FontSet.systemFontDirectoryFromEnvironment) else { return nil }
        return TextMeasurer(fontSet: fonts)
    }()

    struct Outcome {
        var scene: Scene
        var builder: HierarchyBuilder
    }

    /// Lays `root` out in `environment` by `sizing`: frames are set on every view and guide, `layoutSubviews()` is
    /// called from the root down, and the scene holds the views as they look after it.
    static func layout(_ root: UIView, sizing: RootSizing, environment: LayoutEnvironment, traits: UITraitCollection,
                       measurer: TextMeasurer, backgroundColor: Color, drawsTableSeparator: Bool, keepsRootFrame: Bool = false) -> Outcome {
        let previousHost = root.hostTraits
        root.hostTraits = traits
        if let previous = previousHost ?? Optional(root.creationTraits), previous != traits { notifyTraitChange(root, previous: previous) }
        let pending = UIKitDiagnostics.drain()
        updateMargins(root, direction: environment.direction)
        var outcome: Outcome?
        var settled = false
        var previousFrames: [String: Rect]?
        for _ in 0..<maximumPasses {
            let generation = UIView.layoutGeneration
            let builder = HierarchyBuilder(root: root, category: environment.category, direction: environment.direction,
                                           drawsTableSeparator: drawsTableSeparator)
            guard !builder.isTooLarge else {
                let warning = LayoutWarning(.layout(LayoutDiagnostic(kind: .invalidConstraint,
                                                                     message: "the hierarchy has more than \(HierarchyBuilder.maximumObjects) views, guides and constraints; not laid out")))
                return Outcome(scene: Scene(contentSize: Size(width: environment.width, height: 0), backgroundColor: backgroundColor, elements: [],
                                            warnings: [warning]), builder: builder)
            }
            var spec = StandaloneViewSpec(root: builder.spec(for: root), sizing: sizing, backgroundColor: backgroundColor,
                                          warnings: (pending + builder.diagnostics).map { LayoutWarning(.layout($0)) })
            if let cell = root as? UITableViewCell, let contentID = builder.id(of: cell.contentView) {
                spec.zeroHeightRowCheck = .contentView(id: contentID)
            } else if root is UITableViewHeaderFooterView {
                spec.zeroHeightRowCheck = .never
            }
            let result = ViewLayout.layout(spec, in: environment, measurer: measurer, keepsFrames: true)
            apply(result.frames, builder: builder, scale: environment.scale, skipping: keepsRootFrame ? root : nil)
            let marginsChanged = updateMargins(root, direction: environment.direction)
            callLayoutSubviews(root)
            outcome = Outcome(scene: result.scene, builder: builder)
            // Settled when nothing the layout reads changed, or when this pass solved the frames the last one did
            // (building a control's parts may touch properties without changing the layout).
            if !marginsChanged && (generation == UIView.layoutGeneration || previousFrames == result.frames) {
                settled = true
                break
            }
            previousFrames = result.frames
        }
        guard var final = outcome else {
            return Outcome(scene: Scene(contentSize: .zero, backgroundColor: backgroundColor, elements: []),
                           builder: HierarchyBuilder(root: root, category: environment.category, direction: environment.direction))
        }
        final.scene.elements = final.scene.elements.map { element in
            var element = element
            element.root = restyled(element.root, builder: final.builder)
            return element
        }
        if !settled { final.scene.warnings.append(LayoutWarning(.layoutDidNotSettle(passes: maximumPasses))) }
        return final
    }

    /// Sets solved frames (rounded to the pixel grid, as UIKit's engine rounds them) on views and guides.
    static func apply(_ frames: [String: Rect], builder: HierarchyBuilder, scale: Double, skipping kept: UIView? = nil) {
        func snapped(_ rect: Rect) -> CGRect {
            let minX = PixelGrid.round(rect.minX, scale: scale), minY = PixelGrid.round(rect.minY, scale: scale)
            let maxX = PixelGrid.round(rect.minX + rect.width, scale: scale), maxY = PixelGrid.round(rect.minY + rect.height, scale: scale)
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        for (id, view) in builder.views where view !== kept {
            if let frame = frames[id] { view.setSolvedFrame(snapped(frame)) }
        }
        for (id, guide) in builder.guides { if let frame = frames[id] { guide.layoutFrame = snapped(frame) } }
        for view in builder.views.values {
            for (kind, guide) in [(LayoutGuideKind.layoutMarginsGuide, view.layoutMarginsGuide), (.safeAreaLayoutGuide, view.safeAreaLayoutGuide)] {
                let bounds = view.bounds
                let margins = kind == .layoutMarginsGuide ? view.layoutMargins : .zero
                guide.layoutFrame = bounds.inset(by: margins)
            }
        }
    }

    /// Recomputes every view's effective margins from the current frames (own margins grown by the superview's
    /// where `preservesSuperviewLayoutMargins` is set and the view lies within them); true when any changed.
    @discardableResult
    static func updateMargins(_ root: UIView, direction: LayoutDirection) -> Bool {
        var changed = false
        func visit(_ view: UIView, parentMargins: NSDirectionalEdgeInsets?) {
            let own = view.ownLayoutMargins
            var margins = own
            if view.preservesSuperviewLayoutMargins, let parent = view.superview, let parentMargins {
                let frame = view.frame, size = parent.bounds.size
                let left = max(0, frame.minX), right = max(0, size.width - frame.maxX)
                let top = max(0, frame.minY), bottom = max(0, size.height - frame.maxY)
                let leading = direction == .rightToLeft ? right : left, trailing = direction == .rightToLeft ? left : right
                margins = NSDirectionalEdgeInsets(top: max(own.top, parentMargins.top - top), leading: max(own.leading, parentMargins.leading - leading),
                                                  bottom: max(own.bottom, parentMargins.bottom - bottom),
                                                  trailing: max(own.trailing, parentMargins.trailing - trailing))
            }
            if view.effectiveMargins != margins {
                if view.effectiveMargins != nil || margins != own { changed = true }
                view.effectiveMargins = margins
            }
            view.subviews.forEach { visit($0, parentMargins: margins) }
        }
        visit(root, parentMargins: nil)
        return changed
    }

    static func callLayoutSubviews(_ view: UIView) {
        view.needsLayout = false
        view.layoutSubviews()
        view.subviews.forEach(callLayoutSubviews)
    }

    static func notifyTraitChange(_ view: UIView, previous: UITraitCollection) {
        view.traitCollectionDidChange(previous)
        view.subviews.forEach { notifyTraitChange($0, previous: previous) }
    }

    /// The scene nodes with each view's look as it is after `layoutSubviews()`, and its layer's sublayers.
    static func restyled(_ node: SceneNode, builder: HierarchyBuilder) -> SceneNode {
        var node = node
        if let view = builder.views[node.id] {
            node.style = view.hostedStyle()
            let sublayers = view.layer.sublayerNodes(idPrefix: node.id)
            node.children = sublayers + node.children.map { restyled($0, builder: builder) }
        } else {
            node.children = node.children.map { restyled($0, builder: builder) }
        }
        return node
    }

    /// `layoutIfNeeded()`: the hierarchy's root laid out at its current size; the root's own frame is its
    /// superview's business and stays as it is.
    static func layoutInPlace(_ view: UIView) {
        var root = view
        while let parent = root.superview { root = parent }
        guard let measurer, HierarchyBuilder.isUsable(root.bounds) else { return }
        let traits = root.traitCollection
        let environment = LayoutEnvironment(width: Double(root.bounds.width), category: traits.category,
                                            scale: Double(traits.displayScale > 0 ? traits.displayScale : 2), direction: traits.direction,
                                            pseudoLocale: traits.pseudoLocale)
        _ = layout(root, sizing: .fixed(root.bounds.size.size), environment: environment, traits: traits, measurer: measurer,
                   backgroundColor: .clear, drawsTableSeparator: false, keepsRootFrame: true)
    }

    /// `systemLayoutSizeFitting`: the view (as a root) fitted without changing any frame.
    static func systemLayoutSizeFitting(_ view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        guard let measurer, HierarchyBuilder.isUsable(CGRect(origin: .zero, size: target)), target.width >= 0, target.height >= 0 else { return .zero }
        let traits = view.traitCollection
        let environment = LayoutEnvironment(width: Double(target.width), category: traits.category,
                                            scale: Double(traits.displayScale > 0 ? traits.displayScale : 2), direction: traits.direction,
                                            pseudoLocale: traits.pseudoLocale)
        let builder = HierarchyBuilder(root: view, category: environment.category, direction: environment.direction)
        guard !builder.isTooLarge else { return .zero }
        let engine = AutoLayoutEngine(root: builder.spec(for: view), environment: environment, measurer: measurer, checksAmbiguity: false)
        let size = engine.systemLayoutSizeFitting(target.size, horizontalFittingPriority: horizontal.layoutPriority,
                                                  verticalFittingPriority: vertical.layoutPriority)
        return CGSize(width: size.width, height: size.height)
    }
}
