import Foundation
import Geometry
import Measure
import Scenes

/// `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// `CALayer`, as far as a still image needs it: background, corners, border, shadow, opacity and sublayers.
/// A view's layer draws the view; sublayers added with `addSublayer` are drawn above the view's background and
/// below its subviews.
@preconcurrency @MainActor open class CALayer: NSObject {
    public var frame: CGRect = .zero
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    public var position: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    public var backgroundColor: CGColor?
    public var cornerRadius: CGFloat = 0
    /// Accepted; corners are drawn circular.
    public var cornerCurve: CALayerCornerCurve = .circular
    /// Accepted; every corner is rounded.
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    public var masksToBounds = false
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor? = CGColor(color: .black)
    public var shadowColor: CGColor? = CGColor(color: .black)
    public var shadowOpacity: Float = 0
    public var shadowRadius: CGFloat = 3
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowPath: CGPath?
    public var opacity: Float = 1
    public var isHidden = false
    public var name: String?
    public var zPosition: CGFloat = 0
    /// Accepted without effect on a still image.
    public var shouldRasterize = false
    public var rasterizationScale: CGFloat = 1
    public var contentsScale: CGFloat = 1
    public var isOpaque = false
    public var needsDisplayOnBoundsChange = false
    /// Accepted; a mask layer is not applied.
    public var mask: CALayer?
    public private(set) var sublayers: [CALayer]?
    public private(set) weak var superlayer: CALayer?

    /// Accepted; a still image runs no implicit animations.
    public var actions: [String: CAAction]?
    public var style: [AnyHashable: Any]?
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var transform = CATransform3D.identity
    public var contentsGravity: CALayerContentsGravity = .resize
    public var contents: Any?
    public weak var delegate: AnyObject?

    public required override init() { super.init() }
    public init(layer: Any) { super.init() }

    public func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(list.count, Int(index)))
        sublayers = list
        layer.superlayer = self
    }

    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s }.map { $0 + 1 } } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    public func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    /// `preferredFrameSize()`: the layer's own size (a layer without a layout manager has no other preference).
    open func preferredFrameSize() -> CGSize { bounds.size }

    public func setNeedsDisplay() {}
    public func setNeedsLayout() {}
    public func layoutIfNeeded() {}
    public func removeAllAnimations() {}

    /// The node style of this layer's own drawing (`viewBackground`: the view's dynamic background, which wins
    /// over the layer's resolved one).
    func nodeStyle(viewBackground: Color? = nil, alpha: Double = 1) -> NodeStyle {
        var style = NodeStyle(backgroundColor: viewBackground ?? backgroundColor?.color, cornerRadius: Double(max(0, cornerRadius)),
                              borderWidth: Double(max(0, borderWidth)), borderColor: borderColor?.color, clipsToBounds: masksToBounds)
        style.opacity = alpha * Double(min(1, max(0, opacity)))
        if shadowOpacity > 0, let shadowColor, !masksToBounds {
            style.shadow = Shadow(color: shadowColor.color, opacity: Double(min(1, shadowOpacity)), radius: Double(max(0, shadowRadius)),
                                  offset: Point(x: Double(shadowOffset.width), y: Double(shadowOffset.height)), path: shadowPath?.scenePath)
        }
        return style
    }

    /// This layer's sublayers as scene nodes (hidden ones left out).
    func sublayerNodes(idPrefix: String) -> [SceneNode] {
        (sublayers ?? []).enumerated().compactMap { index, layer in
            guard !layer.isHidden else { return nil }
            let drawing = layer.drawing
            var node = SceneNode(id: "\(idPrefix).sublayer\(index)", frame: drawing.frame.rect, style: layer.nodeStyle(),
                                 content: drawing.content, children: layer.sublayerNodes(idPrefix: "\(idPrefix).sublayer\(index)"))
            node.element = String(describing: type(of: layer))
            return node
        }
    }

    /// What the layer draws of its own, and where: its frame and no content; a shape layer its path, a text layer its
    /// text from the top of its frame.
    var drawing: (frame: CGRect, content: NodeContent) { (frame, .none) }
}

