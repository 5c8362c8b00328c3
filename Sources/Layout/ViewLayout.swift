import AutoLayout
import Geometry
import Measure
import Scenes

/// How a standalone view's root is sized, as UIKit sizes a view in its natural container.
public enum RootSizing: Hashable, Sendable {
    /// The environment's width (required); the height fixed when given, else fitted like
    /// `systemLayoutSizeFitting` with the height at `fittingSizeLevel` (a view controller's root view, a table
    /// cell self-sizing in its row).
    case environmentWidth(height: Double?)
    /// A self-sizing table row: the environment's width, the height fitted; when the constraints give the content
    /// no height, the row's own height (`rowHeight`), as UITableView falls back to the standard height and warns.
    case tableRow(rowHeight: Double)
    /// Both dimensions fitted from an estimated size at `fittingSizeLevel`, as a self-sizing collection cell or
    /// reusable view answers `preferredLayoutAttributesFitting(_:)` from its designed size.
    case fitting(estimated: Size)
    /// Exactly this size (the size a document stored: `--sizing designed`).
    case fixed(Size)
}

/// A single view hierarchy laid out on its own (a screen, a card, a scroll view, an Interface Builder root),
/// outside any table or collection.
public struct StandaloneViewSpec: Hashable, Sendable {
    public var root: ViewSpec
    public var sizing: RootSizing
    public var backgroundColor: Color
    /// Warnings found before layout (e.g. by an importer), reported with the scene's own.
    public var warnings: [LayoutWarning]
    /// The width of the screen the view is designed on, which it is on when laid out at its `fixed` size (an Interface
    /// Builder root on its device); nil, or at any other sizing, the screen is as wide as the layout.
    public var screenWidth: Double?
    /// For a root laid out as a table row: whose constraints decide whether a row that fits to no height gets UIKit's
    /// zero-height message (`ViewSpec.isSizedByConstraints`).
    public var zeroHeightRowCheck = ZeroHeightRowCheck.rootHierarchy

    /// Whose constraints UIKit's zero-height message is about.
    public enum ZeroHeightRowCheck: Hashable, Sendable {
        /// The root's hierarchy (a cell's content as a fixture writes it).
        case rootHierarchy
        /// The content view, a direct subview with this id, of a root that is a whole cell.
        case contentView(id: String)
        /// Nobody's: the root is a header or footer view, and the message is about a cell's content view.
        case never
    }

    public init(root: ViewSpec, height: Double? = nil, backgroundColor: Color = SystemColor.systemBackground.color) {
        self.init(root: root, sizing: .environmentWidth(height: height), backgroundColor: backgroundColor)
    }

    public init(root: ViewSpec, sizing: RootSizing, backgroundColor: Color = SystemColor.systemBackground.color,
                warnings: [LayoutWarning] = []) {
        self.root = root; self.sizing = sizing; self.backgroundColor = backgroundColor; self.warnings = warnings
    }

    /// The fixed height of a view sized by the environment's width, if it has one.
    public var height: Double? {
        get {
            if case let .environmentWidth(height) = sizing { return height }
            return nil
        }
        set { sizing = .environmentWidth(height: newValue) }
    }
}

/// Lays out a standalone view by its `RootSizing`. The scene has one element holding the view tree.
public enum ViewLayout {
    public static func scene(for spec: StandaloneViewSpec, in environment: LayoutEnvironment, measurer: TextMeasurer) -> Scene {
        layout(spec, in: environment, measurer: measurer).scene
    }

    /// A standalone view laid out: its scene, and the frame of every view (hidden ones too) by id in its
    /// superview's coordinates, before pixel snapping (`AutoLayoutEngine.viewFrames()`).
    public struct Result: Sendable {
        public var scene: Scene
        public var frames: [String: Rect]
    }

    /// Lays out a standalone view and keeps every view's frame, for hosts that set frames back on their views.
    public static func layout(_ spec: StandaloneViewSpec, in environment: LayoutEnvironment, measurer: TextMeasurer,
                              keepsFrames: Bool = false) -> Result {
        var environment = environment
        if case .fixed = spec.sizing, let screenWidth = spec.screenWidth { environment.screenWidth = screenWidth }
        let engine = AutoLayoutEngine(root: spec.root, environment: environment, measurer: measurer)
        let fitted: FittedLayout
        var zeroHeight = false
        switch spec.sizing {
        case let .environmentWidth(height?):
            fitted = engine.layout(in: Size(width: environment.width, height: height))
        case .environmentWidth(nil):
            fitted = engine.fit(Size(width: environment.width, height: 0), horizontalFittingPriority: .required,
                                verticalFittingPriority: .fittingSizeLevel)
        case let .tableRow(rowHeight):
            let row = engine.fit(Size(width: environment.width, height: 0), horizontalFittingPriority: .required,
                                 verticalFittingPriority: .fittingSizeLevel)
            if row.size.height > 0 {
                fitted = row
            } else {
                fitted = engine.layout(in: Size(width: environment.width, height: rowHeight))
                switch spec.zeroHeightRowCheck {
                case .rootHierarchy: zeroHeight = spec.root.isSizedByConstraints
                case let .contentView(id): zeroHeight = (spec.root.subviews.first { $0.id == id } ?? spec.root).isSizedByConstraints
                case .never: zeroHeight = false
                }
            }
        case let .fitting(estimated):
            fitted = engine.fit(estimated, horizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
        case let .fixed(size):
            fitted = engine.layout(in: size)
        }
        var root = fitted.root
        root.frame = Rect(origin: .zero, size: fitted.size)
        var warnings = spec.warnings + fitted.diagnostics.map { LayoutWarning(.layout($0)) }
        if zeroHeight { warnings.append(LayoutWarning(.zeroHeightRow, at: .row(IndexPath(item: 0, section: 0)))) }
        warnings.appendTextWarnings(from: root)
        var element = SceneElement(category: .cell, indexPath: IndexPath(item: 0, section: 0), frame: Rect(origin: .zero, size: fitted.size),
                                   root: root)
        element.constraintGuides = engine.constraintGuides()
        let scene = Scene(contentSize: fitted.size, backgroundColor: spec.backgroundColor, elements: [element], warnings: warnings)
            .snappedToPixelGrid(scale: environment.scale)
        return Result(scene: scene, frames: keepsFrames ? engine.viewFrames() : [:])
    }
}
