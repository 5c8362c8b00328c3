import Files
import Foundation
import Layout
import Scenes

/// What `layoutsnap prune` may remove, found so that nothing LayoutSnap did not write is ever touched: only the
/// folders of the fixtures it was given (`<snapshots>/<fixture>/`), only regular files directly in them, and only
/// those named like a variant's image (`w375-L@2x.png`, `iPhone-SE-AX5@3x-rtl-dark-after.json`) that no variant
/// produces, or named like a temporary a killed write left (`.<name>.<UUID>.tmp`). Folders are never removed.
public enum StaleReferences {
    /// The stale files, sorted by path. `produced` maps each fixture's name to the file names its variants write.
    /// Throws when `snapshotsDirectory` is not a folder, or holds none of the fixtures' folders (it is then not a
    /// reference folder of these fixtures, and nothing in it is LayoutSnap's to remove).
    public static func find(in snapshotsDirectory: String, produced: [String: Set<String>]) throws(PipelineError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: snapshotsDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PipelineError("--snapshots: \(snapshotsDirectory) is not a folder")
        }
        let folders = produced.keys.sorted().filter { fixture in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: (snapshotsDirectory as NSString).appendingPathComponent(fixture),
                                                  isDirectory: &isFolder) && isFolder.boolValue
        }
        guard !folders.isEmpty else {
            throw PipelineError("--snapshots: \(snapshotsDirectory) holds none of the folders of the fixtures given "
                                + "(\(produced.keys.sorted().joined(separator: ", "))); nothing there was written for them")
        }
        var stale: [String] = []
        for fixture in folders {
            let folder = (snapshotsDirectory as NSString).appendingPathComponent(fixture)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() {
                let path = (folder as NSString).appendingPathComponent(name)
                guard RegularFile.exists(path, followingLinks: false) else { continue }
                if AtomicFile.isTemporaryName(name) {
                    stale.append(path)
                    continue
                }
                let stem = (name as NSString).deletingPathExtension, ext = (name as NSString).pathExtension
                guard ext == "png" || ext == "json", Variant.isImageName(stem) else { continue }
                if produced[fixture]?.contains(name) != true { stale.append(path) }
            }
        }
        return stale
    }

    /// Removes the temporaries killed writes left in the fixtures' folders under `snapshotsDirectory` (what
    /// `record` does before writing); returns their paths.
    @discardableResult
    public static func removeLeftoverTemporaries(in snapshotsDirectory: String, fixtures: [String]) -> [String] {
        var removed: [String] = []
        for fixture in Set(fixtures).sorted() {
            let folder = (snapshotsDirectory as NSString).appendingPathComponent(fixture)
            for path in AtomicFile.leftoverTemporaries(in: folder) where RegularFile.exists(path, followingLinks: false) {
                if unlink(path) == 0 { removed.append(path) }
            }
        }
        return removed
    }
}