/// `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = Self(rawValue: "butt"), round = Self(rawValue: "round"), square = Self(rawValue: "square")
}

/// `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = Self(rawValue: "miter"), round = Self(rawValue: "round"), bevel = Self(rawValue: "bevel")
}

/// `CGMutablePath`: a `CGPath` built with moves, lines, curves, rectangles and ellipses.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(ScenePath()) }
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        scenePath.elements.append(.move(point.point.applying(transform)))
    }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        scenePath.elements.append(.line(point.point.applying(transform)))
    }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (index, point) in points.enumerated() {
            scenePath.elements.append(index == 0 ? .move(point.point.applying(transform)) : .line(point.point.applying(transform)))
        }
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        scenePath.elements.append(.curve(control1.point.applying(transform), control2.point.applying(transform), end.point.applying(transform)))
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        scenePath.elements += ScenePath.roundedRect(rect.rect, radius: 0).applying(transform).elements
    }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        scenePath.elements += CGPath.oval(in: rect).applying(transform).elements
    }
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        scenePath.elements += path.scenePath.applying(transform).elements
    }
    public func closeSubpath() { scenePath.elements.append(.close) }
}

extension CGPoint {
    /// The point in Geometry's type.
    var point: Point { Point(x: Double(x), y: Double(y)) }
}

extension Point {
    func applying(_ t: CGAffineTransform) -> Point {
        Point(x: Double(t.a) * x + Double(t.c) * y + Double(t.tx), y: Double(t.b) * x + Double(t.d) * y + Double(t.ty))
    }
}

/// `CAAction`: accepted (a still image runs no implicit animations).
public protocol CAAction {}
extension NSNull: CAAction {}

/// `CATransform3D`, accepted for compilation (layers are not drawn transformed).
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
    public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1
    public init() {}
    public static let identity = CATransform3D()
}
public let CATransform3DIdentity = CATransform3D.identity

/// `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = Self(rawValue: "center"), top = Self(rawValue: "top"), bottom = Self(rawValue: "bottom")
    public static let resize = Self(rawValue: "resize"), resizeAspect = Self(rawValue: "resizeAspect")
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

/// `CATransaction`: a still image has no implicit animations to group or disable, so the calls only run their
/// completion blocks.
public enum CATransaction {
    private nonisolated(unsafe) static var completion: (() -> Void)?
    public static func begin() {}
    public static func commit() {
        let block = completion
        completion = nil
        block?()
    }
    public static func flush() {}
    public static func setDisableActions(_ flag: Bool) {}
    public static func disableActions() -> Bool { true }
    public static func setAnimationDuration(_ duration: TimeInterval) {}
    public static func animationDuration() -> TimeInterval { 0 }
    public static func setCompletionBlock(_ block: (() -> Void)?) { completion = block }
}

/// `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = Self(rawValue: "natural"), left = Self(rawValue: "left"), right = Self(rawValue: "right")
    public static let center = Self(rawValue: "center"), justified = Self(rawValue: "justified")
}

/// `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = Self(rawValue: "none"), start = Self(rawValue: "start"), end = Self(rawValue: "end")
    public static let middle = Self(rawValue: "middle")
}

/// `CATextLayer`: its `string` (a `String` or an `NSAttributedString`) drawn from the top of the layer in `font`
/// (a `UIFont` or a font name; Helvetica's stand-in by default) at `fontSize` (36 pt by default) and
/// `foregroundColor` (white by default), on one line unless `isWrapped`, as Core Animation draws it.
@preconcurrency @MainActor open class CATextLayer: CALayer {
    public var string: Any?
    public var font: Any?
    public var fontSize: CGFloat = 36
    public var foregroundColor: CGColor? = CGColor(color: .white)
    public var isWrapped = false
    public var alignmentMode: CATextLayerAlignmentMode = .natural
    public var truncationMode: CATextLayerTruncationMode = .none
    public var allowsFontSubpixelQuantization = false

