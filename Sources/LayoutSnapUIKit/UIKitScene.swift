import AutoLayout
import CollectionViewLayouts
import Foundation
import Geometry
import Layout
import Measure
import Scenes

/// Lays views written for UIKit out as scenes: each view is made by its factory inside the variant's trait
/// collection (so code that reads `traitCollection` or `preferredFont` in `init` sees the variant's category,
/// direction and appearance), sized as UIKit sizes it in its natural container, laid out by the same engine as
/// fixtures, and drawn as it looks after `layoutSubviews()`.
@preconcurrency @MainActor public enum UIKitScene {
    /// How UIKit sizes a view of this type: a table cell or header self-sizes at the width (a row), a collection
    /// cell or reusable view fits its estimated size (its frame's, else the width by 50), another view takes the
    /// width and fits its height.
    public static func defaultSizing(for view: UIView, width: Double) -> RootSizing {
        switch view {
        case is UITableViewCell, is UITableViewHeaderFooterView: return .tableRow(rowHeight: 44)
        case is UICollectionReusableView:
            let size = view.bounds.size
            let usable = HierarchyBuilder.isUsable(view.bounds) && size.width > 0 && size.height > 0
            return .fitting(estimated: usable ? size.size : Size(width: width, height: 50))
        default: return .environmentWidth(height: nil)
        }
    }

    /// One view in one variant: `make` runs with the variant's traits current; `sizing` nil sizes the view as UIKit
    /// would (`defaultSizing`). Colours are resolved for the variant's appearance, and a device variant is cut to
    /// its screen height. Constraints UIKit would refuse while the view was built are the scene's warnings.
    public static func scene(of make: () -> UIView, variant: Variant, sizing: RootSizing? = nil, measurer: TextMeasurer) -> Scene {
        let traits = UITraitCollection(variant: variant)
        return traits.performAsCurrent {
            let previous = UIKitLayout.measurer
            UIKitLayout.measurer = measurer
            defer { UIKitLayout.measurer = previous }
            let view = make()
            let outcome = UIKitLayout.layout(view, sizing: sizing ?? defaultSizing(for: view, width: variant.width), environment: variant.environment,
                                             traits: traits, measurer: measurer, backgroundColor: SystemColor.systemBackground.color,
                                             drawsTableSeparator: view is UITableViewCell)
            return outcome.scene.finished(for: variant)
        }
    }

    /// A table of views (rows made by `sections`' factories, typically `UITableViewCell`s) laid out as a
    /// self-sizing table: each row fitted at the row width, then laid out at its row's size (`layoutSubviews()`
    /// runs with the row's frame).
    public static func tableScene(style: TableStyle = .plain, sections: [[() -> UIView]], variant: Variant, measurer: TextMeasurer) -> Scene {
        screen(of: sections, variant: variant, measurer: measurer) { specs in
            let table = TableSpec(style: style, sections: specs.map { section in
                TableSectionSpec(cells: section.map { TableCellSpec(contentView: $0.spec, backgroundColor: $0.view.backgroundColor?.color) })
            })
            return TableLayout.scene(for: table, in: variant.environment, measurer: measurer)
        }
    }

    /// A collection of views (cells made by `sections`' factories) laid out by `layout` (flow, waterfall, …): each
    /// cell self-sized as the layout asks, then laid out at its final size.
    public static func collectionScene(layout: CollectionLayoutSpec, sections: [[() -> UIView]], variant: Variant,
                                       measurer: TextMeasurer) -> Scene {
        screen(of: sections, variant: variant, measurer: measurer) { specs in
            let collection = CollectionSpec(layout: layout, sections: specs.map { section in
                CollectionSectionSpec(items: section.map { CollectionCellSpec(contentView: $0.spec) })
            })
            let stages = CollectionScene.stages(for: collection, in: variant.environment, measurer: measurer)
            return stages.last?.scene ?? Scene(contentSize: .zero, backgroundColor: SystemColor.systemBackground.color, elements: [])
        }
    }

    /// Makes every cell in the variant's traits, turns each into the engine's views, lays the screen out with
    /// `layOut`, then lays each cell out again at its element's size so `layoutSubviews()` sees its frame.
    private static func screen(of sections: [[() -> UIView]], variant: Variant, measurer: TextMeasurer,
                               layOut: ([[(view: UIView, spec: ViewSpec)]]) -> Scene) -> Scene {
        let traits = UITraitCollection(variant: variant)
        return traits.performAsCurrent {
            let previous = UIKitLayout.measurer
            UIKitLayout.measurer = measurer
            defer { UIKitLayout.measurer = previous }
            var views: [Geometry.IndexPath: UIView] = [:]
            let cells = sections.enumerated().map { section, factories in
                factories.enumerated().map { item, make -> (view: UIView, spec: ViewSpec) in
                    let view = make()
                    view.hostTraits = traits
                    views[Geometry.IndexPath(item: item, section: section)] = view
                    UIKitLayout.updateMargins(view, direction: variant.direction)
                    let builder = HierarchyBuilder(root: view, category: variant.category, direction: variant.direction)
                    return (view, builder.spec(for: view))
                }
            }
            let scene = layOut(cells)
            return hosting(views, in: scene, variant: variant, traits: traits, measurer: measurer).finished(for: variant)
        }
    }

    /// Each cell element's view tree replaced by its view laid out at the element's size (after `layoutSubviews()`).
    private static func hosting(_ views: [Geometry.IndexPath: UIView], in scene: Scene, variant: Variant, traits: UITraitCollection,
                                measurer: TextMeasurer) -> Scene {
        var scene = scene
        for index in scene.elements.indices where scene.elements[index].category == .cell {
            guard let view = views[scene.elements[index].indexPath] else { continue }
            // The root's id is the first the builder gives: the view's own name.
            let rootID = view.debugName
            guard let path = scene.elements[index].root.path(to: rootID) else { continue }
            let frame = scene.elements[index].root.node(at: path).frame
            let outcome = UIKitLayout.layout(view, sizing: .fixed(frame.size), environment: variant.environment, traits: traits,
                                             measurer: measurer, backgroundColor: .clear, drawsTableSeparator: false)
            guard var hosted = outcome.scene.elements.first?.root else { continue }
            hosted.frame = frame
            scene.elements[index].root.replaceNode(at: path, with: hosted)
            for warning in outcome.scene.warnings where !scene.warnings.contains(warning) { scene.warnings.append(warning) }
        }
        return scene
    }
}

extension SceneNode {
    /// The child indices leading to the first node (depth first) with `id`.
    func path(to id: String) -> [Int]? {
        if self.id == id { return [] }
        for (index, child) in children.enumerated() {
            if let rest = child.path(to: id) { return [index] + rest }
        }
        return nil
    }

    func node(at path: [Int]) -> SceneNode {
        guard let first = path.first, children.indices.contains(first) else { return self }
        return children[first].node(at: Array(path.dropFirst()))
    }

    mutating func replaceNode(at path: [Int], with node: SceneNode) {
        guard let first = path.first, children.indices.contains(first) else { self = node; return }
        children[first].replaceNode(at: Array(path.dropFirst()), with: node)
    }
}
