import Foundation
import Testing

/// `layoutsnap prune`: references no fixture produces, and only those.
struct PruneTests {
    @Test func theBundledReferencesAreAllProduced() throws {
        let run = try layoutsnap(["prune", "Fixtures", "--snapshots", "Snapshots"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("0 stale reference(s) in Snapshots"))
    }

    /// Writes `contents` (one byte by default) at each relative path under `folder`.
    func plant(_ paths: [String], in folder: String) throws {
        for path in paths {
            try FileManager.default.createDirectory(atPath: folder + "/" + (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: folder + "/" + path, contents: Data([1])))
        }
    }

    @Test func staleReferencesAndLeftoverTemporariesAreListedAndDeletedOnRequest() throws {
        let snapshots = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: snapshots) }
        let keep = ["intrinsic-size/w375-L@2x.png", "intrinsic-size/w375-L@2x.json"]
        let stale = ["intrinsic-size/w999-L@2x.png", "intrinsic-size/w999-L@2x.json",
                     "intrinsic-size/.w375-L@2x.png.0C9E1A5F-5C1E-4E1A-9A36-0D5B2E6C1F00.tmp"]
        try plant(keep + stale, in: snapshots)
        let list = try layoutsnap(["prune", "Fixtures/intrinsic-size.yaml", "--snapshots", snapshots])
        #expect(list.status == 0)
        for path in stale { #expect(list.stdout.contains("stale \(snapshots)/\(path)\n")) }
        #expect(list.stdout.contains("3 stale reference(s)"))
        #expect(files(in: snapshots).count == 5)
        let delete = try layoutsnap(["prune", "Fixtures/intrinsic-size.yaml", "--snapshots", snapshots, "--delete"])
        #expect(delete.status == 0)
        for path in stale { #expect(delete.stdout.contains("deleted \(snapshots)/\(path)\n")) }
        #expect(files(in: snapshots).keys.sorted() == keep.sorted())
    }

    /// What LayoutSnap did not write survives, even with a wrong `--snapshots`: files not named like a variant's
    /// image, files of fixtures not given, files outside the fixtures' folders, and every folder.
    @Test func strayFilesAndFoldersSurvive() throws {
        let folder = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let strays = ["package.json", "screenshot.png", "intrinsic-size/package.json", "intrinsic-size/notes.png",
                      "intrinsic-size/sub/w999-L@2x.png", "other-fixture/w999-L@2x.png", ".build/debug/x.json",
                      "intrinsic-size/.hidden.tmp"]
        try plant(strays + ["intrinsic-size/w999-L@2x.png"], in: folder)
        let delete = try layoutsnap(["prune", "Fixtures/intrinsic-size.yaml", "--snapshots", folder, "--delete"])
        #expect(delete.status == 0)
        #expect(delete.stdout.contains("deleted \(folder)/intrinsic-size/w999-L@2x.png\n"))
        #expect(delete.stdout.contains("1 stale reference(s)"))
        #expect(files(in: folder).keys.sorted() == strays.sorted())

        // A folder holding none of the fixtures' folders is refused outright.
        let unrelated = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: unrelated) }
        try plant(["package.json", "w375-L@2x.png", "app/w375-L@2x.json"], in: unrelated)
        let refused = try layoutsnap(["prune", "Fixtures/intrinsic-size.yaml", "--snapshots", unrelated, "--delete"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("holds none of the folders of the fixtures given"))
        #expect(files(in: unrelated).count == 3)
    }
}
