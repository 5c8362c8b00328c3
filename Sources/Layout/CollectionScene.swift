import AutoLayout
import CollectionViewLayouts
import Geometry
import Measure
import Scenes

/// Lays out a `CollectionSpec` into scenes: a `CollectionView` drives the configured layout, cells size themselves
/// through the self-sizing round trip with the Auto Layout engine, and each element's view tree is laid out at the
/// size its attributes give it.
///
/// Without an update there is one scene; with one there are `before`, `frame1` … `frameN` and `after`. With a
/// viewport, each scene is the screen at the viewport's content offset (clamped to the scrollable range): only the
/// elements in that rect, pinned headers where they pin.
public enum CollectionScene {
    /// One rendered state; `name` is nil for a document without an update.
    public struct Stage: Sendable {
        public var name: String?
        public var scene: Scene
    }

    /// The names of the stages `stages(for:in:measurer:)` produces, in order.
    public static func stageNames(for spec: CollectionSpec) -> [String?] {
        guard let update = spec.update else { return [nil] }
        let frames = update.animationFrames > 0 ? (1...update.animationFrames).map { "frame\($0)" } : []
        return ["before"] + frames + ["after"]
    }

    public static func stages(for spec: CollectionSpec, in environment: LayoutEnvironment, measurer: TextMeasurer) -> [Stage] {
        let before = CollectionContent(sections: spec.sections, environment: environment, measurer: measurer)
        let built = CollectionLayoutFactory.make(spec.layout, content: before, environment: environment)
        let viewportHeight = spec.viewport?.height
        let collectionView = CollectionView(layout: built.layout, itemCounts: spec.sections.map(\.items.count),
                                            bounds: Rect(x: 0, y: 0, width: environment.width, height: viewportHeight ?? 0),
                                            direction: environment.direction, contentSizeCategory: environment.category,
                                            scale: environment.scale)
        collectionView.preferredAttributes = { original in
            var preferred = original
            preferred.size = built.content.preferredSize(at: original.indexPath, proposed: original.size, axes: built.layout.selfSizingAxes)
            return preferred
        }
        let visibleRect = show(spec.viewport, in: collectionView)
        let first = collectionView.layoutVisibleElements(in: visibleRect)
        let beforeScene = scene(first.map { ($0, before, nil) }, size: sceneSize(collectionView, spec: spec, environment: environment),
                                origin: origin(collectionView, spec: spec), spec: spec, environment: environment)
        guard let update = spec.update else { return [Stage(name: nil, scene: beforeScene)] }
        let beforeBounds = collectionView.bounds
        let after = CollectionContent(sections: update.sectionsAfter, environment: environment, measurer: measurer)
        let animation = collectionView.performBatchUpdates(update.updates, newItemCounts: update.sectionsAfter.map(\.items.count),
                                                           in: visibleRect) { mapping in
            after.inheritEstimates(from: before, mapping: mapping)
            built.content = after
        }
        let afterScene = scene(animation.after.map { ($0, after, nil) }, size: sceneSize(collectionView, spec: spec, environment: environment),
                               origin: origin(collectionView, spec: spec), spec: spec, environment: environment)
        var beforeSizes: [ElementKey: Size] = [:], afterSizes: [ElementKey: Size] = [:]
        for attributes in first { beforeSizes[attributes.elementKey] = attributes.size }
        for attributes in animation.after { afterSizes[attributes.elementKey] = attributes.size }
        var stages = [Stage(name: "before", scene: beforeScene)]
        if update.animationFrames > 0 {
            let size = spec.viewport == nil
                ? Size(width: max(beforeScene.contentSize.width, afterScene.contentSize.width),
                       height: max(beforeScene.contentSize.height, afterScene.contentSize.height))
                : beforeScene.contentSize
            for index in 1...update.animationFrames {
                let progress = Double(index) / Double(update.animationFrames + 1)
                // Views keep the layout of their end state while the frame animates (UIKit lays a cell out at its
                // final size at once); the cell clips them to the animated frame.
                let elements = animation.frame(at: progress).map { frame in
                    let key = frame.attributes.elementKey
                    return frame.showsOldContent ? (frame.attributes, before, beforeSizes[key]) : (frame.attributes, after, afterSizes[key])
                }
                stages.append(Stage(name: "frame\(index)", scene: scene(elements, size: size, origin: beforeBounds.origin, spec: spec,
                                                                        environment: environment)))
            }
        }
        stages.append(Stage(name: "after", scene: afterScene))
        return stages
    }

