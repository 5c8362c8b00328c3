import CText

/// A font's own size-dependent tracking: the normal track (track value 0) of its horizontal AAT `trak` table, as
/// Apple's fonts carry it (SF Pro Text and SF Pro Display set text tighter or looser by point size this way).
///
/// Read by hand because neither FreeType nor HarfBuzz's public API exposes the table's values (HarfBuzz applies it
/// only while shaping at a point size, which the shaping cache does not key on). Every read is bounds-checked; a
/// malformed table is ignored (the face is set with its advances alone).
struct TrackingTable: Sendable {
    /// (point size, tracking in font units), sorted by size.
    let entries: [(size: Double, units: Double)]
    let unitsPerEm: Double

    /// The most sizes a table may list.
    static let maximumSizes = 256

    init?(entries: [(size: Double, units: Double)], unitsPerEm: Double) {
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
        let bytes = UnsafeRawBufferPointer(start: data, count: Int(length))
        guard let entries = Self.normalTrack(in: bytes) else { return nil }
        self.init(entries: entries, unitsPerEm: unitsPerEm)
    }

    /// The sizes and values of the normal track of the horizontal data: header (version 1.0, format 0, horizontal
    /// data offset), then `nTracks`, `nSizes`, the size table's offset and the track entries (16.16 track value, name
    /// index, offset of its `nSizes` 16-bit values); sizes are 16.16 fixed point.
    static func normalTrack(in bytes: UnsafeRawBufferPointer) -> [(size: Double, units: Double)]? {
        func u16(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 2 <= bytes.count else { return nil }
            return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
        }
        func u32(_ offset: Int) -> Int? {
            guard let high = u16(offset), let low = u16(offset + 2) else { return nil }
            return high << 16 | low
        }
        func fixed(_ offset: Int) -> Double? { u32(offset).map { Double(Int32(truncatingIfNeeded: $0)) / 65536 } }
        guard u32(0) == 0x0001_0000, u16(4) == 0, let horizontal = u16(6), horizontal > 0,
              let trackCount = u16(horizontal), let sizeCount = u16(horizontal + 2), let sizeTable = u32(horizontal + 4),
              sizeCount > 0, sizeCount <= maximumSizes else { return nil }
        for track in 0..<trackCount {
            let entry = horizontal + 8 + 8 * track
            guard let value = fixed(entry) else { return nil }
            guard value == 0 else { continue }
            guard let valuesOffset = u16(entry + 6) else { return nil }
            var result: [(size: Double, units: Double)] = []
            for index in 0..<sizeCount {
                guard let size = fixed(sizeTable + 4 * index), let raw = u16(valuesOffset + 2 * index), size > 0 else { return nil }
                result.append((size, Double(Int16(truncatingIfNeeded: raw))))
            }
            return result
        }
        return nil
    }

    /// The tracking at `pointSize`, in points: the table's value interpolated linearly between its sizes, and the
    /// nearest size's beyond them.
    func points(at pointSize: Double) -> Double {
        guard let first = entries.first, let last = entries.last else { return 0 }
        let units: Double
        if pointSize <= first.size {
            units = first.units
        } else if pointSize >= last.size {
            units = last.units
        } else {
            let upper = entries.firstIndex { $0.size >= pointSize } ?? entries.count - 1
            let (a, b) = (entries[upper - 1], entries[upper])
            units = a.units + (b.units - a.units) * (pointSize - a.size) / (b.size - a.size)
        }
        return units / unitsPerEm * pointSize
    }
}
