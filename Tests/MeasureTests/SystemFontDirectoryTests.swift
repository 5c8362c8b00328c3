import Foundation
import Geometry
import Measure
import Testing

/// `--system-font-dir`: the system font set in the fonts of a folder (Apple's SF Pro on a team's Mac) with their own
/// advances and their own size-dependent tracking, read from the AAT `trak` table. SF Pro cannot be shipped, so the
/// mechanism is tested with a stand-in: a copy of Inter with a `trak` table written here (normal track +100 font units
/// at 10 pt and −100 at 30 pt), and a plain copy without one.
struct SystemFontDirectoryTests {
    static let inter = FontSet.defaultSearchDirectories.lazy.compactMap { directory in
        FontSet.findStandardFiles(in: [directory]).first { $0.hasSuffix("/Inter-Regular.otf") }
    }.first

    /// A `trak` table with one track (the normal one, value 0) and the given (size, font units) entries.
    static func trakTable(_ entries: [(size: Double, units: Int16)]) -> [UInt8] {
        var bytes: [UInt8] = []
        func u16(_ value: Int) { bytes += [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)] }
        func u32(_ value: Int) { u16(value >> 16); u16(value & 0xFFFF) }
        let sizeTable = 12 + 8 + 8, values = sizeTable + 4 * entries.count
        u32(0x0001_0000); u16(0); u16(12); u16(0); u16(0)          // version 1.0, format 0, horizontal data at 12
        u16(1); u16(entries.count); u32(sizeTable)                  // one track, n sizes, the size table
        u32(0); u16(256); u16(values)                               // track 0 (normal), name index, its values
        for entry in entries { u32(Int(entry.size * 65536)) }       // 16.16 sizes
        for entry in entries { u16(Int(UInt16(bitPattern: entry.units))) }
        return bytes
    }

    /// `font` with `table` added under `tag`: the table directory grows by one record (kept sorted by tag) and every
    /// table moves 16 bytes on; the new table goes at the end, 4-byte aligned.
    static func adding(_ tag: String, _ table: [UInt8], to font: [UInt8]) -> [UInt8] {
        func u16(_ offset: Int) -> Int { Int(font[offset]) << 8 | Int(font[offset + 1]) }
        func u32(_ offset: Int) -> Int { u16(offset) << 16 | u16(offset + 2) }
        func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        func checksum(_ data: ArraySlice<UInt8>) -> Int {
            var sum: UInt32 = 0
            var padded = Array(data)
            while padded.count % 4 != 0 { padded.append(0) }
            for index in stride(from: 0, to: padded.count, by: 4) {
                sum &+= UInt32(padded[index]) << 24 | UInt32(padded[index + 1]) << 16 | UInt32(padded[index + 2]) << 8 | UInt32(padded[index + 3])
            }
            return Int(sum)
        }
        let count = u16(4)
        var records: [(tag: [UInt8], checksum: Int, offset: Int, length: Int)] = (0..<count).map { index in
            let record = 12 + 16 * index
            return (Array(font[record..<record + 4]), u32(record + 4), u32(record + 8) + 16, u32(record + 12))
        }
        var body = Array(font[(12 + 16 * count)...])
        while body.count % 4 != 0 { body.append(0) }
        let newOffset = 12 + 16 * (count + 1) + body.count
        records.append((Array(tag.utf8), checksum(table[...]), newOffset, table.count))
        records.sort { $0.tag.lexicographicallyPrecedes($1.tag) }
        var result = Array(font[0..<4])
        let power = 1 << (Int.bitWidth - (count + 1).leadingZeroBitCount - 1)
        for value in [count + 1, power * 16, power.trailingZeroBitCount, (count + 1) * 16 - power * 16] {
            result += [UInt8(value >> 8), UInt8(value & 0xFF)]
        }
        for record in records { result += record.tag + be32(record.checksum) + be32(record.offset) + be32(record.length) }
        return result + body + table
    }

    /// The font's units per em, from its `head` table.
    static func unitsPerEm(_ font: [UInt8]) -> Double? {
        func u16(_ offset: Int) -> Int { Int(font[offset]) << 8 | Int(font[offset + 1]) }
        for index in 0..<u16(4) where Array(font[(12 + 16 * index)..<(16 + 16 * index)]) == Array("head".utf8) {
            let offset = u16(12 + 16 * index + 8) << 16 | u16(12 + 16 * index + 10)
            return Double(u16(offset + 18))
        }
        return nil
    }

    /// A folder holding `font` as its only file.
    static func folder(with font: [UInt8], name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-system-font-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(font).write(to: folder.appendingPathComponent("SystemFont.otf"))
        return folder.path
    }

    static func width(_ text: String, pointSize: Double, measurer: TextMeasurer) -> Double {
        measurer.layout(text, attributes: TextAttributes(font: FontSpec(pointSize: pointSize)), width: nil).lines[0].width
    }

    @Test(.enabled(if: inter != nil, "Inter-Regular.otf (fonts-inter) is not installed"))
    func theSystemFontIsSetInTheFolderFontWithItsOwnTracking() throws {
        let font = try [UInt8](Data(contentsOf: URL(fileURLWithPath: try #require(Self.inter))))
        let plainFolder = try Self.folder(with: font, name: "plain")
        let trackedFolder = try Self.folder(with: Self.adding("trak", Self.trakTable([(10, 100), (30, -100)]), to: font), name: "trak")
        defer { for folder in [plainFolder, trackedFolder] { try? FileManager.default.removeItem(atPath: folder) } }

        let plain = TextMeasurer(fontSet: try FontSet.standard(systemFontDirectory: plainFolder))
        let tracked = TextMeasurer(fontSet: try FontSet.standard(systemFontDirectory: trackedFolder))
        let untracked = TextMeasurer(fontSet: sharedFontSet, tracking: .none)
        #expect(plain.layout("Hello", attributes: TextAttributes(font: FontSpec(pointSize: 17)), width: nil).fonts.first?.file.hasPrefix(plainFolder) == true)
        // Without a trak table the folder's font is set with its own advances: the bundled Inter's, untracked. A folder
        // with one family has no display cut: it sets display sizes too.
        #expect(plain.layout("Hello", attributes: TextAttributes(font: FontSpec(pointSize: 24)), width: nil).fonts.map(\.file) == [plainFolder + "/SystemFont.otf"])
        for size in [10.0, 17] {
            #expect(abs(Self.width("Hello", pointSize: size, measurer: plain) - Self.width("Hello", pointSize: size, measurer: untracked)) < 1e-9)
        }
        // With one, five glyphs get the table's tracking at the size: +100 units at 10 pt (and below), none at 20 pt
        // (halfway), −100 at 30 pt (and above).
        let unitsPerEm = try #require(Self.unitsPerEm(font))
        for (size, units) in [(8.0, 100.0), (10, 100), (20, 0), (30, -100), (40, -100)] {
            let expected = Self.width("Hello", pointSize: size, measurer: plain) + 5 * units / unitsPerEm * size
            #expect(abs(Self.width("Hello", pointSize: size, measurer: tracked) - expected) < 1e-6, "at \(size) pt")
        }
        // `tracking: .none` sets it without the table's tracking too.
        let none = TextMeasurer(fontSet: try FontSet.standard(systemFontDirectory: trackedFolder), tracking: .none)
        #expect(abs(Self.width("Hello", pointSize: 10, measurer: none) - Self.width("Hello", pointSize: 10, measurer: plain)) < 1e-9)
    }

    @Test func aFolderWithoutFontsIsRefused() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-no-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: FontError.systemFontUnusable(directory: empty.path, families: [])) {
            try FontSet.standard(systemFontDirectory: empty.path)
        }
    }
}
