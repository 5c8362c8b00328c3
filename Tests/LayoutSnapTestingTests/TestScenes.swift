import CollectionViewLayouts
import AutoLayout
import Geometry
import Layout
import LayoutSnapTesting
import Pipeline
import Scenes

/// Layouts built in Swift code, small enough that their references stay a few kilobytes.
enum TestScenes {
    /// A plain table of two self-sizing cells with a header, 240 points wide, at 1x.
    static func table(detail: String = "Laid out by TableLayout, drawn by Cairo.") throws -> Scene {
        let cells = [
            TableCellSpec(labels: [LabelSpec(id: "title", text: "Built in Swift", style: .headline),
                                   LabelSpec(id: "detail", text: detail, style: .footnote)]),
            TableCellSpec(labels: [LabelSpec(id: "title", text: "Second row", style: .body)]),
        ]
        let table = TableSpec(sections: [TableSectionSpec(header: "Library", cells: cells)])
        return TableLayout.scene(for: table, in: LayoutEnvironment(width: 240, scale: 1), measurer: try LayoutSnapshot.measurer())
    }

    /// Six coloured squares placed by a flow layout, 160 points wide, at 1x: no text, so no fonts involved.
    static func swatches(colors: [SystemColor] = [.systemBlue, .systemGreen, .systemOrange, .systemRed, .systemGray, .systemGray5]) -> Scene {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 40, height: 40)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let view = CollectionView(layout: layout, itemCounts: [colors.count], bounds: Rect(x: 0, y: 0, width: 160, height: 0))
        let elements = view.layoutAttributesForElements(in: Rect(origin: .zero, size: view.contentSize)).map { attributes in
            SceneElement(attributes: attributes, root: SceneNode(
                id: "swatch", frame: Rect(origin: .zero, size: attributes.size),
                style: NodeStyle(backgroundColor: colors[attributes.indexPath.item].color, cornerRadius: 8)))
        }
        return Scene(contentSize: view.contentSize, backgroundColor: SystemColor.systemBackground.color, elements: elements)
    }
}
