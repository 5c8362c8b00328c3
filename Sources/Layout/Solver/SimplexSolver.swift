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

/// A handle to a constraint added to a `SimplexSolver`.
public struct SolverConstraintID: Hashable, Comparable, Sendable {
    public let index: Int32
    public static func < (lhs: SolverConstraintID, rhs: SolverConstraintID) -> Bool { lhs.index < rhs.index }
}

/// Why a constraint could not be added.
public enum SolverError: Error, Equatable, Sendable {
    /// The required constraint conflicts with required constraints already in the solver.
    case unsatisfiable
}

/// An incremental Cassowary solver (Badros, Borning & Stuckey 2001; the structure follows kiwi's):
/// linear equalities and inequalities over variables, required and optional constraints, constraints added and
/// removed without rebuilding, and constants changed in place (which is how edit variables work).
///
/// Optional constraints are ranked by `LayoutPriority` as **strict levels**, like UIKit's engine: the objective is a
/// vector with one row per distinct priority and is minimised lexicographically, so a constraint of priority p is
/// never given up to satisfy any number of constraints of lower priority. Within one level the errors add up
/// (an unsatisfiable `a == b` is solved by minimising |a − b|).
///
/// The solver is deterministic: ties in pivoting are broken by the lowest symbol (Bland's rule), and nothing
/// depends on hashing order.
public struct SimplexSolver: Sendable {
    struct ConstraintRecord: Sendable {
        var expression: LinearExpression
        var relation: LayoutRelation
        var priority: LayoutPriority
        /// The symbol whose value measures the constraint (slack, error+ or dummy) and its coefficient in the
        /// row the constraint created; used to remove the constraint and to change its constant.
        var marker: SolverSymbol
        var markerCoefficient: Double
        var other: SolverSymbol?
        var isActive: Bool
    }

    var kinds: [SymbolKind] = []
    /// For every symbol, the index of the row it is basic in, or -1.
    var rowOfSymbol: [Int32] = []
    var rows: [SolverRow] = []
    var basicSymbols: [SolverSymbol] = []
    /// One objective row per priority level, highest priority first.
    var objectives: [SolverRow] = []
    var objectivePriorities: [LayoutPriority] = []
    var artificial: SolverRow?
    var constraints: [ConstraintRecord] = []
    var variableSymbols: [SolverSymbol] = []
    var infeasibleRows: [SolverSymbol] = []

    public init() {}

    /// Number of variables made so far.
    public var variableCount: Int { variableSymbols.count }

    public mutating func makeVariable() -> SolverVariable {
        let symbol = makeSymbol(.external)
        variableSymbols.append(symbol)
        return SolverVariable(index: Int32(variableSymbols.count - 1))
    }

    // MARK: Adding and removing constraints

    /// Adds `expression RELATION 0` at `priority`.
    /// - Throws: `SolverError.unsatisfiable` when a required constraint conflicts with the required constraints
    ///   already present; the solver is then unchanged.
    @discardableResult
    public mutating func add(_ expression: LinearExpression, _ relation: LayoutRelation,
                             priority: LayoutPriority = .required) throws(SolverError) -> SolverConstraintID {
        let record = try insert(expression, relation, priority)
        constraints.append(record)
        return SolverConstraintID(index: Int32(constraints.count - 1))
    }

    /// Puts a constraint into the tableau and re-optimises; the solver is unchanged when it throws.
    mutating func insert(_ expression: LinearExpression, _ relation: LayoutRelation,
                         _ priority: LayoutPriority) throws(SolverError) -> ConstraintRecord {
        var (row, marker, markerCoefficient, other) = makeRow(expression, relation, priority)
        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == nil, allDummies(row) {
            // Only required equalities' markers are left: the constraint is implied by the others (0 = 0), or
            // contradicts them (0 = c).
            guard abs(row.constant) < SolverRow.epsilon else {
                undoObjective(marker: marker, other: other, priority: priority)
                throw .unsatisfiable
            }
            subject = marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            appendRow(row, basic: subject)
        } else {
            guard addWithArtificialVariable(row) else {
                undoObjective(marker: marker, other: other, priority: priority)
                throw .unsatisfiable
            }
        }
        optimizeObjective()
        return ConstraintRecord(expression: expression, relation: relation, priority: priority, marker: marker,
                                markerCoefficient: markerCoefficient, other: other, isActive: true)
    }

