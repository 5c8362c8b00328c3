/// A symbol of the simplex tableau: an external variable, or one the solver introduces for a constraint
/// (slack for inequalities, error for optional constraints, dummy for required equalities).
/// Symbols are small integers so the tableau can index arrays by them.
@usableFromInline
struct SolverSymbol: Hashable, Comparable, Sendable {
    @usableFromInline var id: Int32
    @inlinable init(_ id: Int32) { self.id = id }
    @inlinable static func < (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id < rhs.id }
}

@usableFromInline
enum SymbolKind: UInt8, Sendable {
    /// A variable of the problem; unrestricted in sign.
    case external
    /// A non-negative slack of an inequality.
    case slack
    /// A non-negative error of an optional constraint; appears in the objective.
    case error
    /// A marker of a required equality; always zero, never pivoted in.
    case dummy

    /// Restricted symbols must stay non-negative.
    @inlinable var isRestricted: Bool { self == .slack || self == .error }
}

@usableFromInline
struct SolverTerm: Sendable {
    @usableFromInline var symbol: SolverSymbol
    @usableFromInline var coefficient: Double
    @inlinable init(_ symbol: SolverSymbol, _ coefficient: Double) { self.symbol = symbol; self.coefficient = coefficient }
}

/// A row of the tableau, `basic = constant + Σ coefficient × symbol` (or `0 = …` before it has a basic symbol).
/// Terms are kept unsorted in one small array: cell-sized systems have rows of a handful of terms, for which a
/// linear scan beats any map.
@usableFromInline
struct SolverRow: Sendable {
    @usableFromInline var constant: Double
    @usableFromInline var terms: [SolverTerm]

    @usableFromInline static let epsilon = 1.0e-8

    @inlinable init(constant: Double = 0, terms: [SolverTerm] = []) {
        self.constant = constant
        self.terms = terms
    }

    @inlinable func index(of symbol: SolverSymbol) -> Int? {
        for i in terms.indices where terms[i].symbol == symbol { return i }
        return nil
    }

    @inlinable func coefficient(for symbol: SolverSymbol) -> Double {
        for term in terms where term.symbol == symbol { return term.coefficient }
        return 0
    }

    /// Adds `coefficient × symbol`, dropping the term when it cancels to (near) zero.
    @inlinable mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double) {
        if let i = index(of: symbol) {
            let sum = terms[i].coefficient + coefficient
            if abs(sum) < Self.epsilon { terms.swapAt(i, terms.count - 1); terms.removeLast() } else { terms[i].coefficient = sum }
        } else if abs(coefficient) >= Self.epsilon {
            terms.append(SolverTerm(symbol, coefficient))
        }
    }

    /// Adds `coefficient × other` (constant included).
    @inlinable mutating func insert(_ other: SolverRow, _ coefficient: Double) {
        constant += other.constant * coefficient
        for term in other.terms { insert(term.symbol, term.coefficient * coefficient) }
    }

    @inlinable mutating func remove(_ symbol: SolverSymbol) {
        if let i = index(of: symbol) { terms.swapAt(i, terms.count - 1); terms.removeLast() }
    }

    @inlinable mutating func reverseSign() {
        constant = -constant
        for i in terms.indices { terms[i].coefficient = -terms[i].coefficient }
    }

    /// Turns `0 = constant + a × symbol + rest` into `symbol = −constant/a − rest/a` (the symbol leaves the terms).
    @inlinable mutating func solve(for symbol: SolverSymbol) {
        guard let i = index(of: symbol) else { return }
        let factor = -1.0 / terms[i].coefficient
        terms.swapAt(i, terms.count - 1)
        terms.removeLast()
        constant *= factor
        for j in terms.indices { terms[j].coefficient *= factor }
    }

    /// Turns `lhs = …` into `rhs = …`: `lhs` becomes a term and `rhs` the basic symbol.
    @inlinable mutating func solve(for lhs: SolverSymbol, _ rhs: SolverSymbol) {
        insert(lhs, -1.0)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` (the symbol's new definition). Returns whether it appeared.
    @inlinable @discardableResult mutating func substitute(_ symbol: SolverSymbol, _ row: SolverRow) -> Bool {
        guard let i = index(of: symbol) else { return false }
        let coefficient = terms[i].coefficient
        terms.swapAt(i, terms.count - 1)
        terms.removeLast()
        insert(row, coefficient)
        return true
    }
}
