import AutoLayout
import CollectionViewLayouts
import Foundation
import Geometry
import Layout
import Scenes

/// `UITableViewCell`: a content view filling the cell (narrowed by the accessory), the built-in `textLabel`,
/// `detailTextLabel` and `imageView` of the four styles, laid out as UIKit lays them out
/// (`TableViewCellAnatomy`), and the accessory. The cell's margins are 11 pt above and below and 16 pt at the
/// sides; its content view keeps 8-pt margins of its own and preserves the cell's, so views pinned to the content
/// view's `layoutMarginsGuide` sit 16 pt from the sides.
@preconcurrency @MainActor open class UITableViewCell: UIView {
    /// `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    /// `UITableViewCell.FocusStyle`.
    public enum FocusStyle: Int, Sendable { case `default`, custom }

    public let contentView: UIView
    /// The style the cell was made with (UIKit keeps it private).
    let cellStyle: CellStyle
    /// `reuseIdentifier` (open, as subclasses override it).
    open var reuseIdentifier: String? { storedReuseIdentifier }
    private let storedReuseIdentifier: String?
    open var accessoryType: AccessoryType = .none { didSet { Self.layoutDidChange() } }
    /// A custom accessory view, centred vertically 16 pt from the trailing edge (it replaces `accessoryType`).
    open var accessoryView: UIView? {
        didSet {
            guard oldValue !== accessoryView else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            Self.layoutDidChange()
        }
    }
    open var editingAccessoryType: AccessoryType = .none
    open var editingAccessoryView: UIView?
    open var selectionStyle: SelectionStyle = .default
    open var focusStyle: FocusStyle = .default
    /// `separatorInset`: where the separator of a plain table's row starts (16 pt from the leading edge).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// `indentationLevel` × `indentationWidth`: how far the built-in `imageView` and labels move in.
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var shouldIndentWhileEditing = true
    open var showsReorderControl = false
    open var isSelected = false
    open var isHighlighted = false
    open var isEditing = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var multipleSelectionBackgroundView: UIView?
    open var userInteractionEnabledWhileDragging = false
    /// `contentConfiguration` and `backgroundConfiguration`, as `CellConfigurations` applies them.
    open var contentConfiguration: UIContentConfiguration? { didSet { configurations.apply(contentConfiguration, in: contentView) } }
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { configurations.apply(backgroundConfiguration, to: self) } }
    private var configurations = CellConfigurations()

    private var builtInText: UILabel?
    private var builtInDetail: UILabel?
    private var builtInImage: UIImageView?

    /// `init(style:reuseIdentifier:)`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        storedReuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .systemBackground
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        contentView.preservesSuperviewLayoutMargins = true
        addSubview(contentView)
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }

    /// The built-in title label (made on first use and added to the content view).
    open var textLabel: UILabel? {
        if let builtInText { return builtInText }
        let label = makeBuiltInLabel(font: .preferredFont(forTextStyle: cellStyle == .value2 ? .subheadline : .body),
                                     color: cellStyle == .value2 ? .systemBlue : .label)
        if cellStyle == .value2 { label.textAlignment = .right }
        builtInText = label
        return label
    }

    /// The built-in detail label of the subtitle, value1 and value2 styles; nil for the default style.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let builtInDetail { return builtInDetail }
        let font: UIFont = .preferredFont(forTextStyle: cellStyle == .subtitle ? .subheadline : .body)
        let label = makeBuiltInLabel(font: font, color: cellStyle == .value1 ? .secondaryLabel : .label)
        builtInDetail = label
        return label
    }

    /// The built-in image view (made on first use).
    open var imageView: UIImageView? {
        if let builtInImage { return builtInImage }
        let view = UIImageView(frame: .zero)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.setContentHuggingPriority(.required, for: .horizontal)
        view.setContentCompressionResistancePriority(.required, for: .horizontal)
        contentView.addSubview(view)
        builtInImage = view
        return view
    }

    private func makeBuiltInLabel(font: UIFont, color: UIColor) -> UILabel {
        let label = UILabel(frame: .zero)
        label.font = font
        label.textColor = color
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        return label
    }

    open func prepareForReuse() {}
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open func didTransition(to state: UITableViewCell.StateMask) {}
    open func willTransition(to state: UITableViewCell.StateMask) {}
    open func updateConfiguration(using state: UICellConfigurationState) {}
    open func setNeedsUpdateConfiguration() {}

    /// `UITableViewCell.StateMask`.
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1), showingDeleteConfirmation = StateMask(rawValue: 2)
    }

    override func managesFrame(of subview: UIView) -> Bool { subview === contentView || subview === accessoryView }

    private var anatomyAccessory: TableViewCellAnatomy.Accessory {
        let map: [AccessoryType: TableViewCellAnatomy.Accessory] = [.none: .none, .disclosureIndicator: .disclosureIndicator,
                                                                    .detailDisclosureButton: .detailDisclosureButton, .checkmark: .checkmark,
                                                                    .detailButton: .detailButton]
        return map[accessoryType] ?? .none
    }

    override func hostedSubviews(_ builder: HierarchyBuilder, id: String) -> (views: [ViewSpec], constraints: [LayoutConstraint]) {
        var (views, constraints) = super.hostedSubviews(builder, id: id)
        let contentID = builder.id(of: contentView) ?? "contentView"
        // Built-in parts without content are not shown (UIKit hides them).
        let text = builtInText.flatMap { ($0.text ?? "").isEmpty ? nil : builder.id(of: $0) }
        let detail = builtInDetail.flatMap { ($0.text ?? "").isEmpty ? nil : builder.id(of: $0) }
        let image = builtInImage.flatMap { $0.image == nil ? nil : builder.id(of: $0) }
        let unused = Set([builtInText.flatMap(builder.id(of:)), builtInDetail.flatMap(builder.id(of:)), builtInImage.flatMap(builder.id(of:))]
            .compactMap { $0 }).subtracting([text, detail, image].compactMap { $0 })
        var accessoryWidth = anatomyAccessory.contentWidthReduction
        if let accessoryView, let accessoryID = builder.id(of: accessoryView) {
            let size = accessoryView.bounds.size
            accessoryWidth = Double(size.width) + 24
            if let index = views.firstIndex(where: { $0.id == accessoryID }) {
                if size.width > 0, size.height > 0, accessoryView.translatesAutoresizingMaskIntoConstraints {
                    views[index].constraints += [
                        LayoutConstraint(LayoutAnchor(.view(accessoryID), .width), .equal, constant: Double(size.width), identifier: "UITableViewCell-accessoryView"),
                        LayoutConstraint(LayoutAnchor(.view(accessoryID), .height), .equal, constant: Double(size.height), identifier: "UITableViewCell-accessoryView"),
                    ]
                }
            }
            constraints += [
                LayoutConstraint(LayoutAnchor(.view(id), .trailing), .equal, LayoutAnchor(.view(accessoryID), .trailing), constant: 16,
                                 identifier: "UITableViewCell-accessory"),
                LayoutConstraint(LayoutAnchor(.view(accessoryID), .centerY), .equal, LayoutAnchor(.view(id), .centerY), identifier: "UITableViewCell-accessory"),
            ]
        } else if let accessory = TableViewCellAnatomy.accessoryView(anatomyAccessory, id: "\(id).accessoryView", cell: id) {
            views.append(accessory.view)
            constraints += accessory.constraints
        }
        if let index = views.firstIndex(where: { $0.id == contentID }) {
            views[index].subviews.removeAll { unused.contains($0.id) }
            if text != nil || detail != nil || image != nil {
                let builtIn: [CellStyle: TableViewCellAnatomy.Style] = [.default: .default, .subtitle: .subtitle, .value1: .value1, .value2: .value2]
                TableViewCellAnatomy.layOutBuiltInParts(builtIn[cellStyle] ?? .default, in: &views[index], text: text, detail: detail, image: image,
                                                        indentation: Double(indentationLevel) * Double(indentationWidth))
            }
        }
        constraints += TableViewCellAnatomy.contentViewConstraints(cell: id, contentView: contentID, accessoryWidth: accessoryWidth)
        if builder.drawsTableSeparator {
            let separator = TableViewCellAnatomy.separator(id: "\(id).separator", cell: id, inset: Double(max(0, separatorInset.left)))
            views.append(separator.view)
            constraints += separator.constraints
        }
        return (views, constraints)
    }
}

