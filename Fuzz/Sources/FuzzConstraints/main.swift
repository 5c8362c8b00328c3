import AutoLayout

/// One input: a line of Visual Format Language, and the same text as a constraint equation. Each must parse or
/// throw a `ConstraintSyntaxError`, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConstraints(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    let metrics = ["m": 8.0, "side": 16]
    _ = try? VisualFormat.constraints(text, metrics: metrics)
    _ = try? ConstraintEquation.constraint(text, metrics: metrics)
    return 0
}
