import AutoLayout
import Files
import Geometry
import Layout
import Measure
import Scenes
import Solver

/// What a document says about one of its views besides layout: how to name it, and the frame Interface Builder
/// stored for it.
public struct IBViewInfo: Hashable, Sendable {
    /// The object id (the view's id in the layout).
    public var id: String
    /// The element name (`label`, `stackView`, `tableViewCellContentView`, …).
    public var element: String
    /// The outlet that points at the view (`<connections>`), if any.
    public var outlet: String?
    public var userLabel: String?
    /// `<rect key="frame">`, relative to the superview; nil when the document stores none.
    public var storedFrame: Rect?
    public var line: Int
    /// `misplaced="YES"` or `ambiguous="YES"`: Interface Builder's own flag that the stored frame is not the one
    /// its constraints give.
    public var isFlagged: Bool
}

/// A document root turned into a view hierarchy LayoutSnap lays out.
public struct ImportedRoot: Sendable {
    public var kind: IBRootKind
    public var root: ViewSpec
    /// The root's stored size.
    public var designedSize: Size
    /// The width of the device the root was designed on, which its table cells' margins follow when it is laid out at
    /// its designed size (`ViewSpec.tableCellSideMargin`).
    public var designedScreenWidth: Double
    public var backgroundColor: Color
    /// Views by id, in tree order.
    public var views: [IBViewInfo]
    public var notes: [DocumentNote]

    /// How UIKit sizes the root in its natural container: a table cell fills the width and fits its height, a
    /// collection cell or reusable view fits both from its designed size, a top-level view keeps its designed
    /// height at the width given.
    public func sizing(designed: Bool) -> RootSizing {
        if designed { return .fixed(designedSize) }
        switch kind {
        case .tableViewCell, .tableViewHeaderFooterView: return .tableRow(rowHeight: designedSize.height)
        case .collectionViewCell, .collectionReusableView: return .fitting(estimated: designedSize)
        case .view: return .environmentWidth(height: designedSize.height)
        }
    }

    /// The separator inset of a table cell (`<inset key="separatorInset" minX=…>`, else UIKit's 16 pt).
    public var separatorInset: Double

    /// The root as a standalone view (warnings carry the document's notes). A table cell shows its separator, a
    /// hairline at its bottom from the separator inset to the trailing edge, as a row of a plain table does.
    public func standaloneView(designed: Bool) -> StandaloneViewSpec {
        var root = self.root
        if kind == .tableViewCell {
            let separator = TableViewCellAnatomy.separator(id: "\(root.id).separator", cell: root.id, inset: separatorInset)
            root.subviews.append(separator.view)
            root.constraints += separator.constraints
        }
        var spec = StandaloneViewSpec(root: root, sizing: sizing(designed: designed), backgroundColor: backgroundColor,
                                      warnings: notes.map { LayoutWarning(.document($0)) })
        if designed { spec.screenWidth = designedScreenWidth }
        return spec
    }
}

/// Turns a document's root into a `ViewSpec` tree with `LayoutConstraint`s, as UIKit loads it
/// (`interface-builder.md`): constraints with their defaults and owners, the size-class configuration,
/// translated autoresizing masks, margins (explicit, directional, preserved, the Xcode-version-dependent cell
/// margins, the simulated safe area), cells with their content views and accessories, stack views, labels with
/// their fonts, and controls with UIKit's intrinsic sizes and alignment rects.
public struct IBImporter {
    public let document: IBDocument
    /// Which `<variation>`s apply. By default the size classes of the document's device, the configuration whose
    /// frames Interface Builder stored and the one an app on that device runs in; `.any` is the base configuration.
    public let sizeClasses: SizeClasses

    public init(document: IBDocument, sizeClasses: SizeClasses? = nil) {
        self.document = document
        self.sizeClasses = sizeClasses ?? document.device.sizeClasses
    }

    /// The layout margins of a view controller's root view, which Interface Builder gives a document's top-level
    /// view: UIKit's `systemMinimumLayoutMargins` (`UIViewController`), 16 pt at the sides on narrow screens and 20 on
    /// wide ones, none at the top and bottom (the safe area insets them instead). Measured on the corpus' stored
    /// frames: 16 on roots up to 393 pt wide, 20 from 412 pt. `systemMinimumLayoutMargins` came with iOS 11 (Xcode 9,
    /// tools 13000): documents saved by Xcode 8 keep UIView's default, 8 on every side (a collection cell saved by
    /// tools 12120 has its margin-relative views at 8 + constant).
    func rootViewMargins(width: Double) -> EdgeInsets? {
        guard document.toolsVersion >= 13000 else { return nil }
        let side = ViewSpec.systemMinimumSideMargin(forWidth: width)
        return EdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The largest number of views in one root.
    public static let maximumViewCount = 10_000

    public func importRoot(_ element: XMLElement) throws(LocatedError) -> ImportedRoot {
        var state = ImportState(document: document, sizeClasses: sizeClasses)
        state.collectOutlets(document.root)
        state.collectVariations(element)
        guard let kind = IBRootKind(rawValue: element.name) else {
            throw document.error(element, "<\(element.name)> is not a cell, reusable view or view")
        }
        let frame = try state.frame(of: element) ?? Rect(x: 0, y: 0, width: document.device.width, height: 44)
        var root = try state.view(element, parent: nil, absoluteOrigin: .zero, rootKind: kind)
        if kind.hasRootViewMargins, try state.margins(element) == nil, let margins = rootViewMargins(width: frame.width) {
            root.layoutMargins = margins
            root.systemSideMargins = ViewSpec.SystemSideMargins(both: .systemMinimum)
        }
        if kind == .view {
            // A top-level view gets the device's simulated safe area (status bar or notch), even a small freeform one.
            // A full-screen one also gets the home indicator's inset at the bottom, on devices that have one, and so does
            // a freeform one wider than the device (measured: freeform roots 460–643 pt wide have 34 at the bottom,
            // roots at or below the device's width none before tools 21701; see `homeIndicatorOnly` for later ones).
            // The safe area "reflects the portion of the view that is not covered by navigation bars, tab bars,
            // toolbars" (Apple, `safeAreaLayoutGuide`): a translucent bar covers the view to its edge; under an opaque
            // one the view starts (or ends) at the bar (`extendedLayoutIncludesOpaqueBars` is false by default), so
            // nothing covers it there.
            // A controller presented as a popover (`UIModalPresentationStyle.popover`) shows its view inside the
            // popover, away from the screen's edges: neither the status bar nor the home indicator covers it (measured:
            // popover scenes whose views' subviews are pinned 8 pt below the safe area's top are stored at y 8).
            let bars = try document.navigationBars(ofRootView: root.id)
            let inPopover = document.isPresentedAsPopover(rootView: root.id)
            let screenTop = bars.navigationBarIsTranslucent ? 0 : bars.navigationBarBottom ?? 0
            let fullScreen = !inPopover && (screenTop + frame.height >= document.device.height || frame.width > document.device.width)
            // From tools 21701 (Xcode 14.2) the canvas gives a smaller freeform `.xib` view the home indicator's inset as
            // well, counted once even where a full-screen view's is counted twice (measured: views pinned to the bottom
            // of the safe area or margins of such roots, 366–414 pt wide, 34 pt above the bottom in eight documents of
            // five apps, tools 21701–32700, once also in the doubling Xcodes; none in 14 documents of five apps saved by
            // tools 17506–21507).
            let homeIndicatorOnly = !inPopover && !fullScreen && document.isXIB && document.toolsVersion >= 21701
            // Before Xcode 11.3 (tools 15600) the canvas of an iPhone with a 20-pt status bar drew it over a freeform
            // `.xib` view only when the view is taller than wide (measured: 17 such views in the corpus' apps, 8 taller
            // than wide with their safe area 20 pt down, 9 wide or square with none; iPhones hide the status bar in
            // landscape, which may be what the canvas simulates).
            let wideFreeform = !document.device.isPad && document.device.safeAreaTop == 20 && document.toolsVersion < 15600
                && document.isXIB && frame.width >= frame.height
            // The Apple TV's safe area insets a view from the screen's edges (its overscan margin): only a full-screen
            // view is inset, at every side.
            let tvWindow = document.device.isTV && !fullScreen
            var top = inPopover || wideFreeform || tvWindow ? 0 : document.device.safeAreaTop
            var bottom = fullScreen ? document.device.safeAreaBottom : homeIndicatorOnly ? document.device.homeIndicatorInset : 0
            if let barBottom = bars.navigationBarBottom { top = bars.navigationBarIsTranslucent ? max(top, barBottom) : 0 }
            if let toolbarTop = bars.toolbarTop {
                bottom = bars.toolbarIsTranslucent ? max(bottom, document.device.height - toolbarTop) : 0
            }
            let side = fullScreen ? document.device.safeAreaSide : 0
            root.safeAreaInsets = EdgeInsets(top: top, leading: side, bottom: bottom, trailing: side)
        }
        for guide in document.viewControllerLayoutGuides(ofRootView: root.id) {
            state.guides[guide.id] = (root.id, guide.isTop ? .topLayoutGuide : .bottomLayoutGuide)
        }
        try state.resolveConstraints(into: &root)
        state.applyInheritedInsets(&root, parentMargins: nil, parentFrame: nil,
                                   rootSafeArea: (top: root.safeAreaInsets.top, bottom: root.safeAreaInsets.bottom, height: frame.height))
        let background = try document.color(in: element, key: "backgroundColor") ?? SystemColor.systemBackground.color
        var separatorInset = 16.0
        if let inset = element.children.first(where: { $0.name == "inset" && $0["key"] == "separatorInset" }) {
            separatorInset = max(0, try document.number(inset, "minX", default: 16))
        }
        return ImportedRoot(kind: kind, root: root, designedSize: frame.size, designedScreenWidth: document.device.width,
                            backgroundColor: background, views: state.infos, notes: state.notes, separatorInset: separatorInset)
    }
}

/// The working state of one import.
struct ImportState {
    let document: IBDocument
    let sizeClasses: SizeClasses
    var infos: [IBViewInfo] = []
    var notes: [DocumentNote] = []
    var outlets: [String: String] = [:]
    /// Constraint (and subview) ids each applicable variation includes or excludes.
    var excludedByDefault: Set<String> = []
    var included: Set<String> = []
    var excluded: Set<String> = []
    /// Constraints found, with the id of the view that owns them.
    var pending: [(owner: String, element: XMLElement)] = []
    /// Layout guides by id: the view they belong to and their kind.
    var guides: [String: (view: String, kind: LayoutGuideKind)] = [:]
    /// Designed frames in root coordinates, for margins that depend on position (safe area, preserved margins).
    var absoluteFrames: [String: Rect] = [:]
    /// Views whose margins are preserved from the superview or inset by the safe area.
    var preservesMargins: Set<String> = []
    var ignoresSafeAreaInMargins: Set<String> = []
    /// Scroll views that do not adjust their content for the safe area (`contentInsetAdjustmentBehavior="never"`).
    var scrollViewsIgnoringSafeArea: Set<String> = []
    /// The labels and image view of a built-in cell style, which the cell lays out (not their frames).
    var builtInViews: Set<String> = []
    var viewCount = 0

