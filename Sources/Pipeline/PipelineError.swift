/// Bad input found while planning a batch (no fixtures, repeated names, an unknown override, a bad shard):
/// the command-line tool reports it and exits 2. `option` names the option or file it concerns.
public struct PipelineError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
