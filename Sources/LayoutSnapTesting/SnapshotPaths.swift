import Foundation
import Synchronization
import Testing

/// Where references and artifacts go, worked out from the test file that asserts.
enum SnapshotPaths {
    /// The nearest folder above `filePath` that holds a `Package.swift`: the package the test belongs to.
    static func packageRoot(containing filePath: String) -> String? {
        var folder = (filePath as NSString).deletingLastPathComponent
        while !folder.isEmpty, folder != "/" {
            if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("Package.swift")) { return folder }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// `path` when absolute; otherwise relative to the test's package root (so a test finds `Fixtures/…` whatever
    /// the working directory), or to the working directory when the test file is in no package.
    static func resolve(_ path: String, testFile filePath: String) -> String {
        guard !(path as NSString).isAbsolutePath, let root = packageRoot(containing: filePath) else { return path }
        return (root as NSString).appendingPathComponent(path)
    }

    /// The artifacts folder: `artifactsDirectory` when given, else `$LAYOUTSNAP_ARTIFACTS`, else
    /// `.layoutsnap-artifacts` in the test's package root (the command-line tool's default name).
    static func artifactsDirectory(_ artifactsDirectory: String?, testFile filePath: String) -> String {
        if let artifactsDirectory { return resolve(artifactsDirectory, testFile: filePath) }
        if let variable = ProcessInfo.processInfo.environment["LAYOUTSNAP_ARTIFACTS"], !variable.isEmpty {
            return resolve(variable, testFile: filePath)
        }
        return resolve(".layoutsnap-artifacts", testFile: filePath)
    }

    /// The reference folder of a test file, as swift-snapshot-testing names it: `__Snapshots__/<TestFile>/` beside
    /// the file, or `snapshotDirectory` when given.
    static func referenceDirectory(_ snapshotDirectory: String?, testFile filePath: String) -> String {
        if let snapshotDirectory { return resolve(snapshotDirectory, testFile: filePath) }
        let folder = (filePath as NSString).deletingLastPathComponent
        return ((folder as NSString).appendingPathComponent("__Snapshots__") as NSString)
            .appendingPathComponent(testFileName(filePath))
    }

    /// The test file's name without its extension (`CardTests` for `…/CardTests.swift`).
    static func testFileName(_ filePath: String) -> String {
        ((filePath as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// swift-snapshot-testing's `sanitizePathComponent`: runs of non-word characters become `-`, and a leading or
    /// trailing `-` is dropped (`testCard()` → `testCard`).
    static func sanitized(_ component: String) -> String {
        component
            .replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }

    /// `<testName>.<name>`, the file stem of a reference. Unnamed snapshots are numbered 1, 2, … in the order a test
    /// asserts them, as swift-snapshot-testing numbers them. The count is per test and process: a test repeated in
    /// one process (or a parameterised test asserting unnamed snapshots) should name its snapshots.
    static func referenceStem(testName: String, name: String?, referenceDirectory: String) -> String {
        let test = sanitized(testName)
        if let name { return "\(test).\(sanitized(name))" }
        let key = [referenceDirectory, test, Test.current.map { "\($0.id)" } ?? ""].joined(separator: "\u{1F}")
        return "\(test).\(unnamedSnapshotCounts.withLock { counts in counts[key, default: 0] += 1; return counts[key, default: 0] })"
    }

    private static let unnamedSnapshotCounts = Mutex<[String: Int]>([:])
}