    /// Sizes the cells up to the viewport's far edge, as if the user had scrolled there from the top, then scrolls
    /// there. Returns the rect to show (nil: the whole content).
    private static func show(_ viewport: Viewport?, in collectionView: CollectionView) -> Rect? {
        guard let viewport else { return nil }
        let width = collectionView.bounds.width
        let reach = Rect(x: 0, y: 0, width: max(width, viewport.contentOffset.x + width), height: viewport.contentOffset.y + viewport.height)
        _ = collectionView.layoutVisibleElements(in: reach)
        let content = collectionView.contentSize
        let offset = Point(x: min(max(0, viewport.contentOffset.x), max(0, content.width - width)),
                           y: min(max(0, viewport.contentOffset.y), max(0, content.height - viewport.height)))
        collectionView.setContentOffset(offset)
        return collectionView.bounds
    }

    /// The scene of one stage: each element drawn from its content, its views laid out at the given size (nil:
    /// the attributes' size), moved by minus `origin` (the content offset of a viewport).
    private static func scene(_ elements: [(LayoutAttributes, CollectionContent, Size?)], size: Size, origin: Point,
                              spec: CollectionSpec, environment: LayoutEnvironment) -> Scene {
        var warnings: [LayoutWarning] = []
        var sceneElements: [SceneElement] = []
        for (attributes, content, layoutSize) in elements {
            guard var element = content.element(for: attributes, layoutSize: layoutSize, spec: spec, warnings: &warnings) else { continue }
            element.frame = element.frame.offsetBy(dx: -origin.x, dy: -origin.y)
            sceneElements.append(element)
        }
        return Scene(contentSize: size, backgroundColor: spec.backgroundColor, elements: sceneElements, warnings: warnings)
            .snappedToPixelGrid(scale: environment.scale)
    }

    /// The size of a stage's scene: the viewport, or the whole content (at least the collection's width).
    private static func sceneSize(_ collectionView: CollectionView, spec: CollectionSpec, environment: LayoutEnvironment) -> Size {
        guard spec.viewport == nil else { return collectionView.bounds.size }
        let contentSize = collectionView.contentSize
        return Size(width: max(contentSize.width, environment.width), height: contentSize.height)
    }

    /// Where the scene's top-left corner is in the content: the content offset of a viewport, else the origin.
    private static func origin(_ collectionView: CollectionView, spec: CollectionSpec) -> Point {
        spec.viewport == nil ? .zero : collectionView.bounds.origin
    }

    /// A layout object for the spec, wired to the content through its delegate closures.
    final class BuiltLayout {
        let layout: any CollectionLayout
        var content: CollectionContent
        init(layout: any CollectionLayout, content: CollectionContent) { self.layout = layout; self.content = content }

        /// A delegate closure giving the height of each section's header or footer at `width` from the current content.
        func supplementaryHeight(_ kind: ElementKind, width: Double) -> (Int) -> Double {
            { [unowned self] section in content.supplementaryHeight(kind, section: section, width: width) }
        }
    }
}

/// The data of one state of a collection, and the measuring of its cells and supplementary views with the Auto
/// Layout engine (one engine per view, reused between sizing and final layout).
final class CollectionContent {
    let sections: [CollectionSectionSpec]
    let environment: LayoutEnvironment
    let measurer: TextMeasurer
    private var engines: [IndexPath: AutoLayoutEngine] = [:]
    private var supplementaryEngines: [ElementKey: AutoLayoutEngine] = [:]
    /// Placement estimates by item (waterfall): measured once, when the item is first placed.
    private var estimates: [IndexPath: Double] = [:]

