import AutoLayout
import CollectionViewLayouts
import Geometry
import Measure
import Scenes

/// Lays out a self-sizing table into a `Scene`, the way UITableView sizes rows with
/// `rowHeight = automaticDimension`: each row's content view is fitted by the Auto Layout engine at the row's
/// width (required) with its height at `fittingSizeLevel`, and the row takes the fitted height, never less than
/// `minimumRowHeight`. The measured heights go to a `TableViewLayout`, which places every row, header, footer,
/// separator and section background. Frames land on the pixel grid of the environment's scale.
///
/// Section headers and footers are text in the table style's look (plain: headline on a grey bar;
/// grouped: footnote in secondary label colour above and below the section). Separators are decoration
/// views between rows, inset at the leading side. In right-to-left environments the rows, separators and
/// supplementary views are mirrored in the table, and each cell's content is laid out right-to-left by its
/// constraints (leading is the right edge).
public enum TableLayout {
    public static let headerKind = ElementKind.sectionHeader.rawValue
    public static let footerKind = ElementKind.sectionFooter.rawValue
    public static let separatorKind = ElementKind.separator.rawValue
    public static let sectionBackgroundKind = ElementKind.sectionBackground.rawValue

    public static func scene(for table: TableSpec, in environment: LayoutEnvironment, measurer: TextMeasurer) -> Scene {
        let width = environment.width
        let scale = environment.scale
        let inset = TableViewLayout.sectionInset(style: table.style, width: width)
        let rowWidth = max(0, width - 2 * inset)
        var warnings: [LayoutWarning] = []

        func label(_ spec: LabelSpec, style: TextStyle? = nil, width available: Double, origin: Point) -> SceneNode {
            let attributes = TextAttributes.style(style ?? spec.style, category: environment.category,
                                                  numberOfLines: spec.numberOfLines, alignment: spec.alignment,
                                                  direction: environment.direction)
            let layout = measurer.layout(spec.text, attributes: attributes, width: available, scale: scale,
                                         pseudoLocale: environment.pseudoLocale)
            warnings.appendMissingCharacters(layout.missingCharacters)
            return SceneNode(id: spec.id, frame: Rect(origin: origin, size: Size(width: available, height: layout.size.height)),
                             content: .text(layout, color: spec.color))
        }

        /// A header or footer view; its root's height is the view's height.
        func headerFooter(_ text: String, isHeader: Bool) -> SceneNode {
            let margin = 16 + inset
            let textWidth = max(0, width - 2 * margin)
            let spec = LabelSpec(id: isHeader ? "header" : "footer", text: text,
                                 style: table.style == .plain && isHeader ? .headline : .footnote,
                                 color: table.style == .plain && isHeader ? SystemColor.label.color : SystemColor.secondaryLabel.color)
            let (top, bottom): (Double, Double) = table.style == .plain ? (6, 6) : (isHeader ? (17, 7) : (7, 17))
            let node = label(spec, width: textWidth, origin: Point(x: margin, y: top))
            let height = PixelGrid.ceil(top + node.frame.height + bottom, scale: scale)
            let background = table.style == .plain && isHeader ? SystemColor.secondarySystemBackground.color : nil
            return SceneNode(id: isHeader ? "headerView" : "footerView", frame: Rect(x: 0, y: 0, width: width, height: height),
                             style: NodeStyle(backgroundColor: background), children: [node])
        }

        /// A row's view (its height is the row's height), fitted as a self-sizing cell, and its constraints solved
        /// (in the row's coordinates: the content view fills the row).
        func row(_ cell: TableCellSpec, at indexPath: IndexPath) -> (view: SceneNode, constraintGuides: [ConstraintGuide]) {
            let engine = AutoLayoutEngine(root: cell.contentView, environment: environment, measurer: measurer)
            var fitted = engine.fit(Size(width: rowWidth, height: 0), horizontalFittingPriority: .required,
                                    verticalFittingPriority: .fittingSizeLevel)
            var height = max(table.minimumRowHeight, fitted.size.height)
            if fitted.size.height <= 0 {
                if cell.contentView.isSizedByConstraints { warnings.append(LayoutWarning(.zeroHeightRow, at: .row(indexPath))) }
                height = max(height, 44)
            }
            if height != fitted.size.height {
                fitted = engine.layout(in: Size(width: rowWidth, height: height))
            }
            for diagnostic in fitted.diagnostics { warnings.append(LayoutWarning(.layout(diagnostic), at: .row(indexPath))) }
            warnings.appendTextWarnings(from: fitted.root)
            let cellBackground = cell.backgroundColor
                ?? (table.style == .plain ? SystemColor.systemBackground.color : SystemColor.secondarySystemGroupedBackground.color)
            var content = fitted.root
            content.frame = Rect(x: 0, y: 0, width: rowWidth, height: height)
            let view = SceneNode(id: "cell", frame: Rect(x: 0, y: 0, width: rowWidth, height: height),
                                 style: NodeStyle(backgroundColor: table.style == .insetGrouped ? nil : cellBackground),
                                 children: [content])
            return (view, engine.constraintGuides())
        }

        // Measure everything first, in table order (so warnings keep that order).
        let views = table.sections.enumerated().map { sectionIndex, section in
            (header: section.header.map { headerFooter($0, isHeader: true) },
             rows: section.cells.enumerated().map { row($1, at: IndexPath(item: $0, section: sectionIndex)) },
             footer: section.footer.map { headerFooter($0, isHeader: false) })
        }

        // Then place everything with the table layout, every height known.
        let layout = TableViewLayout(style: table.style)
        layout.estimatedRowHeight = table.estimatedRowHeight
        layout.minimumRowHeight = table.minimumRowHeight
        layout.separatorInset = TableViewLayout.SeparatorInset(leading: table.separatorInset, trailing: 0)
        layout.heightForRow = { indexPath in
            views.indices.contains(indexPath.section) && views[indexPath.section].rows.indices.contains(indexPath.item)
                ? views[indexPath.section].rows[indexPath.item].view.frame.height : nil
        }
        layout.heightForHeaderInSection = { section in views.indices.contains(section) ? views[section].header?.frame.height ?? 0 : 0 }
        layout.heightForFooterInSection = { section in views.indices.contains(section) ? views[section].footer?.frame.height ?? 0 : 0 }
        layout.collectionView = CollectionViewState(bounds: Rect(x: 0, y: 0, width: width, height: 0), itemCounts: views.map(\.rows.count),
                                                    effectiveUserInterfaceLayoutDirection: environment.direction,
                                                    contentSizeCategory: environment.category, scale: scale)
        layout.prepare()
        let contentSize = layout.collectionViewContentSize
        // Every frame lies in the content (degenerate zero-width ones on its edges), so this rect meets them all.
        let everything = Rect(x: -1, y: -1, width: contentSize.width + 2, height: contentSize.height + 2)

        let elements = layout.layoutAttributesForElements(in: everything).compactMap { attributes -> SceneElement? in
            let indexPath = attributes.indexPath
            let root: SceneNode?
            var constraintGuides: [ConstraintGuide] = []
            switch attributes.representedElementKind {
            case nil: (root, constraintGuides) = views[indexPath.section].rows[indexPath.item]
            case .sectionHeader?: root = views[indexPath.section].header
            case .sectionFooter?: root = views[indexPath.section].footer
            case .separator?:
                root = SceneNode(id: "separator", frame: Rect(origin: .zero, size: attributes.size),
                                 style: NodeStyle(backgroundColor: SystemColor.separator.color))
            case .sectionBackground?:
                root = SceneNode(id: "background", frame: Rect(origin: .zero, size: attributes.size),
                                 style: NodeStyle(backgroundColor: SystemColor.secondarySystemGroupedBackground.color, cornerRadius: 10))
            case .some: root = nil
            }
            return root.map {
                var element = SceneElement(category: attributes.representedElementCategory, kind: attributes.representedElementKind?.rawValue,
                                           indexPath: indexPath, frame: attributes.frame, zIndex: attributes.zIndex, root: $0)
                element.constraintGuides = constraintGuides
                return element
            }
        }

        let background = table.style == .plain ? SystemColor.systemBackground.color : SystemColor.systemGroupedBackground.color
        var scene = Scene(contentSize: Size(width: width, height: PixelGrid.ceil(contentSize.height, scale: scale)),
                          backgroundColor: background, elements: elements, warnings: warnings)
        if environment.direction == .rightToLeft { scene = scene.mirroredHorizontally() }
        return scene.snappedToPixelGrid(scale: scale)
    }
}
