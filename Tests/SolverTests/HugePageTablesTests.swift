import Foundation
@testable import Solver
import Testing

/// `Array.reserveCapacityOnHugePages(_:)`: the reservation is `reserveCapacity`'s, and on Linux the unwritten part of
/// a large table is marked for transparent huge pages (`hg` in the mapping's `VmFlags`, proc(5) /proc/pid/smaps).
struct HugePageTablesTests {
    @Test func aReservationKeepsTheContentsAndHoldsAsManyAsAsked() {
        var table = [1.0, 2.0, 3.0]
        table.reserveCapacityOnHugePages(1 << 20)
        #expect(table == [1, 2, 3])
        #expect(table.capacity >= 1 << 20)
        for index in 0..<(1 << 20) { table.append(Double(index)) }
        #expect(table.count == 3 + 1 << 20)
        #expect(table[3 + 12345] == 12345)

        var small: [Int32] = [7]
        small.reserveCapacityOnHugePages(16)
        #expect(small == [7] && small.capacity >= 16)
    }

    @Test func aLargeTableIsMarkedForHugePagesOnLinux() throws {
        #if os(Linux)
        let mode = (try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)) ?? ""
        guard mode.contains("[madvise]") || mode.contains("[always]") else { return }
        var table: [Double] = []
        table.reserveCapacityOnHugePages(4 << 20)  // 32 MiB
        let middle = table.withUnsafeMutableBufferPointer { UInt(bitPattern: $0.baseAddress) } + (16 << 20)
        #expect(try vmFlags(containing: middle).contains("hg"))
        #endif
    }

    /// The `VmFlags` of the mapping of this process that contains `address`.
    private func vmFlags(containing address: UInt) throws -> [Substring] {
        // Read to the end: /proc files report a size of 0, and reading by size stops at the first page.
        let file = try #require(FileHandle(forReadingAtPath: "/proc/self/smaps"))
        defer { try? file.close() }
        let smaps = String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
        var inside = false
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if let range = fields.first, fields.count > 1, !range.hasSuffix(":"),
               let dash = range.firstIndex(of: "-"),
               let low = UInt(range[..<dash], radix: 16), let high = UInt(range[range.index(after: dash)...], radix: 16) {
                inside = low <= address && address < high
            } else if inside, line.hasPrefix("VmFlags:") {
                return Array(fields.dropFirst())
            }
        }
        return []
    }
}
