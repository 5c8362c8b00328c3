import PNGCodec

/// One input: a PNG file. Decoding must succeed or throw an `ImageError`, never trap or read out of bounds; a
/// decoded image must re-encode and decode to the same pixels.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    // Sizes the decoder accepts (up to 2^28 pixels) are legal but slow to fill; the fuzzer looks at small ones.
    guard let size = try? ImageBuffer.pngSize(bytes), size.width * size.height <= 1 << 22,
          let image = try? ImageBuffer(pngData: bytes, path: "fuzz.png") else { return 0 }
    guard let again = try? ImageBuffer(pngData: PNGEncoder.encode(image), path: "again.png"), again == image else {
        fatalError("a decoded image did not survive encoding and decoding again")
    }
    return 0
}
