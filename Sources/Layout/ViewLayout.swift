import AutoLayout
import Geometry
import Measure
import Scene

/// A single view hierarchy laid out on its own (a screen, a card, a scroll view), outside any table or collection.
public struct StandaloneViewSpec: Hashable, Sendable {
    public var root: ViewSpec
    /// A fixed height; nil fits the height to the content (`fittingSizeLevel`).
    public var height: Double?
    public var backgroundColor: Color

    public init(root: ViewSpec, height: Double? = nil, backgroundColor: Color = SystemColor.systemBackground.color) {
        self.root = root; self.height = height; self.backgroundColor = backgroundColor
    }
}

/// Lays out a standalone view at the environment's width (required), as a view controller's root view is sized:
/// its height is fixed when given, otherwise fitted like `systemLayoutSizeFitting` with the height at
/// `fittingSizeLevel`. The scene has one element holding the view tree.
public enum ViewLayout {
    public static func scene(for spec: StandaloneViewSpec, in environment: LayoutEnvironment, measurer: TextMeasurer) -> Scene {
        let engine = AutoLayoutEngine(root: spec.root, environment: environment, measurer: measurer)
        let fitted: FittedLayout
        if let height = spec.height {
            fitted = engine.layout(in: Size(width: environment.width, height: height))
        } else {
            fitted = engine.fit(Size(width: environment.width, height: 0), horizontalFittingPriority: .required,
                                verticalFittingPriority: .fittingSizeLevel)
        }
        var root = fitted.root
        root.frame = Rect(origin: .zero, size: fitted.size)
        var warnings = fitted.diagnostics.map { LayoutWarning(.layout($0)) }
        warnings.appendMissingCharacters(root.missingCharacters)
        let element = SceneElement(category: .cell, indexPath: IndexPath(item: 0, section: 0), frame: Rect(origin: .zero, size: fitted.size),
                                   root: root)
        return Scene(contentSize: fitted.size, backgroundColor: spec.backgroundColor, elements: [element], warnings: warnings)
            .snappedToPixelGrid(scale: environment.scale)
    }
}
