/// Why a constraint could not be added.
public enum SolverError: Error, Equatable, Sendable {
    /// The required constraint conflicts with required constraints already in the solver.
    case unsatisfiable
}
