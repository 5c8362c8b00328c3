import AutoLayout
import Geometry
import TestSupport
import Testing

/// Random view hierarchies with random constraints, checked against the solved frames with an evaluator written
/// independently of the engine: every required constraint that was not reported broken holds, in both directions.
struct EnginePropertyTests {
    static let horizontal: [LayoutAttribute] = [.leading, .trailing, .centerX, .leadingMargin, .trailingMargin]
    static let absoluteHorizontal: [LayoutAttribute] = [.left, .right, .centerX, .leftMargin, .rightMargin]
    static let vertical: [LayoutAttribute] = [.top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins]
    static let dimensions: [LayoutAttribute] = [.width, .height]

    /// The value of an anchor on a frame; horizontal positions are measured leading-to-trailing in right-to-left
    /// layouts when the constraint uses leading/trailing (UIKit's convention).
    static func value(_ attribute: LayoutAttribute, _ frame: Rect, margin: Double, flipped: Bool) -> Double {
        let x: Double
        switch attribute {
        case .left: x = frame.minX
        case .right: x = frame.maxX
        case .leading: x = flipped ? frame.maxX : frame.minX
        case .trailing: x = flipped ? frame.minX : frame.maxX
        case .centerX, .centerXWithinMargins: x = frame.minX + frame.width / 2
        case .leftMargin: x = frame.minX + margin
        case .rightMargin: x = frame.maxX - margin
        case .leadingMargin: x = flipped ? frame.maxX - margin : frame.minX + margin
        case .trailingMargin: x = flipped ? frame.minX + margin : frame.maxX - margin
        case .top, .firstBaseline: return frame.minY
        case .bottom, .lastBaseline: return frame.maxY
        case .centerY, .centerYWithinMargins: return frame.minY + frame.height / 2
        case .topMargin: return frame.minY + margin
        case .bottomMargin: return frame.maxY - margin
        case .width: return frame.width
        case .height: return frame.height
        }
        return flipped ? -x : x
    }

    @Test func everyUnbrokenRequiredConstraintHoldsOnTheSolvedFrames() throws {
        var rng = SeededGenerator(state: 42)
        var checked = 0, conflicts = 0
        for trial in 0..<400 {
            let count = Int.random(in: 2...5, using: &rng)
            let ids = (0..<count).map { "v\($0)" }
            let subviews = ids.map { id in
                ViewSpec(id: id, intrinsicSize: IntrinsicSize(width: Bool.random(using: &rng) ? Double(Int.random(in: 10...120, using: &rng)) : nil,
                                                              height: Bool.random(using: &rng) ? Double(Int.random(in: 10...80, using: &rng)) : nil))
            }
            var constraints: [LayoutConstraint] = []
            for _ in 0..<Int.random(in: 3...10, using: &rng) {
                let family = Int.random(in: 0..<4, using: &rng)
                let pool = [Self.horizontal, Self.absoluteHorizontal, Self.vertical, Self.dimensions][family]
                let first = ids.randomElement(using: &rng) ?? "v0"
                let second = (ids + ["root"]).randomElement(using: &rng) ?? "root"
                let firstAttribute = pool.randomElement(using: &rng) ?? pool[0]
                let useSecond = family != 3 || Bool.random(using: &rng)
                let secondAnchor = useSecond ? LayoutAnchor(.view(second), pool.randomElement(using: &rng) ?? pool[0]) : nil
                constraints.append(LayoutConstraint(
                    LayoutAnchor(.view(first), firstAttribute), [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng) ?? .equal,
                    secondAnchor, multiplier: secondAnchor == nil ? 1 : ([1, 1, 1, 0.5, 2].randomElement(using: &rng) ?? 1),
                    constant: Double(Int.random(in: -20...40, using: &rng)),
                    priority: [.required, .required, .required, .defaultHigh, .defaultLow].randomElement(using: &rng) ?? .required))
            }
            let root = ViewSpec(id: "root", subviews: subviews, constraints: constraints)
            let direction: LayoutDirection = trial % 2 == 0 ? .leftToRight : .rightToLeft
            let engine = AutoLayoutEngine(root: root, environment: LayoutEnvironment(direction: direction), measurer: measurer,
                                          checksAmbiguity: false)
            let fitted = engine.fit(Size(width: 300, height: 0), horizontalFittingPriority: .required)
            let broken = Set(fitted.diagnostics.compactMap(\.brokenConstraint))
            conflicts += broken.isEmpty ? 0 : 1
            var frames = ["root": fitted.root.frame]
            for child in fitted.root.children { frames[child.id] = child.frame.offsetBy(dx: fitted.root.frame.minX, dy: fitted.root.frame.minY) }
            if !broken.contains(where: { $0.contains("UIView-Encapsulated-Layout-Width") }) {
                #expect(abs(fitted.root.frame.width - 300) < 1e-6)
            }
            for constraint in constraints where constraint.priority.isRequired {
                guard !broken.contains("<NSLayoutConstraint \(constraint)   (active)>") else { continue }
                let flipped = direction == .rightToLeft
                    && ((constraint.first.attribute.isDirectional) || (constraint.second?.attribute.isDirectional ?? false))
                func anchorValue(_ anchor: LayoutAnchor) -> Double? {
                    guard case let .view(id) = anchor.item, let frame = frames[id] else { return nil }
                    return Self.value(anchor.attribute, frame, margin: 8, flipped: flipped)
                }
                guard let lhs = anchorValue(constraint.first) else { continue }
                let rhs = (constraint.second.flatMap(anchorValue) ?? 0) * constraint.multiplier + constraint.constant
                checked += 1
                switch constraint.relation {
                case .equal: #expect(abs(lhs - rhs) < 1e-6, "trial \(trial): \(constraint) gives \(lhs) vs \(rhs)")
                case .lessThanOrEqual: #expect(lhs <= rhs + 1e-6, "trial \(trial): \(constraint) gives \(lhs) vs \(rhs)")
                case .greaterThanOrEqual: #expect(lhs >= rhs - 1e-6, "trial \(trial): \(constraint) gives \(lhs) vs \(rhs)")
                }
            }
        }
        #expect(checked > 800)
        #expect(conflicts > 20)
    }
}
