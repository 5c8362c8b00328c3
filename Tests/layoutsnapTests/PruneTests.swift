import Foundation
import Testing

/// `layoutsnap prune`: references no fixture produces.
struct PruneTests {
    @Test func theBundledReferencesAreAllProduced() throws {
        let run = try layoutsnap(["prune", "Fixtures", "--snapshots", "Snapshots"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("0 stale reference(s) in Snapshots"))
    }

    @Test func staleReferencesAreListedAndDeletedOnRequest() throws {
        let snapshots = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: snapshots) }
        let keep = "intrinsic-size/w375-L@2x.png"
        let stale = ["intrinsic-size/w999-L@2x.png", "gone-fixture/w375-L@2x.png"]
        for path in [keep] + stale {
            try FileManager.default.createDirectory(atPath: snapshots + "/" + (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: snapshots + "/" + path, contents: Data([1])))
        }
        let list = try layoutsnap(["prune", "Fixtures/intrinsic-size.yaml", "--snapshots", snapshots])
        #expect(list.status == 0)
        #expect(list.stdout.contains("stale \(snapshots)/gone-fixture/w375-L@2x.png"))
        #expect(list.stdout.contains("stale \(snapshots)/intrinsic-size/w999-L@2x.png"))
        #expect(list.stdout.contains("2 stale reference(s)"))
        #expect(!list.stdout.contains(keep))
        #expect(files(in: snapshots).count == 3)
        let delete = try layoutsnap(["prune", "Fixtures/intrinsic-size.yaml", "--snapshots", snapshots, "--delete"])
        #expect(delete.status == 0)
        #expect(files(in: snapshots).keys.sorted() == [keep])
        #expect(!FileManager.default.fileExists(atPath: snapshots + "/gone-fixture"))
    }
}