    init(document: IBDocument, sizeClasses: SizeClasses) {
        self.document = document
        self.sizeClasses = sizeClasses
    }

    var file: String { document.file }

    mutating func collectOutlets(_ element: XMLElement) {
        var pending = [element]
        while let next = pending.popLast() {
            if next.name == "outlet", let property = next["property"], let destination = next["destination"], outlets[destination] == nil {
                outlets[destination] = property
            }
            pending.append(contentsOf: next.children)
        }
    }

    /// Reads every `<variation>` under the root: `default` excludes from the base configuration; others include or
    /// exclude in the size classes they name.
    mutating func collectVariations(_ element: XMLElement) {
        var pending = [element]
        while let next = pending.popLast() {
            if next.name == "variation", let key = next["key"] {
                for mask in next.children("mask") {
                    let excludes = mask.children("exclude").compactMap { $0["reference"] }
                    let includes = mask.children("include").compactMap { $0["reference"] }
                    if key == "default" {
                        excludedByDefault.formUnion(excludes)
                    } else if sizeClasses.matches(key) {
                        excluded.formUnion(excludes)
                        included.formUnion(includes)
                    }
                }
            }
            pending.append(contentsOf: next.children)
        }
    }

    func isActive(_ id: String?) -> Bool {
        guard let id else { return true }
        if included.contains(id) { return true }
        if excluded.contains(id) { return false }
        return !excludedByDefault.contains(id)
    }

    /// The element's attributes with those of the variations that apply merged in (`<variation key=… axis=…/>`).
    func attributes(_ element: XMLElement) -> XMLElement {
        var merged = element
        for variation in element.children("variation") where sizeClasses.matches(variation["key"] ?? "default") {
            for (name, value) in variation.attributes where name != "key" { merged.attributes[name] = value }
        }
        return merged
    }

    func frame(of element: XMLElement) throws(LocatedError) -> Rect? { try document.frame(of: element) }

    func priority(_ element: XMLElement, _ attribute: String, default value: Double) throws(LocatedError) -> LayoutPriority {
        let number = try document.number(element, attribute, default: value)
        guard number >= 1, number <= 1000 else { throw document.error(element, "\(attribute)=\"\(number)\" is not a priority from 1 to 1000") }
        return LayoutPriority(number)
    }

    // MARK: Views

    /// Elements that are views LayoutSnap lays out and draws as UIKit does (or as plain views, for containers).
    static let plainViews: Set<String> = [
        "view", "tableViewCellContentView", "collectionViewCellContentView", "tableViewCell", "collectionViewCell",
        "collectionReusableView", "tableViewHeaderFooterView", "scrollView",
    ]
    /// UIKit views LayoutSnap knows but draws only as their frame (with a note).
    static let framedViews: Set<String> = [
        "tableView", "collectionView", "mapView", "wkWebView", "webView", "pickerView", "datePicker", "slider", "segmentedControl",
        "progressView", "pageControl", "stepper", "searchBar", "navigationBar", "toolbar", "tabBar", "containerView", "glkView",
        "sceneKitView", "arscnView", "mtkView", "skView",
    ]

