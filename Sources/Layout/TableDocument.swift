import Measure

/// A label inside a cell: the text, its Dynamic Type style and how it wraps.
public struct LabelSpec: Hashable, Sendable {
    public var id: String
    public var text: String
    public var style: TextStyle
    /// `numberOfLines`; 0 = unlimited.
    public var numberOfLines: Int
    public var alignment: TextAlignment
    public var color: Color

    public init(id: String, text: String, style: TextStyle = .body, numberOfLines: Int = 0,
                alignment: TextAlignment = .natural, color: Color = SystemColor.label.color) {
        self.id = id; self.text = text; self.style = style; self.numberOfLines = numberOfLines
        self.alignment = alignment; self.color = color
    }
}

/// A table cell whose content view stacks its labels vertically inside the layout margins.
public struct TableCellSpec: Hashable, Sendable {
    public var labels: [LabelSpec]
    /// Vertical space between consecutive labels.
    public var spacing: Double
    /// The content view's layout margins (UIKit's default cell margins are 11 top/bottom, 16 leading/trailing
    /// on iPhone; 8 vs. 11 vertically is UNCONFIRMED, see uikit-semantics.md).
    public var margins: EdgeInsets
    public var backgroundColor: Color?

    public static let defaultMargins = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    public init(labels: [LabelSpec], spacing: Double = 4, margins: EdgeInsets = TableCellSpec.defaultMargins,
                backgroundColor: Color? = nil) {
        self.labels = labels; self.spacing = spacing; self.margins = margins; self.backgroundColor = backgroundColor
    }
}

/// A section of a table: optional header and footer text, and its rows.
public struct TableSectionSpec: Hashable, Sendable {
    public var header: String?
    public var footer: String?
    public var cells: [TableCellSpec]

    public init(header: String? = nil, footer: String? = nil, cells: [TableCellSpec]) {
        self.header = header; self.footer = footer; self.cells = cells
    }
}

/// `UITableView.Style`.
public enum TableStyle: String, CaseIterable, Sendable, Codable {
    case plain, grouped, insetGrouped
}

/// A table view with self-sizing rows (`rowHeight = automaticDimension`).
public struct TableSpec: Hashable, Sendable {
    public var style: TableStyle
    public var sections: [TableSectionSpec]
    /// `estimatedRowHeight`: the height rows are assumed to have before they are measured. With every row
    /// measured up front (as a snapshot does), it does not change the final layout.
    public var estimatedRowHeight: Double
    /// The smallest row height; UIKit uses the standard 44-point row when content would be shorter.
    public var minimumRowHeight: Double
    /// Leading inset of the separators (`separatorInset.left`).
    public var separatorInset: Double

    public init(style: TableStyle = .plain, sections: [TableSectionSpec], estimatedRowHeight: Double = 44,
                minimumRowHeight: Double = 44, separatorInset: Double = 16) {
        self.style = style; self.sections = sections; self.estimatedRowHeight = estimatedRowHeight
        self.minimumRowHeight = minimumRowHeight; self.separatorInset = separatorInset
    }
}
