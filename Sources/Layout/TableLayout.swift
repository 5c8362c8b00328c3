import Measure

/// Lays out a self-sizing table into a `Scene`, the way UITableView sizes rows with
/// `rowHeight = automaticDimension`: each row's content view is fitted by the Auto Layout engine at the row's
/// width (required) with its height at `fittingSizeLevel`, and the row takes the fitted height, never less than
/// `minimumRowHeight`. Frames land on the pixel grid of the environment's scale.
///
/// Section headers and footers are text in the table style's look (plain: headline on a grey bar;
/// grouped: footnote in secondary label colour above and below the section). Separators are decoration
/// views between rows, inset at the leading side. In right-to-left environments the rows, separators and
/// supplementary views are mirrored in the table, and each cell's content is laid out right-to-left by its
/// constraints (leading is the right edge).
public enum TableLayout {
    public static let headerKind = "sectionHeader"
    public static let footerKind = "sectionFooter"
    public static let separatorKind = "separator"
    public static let sectionBackgroundKind = "sectionBackground"

    /// The horizontal inset of rows in `insetGrouped` tables (the table's layout margins).
    static func sectionInset(style: TableStyle, width: Double) -> Double {
        style == .insetGrouped ? (width >= 414 ? 20 : 16) : 0
    }

    public static func scene(for table: TableSpec, in environment: LayoutEnvironment, measurer: TextMeasurer) -> Scene {
        let width = environment.width
        let scale = environment.scale
        let pixel = 1 / scale
        let inset = sectionInset(style: table.style, width: width)
        let rowWidth = max(0, width - 2 * inset)
        var elements: [SceneElement] = []
        var warnings: [String] = []
        var y = 0.0

        func label(_ spec: LabelSpec, style: TextStyle? = nil, width available: Double, origin: Point) -> SceneNode {
            let attributes = TextAttributes.style(style ?? spec.style, category: environment.category,
                                                  numberOfLines: spec.numberOfLines, alignment: spec.alignment,
                                                  direction: environment.direction)
            let layout = measurer.layout(spec.text, attributes: attributes, width: available, scale: scale)
            appendMissingCharacterWarnings(layout.missingCharacters, to: &warnings)
            return SceneNode(id: spec.id, frame: Rect(origin: origin, size: Size(width: available, height: layout.size.height)),
                             content: .text(layout, color: spec.color))
        }

        func headerFooter(_ text: String, kind: String, section: Int) {
            let isHeader = kind == headerKind
            let margin = 16 + inset
            let textWidth = max(0, width - 2 * margin)
            let spec = LabelSpec(id: isHeader ? "header" : "footer", text: text,
                                 style: table.style == .plain && isHeader ? .headline : .footnote,
                                 color: table.style == .plain && isHeader ? SystemColor.label.color : SystemColor.secondaryLabel.color)
            let (top, bottom): (Double, Double) = table.style == .plain ? (6, 6) : (isHeader ? (17, 7) : (7, 17))
            let node = label(spec, width: textWidth, origin: Point(x: margin, y: top))
            let height = PixelGrid.ceil(top + node.frame.height + bottom, scale: scale)
            let background = table.style == .plain && isHeader ? SystemColor.secondarySystemBackground.color : nil
            let root = SceneNode(id: isHeader ? "headerView" : "footerView", frame: Rect(x: 0, y: 0, width: width, height: height),
                                 style: NodeStyle(backgroundColor: background), children: [node])
            elements.append(SceneElement(category: .supplementaryView, kind: kind, indexPath: IndexPath(item: 0, section: section),
                                         frame: Rect(x: 0, y: y, width: width, height: height), zIndex: isHeader ? 10 : 0, root: root))
            y += height
        }

        for (sectionIndex, section) in table.sections.enumerated() {
            if let header = section.header {
                headerFooter(header, kind: headerKind, section: sectionIndex)
            } else if table.style != .plain {
                y += 35
            }
            let sectionTop = y
            for (item, cell) in section.cells.enumerated() {
                let engine = AutoLayoutEngine(root: cell.contentView, environment: environment, measurer: measurer)
                var fitted = engine.fit(Size(width: rowWidth, height: 0), horizontalFittingPriority: .required,
                                        verticalFittingPriority: .fittingSizeLevel)
                var height = max(table.minimumRowHeight, fitted.size.height)
                if fitted.size.height <= 0 {
                    warnings.append("row \(sectionIndex).\(item): Detected a case where constraints ambiguously suggest a height of zero "
                                    + "for a tableview cell's content view. We're considering the collapse unintentional and using standard height instead.")
                    height = max(height, 44)
                }
                if height != fitted.size.height {
                    fitted = engine.layout(in: Size(width: rowWidth, height: height))
                }
                for diagnostic in fitted.diagnostics { warnings.append("row \(sectionIndex).\(item): \(diagnostic.message)") }
                appendMissingCharacterWarnings(fitted.root.missingCharacters, to: &warnings)
                let cellBackground = cell.backgroundColor
                    ?? (table.style == .plain ? SystemColor.systemBackground.color : SystemColor.secondarySystemGroupedBackground.color)
                var content = fitted.root
                content.frame = Rect(x: 0, y: 0, width: rowWidth, height: height)
                let root = SceneNode(id: "cell", frame: Rect(x: 0, y: 0, width: rowWidth, height: height),
                                     style: NodeStyle(backgroundColor: table.style == .insetGrouped ? nil : cellBackground),
                                     children: [content])
                elements.append(SceneElement(category: .cell, indexPath: IndexPath(item: item, section: sectionIndex),
                                             frame: Rect(x: inset, y: y, width: rowWidth, height: height), root: root))
                y += height
                if item < section.cells.count - 1 {
                    let start = inset + table.separatorInset
                    let separatorWidth = max(0, inset + rowWidth - start)
                    let line = Rect(x: start, y: y - pixel, width: separatorWidth, height: pixel)
                    elements.append(SceneElement(
                        category: .decorationView, kind: separatorKind, indexPath: IndexPath(item: item, section: sectionIndex),
                        frame: line, zIndex: 1,
                        root: SceneNode(id: "separator", frame: Rect(origin: .zero, size: line.size),
                                        style: NodeStyle(backgroundColor: SystemColor.separator.color)))
                    )
                }
            }
            if table.style == .insetGrouped, y > sectionTop {
                let frame = Rect(x: inset, y: sectionTop, width: rowWidth, height: y - sectionTop)
                elements.append(SceneElement(
                    category: .decorationView, kind: sectionBackgroundKind, indexPath: IndexPath(item: 0, section: sectionIndex),
                    frame: frame, zIndex: -1,
                    root: SceneNode(id: "background", frame: Rect(origin: .zero, size: frame.size),
                                    style: NodeStyle(backgroundColor: SystemColor.secondarySystemGroupedBackground.color, cornerRadius: 10)))
                )
            }
            if let footer = section.footer {
                headerFooter(footer, kind: footerKind, section: sectionIndex)
            }
        }
        if table.style != .plain { y += 35 }

        let background = table.style == .plain ? SystemColor.systemBackground.color : SystemColor.systemGroupedBackground.color
        var scene = Scene(contentSize: Size(width: width, height: PixelGrid.ceil(y, scale: scale)), backgroundColor: background,
                          elements: elements, warnings: warnings)
        if environment.direction == .rightToLeft { scene = scene.mirroredHorizontally() }
        return scene.snappedToPixelGrid(scale: scale)
    }
}