    mutating func view(_ raw: XMLElement, parent: ViewSpec?, absoluteOrigin: Point, rootKind: IBRootKind?) throws(LocatedError) -> ViewSpec {
        viewCount += 1
        guard viewCount <= IBImporter.maximumViewCount else {
            throw document.error(raw, "the root has more than \(IBImporter.maximumViewCount) views")
        }
        let element = attributes(raw)
        let id = element["id"] ?? parent.map { "\($0.id).\(element["key"] ?? element.name)" } ?? element.name
        let stored = try frame(of: element)
        // In root coordinates: where the document places the root itself (a prototype cell's row in its table, a
        // view below a bar) is not part of its own geometry, so the root is at the origin.
        let storedOrigin = parent == nil ? Point.zero : Point(x: stored?.minX ?? 0, y: stored?.minY ?? 0)
        let absolute = Rect(x: absoluteOrigin.x + storedOrigin.x, y: absoluteOrigin.y + storedOrigin.y,
                            width: stored?.width ?? 0, height: stored?.height ?? 0)
        absoluteFrames[id] = absolute
        infos.append(IBViewInfo(id: id, element: element.name, outlet: outlets[id], userLabel: element["userLabel"], storedFrame: stored,
                                line: element.line, isFlagged: element["misplaced"] == "YES" || element["ambiguous"] == "YES"))

        var spec = ViewSpec(id: id)
        spec.name = outlets[id] ?? element["userLabel"]
        spec.element = element.name
        spec.source = SourceLocation(file: file, line: element.line)
        spec.hugging = AxisPriorities(horizontal: try priority(element, "horizontalHuggingPriority", default: 250),
                                      vertical: try priority(element, "verticalHuggingPriority", default: 250))
        spec.compressionResistance = AxisPriorities(horizontal: try priority(element, "horizontalCompressionResistancePriority", default: 750),
                                                    vertical: try priority(element, "verticalCompressionResistancePriority", default: 750))
        spec.isHidden = element["hidden"] == "YES"
        spec.style.backgroundColor = try document.color(in: element, key: "backgroundColor")
        spec.style.clipsToBounds = element["clipsSubviews"] == "YES"
        spec.layoutMargins = try margins(element) ?? ViewSpec.defaultLayoutMargins
        if element["preservesSuperviewLayoutMargins"] == "YES" { preservesMargins.insert(id) }
        if element["insetsLayoutMarginsFromSafeArea"] == "NO" { ignoresSafeAreaInMargins.insert(id) }
        if element["contentInsetAdjustmentBehavior"] == "never" { scrollViewsIgnoringSafeArea.insert(id) }
        try applyRuntimeAttributes(element, to: &spec)
        let placeholderWidth = element["placeholderIntrinsicWidth"].flatMap { $0 == "infinite" ? nil : Double($0) }
        let placeholderHeight = element["placeholderIntrinsicHeight"].flatMap { $0 == "infinite" ? nil : Double($0) }
        // An @IBDesignable view's intrinsic size, as Interface Builder computed it by running the view's code; a
        // negative length is UIView.noIntrinsicMetric. A label of several lines reports its one-line size, and
        // Interface Builder wraps it at its width (`LabelSpec.designedSingleLineSize`, set below).
        let designed = placeholderWidth == nil && placeholderHeight == nil ? document.designableSizes[id] : nil
        if placeholderWidth != nil || placeholderHeight != nil {
            spec.intrinsicSize = IntrinsicSize(width: placeholderWidth, height: placeholderHeight)
        } else if let designed {
            spec.intrinsicSize = IntrinsicSize(width: designed.width >= 0 ? designed.width : nil, height: designed.height >= 0 ? designed.height : nil)
        }

        for guide in element.children("viewLayoutGuide") {
            guard let guideID = guide["id"] else { continue }
            let kinds: [String: LayoutGuideKind] = ["layoutMarginsGuide": .layoutMarginsGuide, "contentLayoutGuide": .contentLayoutGuide,
                                                    "frameLayoutGuide": .frameLayoutGuide]
            guides[guideID] = (id, kinds[guide["key"] ?? ""] ?? .safeAreaLayoutGuide)
        }
        // `UIView.keyboardLayoutGuide` (iOS 15): with the keyboard off screen, as Interface Builder shows it, the guide
        // is the strip below the safe area ("its top anchor matches the safe area's bottom", `usesBottomSafeArea`).
        for guide in element.children("keyboardLayoutGuide") {
            guard let guideID = guide["id"] else { continue }
            guides[guideID] = (id, .bottomLayoutGuide)
        }
        for constraints in element.children("constraints") {
            for constraint in constraints.children("constraint") where isActive(constraint["id"]) {
                pending.append((id, constraint))
            }
        }

        var children: [XMLElement] = []
        if let subviews = element.child("subviews") { children = subviews.children.filter { isActive($0["id"]) } }
        let isStack = element.name == "stackView"
        var subviews: [ViewSpec] = []

        switch element.name {
        case "label":
            var label = try label(element, notes: &notes)
            if label.numberOfLines != 1, let designed, designed.width > 0, designed.height > 0 {
                label.designedSingleLineSize = designed
                spec.intrinsicSize = nil
            }
            spec.kind = .label(label)
        case "imageView":
            // Xcode 13 and later may write the image as `<imageReference key="image" image= catalog= symbolScale=>`
            // instead of the `image=` and `catalog=` attributes.
            let reference = element.child("imageReference", key: "image")
            let name = element["image"] ?? reference?["image"]
            let catalog = element["catalog"] ?? reference?["catalog"]
            let asset = name.flatMap { document.assets?.images[$0] }
            let size = try name.flatMap { name throws(LocatedError) in
                try imageSize(named: name, in: [element], reference: reference ?? element)
            } ?? asset?.size
            let modes: [String: ImageSource.ContentMode] = ["scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill, "center": .center]
            if let name, let asset {
                let source = ImageSource(name: name, format: asset.format, files: asset.files,
                                         contentMode: modes[element["contentMode"] ?? ""] ?? .scaleToFill)
                spec.kind = .image(source, size: size ?? .zero)
            } else {
                spec.kind = .imagePlaceholder(size: size ?? .zero, color: SystemColor.systemGray5.color)
            }
            if size == nil, spec.intrinsicSize == nil { spec.intrinsicSize = IntrinsicSize(width: nil, height: nil) }
            if let name, catalog == "system", SymbolGlyphs.character(forSystemName: name) != nil {
                // An SF Symbol with a glyph: drawn in the image view's tint.
                spec.kind = .symbol(name: name, size: size ?? .zero,
                                    color: try document.color(in: element, key: "tintColor") ?? SystemColor.systemBlue.color,
                                    contentMode: modes[element["contentMode"] ?? ""] ?? .scaleToFill)
            } else if let name, catalog == "system" {
                // An SF Symbol without one: a placeholder labelled with the symbol's name.
                let labelID = "\(id).symbolName"
                var label = ViewSpec(id: labelID, kind: .label(LabelSpec(id: labelID, text: name, font: .system(pointSize: 9, weight: .regular),
                                                                          numberOfLines: 1, alignment: .center, color: SystemColor.secondaryLabel.color)))
                label.compressionResistance = AxisPriorities(LayoutPriority(1))
                label.hugging = AxisPriorities(LayoutPriority(1))
                subviews.append(label)
                spec.constraints += [
                    LayoutConstraint(anchor(labelID, .centerX), .equal, anchor(id, .centerX), identifier: "SFSymbol-name"),
                    LayoutConstraint(anchor(labelID, .centerY), .equal, anchor(id, .centerY), identifier: "SFSymbol-name"),
                    LayoutConstraint(anchor(labelID, .width), .lessThanOrEqual, anchor(id, .width), identifier: "SFSymbol-name"),
                    LayoutConstraint(anchor(labelID, .height), .lessThanOrEqual, anchor(id, .height), identifier: "SFSymbol-name"),
                ]
            }
        case "stackView":
            spec.kind = .stack(try stack(element))
        case "switch":
            // UISwitch: a 51 × 31 frame whose alignment rect is 2 pt narrower on the trailing side; 63 × 28 in the canvas of
            // tools 24128–32699 (iOS 26's switch: 39 switches of two apps stored 63 × 28, tools 24128 and 24506; pinned to a
            // cell's trailing margin they end 2 pt beyond it, as before; 51 × 31 up to tools 24127 and in 32700).
            spec.kind = .control(.toggle(isOn: element["on"] == "YES", onTint: try document.color(in: element, key: "onTintColor") ?? SystemColor.systemGreen.color))
            spec.intrinsicSize = IBControlSizes.iOS26Canvases.contains(document.toolsVersion) ? IntrinsicSize(width: 61, height: 28)
                : IntrinsicSize(width: 49, height: 31)
            spec.alignmentRectInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2)
        case "activityIndicatorView":
            let large = ["large", "whiteLarge"].contains(element["style"] ?? "")
            spec.kind = .control(.activityIndicator(color: try document.color(in: element, key: "color") ?? SystemColor.systemGray.color))
            spec.intrinsicSize = IntrinsicSize(width: large ? 37 : 20, height: large ? 37 : 20)
        case "button":
            subviews += try button(element, spec: &spec)
        case "textField":
            subviews += try textField(element, spec: &spec)
        case "textView":
            subviews += try textView(element, spec: &spec)
        case "scrollView":
            spec.kind = .scroll
        case "visualEffectView":
            // The blur is drawn as a translucent material over what is behind it: the system's thin material grey.
            if spec.style.backgroundColor == nil {
                spec.style.backgroundColor = .dynamic(light: Color(red: 0.96, green: 0.96, blue: 0.97, alpha: 0.8),
                                                      dark: Color(red: 0.14, green: 0.14, blue: 0.15, alpha: 0.8))
            }
        default:
            if let size = try IBControlSizes.intrinsicSize(of: element, in: document) {
                spec.intrinsicSize = spec.intrinsicSize ?? size
            }
            if element.name == "segmentedControl" {
                // UISegmentedControl: its frame reaches 1 pt below its alignment rect (measured on the corpus: pinned
                // 8 pt from the top and bottom of a 44-pt content view it is 29 tall, pinned to both edges 45, under a
                // 60-pt height constraint 61, in three apps).
                spec.alignmentRectInsets = EdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
            }
            if element.name == "slider" {
                // UISlider: its frame reaches 2 pt beyond its alignment rect at the sides and 1 pt below it. Measured on
                // the corpus (four sliders, three apps): pinned between views, sliders stand 2 pt closer to them than the
                // constraints say and are 4 pt wider; centred without a height one is stored 31 high; pinned between a
                // view's top and bottom 33 pt apart, 34. iOS 26's slider (tools 24128–32699) has no such insets
                // (`IBControlSizes`).
                spec.alignmentRectInsets = IBControlSizes.iOS26Canvases.contains(document.toolsVersion) ? .zero
                    : EdgeInsets(top: 0, leading: 2, bottom: 1, trailing: 2)
            }
            if !Self.plainViews.contains(element.name) {
                let known = Self.framedViews.contains(element.name)
                notes.append(DocumentNote(kind: known ? .approximated : .unknownElement, file: file, line: element.line, element: element.label,
                                          message: known ? "drawn as a plain view of its frame" : "unknown element, laid out as a plain view"))
                spec.style.borderColor = spec.style.borderColor ?? SystemColor.separator.color
                spec.style.borderWidth = 1
            }
        }

        // A cell's (or visual effect view's) content view is a direct child with key="contentView".
        if let content = element.children.first(where: { $0["key"] == "contentView" && $0.name != "color" }) {
            let builtIn = rootKind == .tableViewCell ? BuiltInCellStyle(element) : nil
            if let builtIn { builtInViews.formUnion(builtIn.viewIDs) }
            var contentSpec = try view(content, parent: spec, absoluteOrigin: absolute.origin, rootKind: nil)
            if rootKind == .tableViewCell {
                try applyTableCellContentMargins(&contentSpec, content: content, cellWidth: stored?.width ?? document.device.width,
                                                 accessory: accessoryType(element))
            }
            if let builtIn {
                let indentation = try document.number(element, "indentationLevel", default: 0) * document.number(element, "indentationWidth", default: 10)
                builtIn.apply(to: &contentSpec, indentation: indentation)
            }
            subviews.append(contentSpec)
            let container = try containerConstraints(element, content: contentSpec, rootKind: rootKind, cell: &spec)
            spec.constraints += container
        }
        for child in children {
            let subview = try view(child, parent: spec, absoluteOrigin: absolute.origin, rootKind: nil)
            // A view laid out by its frame keeps it through its autoresizing mask; `fixedFrame="YES"` says Interface
            // Builder keeps the frame even where the element also writes translatesAutoresizingMaskIntoConstraints="NO".
            let byFrame = child["translatesAutoresizingMaskIntoConstraints"] != "NO" || child["fixedFrame"] == "YES"
            if !isStack, byFrame, !builtInViews.contains(subview.id) {
                spec.constraints += try autoresizingConstraints(child, id: subview.id, parentSize: stored?.size ?? .zero,
                                                                alignmentInsets: subview.alignmentRectInsets)
            }
            if case let .stack(stack) = spec.kind, let designed = try designedCrossLength(of: subview, element: child, in: stack) {
                spec.constraints.append(designed)
            }
            subviews.append(subview)
        }
        if rootKind == .tableViewCell,
           let accessory = TableViewCellAnatomy.accessoryView(accessoryType(element), id: "\(id).accessoryView", cell: id) {
            subviews.append(accessory.view)
            spec.constraints += accessory.constraints
        }
        spec.subviews = subviews
        return spec
    }

