import Geometry
import Measure

/// The result of layout, as a value: everything Render draws and `layout --json` prints.
///
/// Elements are in the order the layout produced them; Render sorts by `zIndex` (stable), as a collection
/// view orders its cells, supplementary and decoration views.
public struct Scene: Hashable, Sendable {
    public var contentSize: Size
    public var backgroundColor: Color
    public var elements: [SceneElement]
    /// Problems found while laying out that do not stop it (characters no font covers, broken constraints, …).
    public var warnings: [LayoutWarning]
    /// Pixels per point of the grid the scene was laid out on (its frames are snapped to it); what it is drawn at.
    public var scale: Double

    public init(contentSize: Size, backgroundColor: Color, elements: [SceneElement], warnings: [LayoutWarning] = [], scale: Double = 2) {
        self.scale = scale
        self.contentSize = contentSize
        self.backgroundColor = backgroundColor
        self.elements = elements
        self.warnings = warnings
    }

    /// Every face that draws a glyph in the scene, sorted by file.
    public var fontsUsed: [FontFace] {
        var faces = Set<FontFace>()
        func visit(_ node: SceneNode) {
            if case let .text(layout, _, _) = node.content { faces.formUnion(layout.fonts) }
            if case let .symbol(layout, _) = node.content { faces.formUnion(layout.fonts) }
            for child in node.children where !child.isHidden { visit(child) }
        }
        elements.forEach { visit($0.root) }
        return faces.sorted()
    }

    /// The scene as it looks in `appearance`: every dynamic colour (background, borders, text, placeholders)
    /// resolved, as UIKit resolves dynamic colours against the trait collection. Geometry is unchanged.
    public func resolvingColors(for appearance: Appearance) -> Scene {
        var scene = self
        scene.backgroundColor = backgroundColor.resolved(for: appearance)
        scene.elements = elements.map { element in
            var element = element
            element.root = element.root.resolvingColors(for: appearance)
            return element
        }
        return scene
    }

    /// The scene seen through a screen `height` points tall: the content size's height becomes the screen's (the
    /// background fills below short content, and what lies below the screen is not drawn).
    public func clipped(toScreenHeight height: Double) -> Scene {
        var scene = self
        scene.contentSize.height = height
        return scene
    }
}

extension SceneNode {
    /// This node and its descendants with their colours resolved for `appearance`.
    public func resolvingColors(for appearance: Appearance) -> SceneNode {
        var node = self
        node.style.backgroundColor = style.backgroundColor?.resolved(for: appearance)
        node.style.borderColor = style.borderColor?.resolved(for: appearance)
        node.style.shadow?.color = style.shadow?.color.resolved(for: appearance) ?? .clear
        switch content {
        case .none: break
        case let .text(layout, color, runColors):
            node.content = .text(layout, color: color.resolved(for: appearance), runColors: runColors.map { $0.resolved(for: appearance) })
        case let .imagePlaceholder(color): node.content = .imagePlaceholder(color: color.resolved(for: appearance))
        case let .symbolPlaceholder(color): node.content = .symbolPlaceholder(color: color.resolved(for: appearance))
        case let .symbol(layout, color): node.content = .symbol(layout, color: color.resolved(for: appearance))
        case let .control(drawing): node.content = .control(drawing.resolved(for: appearance))
        case .image: break
        case var .shape(shape):
            shape.fillColor = shape.fillColor?.resolved(for: appearance)
            shape.strokeColor = shape.strokeColor?.resolved(for: appearance)
            node.content = .shape(shape)
        }
        node.children = children.map { $0.resolvingColors(for: appearance) }
        return node
    }
}

extension SceneNode {
    /// Custom fonts this node's text and its descendants' asked for and did not get, in tree order.
    public var substitutedFonts: [String] {
        var found: [String] = []
        if case let .text(layout, _, _) = content, let font = layout.substitutedFont { found.append(font) }
        for child in children { found += child.substitutedFonts }
        return found
    }

    /// Characters no font covers in this node's text and its descendants', in tree order.
    public var missingCharacters: [String] {
        var found: [String] = []
        if case let .text(layout, _, _) = content { found += layout.missingCharacters }
        for child in children { found += child.missingCharacters }
        return found
    }
}