/// `UICellConfigurationState`, accepted for `updateConfiguration(using:)` overrides.
public struct UICellConfigurationState: Sendable {
    public var isSelected = false, isHighlighted = false, isDisabled = false, isEditing = false
    public var traitCollection: UITraitCollection
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// `UICollectionViewLayoutAttributes`: an element's frame and look in a collection view.
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes {
    /// `UICollectionView.ElementCategory`.
    public enum ElementCategory: Int, Sendable { case cell, supplementaryView, decorationView }

    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath: Foundation.IndexPath
    open var transform: CGAffineTransform = .identity
    public let representedElementCategory: ElementCategory
    public let representedElementKind: String?

    public init(forCellWith indexPath: Foundation.IndexPath) {
        self.indexPath = indexPath; representedElementCategory = .cell; representedElementKind = nil
    }
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: Foundation.IndexPath) {
        self.indexPath = indexPath; representedElementCategory = .supplementaryView; representedElementKind = elementKind
    }
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: Foundation.IndexPath) {
        self.indexPath = indexPath; representedElementCategory = .decorationView; representedElementKind = decorationViewKind
    }

    /// A copy (as `copy() as! UICollectionViewLayoutAttributes` gives in UIKit).
    open func copy() -> Any {
        let copy: UICollectionViewLayoutAttributes
        switch representedElementCategory {
        case .cell: copy = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        case .supplementaryView: copy = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        case .decorationView: copy = UICollectionViewLayoutAttributes(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        copy.frame = frame; copy.alpha = alpha; copy.zIndex = zIndex; copy.isHidden = isHidden; copy.transform = transform
        return copy
    }
}

/// `UICollectionReusableView`: a supplementary view; self-sizing answers `preferredLayoutAttributesFitting(_:)`.
@preconcurrency @MainActor open class UICollectionReusableView: UIView {
    /// `reuseIdentifier` (open, as subclasses override it to name themselves).
    open var reuseIdentifier: String? { storedReuseIdentifier }
    var storedReuseIdentifier: String?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    open func prepareForReuse() {}
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
    open func willTransition(from oldLayout: AnyObject, to newLayout: AnyObject) {}
    open func didTransition(from oldLayout: AnyObject, to newLayout: AnyObject) {}

    /// `preferredLayoutAttributesFitting(_:)`: the attributes with the size `systemLayoutSizeFitting` gives from
    /// their size (both dimensions at fitting priority), as a self-sizing cell answers its layout.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
                                             verticalFittingPriority: .fittingSizeLevel)
        let attributes = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        attributes.size = fitted
        return attributes
    }
}

