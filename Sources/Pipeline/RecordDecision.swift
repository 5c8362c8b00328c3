import Snapshot

/// How a reference compares with a new rendering, as far as the record-mode decision needs to know.
public enum ReferenceState: Hashable, Sendable {
    case missing
    /// The tolerance accepts the difference (or there is none).
    case accepted(ComparisonResult)
    /// The tolerance rejects the difference.
    case rejected(ComparisonResult)
}

/// What a verification does with one image.
public enum SnapshotAction: Hashable, Sendable {
    /// It matched: nothing is written.
    case pass
    /// It differs beyond the tolerance: the run fails, with artifacts.
    case fail(ComparisonResult)
    /// There is no reference and none may be written: the run fails naming its path.
    case failMissing
    /// Write the reference (and its layout record); `previous` is what the old reference compared as, nil when
    /// there was none. A recording fails the run once, so it never passes unseen.
    case record(previous: ComparisonResult?)
}

extension RecordMode {
    /// The record-mode decision, a pure function: `missing` writes only absent references, `failed` also those the
    /// tolerance rejects, `all` every one that is not pixel-identical, `never` none (as swift-snapshot-testing's and
    /// Playwright's modes). A pixel-identical reference is never rewritten: references are byte-stable.
    public func action(for reference: ReferenceState) -> SnapshotAction {
        switch (self, reference) {
        case (.never, .missing): return .failMissing
        case (_, .missing): return .record(previous: nil)
        case (_, .accepted(.identical)): return .pass
        case (.all, .accepted(let result)), (.all, .rejected(let result)), (.failed, .rejected(let result)):
            return .record(previous: result)
        case (_, .accepted): return .pass
        case (_, .rejected(let result)): return .fail(result)
        }
    }
}
