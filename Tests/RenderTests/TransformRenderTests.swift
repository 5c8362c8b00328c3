import CollectionViewLayouts
import Foundation
import Geometry
import Layout
import PNGCodec
import Scenes
import Testing

/// A 40×40 red square element at (30, 30) in a 100×100 white scene, with the given attributes applied.
private func squareScene(_ change: (inout LayoutAttributes) -> Void) -> Scene {
    var attributes = LayoutAttributes(forCellWith: Geometry.IndexPath(item: 0, section: 0), frame: Rect(x: 30, y: 30, width: 40, height: 40))
    change(&attributes)
    let root = SceneNode(id: "square", frame: Rect(x: 0, y: 0, width: 40, height: 40), style: NodeStyle(backgroundColor: Color(red: 1, green: 0, blue: 0)),
                         children: [SceneNode(id: "dot", frame: Rect(x: 0, y: 0, width: 10, height: 10), style: NodeStyle(backgroundColor: .black))])
    return Scene(contentSize: Size(width: 100, height: 100), backgroundColor: .white, elements: [SceneElement(attributes: attributes, root: root)])
}

private func image(_ scene: Scene) throws -> ImageBuffer { try ImageBuffer(pngData: try renderer.png(scene, scale: 1)) }

private func isRed(_ image: ImageBuffer, _ x: Int, _ y: Int) -> Bool {
    let o = (y * image.width + x) * 4
    return image.pixels[o] > 200 && image.pixels[o + 1] < 60 && image.pixels[o + 2] < 60
}

private func isWhite(_ image: ImageBuffer, _ x: Int, _ y: Int) -> Bool {
    let o = (y * image.width + x) * 4
    return image.pixels[o] > 250 && image.pixels[o + 1] > 250 && image.pixels[o + 2] > 250
}

struct TransformRenderTests {
    @Test func aRotationAboutTheVerticalAxisDrawsLikeAnHorizontalScale() throws {
        // Without perspective, a layer turned 60° about y projects to half its width: the same pixels as scaling x by 0.5.
        let turned = try image(squareScene { $0.transform3D = .rotation(angle: Double.pi / 3, x: 0, y: 1, z: 0) })
        let scaled = try image(squareScene { $0.transform = AffineTransform(a: 0.5, b: 0, c: 0, d: 1, tx: 0, ty: 0) })
        let differing = zip(turned.pixels, scaled.pixels).filter { abs(Int($0) - Int($1)) > 2 }.count
        #expect(differing == 0)
        #expect(isRed(turned, 45, 50) && isWhite(turned, 33, 50) && isWhite(turned, 67, 50))
    }

    @Test func perspectiveMakesTheNearEdgeTallerThanTheFarEdge() throws {
        // CATransform3D convention: perspective (m34) applied after a rotation about y.
        let transform = Transform3D.rotation(angle: Double.pi / 4, x: 0, y: 1, z: 0).concatenating(Transform3D(m34: -1.0 / 100))
        #expect(!transform.isPlanarAffine)
        let drawn = try image(squareScene { $0.transform3D = transform })
        func redHeight(atX x: Int) -> Int { (0..<100).filter { !isWhite(drawn, x, $0) }.count }
        let columns = (0..<100).filter { redHeight(atX: $0) > 0 }
        #expect(columns.count > 10 && columns.count < 40)
        let left = redHeight(atX: (columns.first ?? 0) + 1), right = redHeight(atX: (columns.last ?? 0) - 1)
        #expect(left != right)
        #expect(max(left, right) > 40 && min(left, right) < 40)
        // The projection of the corners, computed independently, bounds the ink.
        let projected = [Point(x: -20, y: -20), Point(x: 20, y: -20), Point(x: -20, y: 20), Point(x: 20, y: 20)].compactMap(transform.project)
        let minX = (projected.map(\.x).min() ?? 0) + 50, maxX = (projected.map(\.x).max() ?? 0) + 50
        #expect(Double(columns.first ?? 0) >= minX.rounded(.down) - 1 && Double(columns.last ?? 0) <= maxX.rounded(.up) + 1)
        // Byte-identical on every run.
        #expect(try renderer.png(squareScene { $0.transform3D = transform }, scale: 2) == renderer.png(squareScene { $0.transform3D = transform }, scale: 2))
    }

    @Test func boundsOriginShiftsTheContent() throws {
        let plain = try image(squareScene { _ in })
        let shifted = try image(squareScene { $0.bounds = Rect(x: -10, y: 0, width: 40, height: 40) })
        // The black dot at the element's top-left moves right by 10 points; the element's own frame stays.
        let dark = { (image: ImageBuffer, x: Int, y: Int) -> Bool in image.pixels[(y * image.width + x) * 4] < 30 }
        #expect(dark(plain, 32, 32) && !dark(plain, 45, 32))
        #expect(!dark(shifted, 32, 32) && dark(shifted, 45, 32))
    }
}
