import Geometry

/// The size of an SF Symbol image as UIKit gives it (`UIImage(systemName:withConfiguration:)`): its point size from
/// the symbol configuration (Body's 17 pt when there is none), its scale, and the symbol's own aspect.
///
/// SF Symbols' metrics are Apple's and not on Linux; what a document stores is each symbol's aspect (normalised to
/// 128). The longer side is then about 1.2 × the point size at the medium scale (measured on the corpus' stored
/// frames: 20.67 for `antenna` at 17 pt, 22 for `trash` at 18 pt, 86.67 × 84 for a circle at 74 pt). Apple documents
/// the large scale as "approximately 30% larger" and the small one as "approximately 20% smaller" than medium
/// (`NSImage.SymbolScale`); large is taken as 1.27 × medium, which gives the stored 26 pt (2×) and 25.67 pt (3×) of
/// `xmark.circle` at 17 pt large in two documents, and small as 0.8 × medium. Individual symbols differ from this by
/// up to about a point.
public struct SymbolImage: Hashable, Sendable {
    public enum Scale: String, Hashable, Sendable { case small, medium, large }

    public var pointSize: Double
    public var scale: Scale

    /// UIKit's default symbol configuration: Body's size at Large, medium scale.
    public static let defaultPointSize = 17.0

    public init(pointSize: Double = SymbolImage.defaultPointSize, scale: Scale = .medium) {
        self.pointSize = pointSize
        self.scale = scale
    }

    /// The longer side per point of size, by scale.
    static func sidePerPoint(_ scale: Scale) -> Double {
        switch scale {
        case .small: return 1.2 * 0.8
        case .medium: return 1.2
        case .large: return 1.2 * 1.27
        }
    }

    /// The image's size for a symbol whose shape is `shape` (any size with the symbol's aspect).
    public func size(shape: Size) -> Size {
        let longer = max(shape.width, shape.height)
        guard longer > 0, pointSize > 0, pointSize.isFinite else { return .zero }
        let factor = Self.sidePerPoint(scale) * pointSize / longer
        return Size(width: shape.width * factor, height: shape.height * factor)
    }
}
