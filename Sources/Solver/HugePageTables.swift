#if canImport(Glibc)
import Glibc
#endif

/// Large solver and engine tables on transparent huge pages.
///
/// A 100,000-view hierarchy fills about 500 MB of tables (symbols, matrix cells, reduced costs, installed
/// constraints, scene nodes) that the allocator takes fresh from the kernel, and the simplex method reads them in
/// no particular order. On 4 KiB pages that is about 120,000 page faults a layout, and the kernel's share of the
/// 100,000-view chain was a third of its time; on 2 MiB pages it takes about 18,000 faults and 30 % less time
/// (CellFitting's chain rows). Linux backs a region with 2 MiB pages when the process asks for it with
/// `madvise(MADV_HUGEPAGE)` (Debian's default THP mode is `madvise`, which honours only that request; kernel
/// documentation, admin-guide/mm/transhuge).
extension Array {
    /// The size of a transparent huge page on x86-64 and on arm64 with 4 KiB base pages (a PMD mapping).
    private static var hugePageSize: Int { 2 << 20 }

    /// `reserveCapacity(_:)`, then, when the reserved storage spans at least two huge pages, asks the kernel to back
    /// the part not yet written with huge pages. Only advice: the contents, count and capacity are what
    /// `reserveCapacity` gives; on other systems, or with THP off, it does nothing more.
    package mutating func reserveCapacityOnHugePages(_ minimumCapacity: Int) {
        reserveCapacity(minimumCapacity)
        #if canImport(Glibc)
        let stride = MemoryLayout<Element>.stride
        let reservedBytes = capacity.multipliedReportingOverflow(by: stride)
        guard !reservedBytes.overflow, reservedBytes.partialValue >= 2 * Self.hugePageSize else { return }
        let writtenBytes = count * stride
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let page = UInt(Self.hugePageSize)
            let start = (UInt(bitPattern: base) + UInt(writtenBytes) + page - 1) & ~(page - 1)
            let end = (UInt(bitPattern: base) + UInt(reservedBytes.partialValue)) & ~(page - 1)
            guard end > start, let first = UnsafeMutableRawPointer(bitPattern: start) else { return }
            _ = madvise(first, Int(end - start), MADV_HUGEPAGE)
        }
        #endif
    }
}