    /// Removes a constraint; the remaining system is re-optimised incrementally.
    public mutating func remove(_ id: SolverConstraintID) {
        guard constraints.indices.contains(Int(id.index)), constraints[Int(id.index)].isActive else { return }
        let record = constraints[Int(id.index)]
        constraints[Int(id.index)].isActive = false
        if let level = level(of: record.priority), !record.priority.isRequired {
            removeErrorFromObjective(record.marker, level: level)
            if let other = record.other { removeErrorFromObjective(other, level: level) }
        }
        if let rowIndex = basicRowIndex(record.marker) {
            removeRow(at: rowIndex)
        } else if let leaving = markerLeavingRow(record.marker) {
            let leavingSymbol = basicSymbols[leaving]
            var row = rows[leaving]
            removeRow(at: leaving)
            row.solve(for: leavingSymbol, record.marker)
            substitute(record.marker, row)
        }
        optimizeObjective()
    }

    /// Whether the constraint is in the solver.
    public func isActive(_ id: SolverConstraintID) -> Bool {
        constraints.indices.contains(Int(id.index)) && constraints[Int(id.index)].isActive
    }

    /// Changes the constant of a constraint's expression in place (the edit-variable mechanism: a
    /// `suggestValue` is a constant change of an edit constraint) and re-solves with the dual simplex.
    /// Works for required constraints too, which is how UIKit updates `UIView-Encapsulated-Layout-Width`.
    /// - Throws: `SolverError.unsatisfiable` when the new constant makes required constraints conflict; the
    ///   constraint then keeps its old constant.
    public mutating func setConstant(_ constant: Double, of id: SolverConstraintID) throws(SolverError) {
        guard constraints.indices.contains(Int(id.index)), constraints[Int(id.index)].isActive else { return }
        let record = constraints[Int(id.index)]
        let delta = constant - record.expression.constant
        guard delta != 0 else { return }
        let shift = delta / record.markerCoefficient
        if shiftMarker(record.marker, by: shift), dualOptimize() {
            constraints[Int(id.index)].expression.constant = constant
            return
        }
        // The fast path failed: the constraint is redundant with others, or the new constant conflicts. Restore the
        // old constant, then re-add the constraint, which decides conflicts the way `add` does.
        _ = shiftMarker(record.marker, by: -shift)
        restoreFeasibility()
        remove(id)
        var expression = record.expression
        expression.constant = constant
        do {
            constraints[Int(id.index)] = try insert(expression, record.relation, record.priority)
        } catch {
            if let restored = try? insert(record.expression, record.relation, record.priority) {
                constraints[Int(id.index)] = restored
            }
            throw error
        }
    }

    /// The constraint's current expression constant.
    public func constant(of id: SolverConstraintID) -> Double { constraints[Int(id.index)].expression.constant }

    // MARK: Reading the solution

    /// The value of a variable in the current solution (0 for a variable no constraint determines).
    public func value(of variable: SolverVariable) -> Double {
        let symbol = variableSymbols[Int(variable.index)]
        guard let rowIndex = basicRowIndex(symbol) else { return 0 }
        return rows[rowIndex].constant
    }

    /// Whether the variable's value is not determined by the constraints: it could change without making the
    /// solution worse at any priority level (a free parameter, or an alternative optimum). Degenerate corners are
    /// treated as blocking, so this can miss ambiguities, as UIKit's `hasAmbiguousLayout` can; it does not report
    /// determined variables as ambiguous.
    public func isAmbiguous(_ variable: SolverVariable) -> Bool {
        let symbol = variableSymbols[Int(variable.index)]
        guard let rowIndex = basicRowIndex(symbol) else { return true }
        return rows[rowIndex].terms.contains { term in
            kinds[Int(term.symbol.id)] != .dummy && hasZeroCost(term.symbol) && canIncrease(term.symbol)
        }
    }

    /// The solver's state for debugging: one line per row and objective level.
    public var dump: String {
        func name(_ symbol: SolverSymbol) -> String {
            let prefix: String
            switch kinds[Int(symbol.id)] {
            case .external: prefix = "v"
            case .slack: prefix = "s"
            case .error: prefix = "e"
            case .dummy: prefix = "d"
            }
            if prefix == "v", let index = variableSymbols.firstIndex(of: symbol) { return "v\(index)" }
            return "\(prefix)\(symbol.id)"
        }
        func text(_ row: SolverRow) -> String {
            let terms = row.terms.sorted { $0.symbol < $1.symbol }.map { "\($0.coefficient) \(name($0.symbol))" }
            return ([String(row.constant)] + terms).joined(separator: " + ")
        }
        var lines = ["Objective (highest priority first):"]
        for (priority, row) in zip(objectivePriorities, objectives) { lines.append("  @\(priority): \(text(row))") }
        lines.append("Tableau:")
        let order = basicSymbols.indices.sorted { basicSymbols[$0] < basicSymbols[$1] }
        for index in order { lines.append("  \(name(basicSymbols[index])) = \(text(rows[index]))") }
        lines.append("Constraints: \(constraints.filter(\.isActive).count) active, \(variableSymbols.count) variables")
        return lines.joined(separator: "\n")
    }

