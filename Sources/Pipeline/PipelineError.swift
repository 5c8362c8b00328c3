/// Bad input found while planning a batch (no fixtures, repeated names, an unknown override, a bad shard):
/// the command-line tool reports it and exits 2. `option` names the option or file it concerns.
public struct PipelineError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

/// A failure while laying out, drawing or writing one variant of a fixture, naming both; `underlying` says what
/// (a `RenderError` for a scene too large to draw, an `ImageError` for an unreadable reference or a failed write).
public struct JobError: Error, CustomStringConvertible {
    public var fixtureFile: String
    /// The variant's name, with its stage for a collection update (`w375-L@2x-after`).
    public var variant: String
    public var underlying: any Error

    public init(fixtureFile: String, variant: String, underlying: any Error) {
        self.fixtureFile = fixtureFile; self.variant = variant; self.underlying = underlying
    }

    public var description: String { "\(fixtureFile): variant \(variant): \(underlying)" }
}

extension RenderJob {
    /// Runs `body` for the image `variant` (a stage's name) of this job, naming the fixture file and the variant in
    /// any error it throws.
    public func attributingErrors<T>(to variant: String, _ body: () throws -> T) throws(JobError) -> T {
        do {
            return try body()
        } catch let error as JobError {
            throw error
        } catch {
            throw JobError(fixtureFile: fixture.file, variant: variant, underlying: error)
        }
    }
}
