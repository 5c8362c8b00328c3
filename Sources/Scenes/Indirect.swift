/// Keeps an optional value out of line: `nil` costs one word and no allocation, a value lives in one immutable,
/// shared box (an `indirect` enum case), so copying the struct that holds it copies a pointer.
///
/// For large optional values (a node's colours and shadow), where every copy of a view spec or scene node would
/// otherwise move their bytes: `NodeStyle` is 56 bytes with them out of line, 280 inline.
@propertyWrapper
public enum Indirect<Value: Hashable & Sendable>: Hashable, Sendable {
    case none
    indirect case some(Value)

    public init(wrappedValue: Value?) {
        self = wrappedValue.map(Indirect.some) ?? .none
    }

    public var wrappedValue: Value? {
        get {
            switch self {
            case .none: nil
            case let .some(value): value
            }
        }
        set { self = Indirect(wrappedValue: newValue) }
    }
}