    /// A label that lays the string out as the layer draws it.
    private var label: UILabel {
        let label = UILabel(frame: .zero)
        switch string {
        case let attributed as NSAttributedString: label.attributedText = attributed
        case let text as String: label.text = text
        default: label.text = ""
        }
        let base: UIFont
        switch font {
        case let uiFont as UIFont: base = uiFont
        case let name as String: base = UIFont(name: name, size: fontSize) ?? .systemFont(ofSize: fontSize)
        default: base = .systemFont(ofSize: fontSize)
        }
        if !(string is NSAttributedString) {
            label.font = base.withSize(fontSize)
            label.textColor = foregroundColor.map { UIColor(cgColor: $0) } ?? .white
        }
        label.numberOfLines = isWrapped ? 0 : 1
        label.lineBreakMode = truncationMode == .none ? (isWrapped ? .byWordWrapping : .byClipping)
            : truncationMode == .start ? .byTruncatingHead : truncationMode == .middle ? .byTruncatingMiddle : .byTruncatingTail
        switch alignmentMode {
        case .left: label.textAlignment = .left
        case .right: label.textAlignment = .right
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        default: label.textAlignment = .natural
        }
        return label
    }

    /// The text laid out at the layer's width, measured with the current traits.
    private var textLayout: (layout: TextLayout, color: Color)? {
        guard let measurer = UIKitLayout.measurer else { return nil }
        let label = self.label
        let traits = UITraitCollection.current
        let spec = label.labelSpec(id: "text", category: traits.category)
        let attributes = spec.textAttributes(category: traits.category, direction: .leftToRight)
        let width = frame.width > 0 ? Double(frame.width) : nil
        let layout = measurer.layout(spec.text, attributes: attributes, width: width,
                                     scale: Double(traits.displayScale > 0 ? traits.displayScale : 2), pseudoLocale: traits.pseudoLocale)
        return (layout, (label.textColor ?? .white).color)
    }

    /// The text, drawn from the layer's top: the node is as tall as the text, at most as tall as the layer.
    override var drawing: (frame: CGRect, content: NodeContent) {
        guard let (layout, color) = textLayout else { return (frame, .none) }
        var drawn = frame
        drawn.size.height = min(frame.height, CGFloat(layout.size.height))
        return (drawn, .text(layout, color: color))
    }
}

/// `CAShapeLayer`: a path filled and stroked.
@preconcurrency @MainActor open class CAShapeLayer: CALayer {
    public var path: CGPath?
    public var fillColor: CGColor? = CGColor(color: .black)
    public var strokeColor: CGColor?
    public var lineWidth: CGFloat = 1
    public var fillRule: CAShapeLayerFillRule = .nonZero
    /// Accepted; lines are drawn with Cairo's defaults.
    public var lineCap: CAShapeLayerLineCap = .butt
    public var lineJoin: CAShapeLayerLineJoin = .miter
    public var lineDashPattern: [NSNumber]?
    public var strokeStart: CGFloat = 0, strokeEnd: CGFloat = 1

    override var drawing: (frame: CGRect, content: NodeContent) {
        guard let path else { return (frame, .none) }
        return (frame, .shape(ShapeDrawing(path: path.scenePath, fillColor: fillColor?.color, strokeColor: strokeColor?.color,
                                           lineWidth: Double(lineWidth), evenOddFill: fillRule == .evenOdd)))
    }
}

/// `CAGradientLayer`: accepted; drawn as its first colour.
@preconcurrency @MainActor open class CAGradientLayer: CALayer {
    public var colors: [Any]? { didSet { backgroundColor = colors?.first.flatMap { $0 as? CGColor } } }
    public var locations: [NSNumber]?
    public var startPoint = CGPoint(x: 0.5, y: 0), endPoint = CGPoint(x: 0.5, y: 1)
}