    // MARK: Tableau plumbing

    mutating func makeSymbol(_ kind: SymbolKind) -> SolverSymbol {
        kinds.append(kind)
        rowOfSymbol.append(-1)
        return SolverSymbol(Int32(kinds.count - 1))
    }

    func basicRowIndex(_ symbol: SolverSymbol) -> Int? {
        let index = rowOfSymbol[Int(symbol.id)]
        return index >= 0 ? Int(index) : nil
    }

    mutating func appendRow(_ row: SolverRow, basic symbol: SolverSymbol) {
        rowOfSymbol[Int(symbol.id)] = Int32(rows.count)
        rows.append(row)
        basicSymbols.append(symbol)
    }

    mutating func removeRow(at index: Int) {
        let removed = basicSymbols[index]
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            basicSymbols.swapAt(index, last)
            rowOfSymbol[Int(basicSymbols[index].id)] = Int32(index)
        }
        rows.removeLast()
        basicSymbols.removeLast()
        rowOfSymbol[Int(removed.id)] = -1
    }

    /// The objective level of a priority, created (in order) when first used.
    mutating func levelCreatingIfNeeded(_ priority: LayoutPriority) -> Int {
        if let level = level(of: priority) { return level }
        let position = objectivePriorities.firstIndex { $0 < priority } ?? objectivePriorities.count
        objectivePriorities.insert(priority, at: position)
        objectives.insert(SolverRow(), at: position)
        return position
    }

    func level(of priority: LayoutPriority) -> Int? { objectivePriorities.firstIndex(of: priority) }

    /// Builds the row for `expression RELATION 0`, with basic variables substituted, and registers its error
    /// symbols in the objective.
    mutating func makeRow(_ expression: LinearExpression, _ relation: LayoutRelation, _ priority: LayoutPriority)
        -> (SolverRow, marker: SolverSymbol, markerCoefficient: Double, other: SolverSymbol?) {
        var row = SolverRow(constant: expression.constant)
        for term in expression.terms where term.coefficient != 0 {
            let symbol = variableSymbols[Int(term.variable.index)]
            if let basic = basicRowIndex(symbol) { row.insert(rows[basic], term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        let marker: SolverSymbol
        let markerCoefficient: Double
        var other: SolverSymbol?
        if relation == .equal {
            if priority.isRequired {
                marker = makeSymbol(.dummy)
                markerCoefficient = 1
                row.insert(marker, 1)
            } else {
                let level = levelCreatingIfNeeded(priority)
                marker = makeSymbol(.error)
                let minus = makeSymbol(.error)
                markerCoefficient = -1
                row.insert(marker, -1)
                row.insert(minus, 1)
                objectives[level].insert(marker, 1)
                objectives[level].insert(minus, 1)
                other = minus
            }
        } else {
            let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
            marker = makeSymbol(.slack)
            markerCoefficient = sign
            row.insert(marker, sign)
            if !priority.isRequired {
                let level = levelCreatingIfNeeded(priority)
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objectives[level].insert(error, 1)
                other = error
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, marker, markerCoefficient, other)
    }

    mutating func undoObjective(marker: SolverSymbol, other: SolverSymbol?, priority: LayoutPriority) {
        guard !priority.isRequired, let level = level(of: priority) else { return }
        objectives[level].remove(marker)
        if let other { objectives[level].remove(other) }
    }

    func allDummies(_ row: SolverRow) -> Bool {
        row.terms.allSatisfy { kinds[Int($0.symbol.id)] == .dummy }
    }

    /// kiwi's subject choice: an external symbol if there is one, else a new slack or error symbol with a negative
    /// coefficient (so the row can be solved for it without becoming infeasible).
    func chooseSubject(_ row: SolverRow, marker: SolverSymbol, other: SolverSymbol?) -> SolverSymbol? {
        var best: SolverSymbol?
        for term in row.terms where kinds[Int(term.symbol.id)] == .external {
            if let current = best, current < term.symbol { continue }
            best = term.symbol
        }
        if let best { return best }
        if kinds[Int(marker.id)].isRestricted, row.coefficient(for: marker) < 0 { return marker }
        if let other, kinds[Int(other.id)].isRestricted, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Adds a row no symbol can be solved for by minimising an artificial variable (phase one of simplex).
    mutating func addWithArtificialVariable(_ row: SolverRow) -> Bool {
        let artificialSymbol = makeSymbol(.slack)
        appendRow(row, basic: artificialSymbol)
        artificial = row
        optimize(artificialObjective: true)
        let success = abs(artificial?.constant ?? 0) < SolverRow.epsilon
        artificial = nil
        if let rowIndex = basicRowIndex(artificialSymbol) {
            // While basic, the artificial symbol appears in no other row: dropping its row restores the old system.
            var artificialRow = rows[rowIndex]
            removeRow(at: rowIndex)
            guard success else { return false }
            let symbols = artificialRow.terms.map(\.symbol)
            let entering = symbols.filter { kinds[Int($0.id)].isRestricted }.min()
                ?? symbols.filter { kinds[Int($0.id)] == .external }.min()
            if let entering {
                artificialRow.solve(for: artificialSymbol, entering)
                substitute(entering, artificialRow)
                appendRow(artificialRow, basic: entering)
            }
        }
        for index in rows.indices { rows[index].remove(artificialSymbol) }
        for level in objectives.indices { objectives[level].remove(artificialSymbol) }
        return success
    }

    /// Replaces `symbol` by `row` in every row and objective, noting restricted rows that became infeasible.
    mutating func substitute(_ symbol: SolverSymbol, _ row: SolverRow) {
        for index in rows.indices where rows[index].substitute(symbol, row) {
            if rows[index].constant < 0, kinds[Int(basicSymbols[index].id)] != .external {
                infeasibleRows.append(basicSymbols[index])
            }
        }
        for level in objectives.indices { objectives[level].substitute(symbol, row) }
        if artificial != nil { artificial?.substitute(symbol, row) }
    }

    mutating func optimizeObjective() { optimize(artificialObjective: false) }

    /// Primal simplex on the objective levels (or the artificial objective): pivots while some symbol has a
    /// lexicographically negative reduced cost.
    mutating func optimize(artificialObjective: Bool) {
        while true {
            guard let entering = artificialObjective ? artificialEntering() : enteringSymbol() else { return }
            guard let leaving = leavingRow(for: entering) else { return }
            let leavingSymbol = basicSymbols[leaving]
            var row = rows[leaving]
            removeRow(at: leaving)
            row.solve(for: leavingSymbol, entering)
            substitute(entering, row)
            appendRow(row, basic: entering)
        }
    }

    func artificialEntering() -> SolverSymbol? {
        guard let artificial else { return nil }
        var best: SolverSymbol?
        for term in artificial.terms where kinds[Int(term.symbol.id)] != .dummy && term.coefficient < -SolverRow.epsilon {
            if let current = best, current < term.symbol { continue }
            best = term.symbol
        }
        return best
    }

    /// The lowest symbol whose reduced-cost vector is lexicographically negative: negative at some level and zero
    /// at every higher level.
    func enteringSymbol() -> SolverSymbol? {
        for level in objectives.indices {
            var best: SolverSymbol?
            for term in objectives[level].terms where term.coefficient < -SolverRow.epsilon && kinds[Int(term.symbol.id)] != .dummy {
                if let current = best, current < term.symbol { continue }
                if isZeroAbove(level, term.symbol) { best = term.symbol }
            }
            if let best { return best }
        }
        return nil
    }

    func isZeroAbove(_ level: Int, _ symbol: SolverSymbol) -> Bool {
        for higher in 0..<level where abs(objectives[higher].coefficient(for: symbol)) >= SolverRow.epsilon { return false }
        return true
    }

    /// The row whose basic (restricted) symbol reaches zero first as `entering` grows.
    func leavingRow(for entering: SolverSymbol) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for index in rows.indices where kinds[Int(basicSymbols[index].id)] != .external {
            let coefficient = rows[index].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[index].constant / coefficient
            if ratio < bestRatio - SolverRow.epsilon
                || (abs(ratio - bestRatio) <= SolverRow.epsilon && best.map { basicSymbols[index] < basicSymbols[$0] } == true) {
                bestRatio = ratio
                best = index
            }
        }
        return best
    }

    /// Dual simplex: restores feasibility after constants changed, keeping optimality. Returns false when a row
    /// cannot be made feasible (the required constraints conflict).
    mutating func dualOptimize() -> Bool {
        while let leavingSymbol = infeasibleRows.popLast() {
            guard let index = basicRowIndex(leavingSymbol), rows[index].constant < 0 else { continue }
            guard let entering = dualEntering(rows[index]) else {
                infeasibleRows.removeAll()
                return false
            }
            var row = rows[index]
            removeRow(at: index)
            row.solve(for: leavingSymbol, entering)
            substitute(entering, row)
            appendRow(row, basic: entering)
        }
        return true
    }

    /// The symbol with a positive coefficient in `row` whose ratio of reduced cost to coefficient is
    /// lexicographically smallest.
    func dualEntering(_ row: SolverRow) -> SolverSymbol? {
        var best: SolverSymbol?
        var bestRatios: [Double] = []
        for term in row.terms where term.coefficient > 0 && kinds[Int(term.symbol.id)] != .dummy {
            let ratios = objectives.map { $0.coefficient(for: term.symbol) / term.coefficient }
            if let current = best {
                switch compareLexicographically(ratios, bestRatios) {
                case .less: break
                case .equal: if current < term.symbol { continue }
                case .greater: continue
                }
            }
            best = term.symbol
            bestRatios = ratios
        }
        return best
    }

    enum Order { case less, equal, greater }

    func compareLexicographically(_ a: [Double], _ b: [Double]) -> Order {
        for (x, y) in zip(a, b) {
            if x < y - SolverRow.epsilon { return .less }
            if x > y + SolverRow.epsilon { return .greater }
        }
        return .equal
    }

    /// Substitutes `marker = marker' + shift` everywhere (a constant change of the marker's constraint). Returns
    /// false when a required equality's dummy would become non-zero, which only re-adding can sort out.
    mutating func shiftMarker(_ marker: SolverSymbol, by shift: Double) -> Bool {
        var consistent = true
        if let index = basicRowIndex(marker) {
            rows[index].constant -= shift
            if kinds[Int(marker.id)] == .dummy { return false }
            if rows[index].constant < 0, kinds[Int(marker.id)].isRestricted { infeasibleRows.append(marker) }
            return true
        }
        for index in rows.indices {
            let coefficient = rows[index].coefficient(for: marker)
            guard coefficient != 0 else { continue }
            rows[index].constant += coefficient * shift
            let kind = kinds[Int(basicSymbols[index].id)]
            if rows[index].constant < 0, kind.isRestricted { infeasibleRows.append(basicSymbols[index]) }
            if kind == .dummy, abs(rows[index].constant) >= SolverRow.epsilon { consistent = false }
        }
        for level in objectives.indices {
            objectives[level].constant += objectives[level].coefficient(for: marker) * shift
        }
        return consistent
    }

    /// Re-runs the dual simplex over every infeasible restricted row (after constants were put back).
    mutating func restoreFeasibility() {
        infeasibleRows = rows.indices.filter { rows[$0].constant < 0 && kinds[Int(basicSymbols[$0].id)].isRestricted }
            .map { basicSymbols[$0] }
        _ = dualOptimize()
    }

    mutating func removeErrorFromObjective(_ symbol: SolverSymbol, level: Int) {
        guard kinds[Int(symbol.id)] == .error else { return }
        if let index = basicRowIndex(symbol) { objectives[level].insert(rows[index], -1) } else { objectives[level].insert(symbol, -1) }
    }

    /// kiwi's choice of the row to pivot a non-basic marker into, so its constraint can be dropped. A required
    /// equality that the removed one made redundant (a basic dummy whose row holds the marker) must take over, or
    /// its dummy would stop being zero; kiwi's ratio rule alone misses that case.
    func markerLeavingRow(_ marker: SolverSymbol) -> Int? {
        var redundant: Int?
        for index in rows.indices where kinds[Int(basicSymbols[index].id)] == .dummy && rows[index].coefficient(for: marker) != 0 {
            if let current = redundant, basicSymbols[current] < basicSymbols[index] { continue }
            redundant = index
        }
        if let redundant { return redundant }
        var first: Int?, second: Int?, third: Int?
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for index in rows.indices {
            let coefficient = rows[index].coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if kinds[Int(basicSymbols[index].id)] == .external {
                if third == nil { third = index }
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = index }
            } else {
                let ratio = rows[index].constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = index }
            }
        }
        return first ?? second ?? third
    }

    func hasZeroCost(_ symbol: SolverSymbol) -> Bool {
        objectives.allSatisfy { abs($0.coefficient(for: symbol)) < SolverRow.epsilon }
    }

    /// Whether a non-basic symbol can move away from zero without driving a restricted basic symbol negative.
    func canIncrease(_ symbol: SolverSymbol) -> Bool {
        guard kinds[Int(symbol.id)].isRestricted else { return true }
        for index in rows.indices where kinds[Int(basicSymbols[index].id)].isRestricted {
            if rows[index].coefficient(for: symbol) < 0, rows[index].constant <= SolverRow.epsilon { return false }
        }
        return true
    }
}
