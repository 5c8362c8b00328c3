import AutoLayout
import Geometry
import Measure
import Scenes
import Solver

/// The parts of a `UITableViewCell` that UIKit lays out itself, written as constraints so the Auto Layout engine
/// lays them out with the rest of the cell (shared by the Interface Builder importer and `LayoutSnapUIKit`).
public enum TableViewCellAnatomy {
    /// `UITableViewCell.CellStyle`.
    public enum Style: String, Hashable, Sendable, CaseIterable { case `default`, subtitle, value1, value2 }

    /// `UITableViewCell.AccessoryType`.
    public enum Accessory: String, Hashable, Sendable, CaseIterable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton

        /// How much the accessory narrows the content view: its width plus the space around it.
        public var contentWidthReduction: Double {
            switch self {
            case .none: return 0
            case .disclosureIndicator: return 31
            case .checkmark: return 39
            case .detailButton: return 47
            case .detailDisclosureButton: return 67
            }
        }

        /// The accessory drawn as iOS draws it, with its size; nil for `.none`.
        public var drawing: (drawing: ControlDrawing, size: Size)? {
            let tint = SystemColor.systemBlue.color
            switch self {
            case .none: return nil
            case .disclosureIndicator: return (.disclosureIndicator(color: SystemColor.tertiaryLabel.color), Size(width: 8, height: 13))
            case .checkmark: return (.checkmark(color: tint), Size(width: 14, height: 14))
            case .detailButton, .detailDisclosureButton: return (.detailButton(color: tint), Size(width: 22, height: 22))
            }
        }
    }

    /// The cell's content view fills it, narrowed by the accessory and shortened by `separatorHeight`
    /// (UIKit's `UIView-Encapsulated-Layout-*` constraints between a cell and its content view). With a nil
    /// `accessoryWidth` the caller constrains the content view's width itself.
    public static func contentViewConstraints(cell: String, contentView: String, accessoryWidth: Double? = 0,
                                              separatorHeight: Double = 0) -> [LayoutConstraint] {
        var constraints = [
            LayoutConstraint(anchor(contentView, .leading), .equal, anchor(cell, .leading), identifier: "UIView-Encapsulated-Layout-Left"),
            LayoutConstraint(anchor(contentView, .top), .equal, anchor(cell, .top), identifier: "UIView-Encapsulated-Layout-Top"),
            LayoutConstraint(anchor(contentView, .height), .equal, anchor(cell, .height), constant: -separatorHeight,
                             identifier: "UIView-Encapsulated-Layout-Height"),
        ]
        if let accessoryWidth {
            constraints.insert(LayoutConstraint(anchor(contentView, .width), .equal, anchor(cell, .width), constant: -accessoryWidth,
                                                identifier: "UIView-Encapsulated-Layout-Width"), at: 2)
        }
        return constraints
    }

    /// The accessory view with id `id`, centred vertically 16 pt from the cell's trailing edge; nil for `.none`.
    public static func accessoryView(_ accessory: Accessory, id: String, cell: String) -> (view: ViewSpec, constraints: [LayoutConstraint])? {
        guard let (drawing, size) = accessory.drawing else { return nil }
        var view = ViewSpec(id: id, kind: .control(drawing))
        view.intrinsicSize = IntrinsicSize(width: size.width, height: size.height)
        view.hugging = AxisPriorities(.required)
        return (view, [
            LayoutConstraint(anchor(cell, .trailing), .equal, anchor(id, .trailing), constant: 16, identifier: "UITableViewCell-accessory"),
            LayoutConstraint(anchor(id, .centerY), .equal, anchor(cell, .centerY), identifier: "UITableViewCell-accessory"),
        ])
    }

    /// The separator of a row of a plain table: a hairline at the cell's bottom from `inset` to the trailing edge.
    public static func separator(id: String, cell: String, inset: Double) -> (view: ViewSpec, constraints: [LayoutConstraint]) {
        var separator = ViewSpec(id: id)
        separator.style.backgroundColor = SystemColor.separator.color
        separator.element = "separator"
        return (separator, [
            LayoutConstraint(anchor(id, .leading), .equal, anchor(cell, .leading), constant: inset, identifier: "UITableView-separator"),
            LayoutConstraint(anchor(id, .trailing), .equal, anchor(cell, .trailing), identifier: "UITableView-separator"),
            LayoutConstraint(anchor(id, .bottom), .equal, anchor(cell, .bottom), identifier: "UITableView-separator"),
            LayoutConstraint(anchor(id, .height), .equal, constant: 0.5, identifier: "UITableView-separator"),
        ])
    }

    /// The room above and below a Default-style `textLabel`'s text (`LabelSpec.verticalPadding`): UIKit lays the label
    /// out over the content view's whole height, with the text centred, and sizes the row to the text and 11 pt above
    /// and below (measured on Interface Builder's stored frames: every Default-style `textLabel` of the corpus, 7 cells
    /// in 3 apps, is stored at y 0 with its content view's height, 44 pt for one line, 82 for three lines of 17 pt).
    public static let defaultStyleTextPadding = 11.0

    /// Lays a built-in style's parts out in `contentView`, whose subviews they are (the ids of those the cell shows;
    /// nil for the others): `builtInConstraints`, with the image's aspect read from its view's size, the Default
    /// style's `textLabel` given its `defaultStyleTextPadding`, and the Subtitle style's labels spanned by a hidden guide
    /// view, `<contentView>.subtitleLabelsGuide` (element `UILayoutGuide`), added to `contentView`'s subviews. The Interface Builder importer and LayoutSnapUIKit's
    /// `UITableViewCell` both lay built-in cells out through it.
    public static func layOutBuiltInParts(_ style: Style, in contentView: inout ViewSpec, text: String?, detail: String?, image: String?,
                                          indentation: Double) {
        let imageSize: Size? = contentView.subviews.first { $0.id == image }.flatMap { view in
            switch view.kind {
            case let .image(_, size), let .imagePlaceholder(size, _), let .symbol(_, size, _, _): size
            default: nil
            }
        }
        let aspect = imageSize.flatMap { $0.height > 0 ? $0.width / $0.height : nil }
        var labelsGuide: String?
        if style == .subtitle, text != nil || detail != nil {
            var guide = ViewSpec(id: "\(contentView.id).subtitleLabelsGuide", isHidden: true)
            guide.element = "UILayoutGuide"
            contentView.subviews.append(guide)
            labelsGuide = guide.id
        }
        contentView.constraints += builtInConstraints(style, contentView: contentView.id, text: text, detail: detail, image: image,
                                                      imageAspect: aspect, indentation: indentation, labelsGuide: labelsGuide)
        guard style == .default, let text, let index = contentView.subviews.firstIndex(where: { $0.id == text }),
              case var .label(label) = contentView.subviews[index].kind else { return }
        label.verticalPadding = defaultStyleTextPadding
        contentView.subviews[index].kind = .label(label)
    }

    /// A built-in style's `imageView`, `textLabel` and `detailTextLabel` in the content view `contentView`, as the
    /// constraints UIKit's private layout amounts to: the image at the leading margin and the labels 16 pt after it
    /// (or at the margin), all moved in by `indentation` (`indentationLevel` × `indentationWidth`: "the amount of
    /// indentation is equal to the indentation level multiplied by the value in the indentationWidth property", Apple,
    /// `UITableViewCell.indentationLevel`), with a 44-pt minimum height. The image is centred vertically and never taller
    /// than the row: a taller one is scaled down to the row's height, keeping `imageAspect` (width ÷ height), rather
    /// than making the row taller (measured: a 100 × 100 image in a Default cell of a 60-pt row is stored 60 × 60 at
    /// y 0). The Default style's `textLabel` fills the
    /// content view's height and reaches the trailing margin (give it `defaultStyleTextPadding`); the other styles'
    /// labels are centred vertically with at least 11 pt above and below: subtitle stacks the detail 1 pt under the
    /// title, value1 puts it at the trailing margin, value2 gives the title a 67-pt column. Pass the ids of the parts
    /// the cell shows (nil for those it does not).
    ///
    /// Subtitle's labels are centred as one block, through `labelsGuide` (a hidden view spanning them), and keep
    /// their heights in a row too short for the 11 pt: the 1 pt between them gives way first, then the space above and
    /// below (measured on Interface Builder's stored frames: in 44-pt rows, 17 pt over 12 pt and 16 over 11
    /// are stored at their line heights, touching, centred to the pixel, in four apps' documents). Without
    /// `labelsGuide` the block is held 11 pt below the top instead.
    public static func builtInConstraints(_ style: Style, contentView c: String, text: String?, detail: String?,
                                          image: String?, imageAspect: Double? = nil, indentation: Double = 0,
                                          labelsGuide: String? = nil) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        func add(_ first: LayoutAnchor, _ relation: LayoutRelation, _ second: LayoutAnchor?, _ constant: Double = 0,
                 priority: LayoutPriority = .required) {
            result.append(LayoutConstraint(first, relation, second, constant: constant, priority: priority, identifier: "UITableViewCell-\(style)"))
        }
        add(anchor(c, .height), .greaterThanOrEqual, nil, 44)
        var leading = anchor(c, .leadingMargin)
        if let image {
            add(anchor(image, .leading), .equal, anchor(c, .leadingMargin), indentation)
            add(anchor(image, .centerY), .equal, anchor(c, .centerY))
            add(anchor(image, .height), .lessThanOrEqual, anchor(c, .height))
            if let imageAspect, imageAspect.isFinite, imageAspect > 0 {
                result.append(LayoutConstraint(anchor(image, .width), .equal, anchor(image, .height), multiplier: imageAspect,
                                               identifier: "UITableViewCell-\(style)"))
            }
            leading = anchor(image, .trailing)
        }
        let gap = image == nil ? indentation : 16
        func fence(_ top: String, _ bottom: String) {
            add(anchor(top, .top), .greaterThanOrEqual, anchor(c, .top), 11)
            add(anchor(c, .bottom), .greaterThanOrEqual, anchor(bottom, .bottom), 11)
        }
        switch style {
        case .default:
            if let text {
                add(anchor(text, .leading), .equal, leading, gap)
                add(anchor(text, .top), .equal, anchor(c, .top))
                add(anchor(c, .bottom), .equal, anchor(text, .bottom))
                add(anchor(c, .trailingMargin), .equal, anchor(text, .trailing))
            }
        case .value1:
            if let text {
                add(anchor(text, .leading), .equal, leading, gap)
                add(anchor(text, .centerY), .equal, anchor(c, .centerY))
                fence(text, text)
                if detail == nil { add(anchor(c, .trailingMargin), .greaterThanOrEqual, anchor(text, .trailing)) }
            }
            if let detail {
                add(anchor(c, .trailingMargin), .equal, anchor(detail, .trailing))
                add(anchor(detail, .centerY), .equal, anchor(c, .centerY))
                fence(detail, detail)
                if let text { add(anchor(detail, .leading), .greaterThanOrEqual, anchor(text, .trailing), 8) }
            }
        case .subtitle:
            let top = text ?? detail, bottom = detail ?? text
            for label in [text, detail].compactMap({ $0 }) {
                add(anchor(label, .leading), .equal, leading, gap)
                add(anchor(c, .trailingMargin), .greaterThanOrEqual, anchor(label, .trailing))
            }
            if let top, let bottom, let guide = labelsGuide {
                if let text, let detail {
                    add(anchor(detail, .top), .greaterThanOrEqual, anchor(text, .bottom))
                    add(anchor(detail, .top), .equal, anchor(text, .bottom), 1, priority: LayoutPriority(748))
                }
                add(anchor(guide, .top), .equal, anchor(top, .top))
                add(anchor(guide, .bottom), .equal, anchor(bottom, .bottom))
                add(anchor(guide, .leading), .equal, anchor(c, .leading))
                add(anchor(guide, .width), .equal, nil)
                add(anchor(guide, .top), .greaterThanOrEqual, anchor(c, .top), 11, priority: LayoutPriority(749))
                add(anchor(c, .bottom), .greaterThanOrEqual, anchor(guide, .bottom), 11, priority: LayoutPriority(749))
                add(anchor(guide, .centerY), .equal, anchor(c, .centerY), priority: LayoutPriority(250))
            } else if let top, let bottom {
                if let text, let detail { add(anchor(detail, .top), .equal, anchor(text, .bottom), 1) }
                fence(top, bottom)
                add(anchor(top, .top), .equal, anchor(c, .top), 11, priority: LayoutPriority(250))
            }
        case .value2:
            if let text {
                add(anchor(text, .leading), .equal, leading, gap)
                add(anchor(text, .width), .equal, nil, 67)
                add(anchor(text, .centerY), .equal, anchor(c, .centerY))
                fence(text, text)
            }
            if let detail {
                add(anchor(detail, .leading), .equal, text.map { anchor($0, .trailing) } ?? leading, text == nil ? gap : 6)
                add(anchor(c, .trailingMargin), .greaterThanOrEqual, anchor(detail, .trailing))
                add(anchor(detail, .centerY), .equal, anchor(c, .centerY))
                fence(detail, detail)
            }
        }
        return result
    }

    private static func anchor(_ id: String, _ attribute: LayoutAttribute) -> LayoutAnchor { LayoutAnchor(.view(id), attribute) }
}

