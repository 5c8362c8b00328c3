import Files
import Foundation
import Testing

private func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "layoutsnap-files-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

struct RegularFileTests {
    @Test func readsARegularFileWhole() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/a.bin"))
        #expect(try RegularFile.read(folder + "/a.bin", limit: 1 << 20) == bytes)
        #expect(RegularFile.exists(folder + "/a.bin"))
        #expect(!RegularFile.exists(folder))
    }

    @Test func refusesWhatIsNotARegularFileWithoutBlocking() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/fifo", 0o644) == 0)
        #expect(throws: FileReadError(path: folder + "/fifo", reason: .notRegularFile(kind: "FIFO"))) {
            try RegularFile.read(folder + "/fifo", limit: 100)
        }
        #expect(throws: FileReadError(path: folder, reason: .notRegularFile(kind: "folder"))) {
            try RegularFile.read(folder, limit: 100)
        }
        #expect(throws: FileReadError(path: folder + "/none", reason: .missing)) {
            try RegularFile.read(folder + "/none", limit: 100)
        }
        #expect(!RegularFile.exists(folder + "/fifo"))
    }

    @Test func checksSizeAndPrefixBeforeReadingTheRest() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/big.bin"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("HEAD".utf8)))
        #expect(truncate(path, 3 << 30) == 0)
        #expect(throws: FileReadError(path: path, reason: .tooLarge(size: 3 << 30, limit: 1 << 30))) {
            try RegularFile.read(path, limit: 1 << 30)
        }
        struct Rejected: Error {}
        var seen: [UInt8] = []
        #expect(throws: Rejected.self) {
            try RegularFile.read(path, limit: 4 << 30, prefixLength: 4) { prefix, size in
                seen = prefix
                #expect(size == 3 << 30)
                throw Rejected()
            }
        }
        #expect(seen == Array("HEAD".utf8))
    }
}

struct AtomicFileTests {
    @Test func writesWholeAndLeavesNoTemporaryFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write([1, 2, 3], to: folder + "/a/b.bin")
        try AtomicFile.write([4, 5], to: folder + "/a/b.bin")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/a") == ["b.bin"])
        #expect(FileManager.default.contents(atPath: folder + "/a/b.bin") == Data([4, 5]))
    }

    @Test func aFailedWriteNamesThePathAndLeavesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileManager.default.createFile(atPath: folder + "/file", contents: Data([1])))
        #expect(throws: FileWriteError.self) { try AtomicFile.write([1], to: folder + "/file/inside.bin") }
        // A destination that is a folder: the temporary is written, the rename fails, the temporary goes.
        try FileManager.default.createDirectory(atPath: folder + "/taken/x", withIntermediateDirectories: true)
        #expect(throws: FileWriteError.self) { try AtomicFile.write([1], to: folder + "/taken") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["file", "taken"])
    }

    @Test func leftoverTemporariesAreFoundByName() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let leftover = ".w375-L@2x.png.\(UUID().uuidString).tmp"
        for name in [leftover, "w375-L@2x.png", ".hidden.tmp", ".x.not-a-uuid.tmp", "a.tmp"] {
            #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data([1])))
        }
        #expect(AtomicFile.leftoverTemporaries(in: folder) == [folder + "/" + leftover])
    }

    @Test func digestsAreSHA256() {
        #expect(SHA256.hex(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
