/// Symbols whose reduced-cost vector became lexicographically negative, in the order `enteringSymbol` takes them:
/// highest level first, then lowest symbol. An entry goes stale when the symbol's costs change again (which queues
/// it anew), so the solver checks the first entry before using it.
struct EnteringCandidates: Sendable {
    struct Entry: Sendable {
        var priority: Double
        var symbol: SolverSymbol
    }

    private var heap: [Entry] = []

    var first: Entry? { heap.first }

    private static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        a.priority > b.priority || (a.priority == b.priority && a.symbol < b.symbol)
    }

    mutating func push(_ entry: Entry) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func removeFirst() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < heap.count, Self.precedes(heap[left], heap[first]) { first = left }
            if right < heap.count, Self.precedes(heap[right], heap[first]) { first = right }
            guard first != parent else { return }
            heap.swapAt(parent, first)
            parent = first
        }
    }
}
