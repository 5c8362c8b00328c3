import Foundation

/// A 2-D affine transform (`CGAffineTransform`), applied around an element's centre as UIView applies it.
public struct AffineTransform: Hashable, Sendable, Codable {
    public var a, b, c, d, tx, ty: Double
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    @inlinable public static var identity: AffineTransform { AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    @inlinable public var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }
}

/// A 3-D transform (`CATransform3D`), row-vector convention as Core Animation: a point (x, y, z, 1) maps to
/// (x, y, z, 1) · M. Applied around an element's centre.
public struct Transform3D: Hashable, Sendable {
    public var m11, m12, m13, m14: Double
    public var m21, m22, m23, m24: Double
    public var m31, m32, m33, m34: Double
    public var m41, m42, m43, m44: Double

    @inlinable
    public init(m11: Double = 1, m12: Double = 0, m13: Double = 0, m14: Double = 0,
                m21: Double = 0, m22: Double = 1, m23: Double = 0, m24: Double = 0,
                m31: Double = 0, m32: Double = 0, m33: Double = 1, m34: Double = 0,
                m41: Double = 0, m42: Double = 0, m43: Double = 0, m44: Double = 1) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// `CATransform3DIdentity`.
    @inlinable public static var identity: Transform3D { Transform3D() }

    /// `CATransform3DMakeAffineTransform`.
    public init(_ affine: AffineTransform) {
        self.init(m11: affine.a, m12: affine.b, m21: affine.c, m22: affine.d, m41: affine.tx, m42: affine.ty)
    }

    /// `CATransform3DMakeTranslation`.
    public static func translation(x: Double, y: Double, z: Double) -> Transform3D { Transform3D(m41: x, m42: y, m43: z) }
    /// `CATransform3DMakeScale`.
    public static func scale(x: Double, y: Double, z: Double) -> Transform3D { Transform3D(m11: x, m22: y, m33: z) }
    /// `CATransform3DMakeRotation(angle, x, y, z)` about a unit axis (the axis is normalised).
    public static func rotation(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return .identity }
        let (x, y, z) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        return Transform3D(m11: t * x * x + c, m12: t * x * y + z * s, m13: t * x * z - y * s,
                           m21: t * x * y - z * s, m22: t * y * y + c, m23: t * y * z + x * s,
                           m31: t * x * z + y * s, m32: t * y * z - x * s, m33: t * z * z + c)
    }

    /// `CATransform3DConcat(self, other)`: first `self`, then `other`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = rows, b = other.rows
        var r = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j]
            }
        }
        return Transform3D(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                           m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    private var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// `CATransform3DIsIdentity`.
    @inlinable public var isIdentity: Bool { self == Transform3D() }

    /// `CATransform3DIsAffine`: the transform only acts in the x-y plane, with no perspective.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// `CATransform3DGetAffineTransform`: the x-y part (exact for affine transforms).
    public var affineTransform: AffineTransform { AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

    /// Where a point of the (flat, z = 0) layer lands on screen: the projective map (x, y) → (x', y') that the
    /// transform induces, with perspective division. Nil when the point is projected behind the viewer (w ≤ 0).
    public func project(_ point: Point) -> Point? {
        let w = point.x * m14 + point.y * m24 + m44
        guard w > 1e-12 else { return nil }
        return Point(x: (point.x * m11 + point.y * m21 + m41) / w, y: (point.x * m12 + point.y * m22 + m42) / w)
    }

    /// Whether the projection of the z = 0 plane is an affine map (no perspective terms act on it). Depth terms
    /// (m13, m23, m3x, m43) do not change where a flat layer lands, so such a transform draws exactly as
    /// `planarAffineTransform`.
    @inlinable public var isPlanarAffine: Bool { m14 == 0 && m24 == 0 && m44 == 1 }

    /// The affine map a flat layer sees when `isPlanarAffine`.
    public var planarAffineTransform: AffineTransform { affineTransform }
}
