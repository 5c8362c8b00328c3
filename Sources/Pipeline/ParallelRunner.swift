import Foundation

/// Runs `body` for every index in `0..<count` on up to `jobs` threads; results keep their index, so the output
/// of a batch is the same for any number of threads.
public func runParallel<T: Sendable>(count: Int, jobs: Int, _ body: @Sendable @escaping (Int) -> T) -> [T] {
    let results = ResultSlots<T>(count: count)
    let next = NextIndex(limit: count)
    let group = DispatchGroup()
    for _ in 0..<min(max(jobs, 1), max(count, 1)) {
        group.enter()
        Thread.detachNewThread {
            while let index = next.take() { results.set(index, body(index)) }
            group.leave()
        }
    }
    group.wait()
    return results.values()
}

/// A lock-protected array of results written by worker threads.
private final class ResultSlots<T>: @unchecked Sendable {
    private var storage: [T?]
    private let lock = NSLock()
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: T) { lock.withLock { storage[index] = value } }
    func values() -> [T] { lock.withLock { storage.compactMap { $0 } } }
}

/// Hands out the indices `0..<limit` once each, to whichever worker asks first.
private final class NextIndex: @unchecked Sendable {
    private var next = 0
    private let limit: Int
    private let lock = NSLock()
    init(limit: Int) { self.limit = limit }
    func take() -> Int? {
        lock.withLock {
            guard next < limit else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