/// The parts of UIKit controls laid out by UIKit itself, as constraints (shared by the Interface Builder importer
/// and `LayoutSnapUIKit`).
public enum ControlAnatomy {
    /// A `UIButton`'s parts, `<button>.imageView` then `<button>.titleLabel`, for the views that show them. Both are
    /// held at the button's own `hugging` and `compressionResistance` (UIKit installs one content-size constraint pair
    /// on the button, image or not); beside a title the image keeps its size and the title takes any extra width (both
    /// are centred). The title's size is rounded up to whole points, or only to the pixel grid in a button with a
    /// configuration (`hasConfiguration`, `UIButton.Configuration`: Body titles of plain configured buttons are stored
    /// 34.33 pt high on 3x screens and 34.5 on 2x ones, the configuration's 14 pt of insets and the title's line on the
    /// pixel grid, seven buttons of three apps; legacy buttons' titles are whole points), and a legacy system button
    /// (`buttonType` system, no configuration) with a title and no image is at least 30 pt wide, as an empty system button is (measured on
    /// Interface Builder's stored frames: "OK" in Body, "+" and "✕" buttons in three apps are stored 30 pt wide). A
    /// button with neither image nor title passes its empty title: it keeps one line of the title font's height
    /// (UIKit gives every button an intrinsic width and height; the exact empty height is not measured here).
    public static func buttonParts(of button: String, image: ViewKind?, title: LabelSpec?, hugging: AxisPriorities,
                                   compressionResistance: AxisPriorities, isLegacySystem: Bool, hasConfiguration: Bool,
                                   insets: EdgeInsets) -> [ViewSpec] {
        var parts: [ViewSpec] = []
        if let image {
            var view = ViewSpec(id: "\(button).imageView", kind: image)
            view.hugging = title == nil ? hugging : AxisPriorities(.required)
            view.compressionResistance = compressionResistance
            parts.append(view)
        }
        if var title {
            title.id = "\(button).titleLabel"
            title.roundsSizeToWholePoints = !hasConfiguration
            title.keepsLineHeightWhenEmpty = true
            if isLegacySystem, image == nil { title.minimumIntrinsicWidth = max(0, 30 - insets.leading - insets.trailing) }
            var view = ViewSpec(id: title.id, kind: .label(title))
            view.hugging = hugging
            view.compressionResistance = compressionResistance
            parts.append(view)
        }
        return parts
    }