/// One cell, supplementary view or decoration view, with the attributes a collection view gives it.
public struct SceneElement: Hashable, Sendable {
    public var category: ElementCategory
    /// Element kind for supplementary and decoration views (e.g. `sectionHeader`, `separator`); nil for cells.
    public var kind: String?
    public var indexPath: IndexPath
    /// The untransformed frame in the scene's coordinates.
    public var frame: Rect
    public var zIndex: Int
    public var alpha: Double
    public var isHidden: Bool
    /// The element's 3-D transform around its centre; `transform` is its x-y part.
    public var transform3D: Transform3D
    /// `bounds.origin`: the element's views are drawn shifted by minus this (zero unless a layout scrolls them).
    public var boundsOrigin: Point = .zero
    /// The element's view tree; the root's frame is in the element's own coordinates (origin zero).
    public var root: SceneNode
    /// The constraints written for the element's views, solved, in the element's coordinates (cells, headers and footers
    /// laid out by Auto Layout, and standalone views), when the layout environment keeps them; debug overlays draw them.
    public var constraintGuides: [ConstraintGuide] = []

    public init(category: ElementCategory, kind: String? = nil, indexPath: IndexPath, frame: Rect, zIndex: Int = 0,
                alpha: Double = 1, isHidden: Bool = false, transform: AffineTransform = .identity, root: SceneNode) {
        self.category = category; self.kind = kind; self.indexPath = indexPath; self.frame = frame; self.zIndex = zIndex
        self.alpha = alpha; self.isHidden = isHidden; self.transform3D = Transform3D(transform); self.root = root
    }

    /// The affine transform (`transform`): the x-y part of `transform3D`; setting it replaces `transform3D`.
    public var transform: AffineTransform {
        get { transform3D.affineTransform }
        set { transform3D = Transform3D(newValue) }
    }
}

/// A solved constraint as Xcode's view debugger shows it: a line between the two anchors it relates (or along the view
/// for a size), in the element's coordinates, labelled with its constant.
public struct ConstraintGuide: Hashable, Sendable {
    public var from: Point
    public var to: Point
    public var label: String

    public init(from: Point, to: Point, label: String) { self.from = from; self.to = to; self.label = label }
}

/// Where an input file writes a view: the fixture or Interface Builder document, and the line (messages and lint
/// findings name it).
public struct SourceLocation: Hashable, Sendable {
    public var file: String
    /// 1-based.
    public var line: Int

    public init(file: String, line: Int) { self.file = file; self.line = line }
}

/// A view inside an element: a frame relative to its parent, a look, and what it shows.
public struct SceneNode: Hashable, Sendable {
    public var id: String
    public var frame: Rect
    public var style: NodeStyle
    public var content: NodeContent
    public var children: [SceneNode]
    /// For scroll views, the size of the scrollable content (children are placed in content coordinates, scrolled
    /// to the top); nil for other views.
    public var contentSize: Size?
    /// The view's outlet or user label, and the element it was read from, when an input document gives them.
    public var name: String?
    public var element: String?
    /// Where the input file writes the view, when known (`ViewSpec.source`).
    public var source: SourceLocation?
    /// The frame of the view's `layoutMarginsGuide` in its own bounds, for views whose margins are not zero (debug
    /// overlays draw it).
    public var layoutMarginsFrame: Rect?
    /// `isHidden`: the view is laid out (hidden views keep their constraints in UIKit) but neither it nor its
    /// subviews are drawn or linted.
    public var isHidden = false

    public init(id: String, frame: Rect, style: NodeStyle = NodeStyle(), content: NodeContent = .none, children: [SceneNode] = [],
                contentSize: Size? = nil) {
        self.id = id; self.frame = frame; self.style = style; self.content = content; self.children = children
        self.contentSize = contentSize
    }
}

/// How a node is painted behind its content.
public struct NodeStyle: Hashable, Sendable {
    @Indirect public var backgroundColor: Color? = nil
    public var cornerRadius: Double
    public var borderWidth: Double
    @Indirect public var borderColor: Color? = nil
    /// Whether children and content are clipped to the node's bounds (`clipsToBounds`).
    public var clipsToBounds: Bool
    /// `alpha` (`layer.opacity`): the node and its descendants are composited at this opacity.
    public var opacity: Double = 1
    /// The layer's shadow, drawn beneath the node.
    @Indirect public var shadow: Shadow? = nil

    public init(backgroundColor: Color? = nil, cornerRadius: Double = 0, borderWidth: Double = 0,
                borderColor: Color? = nil, clipsToBounds: Bool = false) {
        self.backgroundColor = backgroundColor; self.cornerRadius = cornerRadius; self.borderWidth = borderWidth
        self.borderColor = borderColor; self.clipsToBounds = clipsToBounds
    }
}