    /// The content view margins Interface Builder gives table cells, by the Xcode version that saved the document
    /// (`interface-builder.md` §6, corrected on the corpus' stored frames): 8 on every side in Xcode 8.0–8.2 (tools
    /// before 12000); otherwise top and bottom 11, and at the sides 8 (Xcode 8.3), 15 (tools 14800–15599) or 16 — 20 on wide screens from
    /// Xcode 11.3 (tools 15600) on, where a table's margins are its view controller's root view margins, 20 pt when the
    /// screen is 400 pt or wider (`ViewSpec.systemMinimumSideMargin`, resolved by the engine at the layout's width).
    func tableCellContentMargins(cellWidth: Double) -> EdgeInsets {
        let side: Double
        switch document.toolsVersion {
        case ..<12000: return EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        case ..<12200: side = 8
        case 14800..<15600: side = 15
        case 15600...: side = cellSideMargin(cellWidth: cellWidth)
        default: side = 16
        }
        return EdgeInsets(top: 11, leading: side, bottom: 11, trailing: side)
    }

    /// A table cell's side margin in the canvas (Xcode 11.3 on), on the document's device: on an iPad UIKit's system
    /// minimum at the cell's width, on an iPhone a table cell's (`ViewSpec.tableCellSideMargin`).
    func cellSideMargin(cellWidth: Double) -> Double {
        ViewSpec.SystemSideMargins.resolve(cellSideMarginRules.replacing, given: 0,
                                           screen: ViewSpec.SystemSideMargins.Screen(layoutWidth: cellWidth, screenWidth: document.device.width))
    }

    /// The rules that resolve `cellSideMargin` again where the cell is laid out: the side margin replacing a view's
    /// own, and at least it.
    var cellSideMarginRules: (replacing: ViewSpec.SystemSideMargins.Rule, atLeast: ViewSpec.SystemSideMargins.Rule) {
        document.device.isPad ? (.systemMinimum, .atLeastSystemMinimum) : (.tableCell, .atLeastTableCell)
    }

    /// A table cell's content view margins: the Xcode version's defaults (`tableCellContentMargins`) unless the
    /// document gives its own; explicit margins of a content view that preserves its superview's margins are at least
    /// the cell's side margins, which the cell takes from its table (`preservesSuperviewLayoutMargins`: "the
    /// superview's margins are also considered"; measured: explicit 16 becomes 20 in cells 414 pt wide). Beside an
    /// accessory the trailing margin is UIView's default 8: the cell's margin is preserved only where the content view
    /// reaches the cell's edge (measured in cells saved by tools 14113 and 22155, and on the built-in labels of
    /// Default and Value1 cells with an accessory).
    func applyTableCellContentMargins(_ content: inout ViewSpec, content element: XMLElement, cellWidth: Double,
                                      accessory: TableViewCellAnatomy.Accessory) throws(LocatedError) {
        let defaults = tableCellContentMargins(cellWidth: cellWidth)
        let followsScreen = document.toolsVersion >= 15600
        if try margins(element) == nil {
            content.layoutMargins = defaults
            if followsScreen { content.systemSideMargins = ViewSpec.SystemSideMargins(both: cellSideMarginRules.replacing) }
        } else if element["preservesSuperviewLayoutMargins"] == "YES" {
            content.layoutMargins.top = max(content.layoutMargins.top, defaults.top)
            content.layoutMargins.bottom = max(content.layoutMargins.bottom, defaults.bottom)
            if followsScreen {
                content.systemSideMargins = ViewSpec.SystemSideMargins(both: cellSideMarginRules.atLeast)
            } else {
                content.layoutMargins.leading = max(content.layoutMargins.leading, defaults.leading)
                content.layoutMargins.trailing = max(content.layoutMargins.trailing, defaults.trailing)
            }
        }
        if accessory != .none {
            content.layoutMargins.trailing = ViewSpec.defaultLayoutMargins.trailing
            content.systemSideMargins.trailing = .given
        }
    }

    /// The separator height subtracted from a table cell's content view: 1 pt (tools 11542–11762), one device pixel
    /// (12118–14490), nothing from 14868 on.
    var separatorHeight: Double {
        switch document.toolsVersion {
        case ..<11800: return 1
        case ..<14800: return 1 / document.device.scale
        default: return 0
        }
    }