extension Scene {
    /// The scene with its elements flipped left-to-right in the content: each element's frame is reflected, as a
    /// right-to-left table places rows, separators and supplementary views. The views inside elements are not
    /// touched: their constraints already follow the layout direction.
    public func mirroredHorizontally() -> Scene {
        var scene = self
        scene.elements = elements.map { element in
            var element = element
            element.frame.origin.x = contentSize.width - element.frame.maxX
            return element
        }
        return scene
    }

    /// Frames rounded to the nearest device pixel (both edges, so sizes stay consistent), as Auto Layout
    /// rounds solved frames (`uikit-semantics.md` §10).
    public func snappedToPixelGrid(scale: Double) -> Scene {
        func snap(_ rect: Rect) -> Rect {
            let minX = PixelGrid.round(rect.minX, scale: scale), minY = PixelGrid.round(rect.minY, scale: scale)
            let maxX = PixelGrid.round(rect.maxX, scale: scale), maxY = PixelGrid.round(rect.maxY, scale: scale)
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        func snapNode(_ node: SceneNode) -> SceneNode {
            var node = node
            node.frame = snap(node.frame)
            node.children = node.children.map(snapNode)
            return node
        }
        var scene = self
        scene.elements = elements.map { element in
            var element = element
            element.frame = snap(element.frame)
            element.root = snapNode(element.root)
            return element
        }
        return scene
    }
}