    /// The `UIButton.ButtonType`s that show an image of UIKit's own when none is set (raw values: UIKit's and
    /// Interface Builder's names of the types).
    public enum BuiltInImageButton: String, Hashable, Sendable {
        case detailDisclosure, infoLight, infoDark, contactAdd

        /// The type whose image shows: a button of `type` with neither an image of its own nor a configuration (which
        /// names its image), beside its title if it has one; nil otherwise.
        public static func shown(_ type: BuiltInImageButton?, hasImage: Bool, hasConfiguration: Bool) -> BuiltInImageButton? {
            hasImage || hasConfiguration ? nil : type
        }

        /// The SF Symbol the button shows from iOS 13 on, and its scale: `info.circle` at the large scale for the
        /// detail disclosure and info buttons (measured: info buttons stored 25.67 pt square, pinned at one side only,
        /// in two apps' documents of tools 21701 and 23727), `plus.circle` at the medium scale for contact add (stored
        /// 21 pt wide in one app's, tools 20037); Body's 17 pt, drawn square as `UIImage(systemName:)` draws it.
        public var symbol: (name: String, scale: SymbolImage.Scale) {
            self == .contactAdd ? ("plus.circle", .medium) : ("info.circle", .large)
        }

        /// The image's size: the symbol's from iOS 13 (`symbols`), else UIKit's earlier 22 × 22 images (an info button
        /// stored 22 × 22 by tools 14460; the detail button accessory's image).
        public func imageSize(symbols: Bool) -> Size {
            symbols ? SymbolImage(scale: symbol.scale).size(shape: Size(width: 1, height: 1)) : Size(width: 22, height: 22)
        }
    }

