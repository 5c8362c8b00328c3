import Geometry
import Measure
import Scenes

/// A contact sheet: one fixture's scenes in several variants side by side, each captioned, for documentation pages
/// and design reviews (`layoutsnap sheet`). A pure function of its cells, like every layout.
public enum ContactSheet {
    /// One variant: the lines of its caption and its scene.
    public struct Cell: Sendable {
        public var captions: [String]
        public var scene: Scene

        public init(captions: [String], scene: Scene) {
            self.captions = captions
            self.scene = scene
        }
    }

    /// Space around the sheet and between cells, in points.
    public static let margin = 24.0
    public static let gap = 24.0
    /// Space between a caption and its scene.
    public static let captionSpacing = 8.0
    public static let sheetColor = Color(red: 0.898, green: 0.898, blue: 0.918, alpha: 1)
    public static let captionColor = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 1)
    public static let cellBorderColor = Color(red: 0.776, green: 0.776, blue: 0.784, alpha: 1)

    /// The cells in rows of `columns`, in order. Every column is as wide as its widest scene and every row as tall
    /// as its tallest caption and scene; each scene hangs from the top of its place, under its caption (the first
    /// line semibold), on its own background with a hairline border. Drawn at `scale`.
    public static func scene(_ cells: [Cell], columns: Int, scale: Double, measurer: TextMeasurer) -> Scene {
        let columns = max(1, min(columns, cells.count))
        let rows = (cells.count + columns - 1) / columns
        let captions = cells.map { cell in
            cell.captions.enumerated().map { index, line in
                measurer.layout(line, attributes: TextAttributes(font: FontSpec(pointSize: 13, weight: index == 0 ? .semibold : .regular),
                                                                 numberOfLines: 1), width: nil, scale: scale)
            }
        }
        let captionHeights = captions.map { lines in lines.reduce(0) { $0 + $1.size.height } + captionSpacing }
        var columnWidths = [Double](repeating: 0, count: columns)
        var rowHeights = [Double](repeating: 0, count: rows)
        for (index, cell) in cells.enumerated() {
            let widest = captions[index].map(\.size.width).max() ?? 0
            columnWidths[index % columns] = max(columnWidths[index % columns], cell.scene.contentSize.width, widest)
            rowHeights[index / columns] = max(rowHeights[index / columns], captionHeights[index] + cell.scene.contentSize.height)
        }
        func offset(_ sizes: [Double], _ index: Int) -> Double { margin + sizes.prefix(index).reduce(0) { $0 + $1 + gap } }

        var elements: [SceneElement] = []
        for (index, cell) in cells.enumerated() {
            let origin = Point(x: offset(columnWidths, index % columns), y: offset(rowHeights, index / columns))
            var y = origin.y
            for (line, layout) in captions[index].enumerated() {
                let node = SceneNode(id: "caption-\(index)-\(line)", frame: Rect(origin: .zero, size: layout.size),
                                     content: .text(layout, color: captionColor))
                elements.append(SceneElement(category: .decorationView, kind: "caption", indexPath: IndexPath(item: index, section: 0),
                                             frame: Rect(x: origin.x, y: y, width: layout.size.width, height: layout.size.height),
                                             zIndex: Int.min / 2, root: node))
                y += layout.size.height
            }
            let top = origin.y + captionHeights[index]
            let size = cell.scene.contentSize
            let background = SceneNode(id: "variant-\(index)", frame: Rect(origin: .zero, size: size),
                                       style: NodeStyle(backgroundColor: cell.scene.backgroundColor, borderWidth: 1 / scale,
                                                        borderColor: cellBorderColor))
            elements.append(SceneElement(category: .decorationView, kind: "variant", indexPath: IndexPath(item: index, section: 0),
                                         frame: Rect(x: origin.x, y: top, width: size.width, height: size.height),
                                         zIndex: Int.min / 2, root: background))
            for var element in cell.scene.elements {
                element.frame = element.frame.offsetBy(dx: origin.x, dy: top)
                elements.append(element)
            }
        }
        let width = offset(columnWidths, columns) - gap + margin
        let height = offset(rowHeights, rows) - gap + margin
        return Scene(contentSize: Size(width: width, height: height), backgroundColor: sheetColor, elements: elements,
                     scale: scale)
    }
}
