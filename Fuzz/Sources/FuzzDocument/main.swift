import Foundation
import FuzzerDriver
import Geometry
import Glibc
import InterfaceBuilder
import Layout
import Measure
import Render

/// The fonts, loaded once for the whole run (nil when the standard set is not installed: then only importing runs).
nonisolated(unsafe) let measurer: TextMeasurer? = (try? FontSet.standard()).map { TextMeasurer(fontSet: $0) }
let renderer = Renderer()

/// One input: an Interface Builder document's bytes. It must parse and import or fail with a located
/// `LocatedError`, never trap; small documents that import are also laid out at their designed size and their
/// image size checked, as `render` would before drawing.
func fuzzDocument(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let data = Data(UnsafeBufferPointer(start: start, count: count))
    guard let document = try? IBDocument.parse(data, file: "fuzz.xib") else { return 0 }
    for element in document.roots {
        guard let imported = try? IBImporter(document: document).importRoot(element) else { continue }
        guard count <= 16_384, let measurer else { continue }
        let environment = LayoutEnvironment(width: max(1, min(imported.designedSize.width, 2000)), scale: document.device.scale)
        let scene = ViewLayout.scene(for: imported.standaloneView(designed: false), in: environment, measurer: measurer)
        _ = try? renderer.pixelSize(of: scene, scale: scene.scale)
    }
    return 0
}

/// libFuzzer's default entry point, which its library refers to; the driver below is given the same function.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { fuzzDocument(data, size) }

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, { fuzzDocument($0, $1) }))