    /// The intrinsic size of a `UIButton` with a configuration but neither title nor image: its content insets' size,
    /// as UIButton.Configuration lays out no title line without a title (measured on Interface Builder's stored frames:
    /// empty plain configured buttons 24 pt wide, an empty filled one 14 pt high).
    public static func emptyConfiguredButtonSize(insets: EdgeInsets) -> IntrinsicSize {
        IntrinsicSize(width: insets.leading + insets.trailing, height: insets.top + insets.bottom)
    }

    /// A `UIButton`'s content: `parts` (image, then title) side by side inside `insets` of `container`, centred
    /// vertically, the container at least as tall as its content plus the insets (priority 251, so a height
    /// constraint wins).
    public static func buttonContentConstraints(_ parts: [String], in container: String, insets: EdgeInsets) -> [LayoutConstraint] {
        guard let first = parts.first, let last = parts.last else { return [] }
        func anchor(_ id: String, _ attribute: LayoutAttribute) -> LayoutAnchor { LayoutAnchor(.view(id), attribute) }
        var result: [LayoutConstraint] = []
        result.append(LayoutConstraint(anchor(first, .leading), .equal, anchor(container, .leading), constant: insets.leading,
                                       priority: LayoutPriority(999), identifier: "UIButton-content"))
        result.append(LayoutConstraint(anchor(container, .trailing), .equal, anchor(last, .trailing), constant: insets.trailing,
                                       priority: LayoutPriority(999), identifier: "UIButton-content"))
        for (previous, next) in zip(parts, parts.dropFirst()) {
            result.append(LayoutConstraint(anchor(next, .leading), .equal, anchor(previous, .trailing), identifier: "UIButton-content"))
        }
        for part in parts {
            result.append(LayoutConstraint(anchor(part, .centerY), .equal, anchor(container, .centerY),
                                           constant: (insets.top - insets.bottom) / 2, identifier: "UIButton-content"))
            result.append(LayoutConstraint(anchor(part, .top), .greaterThanOrEqual, anchor(container, .top), constant: insets.top,
                                           priority: LayoutPriority(999), identifier: "UIButton-content"))
            result.append(LayoutConstraint(anchor(container, .bottom), .greaterThanOrEqual, anchor(part, .bottom), constant: insets.bottom,
                                           priority: LayoutPriority(999), identifier: "UIButton-content"))
            result.append(LayoutConstraint(anchor(container, .height), .equal, anchor(part, .height), constant: insets.top + insets.bottom,
                                           priority: LayoutPriority(251), identifier: "UIButton-content"))
        }
        return result
    }

