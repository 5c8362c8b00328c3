import Foundation
import Geometry
import Testing

/// Geometry's values against hand computation: UIKit's pixel grid, rectangles, right-to-left mirroring, transforms,
/// the screen scale and the traits layout reads.
struct GeometryTests {
    /// `uikit-semantics.md` §10: label sizes round up to the pixel grid, frames to the nearest pixel (ties up).
    @Test func thePixelGridRoundsAsUIKitDoes() {
        #expect(PixelGrid.ceil(20.287, scale: 2) == 20.5)
        #expect(PixelGrid.ceil(20.5, scale: 2) == 20.5, "a value on the grid stays")
        #expect(PixelGrid.ceil(20.287, scale: 3) == 61.0 / 3)
        #expect(PixelGrid.round(950.25, scale: 2) == 950.5)
        #expect(PixelGrid.round(950.24, scale: 2) == 950)
        #expect(PixelGrid.integer(1e300) == nil && PixelGrid.integer(.nan) == nil && PixelGrid.integer(750) == 750)
    }

    @Test func rectanglesUnionIntersectAndMirror() {
        let a = Rect(x: 10, y: 20, width: 100, height: 50), b = Rect(x: 90, y: 60, width: 40, height: 40)
        #expect(a.union(b) == Rect(x: 10, y: 20, width: 120, height: 80))
        #expect(a.intersects(b))
        #expect(!a.intersects(Rect(x: 110, y: 20, width: 5, height: 5)), "touching edges do not intersect")
        // Right to left in a 375-wide content: the 16-pt leading inset lands on the right.
        #expect(Rect(x: 16, y: 8, width: 100, height: 20).mirrored(inWidth: 375) == Rect(x: 259, y: 8, width: 100, height: 20))
        #expect(a.offsetBy(dx: -10, dy: 5) == Rect(x: 0, y: 25, width: 100, height: 50))
    }

    @Test func transformsConcatenateInOrder() {
        let moved = Transform3D.translation(x: 10, y: 0, z: 0), doubled = Transform3D.scale(x: 2, y: 2, z: 1)
        // Row vectors, as Core Animation: scale first, then move.
        let both = doubled.concatenating(moved)
        #expect(both.affineTransform == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        #expect(both.isAffine && !both.isIdentity && Transform3D.identity.isIdentity)
        let quarter = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1).affineTransform
        #expect(abs(quarter.a) < 1e-12 && abs(quarter.b - 1) < 1e-12 && abs(quarter.c + 1) < 1e-12)
    }

    @Test func aScaleIsOneTwoOrThree() {
        #expect(ScreenScale.allCases.map(\.pixelsPerPoint) == [1, 2, 3])
        for value in [0, 1.5, 4, -2, .nan, .infinity] { #expect(ScreenScale(exactly: value) == nil, "\(value)") }
        #expect(ScreenScale(exactly: 3) == .three)
    }

    @Test func categoriesParseByShortAndLongNamesInRampOrder() {
        #expect(ContentSizeCategory(name: "ax5") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(name: "accessibilityMedium") == .accessibilityMedium)
        #expect(ContentSizeCategory(name: "huge") == nil)
        #expect(ContentSizeCategory.allCases.sorted() == ContentSizeCategory.allCases)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
        #expect(PseudoLocale.allCases.map(\.rawValue) == ["accented", "long", "rtl"])
    }
}
