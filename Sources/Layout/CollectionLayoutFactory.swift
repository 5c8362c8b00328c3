import CollectionViewLayouts
import Geometry

/// Builds the layout object a `CollectionLayoutSpec` describes and connects its delegate closures to the content:
/// header and footer heights are measured like a delegate's sizing view would measure them, cells size themselves
/// through the self-sizing round trip (or, for the waterfall, are placed by their measured height when first seen).
enum CollectionLayoutFactory {
    static func make(_ spec: CollectionLayoutSpec, content: CollectionContent, environment: LayoutEnvironment) -> CollectionScene.BuiltLayout {
        switch spec {
        case let .flow(flowSpec):
            let layout = FlowLayout()
            let built = CollectionScene.BuiltLayout(layout: layout, content: content)
            layout.scrollDirection = flowSpec.scrollDirection == .vertical ? .vertical : .horizontal
            layout.itemSize = flowSpec.itemSize
            layout.estimatedItemSize = flowSpec.estimatedItemSize
            layout.minimumLineSpacing = flowSpec.minimumLineSpacing
            layout.minimumInteritemSpacing = flowSpec.minimumInteritemSpacing
            layout.sectionInset = flowSpec.sectionInset
            layout.sectionHeadersPinToVisibleBounds = flowSpec.sectionHeadersPinToVisibleBounds
            layout.sectionFootersPinToVisibleBounds = flowSpec.sectionFootersPinToVisibleBounds
            if let background = flowSpec.sectionBackground {
                layout.sectionBackground = SectionBackgroundDecoration(contentInsets: background.insets)
            }
            let width = environment.width
            let headerHeight = built.supplementaryHeight(.sectionHeader, width: width)
            let footerHeight = built.supplementaryHeight(.sectionFooter, width: width)
            layout.referenceSizeForHeaderInSection = { Size(width: width, height: headerHeight($0)) }
            layout.referenceSizeForFooterInSection = { Size(width: width, height: footerHeight($0)) }
            return built
        case let .waterfall(waterfallSpec):
            let layout = WaterfallLayout()
            let built = CollectionScene.BuiltLayout(layout: layout, content: content)
            layout.columnBreakpoints = waterfallSpec.columnBreakpoints.map {
                WaterfallLayout.ColumnBreakpoint(minimumWidth: $0.minimumWidth, columns: $0.columns)
            }
            layout.columnSpacing = waterfallSpec.columnSpacing
            layout.itemSpacing = waterfallSpec.itemSpacing
            layout.sectionInset = waterfallSpec.sectionInset
            if let background = waterfallSpec.sectionBackground {
                layout.sectionBackground = SectionBackgroundDecoration(contentInsets: background.insets)
            }
            layout.estimatedHeightForItem = { [unowned built] indexPath, columnWidth in
                built.content.placementEstimate(at: indexPath, width: columnWidth)
            }
            layout.heightForHeaderInSection = built.supplementaryHeight(.sectionHeader, width: environment.width)
            layout.heightForFooterInSection = built.supplementaryHeight(.sectionFooter, width: environment.width)
            return built
        case let .table(tableSpec):
            let layout = TableViewLayout(style: tableSpec.style)
            let built = CollectionScene.BuiltLayout(layout: layout, content: content)
            layout.estimatedRowHeight = tableSpec.estimatedRowHeight
            layout.minimumRowHeight = tableSpec.minimumRowHeight
            layout.separatorInset = TableViewLayout.SeparatorInset(leading: tableSpec.separatorInset)
            layout.showsSectionBackgrounds = tableSpec.style == .insetGrouped || tableSpec.sectionBackground != nil
            let headerHeight = built.supplementaryHeight(.sectionHeader, width: environment.width)
            let footerHeight = built.supplementaryHeight(.sectionFooter, width: environment.width)
            layout.heightForHeaderInSection = { headerHeight($0) }
            layout.heightForFooterInSection = { footerHeight($0) }
            return built
        }
    }
}