    /// A legacy `UIButton`'s background image (`setBackgroundImage(_:for:)`): the button is at least the image's size on
    /// each axis, held at the button's compression resistance, as `UIButton.sizeThatFits(_:)` takes the larger of its
    /// content and its background image (measured on Interface Builder's stored frames: buttons with a 341 × 60
    /// background image and a 56-pt minimum height are 60 pt high, a 22 × 22 badge with a 14-pt title is 22 × 22). The
    /// content's own size still hugs it (`buttonContentConstraints`), so a larger title widens the button.
    public static func buttonBackgroundConstraints(_ size: Size, in container: String, compressionResistance: AxisPriorities) -> [LayoutConstraint] {
        [
            LayoutConstraint(LayoutAnchor(.view(container), .width), .greaterThanOrEqual, nil, constant: size.width,
                             priority: compressionResistance.horizontal, identifier: "UIButton-backgroundImage"),
            LayoutConstraint(LayoutAnchor(.view(container), .height), .greaterThanOrEqual, nil, constant: size.height,
                             priority: compressionResistance.vertical, identifier: "UIButton-backgroundImage"),
        ]
    }

    /// A `UITextView`'s text as a label, `<view>.text`, and the constraints that place it: inside the view's
    /// `textContainerInset` and the container's `lineFragmentPadding` (`inset`: left and right include the padding,
    /// read as physical sides as `UIEdgeInsets` are). UIKit lays the text out in the text container, outside Auto
    /// Layout, so the text keeps its height whatever the view's (the view clips it). Without scrolling the view's
    /// intrinsic height is the text's plus the insets ("a text view with scrolling disabled sizes itself to its
    /// text"), held at the view's `hugging` (≤) and `compressionResistance` (≥); a scrolling one has none, its text is
    /// its scrollable content. The text wraps at the view's width and hugs it at the view's horizontal hugging.
    public static func textViewParts(of view: String, text: LabelSpec, inset: EdgeInsets, scrolls: Bool, hugging: AxisPriorities,
                                     compressionResistance: AxisPriorities) -> (text: ViewSpec, constraints: [LayoutConstraint]) {
        var label = text
        label.id = "\(view).text"
        var textView = ViewSpec(id: label.id, kind: .label(label))
        textView.hugging = AxisPriorities(horizontal: hugging.horizontal, vertical: .required)
        textView.compressionResistance = AxisPriorities(horizontal: scrolls ? LayoutPriority(1) : compressionResistance.horizontal,
                                                        vertical: .required)
        var constraints = [
            LayoutConstraint(anchor(label.id, .top), .equal, anchor(view, .top), constant: inset.top, identifier: "UITextView-text"),
            LayoutConstraint(anchor(label.id, .left), .equal, anchor(view, .left), constant: inset.leading, identifier: "UITextView-text"),
            LayoutConstraint(anchor(label.id, .right), .equal, anchor(view, .right), constant: -inset.trailing, identifier: "UITextView-text"),
        ]
        if !scrolls {
            for (relation, priority) in [(LayoutRelation.lessThanOrEqual, hugging.vertical), (.greaterThanOrEqual, compressionResistance.vertical)] {
                constraints.append(LayoutConstraint(anchor(view, .bottom), relation, anchor(label.id, .bottom), constant: inset.bottom,
                                                    priority: priority, identifier: "UITextView-contentHeight"))
            }
        }
        return (textView, constraints)
    }