    /// `<edgeInsets key="layoutMargins">` (left and right are read as leading and trailing, as a left-to-right
    /// document shows them) or `<directionalEdgeInsets key="directionalLayoutMargins">`.
    func margins(_ element: XMLElement) throws(LocatedError) -> EdgeInsets? {
        if let insets = element.children.first(where: { $0.name == "directionalEdgeInsets" && $0["key"] == "directionalLayoutMargins" }) {
            return EdgeInsets(top: try document.number(insets, "top", default: 0), leading: try document.number(insets, "leading", default: 0),
                              bottom: try document.number(insets, "bottom", default: 0), trailing: try document.number(insets, "trailing", default: 0))
        }
        if let insets = element.children.first(where: { $0.name == "edgeInsets" && $0["key"] == "layoutMargins" }) {
            return EdgeInsets(top: try document.number(insets, "top", default: 0), leading: try document.number(insets, "left", default: 0),
                              bottom: try document.number(insets, "bottom", default: 0), trailing: try document.number(insets, "right", default: 0))
        }
        return nil
    }

    /// `layer.cornerRadius`, `layer.borderWidth` and `layer.masksToBounds` set as user-defined runtime attributes.
    func applyRuntimeAttributes(_ element: XMLElement, to spec: inout ViewSpec) throws(LocatedError) {
        guard let attributes = element.child("userDefinedRuntimeAttributes") else { return }
        for attribute in attributes.children("userDefinedRuntimeAttribute") {
            let value = attribute.children.first { $0["key"] == "value" }
            switch attribute["keyPath"] {
            case "layer.cornerRadius", "cornerRadius":
                if let value { spec.style.cornerRadius = max(0, try document.number(value, "value", default: 0)) }
            case "layer.borderWidth", "borderWidth":
                if let value { spec.style.borderWidth = max(0, try document.number(value, "value", default: 0)) }
                spec.style.borderColor = spec.style.borderColor ?? SystemColor.label.color
            case "layer.masksToBounds":
                spec.style.clipsToBounds = value?["value"] == "YES"
            default:
                break
            }
        }
    }

    // MARK: Labels and controls

