import CText

/// A font's own size-dependent tracking: the normal track (track value 0) of its horizontal AAT `trak` table, as
/// Apple's fonts carry it (SF Pro Text and SF Pro Display set text tighter or looser by point size this way).
///
/// Read by hand because neither FreeType nor HarfBuzz's public API exposes the table's values (HarfBuzz applies it
/// only while shaping at a point size, which the shaping cache does not key on). Every read is bounds-checked; a
/// malformed table is ignored (the face is set with its advances alone).
struct TrackingTable: Sendable {
    /// (point size, tracking in font units), sorted by size.
    let entries: [(size: Double, value: Double)]
    let unitsPerEm: Double

    /// The most sizes a table may list.
    static let maximumSizes = 256

    init?(entries: [(size: Double, value: Double)], unitsPerEm: Double) {
        guard !entries.isEmpty, unitsPerEm > 0 else { return nil }
        self.entries = entries.sorted { $0.size < $1.size }
        self.unitsPerEm = unitsPerEm
    }

    /// The `trak` table of `face`, or nil when it has none (or none this reader understands).
    init?(face: OpaquePointer, unitsPerEm: Double) {
        let blob = hb_face_reference_table(face, WordShapeCache.tag("trak"))
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        let table = TableData(bytes: UnsafeRawBufferPointer(start: data, count: Int(length)), budget: ReadBudget())
        guard let entries = try? Self.normalTrack(in: table) else { return nil }
        self.init(entries: entries, unitsPerEm: unitsPerEm)
    }

    /// The sizes and values of the normal track of the horizontal data: header (version 1.0, format 0, horizontal
    /// data offset), then `nTracks`, `nSizes`, the size table's offset and the track entries (16.16 track value, name
    /// index, offset of its `nSizes` 16-bit values); sizes are 16.16 fixed point. Nil without a normal track; throws
    /// on a read out of bounds or a size that is not positive.
    static func normalTrack(in table: TableData) throws -> [(size: Double, value: Double)]? {
        func fixed(_ offset: Int) throws -> Double { Double(Int32(truncatingIfNeeded: try table.u32(offset))) / 65536 }
        guard try table.u32(0) == 0x0001_0000, try table.u16(4) == 0 else { return nil }
        let horizontal = try table.u16(6)
        guard horizontal > 0 else { return nil }
        let trackCount = try table.u16(horizontal), sizeCount = try table.u16(horizontal + 2), sizeTable = try table.u32(horizontal + 4)
        guard sizeCount > 0, sizeCount <= maximumSizes else { return nil }
        for track in 0..<trackCount {
            let entry = horizontal + 8 + 8 * track
            guard try fixed(entry) == 0 else { continue }
            let values = try table.u16(entry + 6)
            return try (0..<sizeCount).map { index in
                let size = try fixed(sizeTable + 4 * index)
                guard size > 0 else { throw SpaceContexts.Unanalysable() }
                return (size, Double(Int16(truncatingIfNeeded: try table.u16(values + 2 * index))))
            }
        }
        return nil
    }

    /// The tracking at `pointSize`, in points: the table's value interpolated linearly between its sizes, and the
    /// nearest size's beyond them.
    func points(at pointSize: Double) -> Double {
        (Self.interpolated(entries, at: pointSize) ?? 0) / unitsPerEm * pointSize
    }

    /// A size-indexed table's value at `size` (the table sorted by size): linear between its sizes, the nearest end's
    /// beyond them; nil for an empty table. Both a font's `trak` table and the HIG's (`SystemFontTracking`) read so.
    static func interpolated(_ table: [(size: Double, value: Double)], at size: Double) -> Double? {
        guard let first = table.first, let last = table.last else { return nil }
        if size <= first.size { return first.value }
        if size >= last.size { return last.value }
        let upper = table.firstIndex { $0.size >= size } ?? table.count - 1
        let (a, b) = (table[upper - 1], table[upper])
        return a.value + (b.value - a.value) * (size - a.size) / (b.size - a.size)
    }
}