    /// `UITextField.BorderStyle`, as far as it changes the field's layout.
    public enum TextFieldBorder: Sendable {
        case none, line, bezel, roundedRect
    }

    /// A `UITextField`'s text (or placeholder, or the bullets of secure entry) as a label, `<field>.text`, and the
    /// constraints that place it and size the field. Text fields have an intrinsic width and height ("Labels, buttons,
    /// switches, and text fields define both the height and the width", Auto Layout Guide, "Intrinsic Content
    /// Size"): a rounded-rect field is 34 pt high whatever its font (Interface Builder's stored frames for System 14,
    /// Body, Callout and Menlo 16 fields); the other styles follow the text: its line height rounded up to whole points
    /// (as UIKit sizes text, and as `UIButton` sizes its title), plus 1 pt without a border and 9 pt with a line or
    /// bezel (measured on Interface Builder's stored frames: borderless fields in System 17 are 22 pt high in two apps'
    /// documents, a line-bordered one in Body is 30 pt). An empty field keeps its font's line height. The height is held
    /// as an intrinsic size is, at the field's `hugging` (≤) and `compressionResistance` (≥); the text is centred
    /// vertically and inset 7 pt at the sides inside a rounded border.
    ///
    /// `computesHeight` false leaves the height to an intrinsic size the field declares (Interface Builder's placeholder
    /// intrinsic size, or an `@IBDesignable` size), which stands for the field's own.
    public static func textFieldParts(of field: String, text: LabelSpec, border: TextFieldBorder, hugging: AxisPriorities,
                                      compressionResistance: AxisPriorities,
                                      computesHeight: Bool = true) -> (text: ViewSpec, constraints: [LayoutConstraint]) {
        var label = text
        label.id = "\(field).text"
        label.numberOfLines = 1
        label.roundsSizeToWholePoints = true
        label.keepsLineHeightWhenEmpty = true
        var view = ViewSpec(id: label.id, kind: .label(label))
        // UIKit draws the text in `textRect(forBounds:)`, outside Auto Layout: the text keeps its line's height
        // whatever the field's, so the field's own constraints alone decide the field's height. The field hugs its
        // text's width at its own hugging priority (a field at 249 gives way to a label at 250 beside it), short of
        // required: an empty field's text has no width here, and UIKit's empty field's own width is not measured.
        view.hugging = AxisPriorities(horizontal: min(hugging.horizontal, LayoutPriority(999)), vertical: .required)
        view.compressionResistance = AxisPriorities(horizontal: LayoutPriority(1), vertical: .required)
        let inset = border == .roundedRect ? 7.0 : 0
        var constraints = [
            LayoutConstraint(anchor(label.id, .leading), .equal, anchor(field, .leading), constant: inset, identifier: "UITextField-text"),
            LayoutConstraint(anchor(label.id, .trailing), .equal, anchor(field, .trailing), constant: -inset, identifier: "UITextField-text"),
            LayoutConstraint(anchor(label.id, .centerY), .equal, anchor(field, .centerY), identifier: "UITextField-text"),
        ]
        guard computesHeight else { return (view, constraints) }
        let height: (text: LayoutAnchor?, constant: Double) = switch border {
        case .roundedRect: (nil, 34)
        case .none: (anchor(label.id, .height), 1)
        case .line, .bezel: (anchor(label.id, .height), 9)
        }
        for (relation, priority) in [(LayoutRelation.lessThanOrEqual, hugging.vertical), (.greaterThanOrEqual, compressionResistance.vertical)] {
            constraints.append(LayoutConstraint(anchor(field, .height), relation, height.text, constant: height.constant, priority: priority,
                                                identifier: "UITextField-height"))
        }
        return (view, constraints)
    }

    private static func anchor(_ id: String, _ attribute: LayoutAttribute) -> LayoutAnchor { LayoutAnchor(.view(id), attribute) }
}
