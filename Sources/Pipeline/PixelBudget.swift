import Foundation

/// Bounds the pixels a batch holds at once, whatever its thread count: each image takes its pixel count from the
/// budget before it is drawn and gives it back when its bytes are written or compared. An image larger than the
/// whole budget still runs, alone.
final class PixelBudget: @unchecked Sendable {
    private let capacity: Int
    private var inUse = 0
    private let condition = NSCondition()

    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// Runs `body` once `pixels` fit in the budget, holding them until it returns.
    func withPixels<T>(_ pixels: Int, _ body: () throws -> T) rethrows -> T {
        let taken = min(max(pixels, 0), capacity)
        condition.lock()
        while inUse + taken > capacity { condition.wait() }
        inUse += taken
        condition.unlock()
        defer {
            condition.lock()
            inUse -= taken
            condition.broadcast()
            condition.unlock()
        }
        return try body()
    }
}
