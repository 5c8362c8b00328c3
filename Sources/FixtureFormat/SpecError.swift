import Files

/// The name fixtures' errors had before every input reader threw one located error type.
@available(*, deprecated, renamed: "LocatedError")
public typealias SpecError = LocatedError
