import Files
import Foundation
import PNGCodec
import Snapshot
import Testing

private func checkerboard(width: Int, height: Int) -> ImageBuffer {
    var image = ImageBuffer(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let o = (y * width + x) * 4
            let on = (x / 4 + y / 4) % 2 == 0
            image.pixels[o] = on ? 30 : 220; image.pixels[o + 1] = UInt8(x % 256); image.pixels[o + 2] = UInt8(y % 256)
            image.pixels[o + 3] = 255
        }
    }
    return image
}

private func temporaryDirectory() -> String {
    let path = NSTemporaryDirectory() + "layoutsnap-tests-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

struct ImageDifferTests {
    @Test func pngRoundTripKeepsEveryPixel() throws {
        let image = checkerboard(width: 37, height: 19)
        let decoded = try ImageBuffer(pngData: try image.pngData())
        #expect(decoded == image)
        #expect(ImageDiffer.compare(expected: image, actual: decoded) == .identical)
    }

    @Test func onePixelChangeIsCountedWithItsBoundingBox() {
        let image = checkerboard(width: 40, height: 30)
        var changed = image
        changed.pixels[(12 * 40 + 7) * 4 + 1] ^= 1
        let result = ImageDiffer.compare(expected: image, actual: changed)
        #expect(result == .different(differentPixels: 1, imageSize: PixelSize(width: 40, height: 30), boundingBox: PixelRect(x: 7, y: 12, width: 1, height: 1)))
        #expect(result.summary.contains("1 of 1200 pixels differ"))
        let diff = ImageDiffer.diffImage(expected: image, actual: changed)
        let o = (12 * 40 + 7) * 4
        #expect(Array(diff.pixels[o..<o + 4]) == [255, 0, 0, 255])
        #expect(diff.pixels[0] > 200)  // unchanged pixels are faded towards white
    }

    @Test func blockChangeBoundingBoxCoversTheBlock() {
        let image = checkerboard(width: 50, height: 50)
        var changed = image
        for y in 10..<20 { for x in 30..<45 { changed.pixels[(y * 50 + x) * 4] &+= 77 } }
        let result = ImageDiffer.compare(expected: image, actual: changed)
        #expect(result == .different(differentPixels: 150, imageSize: PixelSize(width: 50, height: 50), boundingBox: PixelRect(x: 30, y: 10, width: 15, height: 10)))
    }

    @Test func sizeMismatchIsReportedAsSuch() {
        let result = ImageDiffer.compare(expected: checkerboard(width: 10, height: 10), actual: checkerboard(width: 10, height: 11))
        #expect(result.summary == "size mismatch: expected 10×10 pixels, got 10×11")
    }

    @Test func nonPNGInputIsATypedError() {
        #expect(throws: ImageError.notPNG(path: "x")) { try ImageBuffer(pngData: Array("not a png".utf8), path: "x") }
        #expect(throws: FileReadError(path: "/nonexistent.png", reason: .missing)) { try ImageBuffer(contentsOfPNG: "/nonexistent.png") }
    }
}