/// A layer's shadow (`shadowColor`, `shadowOpacity`, `shadowRadius`, `shadowOffset`, `shadowPath`): the shape —
/// `path` when given, else the node's rounded bounds — filled in the colour at that opacity, offset and blurred
/// with a Gaussian of standard deviation `radius` (Core Animation's shadow radius).
public struct Shadow: Hashable, Sendable {
    public var color: Color
    public var opacity: Double
    public var radius: Double
    public var offset: Point
    public var path: ScenePath?
    public init(color: Color, opacity: Double, radius: Double, offset: Point, path: ScenePath? = nil) {
        self.color = color; self.opacity = opacity; self.radius = radius; self.offset = offset; self.path = path
    }
}

/// A vector path in a node's coordinates (`UIBezierPath`, `CGPath`).
public struct ScenePath: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case curve(Point, Point, Point)
        case close
    }
    public var elements: [Element]
    public init(elements: [Element] = []) { self.elements = elements }

    /// Every point the path names, control points included.
    public var points: [Point] {
        elements.flatMap { element -> [Point] in
            switch element {
            case let .move(p), let .line(p): return [p]
            case let .curve(a, b, c): return [a, b, c]
            case .close: return []
            }
        }
    }

    /// The smallest rectangle holding every point (control points included, as `CGPath.boundingBox` counts them);
    /// nil for an empty path or one with a non-finite point.
    public var controlPointBounds: Rect? {
        let points = self.points
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(), let minY = points.map(\.y).min(),
              let maxY = points.map(\.y).max(), [minX, maxX, minY, maxY].allSatisfy(\.isFinite) else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The path with every point mapped by `transform`.
    public func mapped(_ transform: (Point) -> Point) -> ScenePath {
        ScenePath(elements: elements.map { element in
            switch element {
            case let .move(p): return .move(transform(p))
            case let .line(p): return .line(transform(p))
            case let .curve(a, b, c): return .curve(transform(a), transform(b), transform(c))
            case .close: return .close
            }
        })
    }

    /// A rectangle with corners rounded by `radius` (four cubic quarter-circles).
    public static func roundedRect(_ rect: Rect, radius: Double) -> ScenePath {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2)), k = 0.5522847498 * r
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.minX + rect.width, y1 = rect.minY + rect.height
        return ScenePath(elements: [
            .move(Point(x: x0 + r, y: y0)), .line(Point(x: x1 - r, y: y0)),
            .curve(Point(x: x1 - r + k, y: y0), Point(x: x1, y: y0 + r - k), Point(x: x1, y: y0 + r)), .line(Point(x: x1, y: y1 - r)),
            .curve(Point(x: x1, y: y1 - r + k), Point(x: x1 - r + k, y: y1), Point(x: x1 - r, y: y1)), .line(Point(x: x0 + r, y: y1)),
            .curve(Point(x: x0 + r - k, y: y1), Point(x: x0, y: y1 - r + k), Point(x: x0, y: y1 - r)), .line(Point(x: x0, y: y0 + r)),
            .curve(Point(x: x0, y: y0 + r - k), Point(x: x0 + r - k, y: y0), Point(x: x0 + r, y: y0)), .close,
        ])
    }
}

/// A filled and/or stroked path (`CAShapeLayer`).
public struct ShapeDrawing: Hashable, Sendable {
    public var path: ScenePath
    public var fillColor: Color?
    public var strokeColor: Color?
    public var lineWidth: Double
    /// The even-odd fill rule instead of non-zero winding.
    public var evenOddFill: Bool
    public init(path: ScenePath, fillColor: Color?, strokeColor: Color?, lineWidth: Double = 1, evenOddFill: Bool = false) {
        self.path = path; self.fillColor = fillColor; self.strokeColor = strokeColor; self.lineWidth = lineWidth; self.evenOddFill = evenOddFill
    }
}

/// What a node shows.
public enum NodeContent: Hashable, Sendable {
    case none
    /// Text as laid out by Measure, drawn in the node's bounds (vertically centred when the node is taller,
    /// as UILabel draws), in `color`; the glyphs of attributed run `i` (`GlyphRun.attributedRun`) in `runColors[i]`
    /// when there is one (`NSAttributedString`'s `.foregroundColor`).
    case text(TextLayout, color: Color, runColors: [Color] = [])
    /// An image placeholder: a filled box with a diagonal cross, standing in for an image of that size.
    case imagePlaceholder(color: Color)
    /// An SF Symbol drawn as a glyph (`SymbolGlyphs`), centred in the node's bounds in `color`, as a template image is
    /// tinted; what is behind it shows around the glyph.
    case symbol(TextLayout, color: Color)
    /// An SF Symbol with no glyph here: a neutral outline of the symbol image's size (never a filled box, which would
    /// hide what is behind it).
    case symbolPlaceholder(color: Color)
    /// A control or accessory, drawn simply but recognisably in the node's bounds.
    case control(ControlDrawing)
    /// An image file (an asset catalogue's PNG, PDF or SVG), drawn in the node's bounds by its content mode.
    case image(ImageSource)
    /// A vector shape (`CAShapeLayer`).
    case shape(ShapeDrawing)
}

