import AutoLayout
import CollectionViewLayouts
import Geometry
import Scenes

/// A table cell: its content view (subviews and constraints, laid out by the Auto Layout engine) and background.
public struct TableCellSpec: Hashable, Sendable {
    /// The content view; the table fits it at the row width (`UIView-Encapsulated-Layout-Width`, required) with the
    /// height at `fittingSizeLevel`, as UITableView sizes self-sizing rows.
    public var contentView: ViewSpec
    public var backgroundColor: Color?

    /// UIKit's default cell content margins on iPhone: 11 top/bottom, 16 leading/trailing (8 vs. 11 vertically is
    /// UNCONFIRMED, see uikit-semantics.md).
    public static let defaultMargins = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    public static let contentViewID = "contentView"

    /// The content view's labels, depth first.
    public var labels: [LabelSpec] {
        contentView.allViews.compactMap { view in
            if case let .label(label) = view.kind { return label }
            return nil
        }
    }

    public init(contentView: ViewSpec, backgroundColor: Color? = nil) {
        self.contentView = contentView
        self.backgroundColor = backgroundColor
    }

    /// A content view stacking labels vertically inside margins, written as the constraints a developer would add:
    /// `H:|-leading-[label]-trailing-|` for each label, `V:|-top-[first]-spacing-[second]…` and
    /// `contentView.bottom >= last.bottom + bottom` (so a taller row, e.g. the 44-point minimum, leaves the labels at
    /// their natural height).
    public init(labels: [LabelSpec], spacing: Double = 4, margins: EdgeInsets = TableCellSpec.defaultMargins,
                backgroundColor: Color? = nil) {
        let content = LayoutItem.view(Self.contentViewID)
        var constraints: [LayoutConstraint] = []
        for label in labels {
            let item = LayoutItem.view(label.id)
            constraints.append(LayoutConstraint(LayoutAnchor(item, .leading), .equal, LayoutAnchor(content, .leading),
                                                constant: margins.leading, identifier: "H:|-\(LayoutConstraint.format(margins.leading))-[\(label.id)]"))
            constraints.append(LayoutConstraint(LayoutAnchor(content, .trailing), .equal, LayoutAnchor(item, .trailing),
                                                constant: margins.trailing, identifier: "H:[\(label.id)]-\(LayoutConstraint.format(margins.trailing))-|"))
        }
        var previous: LayoutItem?
        for label in labels {
            let item = LayoutItem.view(label.id)
            if let previous {
                constraints.append(LayoutConstraint(LayoutAnchor(item, .top), .equal, LayoutAnchor(previous, .bottom), constant: spacing))
            } else {
                constraints.append(LayoutConstraint(LayoutAnchor(item, .top), .equal, LayoutAnchor(content, .top), constant: margins.top))
            }
            previous = item
        }
        if let previous {
            constraints.append(LayoutConstraint(LayoutAnchor(content, .bottom), .greaterThanOrEqual, LayoutAnchor(previous, .bottom),
                                                constant: margins.bottom))
        }
        let subviews = labels.map { ViewSpec(id: $0.id, kind: .label($0)) }
        self.init(contentView: ViewSpec(id: Self.contentViewID, layoutMargins: margins, subviews: subviews, constraints: constraints),
                  backgroundColor: backgroundColor)
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