    init(sections: [CollectionSectionSpec], environment: LayoutEnvironment, measurer: TextMeasurer) {
        self.sections = sections; self.environment = environment; self.measurer = measurer
    }

    func item(_ indexPath: IndexPath) -> CollectionCellSpec? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    func supplementary(_ kind: ElementKind, section: Int) -> SupplementarySpec? {
        guard sections.indices.contains(section) else { return nil }
        switch kind {
        case .sectionHeader: return sections[section].header
        case .sectionFooter: return sections[section].footer
        default: return nil
        }
    }

    private func engine(for indexPath: IndexPath) -> AutoLayoutEngine? {
        if let engine = engines[indexPath] { return engine }
        guard let item = item(indexPath) else { return nil }
        let engine = AutoLayoutEngine(root: item.contentView, environment: environment, measurer: measurer)
        engines[indexPath] = engine
        return engine
    }

    private func engine(for kind: ElementKind, section: Int) -> AutoLayoutEngine? {
        let key = ElementKey(category: .supplementaryView, kind: kind, indexPath: IndexPath(item: 0, section: section))
        if let engine = supplementaryEngines[key] { return engine }
        guard let spec = supplementary(kind, section: section) else { return nil }
        let engine = AutoLayoutEngine(root: spec.contentView, environment: environment, measurer: measurer)
        supplementaryEngines[key] = engine
        return engine
    }

