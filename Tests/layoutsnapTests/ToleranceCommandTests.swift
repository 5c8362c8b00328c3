import Files
import Foundation
import PNGCodec
import Snapshot
import Testing

/// Tolerance options of `verify` (pixelmatch threshold, max diff pixels).
struct ToleranceCommandTests {
    @Test func thresholdAndMaxDiffPixelsDecideWhetherVerifyPasses() throws {
        let snapshots = temporaryDirectory(), artifacts = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: snapshots); try? FileManager.default.removeItem(atPath: artifacts) }
        let name = "intrinsic-size/w375-L@2x.png"
        let original = try ImageBuffer(contentsOfPNG: packageRoot.appendingPathComponent("Snapshots/" + name).path)
        let base = ["verify", "Fixtures/intrinsic-size.yaml", "--category", "L", "--direction", "ltr", "--snapshots", snapshots,
                    "--artifacts", artifacts]
        // One pixel a little bluer: exact fails, a threshold that allows it passes.
        var image = original
        let blue = (40 * image.width + 40) * 4 + 2
        image.pixels[blue] = image.pixels[blue] > 127 ? image.pixels[blue] - 4 : image.pixels[blue] + 4
        try AtomicFile.write(try image.pngData(), to: snapshots + "/" + name)
        #expect(try layoutsnap(base).status == 1)
        #expect(try layoutsnap(base + ["--threshold", "0.1"]).status == 0)
        // Five pixels turned black: fails with --max-diff-pixels 4, passes with 5.
        image = original
        for x in 100..<105 { for channel in 0..<3 { image.pixels[(60 * image.width + x) * 4 + channel] = 0 } }
        try AtomicFile.write(try image.pngData(), to: snapshots + "/" + name)
        let four = try layoutsnap(base + ["--max-diff-pixels", "4"])
        #expect(four.status == 1)
        #expect(four.stderr.contains("5 of \(image.width * image.height) pixels differ"))
        #expect(try layoutsnap(base + ["--max-diff-pixels", "5"]).status == 0)
        #expect(try layoutsnap(base + ["--threshold", "2"]).status == 2)
    }
}
