import Files
import Foundation
import PNGCodec
import Snapshot
import Testing

/// `verify --record` and `LAYOUTSNAP_RECORD`: when references are written.
struct RecordModeTests {
    private let fixture = ["Fixtures/intrinsic-size.yaml", "--category", "L", "--direction", "ltr"]
    private let reference = "intrinsic-size/w375-L@2x.png"

    private func verify(_ snapshots: String, _ extra: [String] = [], environment: [String: String?]) throws -> Run {
        try layoutsnap(["verify"] + fixture + ["--snapshots", snapshots, "--artifacts", temporaryDirectory()] + extra, environment: environment)
    }

    @Test func outsideCIAMissingReferenceIsRecordedOnceAndThenMatches() throws {
        let snapshots = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: snapshots) }
        let local: [String: String?] = ["CI": nil, "LAYOUTSNAP_RECORD": nil]
        let first = try verify(snapshots, environment: local)
        #expect(first.status == 1)
        #expect(first.stderr.contains("RECORDED intrinsic-size w375-L@2x: wrote \(snapshots)/\(reference) (there was no reference)"))
        #expect(FileManager.default.fileExists(atPath: snapshots + "/" + reference))
        let second = try verify(snapshots, environment: local)
        #expect(second.status == 0)
        #expect(second.stdout.contains("1 matched, 0 failed"))
    }

    @Test func neverAndCIWriteNothingButAnExplicitFlagDoes() throws {
        let snapshots = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: snapshots) }
        #expect(try verify(snapshots, ["--record", "never"], environment: ["CI": nil]).status == 1)
        #expect(try verify(snapshots, environment: ["CI": nil, "LAYOUTSNAP_RECORD": "never"]).status == 1)
        #expect(try verify(snapshots, environment: ["CI": "true"]).status == 1)
        #expect(files(in: snapshots).isEmpty)
        // In CI, --record given explicitly does record.
        #expect(try verify(snapshots, ["--record", "missing"], environment: ["CI": "true"]).status == 1)
        #expect(files(in: snapshots).keys.sorted() == ["intrinsic-size/w375-L@2x.json", reference])
    }

    @Test func failedRewritesOnlyReferencesThatDiffer() throws {
        let snapshots = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: snapshots) }
        let path = snapshots + "/" + reference
        let good = try Data(contentsOf: packageRoot.appendingPathComponent("Snapshots/" + reference))
        try AtomicFile.write([UInt8](good), to: path)
        // A matching reference is left alone in every mode, `all` included (its bytes are the same).
        for mode in ["failed", "all"] {
            #expect(try verify(snapshots, ["--record", mode], environment: ["CI": "true"]).status == 0)
        }
        var image = try ImageBuffer(contentsOfPNG: path)
        image.pixels[0] ^= 0xFF
        try AtomicFile.write(try image.pngData(), to: path)
        // `missing` compares and fails; `failed` rewrites; then it matches again.
        #expect(try verify(snapshots, ["--record", "missing"], environment: ["CI": nil]).status == 1)
        let rewrite = try verify(snapshots, ["--record", "failed"], environment: ["CI": nil])
        #expect(rewrite.status == 1)
        #expect(rewrite.stderr.contains("replaced a reference that differed: 1 of"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == good)
        #expect(try verify(snapshots, environment: ["CI": "1"]).status == 0)
    }

    @Test func anUnknownModeIsABadInput() throws {
        let run = try verify(temporaryDirectory(), ["--record", "sometimes"], environment: [:])
        #expect(run.status == 2)
        #expect(run.stderr.contains("The value 'sometimes' is invalid for '--record <record>'"))
        #expect(run.stderr.contains("'all', 'missing', 'failed' or 'never'"))
        let variable = try verify(temporaryDirectory(), environment: ["CI": nil, "LAYOUTSNAP_RECORD": "yes"])
        #expect(variable.status == 2)
        #expect(variable.stderr.contains("LAYOUTSNAP_RECORD must be one of"))
    }
}
