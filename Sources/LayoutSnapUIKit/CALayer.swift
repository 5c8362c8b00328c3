import Foundation
import Geometry
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
@preconcurrency @MainActor open class CALayer {
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

    public required init() {}
    public init(layer: Any) {}

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
            var node = SceneNode(id: "\(idPrefix).sublayer\(index)", frame: layer.frame.rect, style: layer.nodeStyle(),
                                 content: layer.content, children: layer.sublayerNodes(idPrefix: "\(idPrefix).sublayer\(index)"))
            node.element = String(describing: type(of: layer))
            return node
        }
    }

    var content: NodeContent { .none }
}

/// `CAShapeLayer`: a path filled and stroked.
@preconcurrency @MainActor open class CAShapeLayer: CALayer {
    public var path: CGPath?
    public var fillColor: CGColor? = CGColor(color: .black)
    public var strokeColor: CGColor?
    public var lineWidth: CGFloat = 1
    public var fillRule: CAShapeLayerFillRule = .nonZero
    /// Accepted; lines are drawn with Cairo's defaults.
    public var lineCap = "butt", lineJoin = "miter"
    public var lineDashPattern: [NSNumber]?
    public var strokeStart: CGFloat = 0, strokeEnd: CGFloat = 1

    override var content: NodeContent {
        guard let path else { return .none }
        return .shape(ShapeDrawing(path: path.scenePath, fillColor: fillColor?.color, strokeColor: strokeColor?.color,
                                   lineWidth: Double(lineWidth), evenOddFill: fillRule == .evenOdd))
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
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.scenePath == rhs.scenePath }
    public func hash(into hasher: inout Hasher) { hasher.combine(scenePath) }

    public var boundingBox: CGRect {
        let points = scenePath.elements.flatMap { element -> [Point] in
            switch element {
            case let .move(p), let .line(p): return [p]
            case let .curve(a, b, c): return [a, b, c]
            case .close: return []
            }
        }
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(), let minY = points.map(\.y).min(),
              let maxY = points.map(\.y).max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// `UIBezierPath`: builds a path with lines, curves, arcs, rectangles, rounded rectangles and ovals.
@preconcurrency @MainActor open class UIBezierPath {
    var path = ScenePath()
    private var current = Point.zero
    public var lineWidth: CGFloat = 1

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
        let k = 0.5522847498, cx = Double(rect.midX), cy = Double(rect.midY), rx = Double(rect.width) / 2, ry = Double(rect.height) / 2
        path.elements = [
            .move(Point(x: cx + rx, y: cy)),
            .curve(Point(x: cx + rx, y: cy + k * ry), Point(x: cx + k * rx, y: cy + ry), Point(x: cx, y: cy + ry)),
            .curve(Point(x: cx - k * rx, y: cy + ry), Point(x: cx - rx, y: cy + k * ry), Point(x: cx - rx, y: cy)),
            .curve(Point(x: cx - rx, y: cy - k * ry), Point(x: cx - k * rx, y: cy - ry), Point(x: cx, y: cy - ry)),
            .curve(Point(x: cx + k * rx, y: cy - ry), Point(x: cx + rx, y: cy - k * ry), Point(x: cx + rx, y: cy)),
            .close,
        ]
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