    func label(_ element: XMLElement, notes: inout [DocumentNote]) throws(LocatedError) -> LabelSpec {
        var font = try document.font(element.children.first { $0.name == "fontDescription" && $0["key"] == "fontDescription" },
                                     default: .system(pointSize: 17, weight: .regular), notes: &notes)
        var text = element["text"] ?? element.children.first(where: { $0.name == "string" && $0["key"] == "text" })?.text ?? ""
        var color = try document.color(in: element, key: "textColor") ?? SystemColor.label.color
        var runs: [LabelRun] = []
        var lineSpacing = 0.0
        // `<attributedString key="userComments">` is a note for translators, not the label's text.
        if let attributed = element.children.first(where: { $0.name == "attributedString" && $0["key"] != "userComments" }) {
            // Attributed text: the fragments' text; the label takes the first fragment's font and colour (as
            // `UILabel.font` and `textColor` report them), and each fragment of several is a run of its own.
            let fragments = attributed.children("fragment")
            text = ""
            var offset = 0
            for (index, fragment) in fragments.enumerated() {
                let content = fragment["content"] ?? fragment.child("string", key: "content")?.text ?? ""
                text += content
                let length = content.utf16.count
                defer { offset += length }
                guard let attributes = fragment.child("attributes") else {
                    if fragments.count > 1 { runs.append(LabelRun(utf16Range: offset..<(offset + length))) }
                    continue
                }
                let fragmentFont = try attributes.children.first { $0.name == "font" && $0["key"] == "NSFont" }
                    .map { element throws(LocatedError) in try document.font(fontElement(element), default: font, notes: &notes) }
                let fragmentColor = try document.color(in: attributes, key: "NSColor")
                if index == 0 {
                    font = fragmentFont ?? font
                    color = fragmentColor ?? color
                    // The paragraph style of the first fragment's paragraph (`<paragraphStyle key="NSParagraphStyle">`).
                    if let paragraph = attributes.children.first(where: { $0.name == "paragraphStyle" && $0["key"] == "NSParagraphStyle" }) {
                        lineSpacing = max(0, try document.number(paragraph, "lineSpacing", default: 0))
                    }
                }
                if fragments.count > 1 {
                    runs.append(LabelRun(utf16Range: offset..<(offset + length), font: fragmentFont, color: fragmentColor))
                }
            }
        }
        let lines = Int(try document.number(element, "numberOfLines", default: 1))
        guard lines >= 0 else { throw document.error(element, "numberOfLines must not be negative") }
        let alignments: [String: TextAlignment] = ["left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural]
        let modes: [String: LineBreakMode] = [
            "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping, "headTruncation": .byTruncatingHead,
            "middleTruncation": .byTruncatingMiddle, "tailTruncation": .byTruncatingTail,
        ]
        let lineBreak = modes[element["lineBreakMode"] ?? ""] ?? .byTruncatingTail
        var label = LabelSpec(id: element["id"] ?? "label", text: text, font: font, numberOfLines: lines,
                              alignment: alignments[element["textAlignment"] ?? "natural"] ?? .natural, color: color, lineBreakMode: lineBreak)
        let preferred = try document.number(element, "preferredMaxLayoutWidth", default: 0)
        if preferred > 0 { label.preferredMaxLayoutWidth = preferred }
        label.attributedRuns = runs
        label.lineSpacing = lineSpacing
        // Autoshrink: `adjustsFontSizeToFitWidth` with `minimumScaleFactor` (or the older `minimumFontSize`). Interface
        // Builder writes `adjustsFontSizeToFit="NO"` when autoshrink is off and leaves the attribute out when it is on
        // (measured: of 3,219 labels in the corpus and its apps' other documents none says YES; of the 357 that leave
        // it out, 322 carry a minimum scale or font size, which no label saying NO does).
        if element["adjustsFontSizeToFit"] != "NO" {
            let size = font.resolved(for: .large).pointSize
            if element["minimumScaleFactor"] != nil {
                label.minimumScaleFactor = min(1, max(0.01, try document.number(element, "minimumScaleFactor", default: 1)))
            } else if element["minimumFontSize"] != nil {
                label.minimumScaleFactor = min(1, max(0.01, try document.number(element, "minimumFontSize", default: size) / size))
            }
        }
        return label
    }

    /// An attributed string's `<font key="NSFont" size= name=>` read as a `<fontDescription>`.
    func fontElement(_ font: XMLElement) -> XMLElement {
        var description = font
        description.attributes["pointSize"] = font["size"] ?? "17"
        if let name = font["name"], name.hasPrefix(".SFUI") || name.hasPrefix(".AppleSystemUIFont") {
            description.attributes["type"] = name.contains("Bold") || name.contains("Semibold") ? "boldSystem" : "system"
        }
        return description
    }

    /// Interface Builder's canvas keeps the designed cross-axis length of a plain arranged view that nothing but
    /// UIStackView's ambiguity suppression sizes (a priority-25 zero length in a stack that does not fill its cross
    /// axis): as a constraint to the designed length at priority 26, just above the suppression, so that any constraint
    /// or content of the view still wins. Measured: such views keep their designed widths (240, 390) in the corpus'
    /// centre-aligned stacks where the suppression alone would give 0 or their content's minimum.
    func designedCrossLength(of view: ViewSpec, element: XMLElement, in stack: StackSpec) throws(LocatedError) -> LayoutConstraint? {
        let horizontal = stack.axis == .horizontal
        guard stack.crossAxisAlignment(along: stack.axis) != .fill, view.kind == .plain, let frame = try frame(of: element) else { return nil }
        let intrinsic = horizontal ? view.intrinsicSize?.height : view.intrinsicSize?.width
        guard intrinsic == nil else { return nil }
        return LayoutConstraint(LayoutAnchor(.view(view.id), horizontal ? .height : .width), .equal, nil,
                                constant: horizontal ? frame.height : frame.width, priority: LayoutPriority(26),
                                identifier: "IB-designed-cross-length")
    }

    /// The size in points of the image `name`: the size `<resources>` gives, or for an SF Symbol its size at the
    /// symbol configuration of the first of `elements` that has one (`preferredSymbolConfiguration`) and the scale of
    /// `reference` (`<imageReference symbolScale=>`); nil when the document does not list the image.
    func imageSize(named name: String, in elements: [XMLElement?], reference: XMLElement?) throws(LocatedError) -> Size? {
        if let size = document.imageSizes[name] { return size }
        guard let shape = document.symbolShapes[name] else { return nil }
        var symbol = SymbolImage()
        let configuration = elements.compactMap { $0 }.lazy.compactMap { element in
            element.children.first {
                $0.name == "preferredSymbolConfiguration" && ["preferredSymbolConfiguration", "preferredSymbolConfigurationForImage"].contains($0["key"] ?? "")
            }
        }.first
        if let configuration {
            if configuration["configurationType"] == "pointSize" {
                symbol.pointSize = try document.number(configuration, "pointSize", default: SymbolImage.defaultPointSize)
            } else if configuration["configurationType"] == "font", let description = configuration.child("fontDescription") {
                var ignored: [DocumentNote] = []
                symbol.pointSize = try document.font(description, default: .system(pointSize: SymbolImage.defaultPointSize, weight: .regular),
                                                     notes: &ignored).resolved(for: .large).pointSize
            }
            if let scale = configuration["scale"].flatMap(SymbolImage.Scale.init(rawValue:)) { symbol.scale = scale }
        }
        if let scale = reference?["symbolScale"].flatMap(SymbolImage.Scale.init(rawValue:)) { symbol.scale = scale }
        return symbol.size(shape: shape)
    }

    /// UIButton: its title label (and image) inside the content insets, the title's size rounded up to whole points
    /// and hugged with the button's own priorities, as UIButton's intrinsic size does. A legacy button pads a title
    /// 6 pt above and below only while its `contentEdgeInsets` are zero and it has neither an image (beside one it is as
    /// tall as the taller of title and image: three buttons in two apps) nor a background image (which it is at
    /// least as large as instead, without the padding or the legacy system button's 30-pt width:
    /// `ControlAnatomy.buttonBackgroundConstraints`), and an image-only button is its image's size
    /// (`UIButton.intrinsicContentSize`); the image, like the title, is held at the button's own hugging and
    /// compression resistance (UIKit installs one content-size constraint pair on the button). A legacy system button
    /// with a title is at least 30 pt wide. A button with a configuration
    /// (`UIButton.Configuration`, Interface Builder's `<buttonConfiguration>`) shows the configuration's title and image
    /// (Interface Builder also writes a placeholder `<state title="Button">`), sets the title in Body (Headline when the
    /// button's role is primary, `UIButton.Role.primary`) unless the configuration names a font
    /// (`titleFontDescription`), insets its content by the configuration's default insets, and ignores
    /// `contentEdgeInsets` ("ignored when using UIButtonConfiguration", UIButton.h).
    mutating func button(_ element: XMLElement, spec: inout ViewSpec) throws(LocatedError) -> [ViewSpec] {
        let state = element.children.first { $0.name == "state" && ($0["key"] ?? "normal") == "normal" }
        let configuration = element.children.first { $0.name == "buttonConfiguration" }
        let title = (configuration != nil ? configuration?["title"] : state?["title"]) ?? ""
        let imageReference = (configuration ?? state)?.child("imageReference", key: "image")
        let imageName = configuration.map { $0["image"] ?? imageReference?["image"] } ?? (state?["image"] ?? imageReference?["image"])
        // A detail disclosure, info or contact add button without an image of its own shows UIKit's: an SF Symbol from
        // iOS 13 (Xcode 11, tools 14868).
        let builtIn = ControlAnatomy.BuiltInImageButton.shown(ControlAnatomy.BuiltInImageButton(rawValue: element["buttonType"] ?? ""),
                                                              hasImage: imageName != nil, hasConfiguration: configuration != nil)
        let backgroundImage = try configuration == nil ? state?["backgroundImage"].flatMap { name throws(LocatedError) in
            try imageSize(named: name, in: [state], reference: nil) ?? document.assets?.images[name]?.size
        } : nil
        // A legacy button pads its title, or its empty title, 6 pt above and below, but not beside an image or over a
        // background image (as `LayoutSnapUIKit`'s `UIButton`).
        let padsTitle = imageName == nil && builtIn == nil && backgroundImage == nil
        var insets = EdgeInsets(top: padsTitle ? 6 : 0, leading: 0, bottom: padsTitle ? 6 : 0, trailing: 0)
        // The configuration's default content insets at the medium size: 7 above and below, and at the sides 12 for a
        // plain button with a title or none at all (`UIButton.Configuration.contentInsets`, as `LayoutSnapUIKit` has it), 15 otherwise
        // in Interface Builder's canvas (measured: plain titled buttons are their title + 23–24.5 in nine buttons of
        // four apps, and one app's 15 primary-role ones their Headline title + 24; filled and tinted ones their title
        // + 30 in one app; three image-only plain ones of one app their symbol + 28.7).
        if let configuration {
            let plainWithTitle = (configuration["style"] ?? "plain") == "plain" && (!title.isEmpty || imageName == nil)
            let side: Double = plainWithTitle ? 12 : 15
            insets = EdgeInsets(top: 7, leading: side, bottom: 7, trailing: side)
        }
        if configuration == nil, let content = element.children.first(where: { $0.name == "inset" && $0["key"] == "contentEdgeInsets" }) {
            let explicit = EdgeInsets(top: try document.number(content, "minY", default: 0), leading: try document.number(content, "minX", default: 0),
                                      bottom: try document.number(content, "maxY", default: 0), trailing: try document.number(content, "maxX", default: 0))
            if explicit != .zero { insets = explicit }
        }
        var tint = try document.color(in: element, key: "tintColor") ?? SystemColor.systemBlue.color
        if let state, let title = try document.color(in: state, key: "titleColor") { tint = title }
        let font: LabelFont
        if let configuration {
            font = try document.font(configuration.children.first { $0.name == "fontDescription" && $0["key"] == "titleFontDescription" },
                                     default: document.font(element["role"] == "primary" ? .headline : .body), notes: &notes)
        } else {
            font = try document.font(element.children.first { $0.name == "fontDescription" }, default: .system(pointSize: 15, weight: .regular),
                                     notes: &notes)
        }
        var image = try imageName.flatMap { name throws(LocatedError) in
            try imageSize(named: name, in: [configuration, state, element], reference: imageReference)
        }
        var symbolName = imageName.flatMap { document.symbolShapes[$0] != nil ? $0 : nil }
        if let builtIn {
            image = builtIn.imageSize(symbols: document.toolsVersion >= 14868)
            symbolName = builtIn.symbol.name
        }
        // A system symbol is drawn as its glyph (the engine falls back to a placeholder when there is none).
        let parts = ControlAnatomy.buttonParts(
            of: spec.id, image: image.map { size in
                guard let symbolName else { return .imagePlaceholder(size: size, color: tint) }
                return .symbol(name: symbolName, size: size, color: tint)
            },
            // An empty legacy button keeps its empty title's line height (UIKit gives every button an intrinsic size).
            title: !title.isEmpty || (image == nil && configuration == nil)
                ? LabelSpec(id: "\(spec.id).titleLabel", text: title, font: font, numberOfLines: 1, alignment: .center, color: tint) : nil,
            hugging: spec.hugging, compressionResistance: spec.compressionResistance,
            isLegacySystem: configuration == nil && backgroundImage == nil && ["system", "roundedRect"].contains(element["buttonType"] ?? "custom"),
            hasConfiguration: configuration != nil, insets: insets)
        spec.constraints += ControlAnatomy.buttonContentConstraints(parts.map(\.id), in: spec.id, insets: insets)
        if configuration != nil, parts.isEmpty, spec.intrinsicSize == nil {
            spec.intrinsicSize = ControlAnatomy.emptyConfiguredButtonSize(insets: insets)
        }
        if let backgroundImage {
            spec.constraints += ControlAnatomy.buttonBackgroundConstraints(backgroundImage, in: spec.id, compressionResistance: spec.compressionResistance)
        }
        return parts
    }

    /// UITextField: its text or placeholder, sized and placed as `ControlAnatomy.textFieldParts` says, inside a rounded
    /// border for `borderStyle="roundedRect"`.
    mutating func textField(_ element: XMLElement, spec: inout ViewSpec) throws(LocatedError) -> [ViewSpec] {
        let borders: [String: ControlAnatomy.TextFieldBorder] = ["line": .line, "bezel": .bezel, "roundedRect": .roundedRect]
        let border = borders[element["borderStyle"] ?? ""] ?? .none
        if border == .roundedRect { spec.kind = .control(.roundedBorder(color: SystemColor.separator.color)) }
        let font = try document.font(element.children.first { $0.name == "fontDescription" }, default: .system(pointSize: 14, weight: .regular),
                                     notes: &notes)
        let text = element["text"] ?? ""
        let color = text.isEmpty ? SystemColor.tertiaryLabel.color : (try document.color(in: element, key: "textColor") ?? SystemColor.label.color)
        let parts = ControlAnatomy.textFieldParts(of: spec.id, text: LabelSpec(id: "", text: text.isEmpty ? (element["placeholder"] ?? "") : text,
                                                                                font: font, numberOfLines: 1, color: color),
                                                  border: border, hugging: spec.hugging, compressionResistance: spec.compressionResistance,
                                                  computesHeight: spec.intrinsicSize?.height == nil)
        spec.constraints += parts.constraints
        return [parts.text]
    }

    /// UITextView: its text inset 8 pt above and below and 5 pt at the sides (UIKit's default `textContainerInset` and
    /// `lineFragmentPadding`), laid out as `ControlAnatomy.textViewParts` says.
    mutating func textView(_ element: XMLElement, spec: inout ViewSpec) throws(LocatedError) -> [ViewSpec] {
        let font = try document.font(element.children.first { $0.name == "fontDescription" }, default: .system(pointSize: 14, weight: .regular),
                                     notes: &notes)
        let text = element["text"] ?? element.children.first(where: { $0.name == "string" && $0["key"] == "text" })?.text ?? ""
        let color = try document.color(in: element, key: "textColor") ?? SystemColor.label.color
        let parts = ControlAnatomy.textViewParts(of: spec.id, text: LabelSpec(id: "", text: text, font: font, numberOfLines: 0, color: color),
                                                 inset: EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5),
                                                 scrolls: element["scrollEnabled"] != "NO", hugging: spec.hugging,
                                                 compressionResistance: spec.compressionResistance)
        spec.constraints += parts.constraints
        spec.style.clipsToBounds = true
        return [parts.text]
    }

