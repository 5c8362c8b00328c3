import FixtureFormat
import FuzzerDriver
import Glibc
import Measure
import Pipeline
import Render

/// The fonts, loaded once for the whole run (nil when the standard set is not installed: then only parsing runs).
nonisolated(unsafe) let measurer: TextMeasurer? = (try? FontSet.standard()).map { TextMeasurer(fontSet: $0) }
nonisolated(unsafe) let renderer = Renderer()

/// One input: a fixture's text. It must parse or fail with a located error, never trap; small fixtures that parse
/// are also laid out in their first variant and their image size checked, as `render` would before drawing.
func fuzzFixture(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    guard let fixture = try? Fixture.parse(text, file: "fuzz.yaml", defaultName: "fuzz") else { return 0 }
    guard count <= 4096, let measurer, let variant = fixture.variants.variants.first else { return 0 }
    for (_, scene) in fixture.scenes(for: variant, measurer: measurer) {
        _ = try? renderer.pixelSize(of: scene, scale: scene.scale)
    }
    return 0
}

/// libFuzzer's default entry point, which its library refers to; the driver below is given the same function.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { fuzzFixture(data, size) }

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, { fuzzFixture($0, $1) }))
