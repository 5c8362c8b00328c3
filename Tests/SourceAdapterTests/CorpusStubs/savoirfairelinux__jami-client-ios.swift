// Stand-ins for Jami's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

// Combine (the parts the cell uses): @Published, its publisher, sink and AnyCancellable.
final class AnyCancellable: Hashable {
    private let onCancel: () -> Void
    init(_ cancel: @escaping () -> Void) { onCancel = cancel }
    deinit { onCancel() }
    func cancel() { onCancel() }
    func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
struct Publisher<Output> {
    let subscribe: (@escaping (Output) -> Void) -> AnyCancellable
    func receive<Scheduler>(on scheduler: Scheduler) -> Publisher { self }
    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { subscribe(receiveValue) }
    func removeDuplicates() -> Publisher where Output: Equatable {
        Publisher { receive in
            var last: Output?
            return subscribe { value in
                if last != value { last = value; receive(value) }
            }
        }
    }
}
@propertyWrapper
struct Published<Value> {
    private final class Box {
        var value: Value { didSet { observers.values.forEach { $0(value) } } }
        var observers: [UUID: (Value) -> Void] = [:]
        init(_ value: Value) { self.value = value }
    }
    private let box: Box
    init(wrappedValue: Value) { box = Box(wrappedValue) }
    var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    var projectedValue: Publisher<Value> {
        let box = self.box
        return Publisher { receive in
            let id = UUID()
            box.observers[id] = receive
            receive(box.value)
            return AnyCancellable { [weak box] in box?.observers[id] = nil }
        }
    }
}

// Jami: avatar model and helpers
final class AvatarProvider {
    @Published var avatar: UIImage?
    @Published var profileName: String = ""
    @Published var isAvatarResolved: Bool = false
}
enum AvatarMetrics {
    static func monogramFontSize(for size: CGFloat) -> CGFloat { (size * 0.44).rounded() }
    static func iconSize(for size: CGFloat) -> CGFloat { (size * 0.5).rounded() }
}
func avatarBackgroundColor(for name: String) -> UIColor {
    let palette = [UIColor(red: 0.96, green: 0.26, blue: 0.21, alpha: 1), UIColor(red: 0.25, green: 0.32, blue: 0.71, alpha: 1),
                   UIColor(red: 0, green: 0.59, blue: 0.53, alpha: 1), UIColor(red: 1, green: 0.6, blue: 0, alpha: 1)]
    return palette[name.unicodeScalars.reduce(0) { $0 + Int($1.value) } % palette.count]
}
extension String {
    func isSHA1() -> Bool { count == 40 && allSatisfy { $0.isHexDigit } }
}