/// `CGPath`: an immutable vector path.
public class CGPath: Hashable, @unchecked Sendable {
    public internal(set) var scenePath: ScenePath
    init(_ path: ScenePath) { scenePath = path }

    /// `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(ScenePath.roundedRect(rect.rect, radius: 0).applying(transform?.pointee))
    }
    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`: corners of the smaller radius (LayoutSnap's paths
    /// round corners circularly).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        let radius = max(0, min(Double(cornerWidth), Double(cornerHeight), Double(rect.width) / 2, Double(rect.height) / 2))
        self.init(ScenePath.roundedRect(rect.rect, radius: radius).applying(transform?.pointee))
    }
    /// `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(CGPath.oval(in: rect).applying(transform?.pointee))
    }

    /// Four cubic Béziers approximating the ellipse inscribed in `rect` (the constant is 4/3·(√2 − 1)).
    static func oval(in rect: CGRect) -> ScenePath {
        let k = 0.5522847498, cx = Double(rect.midX), cy = Double(rect.midY), rx = Double(rect.width) / 2, ry = Double(rect.height) / 2
        var path = ScenePath()
        path.elements = [
            .move(Point(x: cx + rx, y: cy)),
            .curve(Point(x: cx + rx, y: cy + k * ry), Point(x: cx + k * rx, y: cy + ry), Point(x: cx, y: cy + ry)),
            .curve(Point(x: cx - k * rx, y: cy + ry), Point(x: cx - rx, y: cy + k * ry), Point(x: cx - rx, y: cy)),
            .curve(Point(x: cx - rx, y: cy - k * ry), Point(x: cx - k * rx, y: cy - ry), Point(x: cx, y: cy - ry)),
            .curve(Point(x: cx + k * rx, y: cy - ry), Point(x: cx + rx, y: cy - k * ry), Point(x: cx + rx, y: cy)),
            .close,
        ]
        return path
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.scenePath == rhs.scenePath }
    public func hash(into hasher: inout Hasher) { hasher.combine(scenePath) }

    /// `boundingBox` (control points included).
    public var boundingBox: CGRect {
        guard let box = scenePath.controlPointBounds else { return .null }
        return CGRect(x: box.minX, y: box.minY, width: box.width, height: box.height)
    }
}

/// `UIBezierPath`: builds a path with lines, curves, arcs, rectangles, rounded rectangles and ovals.
@preconcurrency @MainActor open class UIBezierPath {
    var path = ScenePath()
    private var current = Point.zero
    public var lineWidth: CGFloat = 1
    /// Accepted; a path is filled by `CAShapeLayer.fillRule`.
    public var usesEvenOddFillRule = false