    func stack(_ element: XMLElement) throws(LocatedError) -> StackSpec {
        let distributions: [String: StackDistribution] = [
            "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally, "equalSpacing": .equalSpacing,
            "equalCentering": .equalCentering,
        ]
        let alignments: [String: StackAlignment] = [
            "fill": .fill, "top": .top, "leading": .leading, "center": .center, "bottom": .bottom, "trailing": .trailing,
            "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
        ]
        // `spacingType="standard"`: UIStackView.spacingUseSystem, the system spacing between siblings (8 pt).
        let spacing = element["spacingType"] == "standard" ? 8 : try document.number(element, "spacing", default: 0)
        // Explicit margins inset the arranged views even without layoutMarginsRelativeArrangement (§5).
        let explicitMargins = try margins(element)
        let relative = element["layoutMarginsRelativeArrangement"] == "YES" || explicitMargins != nil
        return StackSpec(axis: element["axis"] == "vertical" ? .vertical : .horizontal,
                         distribution: distributions[element["distribution"] ?? "fill"] ?? .fill,
                         alignment: alignments[element["alignment"] ?? "fill"] ?? .fill, spacing: spacing,
                         isLayoutMarginsRelativeArrangement: relative)
    }

    // MARK: Cells

    /// A cell's or visual effect view's content view fills it; a table cell's is narrowed by its accessory and
    /// shortened by the separator of the Xcode version that saved the document.
    ///
    /// From Xcode 13 (tools 20000) the accessory sits at the cell's side margin, which the cell takes from its table
    /// (`ViewSpec.tableCellSideMargin`, resolved by the engine at the layout's width), so the content view ends that
    /// margin plus the accessory and its gap before the cell's edge: a disclosure indicator 8.5 pt in Xcode 13 and
    /// 10.5 pt from Xcode 14 (tools 21000), a detail button or a checkmark 12 pt more in Xcode 13 and 13.5 more from
    /// Xcode 14 (measured on stored content views: 28.5 at 414 and 36.5 at 320 in tools 20037; 26.5 at 320 and 343, 30.33
    /// at 430 in tools 22155–24506; a detail button's 44 at 414 and 374 on a 414-pt iPhone in three cells of two apps,
    /// tools 24506–32700, and 36.5 at 320 in tools 20037; a checkmark's 36.5 at 320 in one cell of tools 20037 and 40 at
    /// 375 and 240 in six cells of another app, tools 23094–23504). Earlier
    /// versions narrow it by `contentWidthReduction`, but for a disclosure indicator in the canvases of Xcode 9.4–10
    /// (tools 14100–14999), 34 pt, and of Xcode 11–12 (tools 15500–19999), the device's side margin and 11 pt
    /// (measured on stored content views: 34 at 375 in tools 14113–14490, 21 cells in 5 documents of the corpus' apps;
    /// 27 at 320 on a 375-pt iPhone and 31 at 375 and 414 on a 414-pt one in tools 15505–16097).
    func containerConstraints(_ element: XMLElement, content: ViewSpec, rootKind: IBRootKind?,
                              cell: inout ViewSpec) throws(LocatedError) -> [LayoutConstraint] {
        let isTableCell = rootKind == .tableViewCell
        let accessory = isTableCell ? accessoryType(element) : .none
        let cellID = element["id"] ?? element.name
        guard document.toolsVersion >= 20000, [.disclosureIndicator, .detailButton, .checkmark].contains(accessory) else {
            var width = accessory.contentWidthReduction
            if accessory == .disclosureIndicator {
                switch document.toolsVersion {
                case 14100..<15000: width = 34
                case 15500..<20000: width = ViewSpec.systemMinimumSideMargin(forWidth: document.device.width) + 11
                default: break
                }
            }
            return TableViewCellAnatomy.contentViewConstraints(cell: cellID, contentView: content.id, accessoryWidth: width,
                                                               separatorHeight: isTableCell ? separatorHeight : 0)
        }
        cell.layoutMargins.trailing = cellSideMargin(cellWidth: try frame(of: element)?.width ?? document.device.width)
        cell.systemSideMargins.trailing = cellSideMarginRules.replacing
        let besideAccessory = document.toolsVersion >= 21000 ? 10.5 + (accessory == .disclosureIndicator ? 0 : 13.5)
            : 8.5 + (accessory == .disclosureIndicator ? 0 : 12)
        return TableViewCellAnatomy.contentViewConstraints(cell: cellID, contentView: content.id, accessoryWidth: nil, separatorHeight: separatorHeight)
            + [LayoutConstraint(LayoutAnchor(.view(cellID), .trailingMargin), .equal, LayoutAnchor(.view(content.id), .trailing),
                                constant: besideAccessory, identifier: "UIView-Encapsulated-Layout-Width")]
    }

    func accessoryType(_ cell: XMLElement) -> TableViewCellAnatomy.Accessory {
        cell["accessoryType"].flatMap(TableViewCellAnatomy.Accessory.init(rawValue:)) ?? .none
    }

    // MARK: Frames and autoresizing

