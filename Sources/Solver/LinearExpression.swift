/// A variable of a `SimplexSolver`.
public struct SolverVariable: Hashable, Comparable, Sendable {
    public let index: Int32
    public static func < (lhs: SolverVariable, rhs: SolverVariable) -> Bool { lhs.index < rhs.index }
}

/// A linear expression `Σ coefficient × variable + constant`.
public struct LinearExpression: Sendable, CustomStringConvertible {
    public var terms: [(variable: SolverVariable, coefficient: Double)]
    public var constant: Double

    public init(_ terms: [(variable: SolverVariable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: SolverVariable) { self.init([(variable, 1)]) }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + rhs * -1 }
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// The value of the expression for the given variable values.
    public func evaluate(_ value: (SolverVariable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    public var description: String {
        var parts = terms.map { "\($0.coefficient) × v\($0.variable.index)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