    public init() {}
    public convenience init(rect: CGRect) {
        self.init()
        path = .roundedRect(rect.rect, radius: 0)
    }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path = .roundedRect(rect.rect, radius: Double(cornerRadius))
    }
    /// `init(roundedRect:byRoundingCorners:cornerRadii:)`: the corners given rounded by the radii's width.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = Double(max(0, min(cornerRadii.width, rect.width / 2, rect.height / 2)))
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        func radius(_ corner: UIRectCorner) -> Double { corners.contains(corner) ? r : 0 }
        move(to: CGPoint(x: x0 + radius(.topLeft), y: y0))
        addLine(to: CGPoint(x: x1 - radius(.topRight), y: y0))
        corner(Point(x: x1, y: y0), radius(.topRight), from: Point(x: x1 - radius(.topRight), y: y0), to: Point(x: x1, y: y0 + radius(.topRight)))
        addLine(to: CGPoint(x: x1, y: y1 - radius(.bottomRight)))
        corner(Point(x: x1, y: y1), radius(.bottomRight), from: Point(x: x1, y: y1 - radius(.bottomRight)), to: Point(x: x1 - radius(.bottomRight), y: y1))
        addLine(to: CGPoint(x: x0 + radius(.bottomLeft), y: y1))
        corner(Point(x: x0, y: y1), radius(.bottomLeft), from: Point(x: x0 + radius(.bottomLeft), y: y1), to: Point(x: x0, y: y1 - radius(.bottomLeft)))
        addLine(to: CGPoint(x: x0, y: y0 + radius(.topLeft)))
        corner(Point(x: x0, y: y0), radius(.topLeft), from: Point(x: x0, y: y0 + radius(.topLeft)), to: Point(x: x0 + radius(.topLeft), y: y0))
        close()
    }
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path = CGPath.oval(in: rect)
    }
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.scenePath
    }

    public func move(to point: CGPoint) { current = Point(x: Double(point.x), y: Double(point.y)); path.elements.append(.move(current)) }
    public func addLine(to point: CGPoint) { current = Point(x: Double(point.x), y: Double(point.y)); path.elements.append(.line(current)) }
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        current = Point(x: Double(endPoint.x), y: Double(endPoint.y))
        path.elements.append(.curve(Point(x: Double(controlPoint1.x), y: Double(controlPoint1.y)),
                                    Point(x: Double(controlPoint2.x), y: Double(controlPoint2.y)), current))
    }
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        let c = Point(x: Double(controlPoint.x), y: Double(controlPoint.y)), e = Point(x: Double(endPoint.x), y: Double(endPoint.y))
        let c1 = Point(x: current.x + 2.0 / 3 * (c.x - current.x), y: current.y + 2.0 / 3 * (c.y - current.y))
        let c2 = Point(x: e.x + 2.0 / 3 * (c.x - e.x), y: e.y + 2.0 / 3 * (c.y - e.y))
        current = e
        path.elements.append(.curve(c1, c2, e))
    }
    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)` (clockwise in UIKit's flipped coordinates), as
    /// cubic segments of at most a quarter turn.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let cx = Double(center.x), cy = Double(center.y), r = Double(radius)
        var start = Double(startAngle), end = Double(endAngle)
        guard start.isFinite, end.isFinite, r.isFinite else { return }
        if clockwise { while end < start { end += 2 * .pi } } else { while end > start { end -= 2 * .pi } }
        let startPoint = Point(x: cx + r * cos(start), y: cy + r * sin(start))
        path.elements.append(path.elements.isEmpty ? .move(startPoint) : .line(startPoint))
        let segments = max(1, Int((abs(end - start) / (.pi / 2)).rounded(.up)))
        let step = (end - start) / Double(segments)
        for _ in 0..<min(segments, 16) {
            let a = start, b = start + step
            let k = 4.0 / 3 * tan((b - a) / 4) * r
            let p1 = Point(x: cx + r * cos(a) - k * sin(a), y: cy + r * sin(a) + k * cos(a))
            let p2 = Point(x: cx + r * cos(b) + k * sin(b), y: cy + r * sin(b) - k * cos(b))
            current = Point(x: cx + r * cos(b), y: cy + r * sin(b))
            path.elements.append(.curve(p1, p2, current))
            start = b
        }
    }
    public func close() { path.elements.append(.close) }
    public func append(_ other: UIBezierPath) { path.elements += other.path.elements }
    public func removeAllPoints() { path.elements = [] }
    public var isEmpty: Bool { path.elements.isEmpty }
    public var cgPath: CGPath { CGPath(path) }
    public var bounds: CGRect { cgPath.boundingBox }

    private func corner(_ vertex: Point, _ r: Double, from: Point, to: Point) {
        guard r > 0 else { return }
        let k = 0.5522847498
        let c1 = Point(x: from.x + (vertex.x - from.x) * k, y: from.y + (vertex.y - from.y) * k)
        let c2 = Point(x: to.x + (vertex.x - to.x) * k, y: to.y + (vertex.y - to.y) * k)
        current = to
        path.elements.append(.curve(c1, c2, to))
    }
}

/// `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1), topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4), bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

extension ScenePath {
    /// The path with every point mapped through `transform` (`nil`: unchanged).
    func applying(_ transform: CGAffineTransform?) -> ScenePath {
        guard let transform else { return self }
        return mapped { $0.applying(transform) }
    }
}
