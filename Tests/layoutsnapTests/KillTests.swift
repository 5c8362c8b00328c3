import Files
import Foundation
import PNGCodec
import Testing

/// `record` killed at random moments, again and again, alternating two versions of a fixture: afterwards every
/// reference decodes, every layout record either names its PNG or is reported as written with another image when
/// a diff needs it, and the next `record` leaves no temporary behind.
@Suite(.serialized)
struct KillTests {
    static func fixture(text: String) -> String {
        """
        name: kill
        variants: {widths: [320, 375], categories: all, directions: [ltr, rtl]}
        view:
          id: root
          views: [{id: a, type: label, text: "\(text)", lines: 0}]
          constraints: ["H:|-16-[a]-16-|", "V:|-16-[a]-16-|"]
        """
    }

    @Test func recordKilledAtRandomLeavesDecodableReferencesAndDetectablePairs() throws {
        let folder = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let versions = [Self.fixture(text: "Alpha"), Self.fixture(text: "Beta gamma delta, a longer text that wraps")]
        let fixturePath = folder + "/kill.yaml", snapshots = folder + "/refs"
        var generator = SystemRandomNumberGenerator()
        for round in 0..<10 {
            try Data(versions[round % 2].utf8).write(to: URL(fileURLWithPath: fixturePath))
            let process = Process()
            process.executableURL = binary
            process.arguments = ["record", fixturePath, "--snapshots", snapshots, "--jobs", "2", "--no-progress"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 20_000...600_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        // Every reference decodes: files appear only whole.
        let folderOfFixture = snapshots + "/kill"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folderOfFixture)) ?? []
        for name in names where name.hasSuffix(".png") && !name.hasPrefix(".") {
            #expect(throws: Never.self) { try ImageBuffer(contentsOfPNG: folderOfFixture + "/" + name) }
        }
        // Each record names its PNG, or verifying against the other version says it belongs to another image.
        var unpaired: [String] = []
        for name in names where name.hasSuffix(".json") && !name.hasPrefix(".") {
            let png = folderOfFixture + "/" + name.dropLast(5) + ".png"
            guard let record = FileManager.default.contents(atPath: folderOfFixture + "/" + name),
                  let object = try JSONSerialization.jsonObject(with: record) as? [String: Any],
                  let reference = object["reference"] as? String,
                  let bytes = FileManager.default.contents(atPath: png) else { continue }
            if reference != "sha256:" + (SHA256.hex(of: [UInt8](bytes)) ?? "") { unpaired.append(String(name.dropLast(5))) }
        }
        if !unpaired.isEmpty {
            for version in versions {
                try Data(version.utf8).write(to: URL(fileURLWithPath: fixturePath))
                let run = try layoutsnap(["verify", fixturePath, "--snapshots", snapshots, "--artifacts", folder + "/art",
                                          "--record", "never", "--no-progress"])
                for variant in unpaired where run.stderr.contains("FAIL kill \(variant):") {
                    #expect(run.stderr.contains("/kill/\(variant).json was written with another reference image"))
                }
            }
        }
        // A complete record removes what the killed runs left, and writes no temporary of its own.
        let finished = try layoutsnap(["record", fixturePath, "--snapshots", snapshots, "--no-progress"])
        #expect(finished.status == 0, "\(finished.stderr)")
        let leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: folderOfFixture)) ?? []).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
