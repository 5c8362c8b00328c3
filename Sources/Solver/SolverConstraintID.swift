/// A handle to a constraint added to a `SimplexSolver`.
public struct SolverConstraintID: Hashable, Comparable, Sendable {
    public let index: Int32
    public static func < (lhs: SolverConstraintID, rhs: SolverConstraintID) -> Bool { lhs.index < rhs.index }
}