    /// The size a cell asks for (`preferredLayoutAttributesFitting`): `systemLayoutSizeFitting` with the width
    /// required and the height at `fittingSizeLevel` for `.height`, both at `fittingSizeLevel` for `.both`. The
    /// fitted dimensions are rounded up to the pixel grid, so the cell never squeezes its content.
    func preferredSize(at indexPath: IndexPath, proposed: Size, axes: SelfSizingAxes) -> Size {
        guard let engine = engine(for: indexPath) else { return proposed }
        let scale = environment.scale
        switch axes {
        case .none:
            return proposed
        case .height:
            let fitted = engine.fit(Size(width: proposed.width, height: 0), horizontalFittingPriority: .required,
                                    verticalFittingPriority: .fittingSizeLevel)
            return Size(width: proposed.width, height: PixelGrid.ceil(fitted.root.frame.height, scale: scale))
        case .both:
            let fitted = engine.fit(proposed, horizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
            return Size(width: PixelGrid.ceil(fitted.root.frame.width, scale: scale), height: PixelGrid.ceil(fitted.root.frame.height, scale: scale))
        }
    }

    /// The fitting height of a cell at a width (the width required).
    func fittingHeight(at indexPath: IndexPath, width: Double) -> Double {
        preferredSize(at: indexPath, proposed: Size(width: width, height: 0), axes: .height).height
    }

    /// The estimate the waterfall places an item with: its fitting height when first seen, then kept.
    func placementEstimate(at indexPath: IndexPath, width: Double) -> Double {
        if let estimate = estimates[indexPath] { return estimate }
        let estimate = fittingHeight(at: indexPath, width: width)
        estimates[indexPath] = estimate
        return estimate
    }

    /// Keeps the placement estimates of items that survive an update (under their new index paths), so an item
    /// whose content changed is re-measured without moving to another column.
    func inheritEstimates(from old: CollectionContent, mapping: CollectionIndexMapping) {
        for (oldIndexPath, estimate) in old.estimates {
            if let newIndexPath = mapping.newIndexPath[oldIndexPath] { estimates[newIndexPath] = estimate }
        }
    }

    /// The height of a header or footer at a width: its fixed height, or its content's fitting height.
    func supplementaryHeight(_ kind: ElementKind, section: Int, width: Double) -> Double {
        guard let spec = supplementary(kind, section: section) else { return 0 }
        if let height = spec.height { return height }
        guard let engine = engine(for: kind, section: section) else { return 0 }
        let fitted = engine.fit(Size(width: width, height: 0), horizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return PixelGrid.ceil(fitted.root.frame.height, scale: environment.scale)
    }

    /// The scene element for one element's attributes, its views laid out at `layoutSize` (default: the
    /// attributes' size), with their constraints solved. When the two differ (an animation frame), the cell clips its
    /// views to its frame.
    func element(for attributes: LayoutAttributes, layoutSize: Size? = nil, spec: CollectionSpec, warnings: inout [LayoutWarning]) -> SceneElement? {
        let size = attributes.size
        let bounds = Rect(origin: .zero, size: size)
        switch attributes.representedElementCategory {
        case .cell:
            guard let item = item(attributes.indexPath), let engine = engine(for: attributes.indexPath) else { return nil }
            let contentSize = layoutSize ?? size
            let fitted = engine.layout(in: contentSize)
            collect(fitted, at: .item(attributes.indexPath), into: &warnings)
            if layoutSize == nil, case let .flow(flow) = spec.layout {
                // UICollectionViewFlowLayout's rule: an item may be at most as wide as the collection less the section
                // insets (half a pixel of slack for the grid).
                let available = environment.width - flow.sectionInset.leading - flow.sectionInset.trailing
                if size.width > available + 0.5 / max(environment.scale, 1) {
                    warnings.appendOnce(LayoutWarning(.itemWiderThanSection(itemWidth: size.width, available: available),
                                                      at: .item(attributes.indexPath)))
                }
            }
            var content = fitted.root
            content.frame = Rect(origin: .zero, size: contentSize)
            let root = SceneNode(id: "cell", frame: bounds,
                                 style: NodeStyle(backgroundColor: item.backgroundColor, cornerRadius: item.cornerRadius,
                                                  clipsToBounds: item.cornerRadius > 0 || contentSize != size),
                                 children: [content])
            var element = SceneElement(attributes: attributes, root: root)
            element.constraintGuides = engine.constraintGuides()
            return element
        case .supplementaryView:
            let kind = attributes.representedElementKind ?? .sectionHeader
            guard let supplementary = supplementary(kind, section: attributes.indexPath.section),
                  let engine = engine(for: kind, section: attributes.indexPath.section) else {
                return SceneElement(attributes: attributes, root: SceneNode(id: kind.rawValue, frame: bounds))
            }
            let fitted = engine.layout(in: size)
            collect(fitted, at: .supplementaryView(kind: kind.rawValue, section: attributes.indexPath.section), into: &warnings)
            var content = fitted.root
            content.frame = bounds
            let root = SceneNode(id: kind == .sectionFooter ? "footerView" : "headerView", frame: bounds,
                                 style: NodeStyle(backgroundColor: supplementary.backgroundColor), children: [content])
            var element = SceneElement(attributes: attributes, root: root)
            element.constraintGuides = engine.constraintGuides()
            return element
        case .decorationView:
            let kind = attributes.representedElementKind ?? .sectionBackground
            let style: NodeStyle
            switch kind {
            case .separator:
                style = NodeStyle(backgroundColor: SystemColor.separator.color)
            case .sectionBackground:
                let background = spec.layout.sectionBackground ?? SectionBackgroundSpec()
                style = NodeStyle(backgroundColor: background.color, cornerRadius: background.cornerRadius)
            default:
                style = NodeStyle()
            }
            return SceneElement(attributes: attributes, root: SceneNode(id: kind.rawValue, frame: bounds, style: style))
        }
    }

    private func collect(_ fitted: FittedLayout, at location: LayoutWarning.Location, into warnings: inout [LayoutWarning]) {
        for diagnostic in fitted.diagnostics { warnings.appendOnce(LayoutWarning(.layout(diagnostic), at: location)) }
        warnings.appendTextWarnings(from: fitted.root)
    }
}

extension CollectionLayoutSpec {
    /// The section background decoration's look, when the layout draws one.
    public var sectionBackground: SectionBackgroundSpec? {
        switch self {
        case let .flow(flow): return flow.sectionBackground
        case let .waterfall(waterfall): return waterfall.sectionBackground
        case let .table(table):
            return table.sectionBackground ?? (table.style == .insetGrouped
                ? SectionBackgroundSpec(color: SystemColor.secondarySystemGroupedBackground.color, cornerRadius: 10) : nil)
        }
    }
}
