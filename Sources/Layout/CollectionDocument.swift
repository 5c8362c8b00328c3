import AutoLayout
import CollectionViewLayouts
import Geometry
import Measure
import Scenes

/// A collection view document: a layout, the data (sections of items, with their cells' content views and their
/// headers and footers), what part of it to show, and optionally a data change to animate.
public struct CollectionSpec: Hashable, Sendable {
    public var layout: CollectionLayoutSpec
    public var sections: [CollectionSectionSpec]
    public var backgroundColor: Color
    /// A screen-sized window onto the content; nil renders the whole content.
    public var viewport: Viewport?
    /// A data change: the before and after states are rendered, and optionally frames in between.
    public var update: CollectionUpdateSpec?

    public init(layout: CollectionLayoutSpec, sections: [CollectionSectionSpec], backgroundColor: Color = SystemColor.systemBackground.color,
                viewport: Viewport? = nil, update: CollectionUpdateSpec? = nil) {
        self.layout = layout; self.sections = sections; self.backgroundColor = backgroundColor
        self.viewport = viewport; self.update = update
    }
}

/// The visible part of a collection view: its height (the width is the variant's) and the content offset it is
/// scrolled to. Cells above the offset are sized as if the user had scrolled there from the top.
public struct Viewport: Hashable, Sendable {
    public var height: Double
    public var contentOffset: Point
    public init(height: Double, contentOffset: Point = .zero) { self.height = height; self.contentOffset = contentOffset }
}

/// One section: items and optional header and footer views.
public struct CollectionSectionSpec: Hashable, Sendable {
    public var header: SupplementarySpec?
    public var footer: SupplementarySpec?
    public var items: [CollectionCellSpec]
    public init(header: SupplementarySpec? = nil, footer: SupplementarySpec? = nil, items: [CollectionCellSpec]) {
        self.header = header; self.footer = footer; self.items = items
    }
}

/// A cell: its content view (laid out by the Auto Layout engine, and self-sized when the layout asks), background
/// and corner radius.
public struct CollectionCellSpec: Hashable, Sendable {
    public var contentView: ViewSpec
    public var backgroundColor: Color?
    public var cornerRadius: Double
    public init(contentView: ViewSpec, backgroundColor: Color? = nil, cornerRadius: Double = 0) {
        self.contentView = contentView; self.backgroundColor = backgroundColor; self.cornerRadius = cornerRadius
    }
}

/// A header or footer view. Its height along the scroll axis is `height`, or, when nil, the fitting height of its
/// content at the collection's width (what a delegate's `referenceSizeForHeaderInSection` computes with a sizing
/// view), so headers grow with Dynamic Type.
public struct SupplementarySpec: Hashable, Sendable {
    public var contentView: ViewSpec
    public var height: Double?
    public var backgroundColor: Color?
    public init(contentView: ViewSpec, height: Double? = nil, backgroundColor: Color? = nil) {
        self.contentView = contentView; self.height = height; self.backgroundColor = backgroundColor
    }

    /// A header or footer showing one label inside margins (16 leading/trailing, 8 top/bottom).
    public static func text(_ text: String, style: TextStyle = .headline, color: Color = SystemColor.label.color,
                            backgroundColor: Color? = nil) -> SupplementarySpec {
        let label = LabelSpec(id: "title", text: text, style: style, numberOfLines: 0, color: color)
        let cell = TableCellSpec(labels: [label], spacing: 0, margins: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        return SupplementarySpec(contentView: cell.contentView, backgroundColor: backgroundColor)
    }
}

/// A decoration view behind each section's items (a section background).
public struct SectionBackgroundSpec: Hashable, Sendable {
    public var color: Color
    public var cornerRadius: Double
    /// Insets from the section's items box (the box inside the section insets' outer edge).
    public var insets: EdgeInsets
    public init(color: Color = SystemColor.secondarySystemBackground.color, cornerRadius: Double = 10, insets: EdgeInsets = .zero) {
        self.color = color; self.cornerRadius = cornerRadius; self.insets = insets
    }
}

/// Which layout and how it is configured.
public enum CollectionLayoutSpec: Hashable, Sendable {
    case flow(FlowLayoutSpec)
    case waterfall(WaterfallLayoutSpec)
    case table(TableViewLayoutSpec)
}

/// `UICollectionViewFlowLayout`'s properties.
public struct FlowLayoutSpec: Hashable, Sendable {
    public enum Direction: String, Hashable, Sendable, CaseIterable { case vertical, horizontal }
    public var scrollDirection: Direction = .vertical
    public var itemSize = Size(width: 50, height: 50)
    /// Non-zero: cells size themselves from their content, starting from this estimate.
    public var estimatedItemSize = Size.zero
    public var minimumLineSpacing = 10.0
    public var minimumInteritemSpacing = 10.0
    public var sectionInset = EdgeInsets.zero
    public var sectionHeadersPinToVisibleBounds = false
    public var sectionFootersPinToVisibleBounds = false
    public var sectionBackground: SectionBackgroundSpec?
    public init() {}
}

/// The recipe grid: columns by width, each item in the shortest column.
public struct WaterfallLayoutSpec: Hashable, Sendable {
    /// (minimum width, columns), ascending: the last entry whose minimum width the collection reaches wins.
    public var columnBreakpoints: [ColumnBreakpoint] = [ColumnBreakpoint(minimumWidth: 0, columns: 1),
                                                        ColumnBreakpoint(minimumWidth: 500, columns: 2),
                                                        ColumnBreakpoint(minimumWidth: 900, columns: 3)]
    public var columnSpacing = 8.0
    public var itemSpacing = 8.0
    public var sectionInset = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    public var sectionBackground: SectionBackgroundSpec?
    public init() {}

    public struct ColumnBreakpoint: Hashable, Sendable {
        public var minimumWidth: Double
        public var columns: Int
        public init(minimumWidth: Double, columns: Int) { self.minimumWidth = minimumWidth; self.columns = columns }
    }
}

/// A table laid out as a collection (`UITableView`'s geometry): style, estimated heights, separators, sticky
/// headers in plain style.
public struct TableViewLayoutSpec: Hashable, Sendable {
    public var style: TableStyle = .plain
    public var estimatedRowHeight = 44.0
    public var minimumRowHeight = 44.0
    public var separatorInset = 16.0
    /// Section backgrounds as decoration views (always on for `insetGrouped`).
    public var sectionBackground: SectionBackgroundSpec?
    public init() {}
}

/// A data change: the update items (in UIKit's terms) and the sections after it.
public struct CollectionUpdateSpec: Hashable, Sendable {
    public var updates: [CollectionUpdateItem]
    public var sectionsAfter: [CollectionSectionSpec]
    /// In-between images of the animation to render (0: only before and after).
    public var animationFrames: Int
    public init(updates: [CollectionUpdateItem], sectionsAfter: [CollectionSectionSpec], animationFrames: Int = 0) {
        self.updates = updates; self.sectionsAfter = sectionsAfter; self.animationFrames = animationFrames
    }
}