    /// `translatesAutoresizingMaskIntoConstraints`: the stored frame and `<autoresizingMask>` as constraints to the
    /// superview, as UIKit's `NSAutoresizingMaskLayoutConstraint`s are made: a fixed margin or size stays, a
    /// flexible one absorbs the superview's change; the view keeps exactly its stored frame, whatever its alignment
    /// rect (`LayoutConstraint.autoresizingConstraints`).
    func autoresizingConstraints(_ element: XMLElement, id: String, parentSize: Size,
                                 alignmentInsets: EdgeInsets) throws(LocatedError) -> [LayoutConstraint] {
        guard let frame = try frame(of: element) else { return [] }
        let flags = element.children.first { $0.name == "autoresizingMask" && $0["key"] == "autoresizingMask" }
        let names: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        var mask: AutoresizingMask = []
        for (name, option) in names where flags?[name] == "YES" { mask.insert(option) }
        return LayoutConstraint.autoresizingConstraints(forView: id, frame: frame, mask: mask, parentSize: parentSize,
                                                        alignmentInsets: alignmentInsets)
    }

    // MARK: Constraints

    static let attributes: [String: LayoutAttribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing, "width": .width,
        "height": .height, "centerX": .centerX, "centerY": .centerY, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
        "baseline": .lastBaseline, "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin,
        "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    /// Converts the collected `<constraint>`s (each owned by the view whose `<constraints>` holds it) and installs
    /// them on the root, after every view and guide id is known.
    mutating func resolveConstraints(into root: inout ViewSpec) throws(LocatedError) {
        let viewIDs = Set(infos.map(\.id))
        var result: [LayoutConstraint] = []
        for (owner, element) in pending {
            func item(_ attribute: String) throws(LocatedError) -> LayoutItem? {
                guard let id = element[attribute] else { return nil }
                if let guide = guides[id] { return .guide(guide.view, guide.kind) }
                guard viewIDs.contains(id) else {
                    throw document.error(element, "\(attribute)=\"\(id)\" names no view or layout guide of this root")
                }
                return .view(id)
            }
            func attribute(_ name: String) throws(LocatedError) -> LayoutAttribute? {
                guard let text = element[name] else { return nil }
                guard let attribute = Self.attributes[text] else { throw document.error(element, "unknown \(name) '\(text)'") }
                return attribute
            }
            guard let firstAttribute = try attribute("firstAttribute") else {
                throw document.error(element, "a constraint needs a firstAttribute")
            }
            let first = LayoutAnchor(try item("firstItem") ?? .view(owner), firstAttribute)
            var second: LayoutAnchor?
            if let secondAttribute = try attribute("secondAttribute") {
                second = LayoutAnchor(try item("secondItem") ?? .view(owner), secondAttribute)
            }
            let relations: [String: LayoutRelation] = ["lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual]
            var multiplier = 1.0
            if let text = element["multiplier"] {
                // Interface Builder keeps a multiplier as typed: a number, a ratio "4:3" or a fraction "1/3" (Xcode's own
                // launch screen template writes `multiplier="1/3"`).
                let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" }).map { Double($0) }
                if parts.count == 2, let a = parts[0], let b = parts[1], b != 0 {
                    multiplier = a / b
                } else if parts.count == 1, let value = parts[0] {
                    multiplier = value
                } else {
                    throw document.error(element, "multiplier=\"\(text.prefix(40))\" is neither a number nor a ratio a:b or a/b")
                }
                guard multiplier.isFinite, abs(multiplier) <= 1_000_000 else {
                    throw document.error(element, "multiplier=\"\(text.prefix(40))\" is out of range")
                }
            }
            result.append(LayoutConstraint(first, relations[element["relation"] ?? ""] ?? .equal, second, multiplier: multiplier,
                                           constant: try document.number(element, "constant", default: 0),
                                           priority: try priority(element, "priority", default: 1000), identifier: element["id"]))
        }
        root.constraints += result
    }

    // MARK: Margins that depend on position

    /// Margins that come from outside a view: the safe area of a top-level view at its top and bottom (added to the
    /// margins of views it overlaps, unless `insetsLayoutMarginsFromSafeArea` is off) and a superview's margins for
    /// views that preserve them. Computed from the designed frames, as Interface Builder's canvas has them.
    func applyInheritedInsets(_ spec: inout ViewSpec, parentMargins: EdgeInsets?, parentFrame: Rect?,
                              rootSafeArea: (top: Double, bottom: Double, height: Double)) {
        let frame = absoluteFrames[spec.id] ?? .zero
        let safeTop = max(0, rootSafeArea.top - frame.minY)
        let safeBottom = max(0, rootSafeArea.bottom - (rootSafeArea.height - frame.maxY))
        if parentFrame != nil {
            spec.safeAreaInsets = EdgeInsets(top: min(safeTop, frame.height), leading: 0, bottom: min(safeBottom, frame.height), trailing: 0)
        }
        var margins = spec.layoutMargins
        if !ignoresSafeAreaInMargins.contains(spec.id) {
            margins.top += spec.safeAreaInsets.top
            margins.bottom += spec.safeAreaInsets.bottom
        }
        if preservesMargins.contains(spec.id), let parentMargins, let parentFrame {
            margins.leading = max(margins.leading, parentMargins.leading - (frame.minX - parentFrame.minX))
            margins.trailing = max(margins.trailing, parentMargins.trailing - (parentFrame.maxX - frame.maxX))
            margins.top = max(margins.top, parentMargins.top - (frame.minY - parentFrame.minY))
            margins.bottom = max(margins.bottom, parentMargins.bottom - (parentFrame.maxY - frame.maxY))
        }
        spec.layoutMargins = margins
        var inner = rootSafeArea
        if case .scroll = spec.kind, !scrollViewsIgnoringSafeArea.contains(spec.id) { (inner.top, inner.bottom) = (0, 0) }
        for index in spec.subviews.indices {
            applyInheritedInsets(&spec.subviews[index], parentMargins: margins, parentFrame: frame, rootSafeArea: inner)
        }
    }
}

/// A cell's built-in style (`style="IBUITableViewCellStyle…"`) and the ids of its `textLabel`, `detailTextLabel` and
/// `imageView`, laid out by `TableViewCellAnatomy.layOutBuiltInParts`.
struct BuiltInCellStyle {
    static let styles: [String: TableViewCellAnatomy.Style] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleSubtitle": .subtitle,
        "IBUITableViewCellStyleValue1": .value1, "IBUITableViewCellStyleValue2": .value2,
    ]
    var style: TableViewCellAnatomy.Style
    var text: String?
    var detail: String?
    var image: String?

    init?(_ cell: XMLElement) {
        guard let name = cell["style"], let style = Self.styles[name] else { return nil }
        self.style = style
        text = cell["textLabel"]; detail = cell["detailTextLabel"]; image = cell["imageView"]
    }

    var viewIDs: [String] { [text, detail, image].compactMap { $0 } }

    /// Lays the parts out in `content` as the style does, moved in by `indentation` points. An empty `textLabel` is
    /// sized as "Title" and an empty `detailTextLabel` as "Subtitle" (Subtitle style) or "Detail", the texts Interface
    /// Builder gives a new cell of the style (measured: empty detail labels of Value1 cells in system 17 are stored
    /// 44 × 20.5, the size of "Detail", in 18 cells of two apps; empty Subtitle cells' labels at the sizes of "Title"
    /// and "Subtitle" in two more).
    func apply(to content: inout ViewSpec, indentation: Double) {
        for index in content.subviews.indices {
            guard case var .label(label) = content.subviews[index].kind, label.text.isEmpty else { continue }
            let id = content.subviews[index].id
            if id == text { label.sizingTextWhenEmpty = "Title" } else if id == detail { label.sizingTextWhenEmpty = style == .subtitle ? "Subtitle" : "Detail" }
            content.subviews[index].kind = .label(label)
        }
        let present = Set(content.subviews.map(\.id))
        func shown(_ id: String?) -> String? { id.flatMap { present.contains($0) ? $0 : nil } }
        TableViewCellAnatomy.layOutBuiltInParts(style, in: &content, text: shown(text), detail: shown(detail), image: shown(image),
                                                indentation: indentation)
    }
}

/// The anchor of the view with id `id` (every constraint the importer writes relates views by id).
func anchor(_ id: String, _ attribute: LayoutAttribute) -> LayoutAnchor { LayoutAnchor(.view(id), attribute) }