/// An image an app ships: the files of one image set (a PNG per scale, or one vector file) and how the image
/// view fits it (`UIView.ContentMode`).
public struct ImageSource: Hashable, Sendable {
    public enum Format: String, Hashable, Sendable { case png, pdf, svg }
    /// `UIView.ContentMode` as far as a still image needs it.
    public enum ContentMode: String, Hashable, Sendable, CaseIterable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, center
    }

    public var name: String
    public var format: Format
    /// The files by the scale they are for (`1x`, `2x`, `3x`); a vector image has one, at scale 1.
    public var files: [Double: String]
    public var contentMode: ContentMode

    public init(name: String, format: Format, files: [Double: String], contentMode: ContentMode = .scaleToFill) {
        self.name = name; self.format = format; self.files = files; self.contentMode = contentMode
    }

    /// The file for a screen scale: that scale's, else the largest (as UIKit picks an image set's
    /// representation), with the scale it is for.
    public func file(forScale scale: Double) -> (path: String, scale: Double)? {
        if let exact = files[scale] { return (exact, scale) }
        guard let best = files.max(by: { $0.key < $1.key }) else { return nil }
        return (best.value, best.key)
    }
}

extension ImageSource.ContentMode {
    /// The size an image of `natural` size is drawn at in `bounds` (`UIView.ContentMode`): the bounds for
    /// `scaleToFill`, the natural size for `center`, the natural size scaled uniformly to fit inside the bounds
    /// (`scaleAspectFit`) or to cover them (`scaleAspectFill`). An image without area is drawn at the bounds.
    public func drawnSize(of natural: Size, in bounds: Size) -> Size {
        guard natural.width > 0, natural.height > 0 else { return bounds }
        switch self {
        case .scaleToFill:
            return bounds
        case .center:
            return natural
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / natural.width, sy = bounds.height / natural.height
            let factor = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            return Size(width: natural.width * factor, height: natural.height * factor)
        }
    }
}

/// The controls and accessories LayoutSnap draws, each in the shape iOS gives it.
public enum ControlDrawing: Hashable, Sendable {
    /// `UISwitch`: a capsule track (`onTint` when on, a light grey when off) and a white knob, at the trailing end
    /// when on (the left end in right-to-left layouts, where the switch is mirrored).
    case toggle(isOn: Bool, onTint: Color, isMirrored: Bool = false)
    /// `UITableViewCell.AccessoryType.disclosureIndicator`: a chevron pointing to the trailing side (to the left
    /// in right-to-left layouts).
    case disclosureIndicator(color: Color, pointsLeft: Bool = false)
    /// `.checkmark`.
    case checkmark(color: Color)
    /// `.detailButton` (and the info circle of `.detailDisclosureButton`): an "i" in a circle.
    case detailButton(color: Color)
    /// `UIActivityIndicatorView`: twelve spokes.
    case activityIndicator(color: Color)
    /// `UITextField` with a rounded-rect border: the border (its placeholder or text is a child label).
    case roundedBorder(color: Color)

    /// The drawing as laid out in `direction` (a chevron turns to the trailing side, a switch is mirrored).
    public func laidOut(in direction: LayoutDirection) -> ControlDrawing {
        switch self {
        case let .disclosureIndicator(color, _): return .disclosureIndicator(color: color, pointsLeft: direction == .rightToLeft)
        case let .toggle(isOn, tint, _): return .toggle(isOn: isOn, onTint: tint, isMirrored: direction == .rightToLeft)
        default: return self
        }
    }

    /// The drawing with its colours resolved for `appearance`.
    public func resolved(for appearance: Appearance) -> ControlDrawing {
        switch self {
        case let .toggle(isOn, tint, mirrored): return .toggle(isOn: isOn, onTint: tint.resolved(for: appearance), isMirrored: mirrored)
        case let .disclosureIndicator(color, pointsLeft):
            return .disclosureIndicator(color: color.resolved(for: appearance), pointsLeft: pointsLeft)
        case let .checkmark(color): return .checkmark(color: color.resolved(for: appearance))
        case let .detailButton(color): return .detailButton(color: color.resolved(for: appearance))
        case let .activityIndicator(color): return .activityIndicator(color: color.resolved(for: appearance))
        case let .roundedBorder(color): return .roundedBorder(color: color.resolved(for: appearance))
        }
    }
}