/// `UICollectionViewCell`: a content view filling the cell.
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
    public let contentView: UIView
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var automaticallyUpdatesContentConfiguration = true
    /// `contentConfiguration` and `backgroundConfiguration`, as `CellConfigurations` applies them.
    open var contentConfiguration: UIContentConfiguration? { didSet { configurations.apply(contentConfiguration, in: contentView) } }
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { configurations.apply(backgroundConfiguration, to: self) } }
    private var configurations = CellConfigurations()

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) { return nil }

    open func updateConfiguration(using state: UICellConfigurationState) {}
    open func setNeedsUpdateConfiguration() {}
    open func dragStateDidChange(_ dragState: Int) {}

    override func managesFrame(of subview: UIView) -> Bool { subview === contentView }

    override func hostedSubviews(_ builder: HierarchyBuilder, id: String) -> (views: [ViewSpec], constraints: [LayoutConstraint]) {
        let (views, constraints) = super.hostedSubviews(builder, id: id)
        guard let contentID = builder.id(of: contentView) else { return (views, constraints) }
        return (views, constraints + TableViewCellAnatomy.contentViewConstraints(cell: id, contentView: contentID))
    }
}

/// `UITableViewHeaderFooterView`: a content view filling it, with 16-pt side margins preserved by the content view.
@preconcurrency @MainActor open class UITableViewHeaderFooterView: UIView {
    public let contentView: UIView
    open var reuseIdentifier: String? { storedReuseIdentifier }
    private let storedReuseIdentifier: String?
    open var backgroundView: UIView?
    private var builtInText: UILabel?
    /// `contentConfiguration` and `backgroundConfiguration`, as `CellConfigurations` applies them.
    open var contentConfiguration: UIContentConfiguration? { didSet { configurations.apply(contentConfiguration, in: contentView) } }
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { configurations.apply(backgroundConfiguration, to: self) } }
    private var configurations = CellConfigurations()

    public init(reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        contentView.preservesSuperviewLayoutMargins = true
        addSubview(contentView)
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }

    /// The built-in title label, in the footnote style and secondary colour, pinned to the content view's margins.
    open var textLabel: UILabel? {
        if let builtInText { return builtInText }
        let label = UILabel(frame: .zero)
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let guide = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: guide.leadingAnchor), label.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            label.topAnchor.constraint(equalTo: guide.topAnchor), label.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        builtInText = label
        return label
    }

    open func prepareForReuse() {}

    override func managesFrame(of subview: UIView) -> Bool { subview === contentView }

    override func hostedSubviews(_ builder: HierarchyBuilder, id: String) -> (views: [ViewSpec], constraints: [LayoutConstraint]) {
        let (views, constraints) = super.hostedSubviews(builder, id: id)
        guard let contentID = builder.id(of: contentView) else { return (views, constraints) }
        return (views, constraints + TableViewCellAnatomy.contentViewConstraints(cell: id, contentView: contentID))
    }
}
