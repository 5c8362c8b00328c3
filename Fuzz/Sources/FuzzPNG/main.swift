import FuzzerDriver
import Glibc
import PNGCodec

/// One input: a PNG file. Decoding must succeed or throw an `ImageError`, never trap or read out of bounds; a
/// decoded image must re-encode and decode to the same pixels.
func fuzzPNG(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    // Sizes the decoder accepts (up to 2^28 pixels) are legal but slow to fill; the fuzzer looks at small ones.
    guard let size = try? ImageBuffer.pngSize(bytes), size.width * size.height <= 1 << 22,
          let image = try? ImageBuffer(pngData: bytes, path: "fuzz.png") else { return 0 }
    guard let again = try? ImageBuffer(pngData: PNGEncoder.encode(image), path: "again.png"), again == image else {
        fatalError("a decoded image did not survive encoding and decoding again")
    }
    return 0
}

/// libFuzzer's default entry point, which its library refers to; the driver below is given the same function.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { fuzzPNG(data, size) }

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, { fuzzPNG($0, $1) }))
