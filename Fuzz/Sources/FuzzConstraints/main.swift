import AutoLayout
import FuzzerDriver
import Glibc

/// One input: a line of Visual Format Language, and the same text as a constraint equation. Each must parse or
/// throw a `ConstraintSyntaxError`, never trap.
func fuzzConstraints(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    let metrics = ["m": 8.0, "side": 16]
    _ = try? VisualFormat.constraints(text, metrics: metrics)
    _ = try? ConstraintEquation.constraint(text, metrics: metrics)
    return 0
}

/// libFuzzer's default entry point, which its library refers to; the driver below is given the same function.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { fuzzConstraints(data, size) }

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, { fuzzConstraints($0, $1) }))
