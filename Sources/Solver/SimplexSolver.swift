/// An incremental Cassowary solver (Badros, Borning & Stuckey 2001; the structure follows kiwi's):
/// linear equalities and inequalities over variables, required and optional constraints, constraints added and
/// removed without rebuilding, and constants changed in place (which is how edit variables work).
///
/// Optional constraints are ranked by `LayoutPriority` as **strict levels**, like UIKit's engine: the objective is a
/// vector with one row per distinct priority and is minimised lexicographically, so a constraint of priority p is
/// never given up to satisfy any number of constraints of lower priority. Within one level the errors add up
/// (an unsatisfiable `a == b` is solved by minimising |a − b|).
///
/// The work grows with what a change touches, not with the size of the system: the tableau is a sparse matrix
/// with a column index (`SolverMatrix`), the rows of variables refer to other variables' rows instead of copying
/// them, the objective levels are dense arrays and symbols whose reduced costs turned negative wait in a heap.
///
/// The solver is deterministic: ties in pivoting are broken by the lowest symbol (Bland's rule), and nothing
/// depends on hashing order.
public struct SimplexSolver: Sendable {
    struct ConstraintRecord: Sendable {
        /// The expression's terms: `constraintTerms[termStart ..< termStart + termCount]`.
        var termStart: Int32
        var termCount: Int32
        var constant: Double
        var relation: LayoutRelation
        var priority: LayoutPriority
        /// The symbol whose value measures the constraint (slack, error+ or dummy) and its coefficient in the
        /// row the constraint created; used to remove the constraint and to change its constant.
        var marker: SolverSymbol
        var markerCoefficient: Double
        /// The second error symbol of an optional constraint, or -1.
        var other: SolverSymbol
        var isActive: Bool
    }

    struct Term: Sendable {
        var variable: Int32
        var coefficient: Double
    }

    /// One level of the objective: the priority whose errors it adds up, and its constant.
    struct ObjectiveLevel: Sendable {
        var priority: LayoutPriority
        var constant = 0.0
    }

    var matrix = SolverMatrix()
    var constraintTerms: [Term] = []
    /// Terms past this index belong to the constraint being added (`addAppendedTerms`).
    var committedTermCount = 0
    var constraints: [ConstraintRecord] = []
    var variableSymbols: [SolverSymbol] = []
    /// The objective levels, highest priority first.
    var levels: [ObjectiveLevel] = []
    /// `levels.count`, at hand for the inner loops.
    var levelCount = 0
    /// Room per symbol in `objective` (at least `levelCount`), so a new level rarely moves the costs.
    var levelStride = 4
    /// Reduced costs, `objective[symbol × levelStride + level]`; 0 where a level has no term.
    var objective: [Double] = []
    var candidates = EnteringCandidates()
    /// The row (of a symbol that is never basic) holding the artificial objective while a row is added through an
    /// artificial variable; -1 until first needed.
    var artificialObjective: SolverSymbol = -1
    var infeasibleRows: [SolverSymbol] = []
    /// Set once an external symbol left the basis: rows that referred to it now hold a free variable their
    /// `mayHideFreeVariable` does not record, so new rows always expand their references.
    var referencesMayHideFreeVariables = false

    public init() {
        self.init(variables: 8, constraints: 16)
    }

    /// A solver with room for a system of about this size.
    package init(variables: Int, constraints count: Int) {
        let symbols = variables + 2 * count + 2
        matrix.symbols.reserveCapacityOnHugePages(symbols)
        matrix.cells.reserveCapacityOnHugePages(4 * count)
        matrix.basics.reserveCapacityOnHugePages(variables + count)
        variableSymbols.reserveCapacityOnHugePages(variables)
        constraints.reserveCapacityOnHugePages(count)
        constraintTerms.reserveCapacityOnHugePages(3 * count)
        objective.reserveCapacityOnHugePages(levelStride * symbols)
        levels.reserveCapacity(levelStride)
    }

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
        for term in expression.terms { constraintTerms.append(Term(variable: term.variable.index, coefficient: term.coefficient)) }
        return try addAppendedTerms(constant: expression.constant, relation, priority: priority)
    }

    /// An expression of at most four terms, stored inline (the engine's constraints relate two anchors of at most
    /// two terms each), so adding it allocates nothing.
    package struct ShortExpression {
        var terms = InlineArray<4, Term>(repeating: Term(variable: 0, coefficient: 0))
        var count = 0
        package var constant = 0.0

        package init() {}

        package mutating func append(_ variable: SolverVariable, _ coefficient: Double) {
            terms[count] = Term(variable: variable.index, coefficient: coefficient)
            count += 1
        }
    }

    /// Adds `expression RELATION 0`, like `add`.
    @discardableResult
    package mutating func add(_ expression: ShortExpression, _ relation: LayoutRelation,
                      priority: LayoutPriority) throws(SolverError) -> SolverConstraintID {
        for index in 0..<expression.count { constraintTerms.append(expression.terms[index]) }
        return try addAppendedTerms(constant: expression.constant, relation, priority: priority)
    }

    /// Adds `Σ terms appended to constraintTerms since the last constraint + constant RELATION 0`.
    mutating func addAppendedTerms(constant: Double, _ relation: LayoutRelation,
                                   priority: LayoutPriority) throws(SolverError) -> SolverConstraintID {
        let start = committedTermCount
        do {
            let record = try insert(start: start, count: constraintTerms.count - start, constant: constant, relation, priority)
            constraints.append(record)
            committedTermCount = constraintTerms.count
            return SolverConstraintID(index: Int32(constraints.count - 1))
        } catch {
            constraintTerms.removeSubrange(start...)
            throw error
        }
    }

    /// Puts a constraint into the tableau and re-optimises; the solver is unchanged when it throws.
    mutating func insert(start: Int, count: Int, constant: Double, _ relation: LayoutRelation,
                         _ priority: LayoutPriority) throws(SolverError) -> ConstraintRecord {
        matrix.invalidateValues()
        matrix.scratchConstant = constant
        for term in constraintTerms[start..<(start + count)] where term.coefficient != 0 {
            matrix.addToScratch(variableSymbols[Int(term.variable)], term.coefficient)
        }
        let marker: SolverSymbol
        let markerCoefficient: Double
        var other: SolverSymbol = -1
        if relation == .equal {
            if priority.isRequired {
                marker = makeSymbol(.dummy)
                markerCoefficient = 1
                matrix.addToScratch(marker, 1)
            } else {
                let level = levelCreatingIfNeeded(priority)
                marker = makeSymbol(.error)
                other = makeSymbol(.error)
                markerCoefficient = -1
                matrix.addToScratch(marker, -1)
                matrix.addToScratch(other, 1)
                addCost(marker, level, 1)
                addCost(other, level, 1)
            }
        } else {
            let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
            marker = makeSymbol(.slack)
            markerCoefficient = sign
            matrix.addToScratch(marker, sign)
            if !priority.isRequired {
                let level = levelCreatingIfNeeded(priority)
                other = makeSymbol(.error)
                matrix.addToScratch(other, -sign)
                addCost(other, level, 1)
            }
        }
        if let (subject, hidesFreeVariable) = referencingSubject() {
            // Rows holding the subject as a free variable are all external: they now refer to it.
            matrix.solveScratch(for: subject)
            matrix.storeScratch(asRowOf: subject)
            matrix.setBasic(subject, mayHideFreeVariable: hidesFreeVariable)
        } else {
            try insertExpanded(marker: marker, other: other, priority: priority)
        }
        optimizeObjective()
        return ConstraintRecord(termStart: Int32(start), termCount: Int32(count), constant: constant, relation: relation,
                                priority: priority, marker: marker, markerCoefficient: markerCoefficient, other: other,
                                isActive: true)
    }

    /// The subject of the scratch row when the row can keep its references: kiwi's choice, the lowest external
    /// symbol of the expanded row, provided no reference can expand to an external symbol (so the subject is among
    /// the row's own terms) and only external rows hold the subject. Nil when the row must be expanded.
    @inline(__always) func referencingSubject() -> (SolverSymbol, hidesFreeVariable: Bool)? {
        guard !referencesMayHideFreeVariables else { return nil }
        var subject: SolverSymbol = -1
        var freeVariables = 0
        for symbol in matrix.scratchSymbols where matrix.scratch(symbol) != 0 && matrix.kind(symbol) == .external {
            if matrix.isBasic(symbol) {
                if matrix.symbols[Int(symbol)].mayHideFreeVariable { return nil }
            } else {
                freeVariables += 1
                if subject < 0 || symbol < subject { subject = symbol }
            }
        }
        guard subject >= 0 else { return nil }
        var index = matrix.symbols[Int(subject)].columnHead
        while index >= 0 {
            if !matrix.isReference(matrix.cells[Int(index)].row) { return nil }
            index = matrix.cells[Int(index)].nextInColumn
        }
        for level in 0..<levelCount where cost(subject, level) != 0 { return nil }
        return (subject, freeVariables > 1)
    }

    /// Adds the scratch row the classic way: references expanded, solved for kiwi's subject, or through an
    /// artificial variable when it has none.
    mutating func insertExpanded(marker: SolverSymbol, other: SolverSymbol, priority: LayoutPriority) throws(SolverError) {
        matrix.expandScratchReferences()
        if matrix.scratchConstant < 0 { matrix.scaleScratch(-1) }
        var subject = chooseSubject(marker: marker, other: other)
        if subject < 0, !scratchHas(where: { $0 != .dummy }) {
            // Only required equalities' markers are left: the constraint is implied by the others (0 = 0), or
            // contradicts them (0 = c).
            guard abs(matrix.scratchConstant) < SolverMatrix.epsilon else {
                matrix.clearScratch()
                undoObjective(marker: marker, other: other, priority: priority)
                throw .unsatisfiable
            }
            subject = marker
        }
        if subject >= 0 {
            matrix.solveScratch(for: subject)
            let hidesFreeVariable = matrix.kind(subject) == .external && scratchHas(where: { $0 == .external })
            matrix.storeScratch(asRowOf: subject)
            matrix.setBasic(subject, mayHideFreeVariable: hidesFreeVariable)
            substitute(subject)
        } else {
            guard addWithArtificialVariable() else {
                undoObjective(marker: marker, other: other, priority: priority)
                throw .unsatisfiable
            }
        }
    }

    /// Whether the scratch row has a term of a kind that passes the test.
    @inline(__always) func scratchHas(where test: (SymbolKind) -> Bool) -> Bool {
        for symbol in matrix.scratchSymbols where matrix.scratch(symbol) != 0 && test(matrix.kind(symbol)) { return true }
        return false
    }

    /// Removes a constraint; the remaining system is re-optimised incrementally.
    public mutating func remove(_ id: SolverConstraintID) {
        guard isActive(id) else { return }
        matrix.invalidateValues()
        let record = constraints[Int(id.index)]
        constraints[Int(id.index)].isActive = false
        if !record.priority.isRequired, let level = level(of: record.priority) {
            removeErrorFromObjective(record.marker, level: level)
            if record.other >= 0 { removeErrorFromObjective(record.other, level: level) }
        }
        let marker = record.marker
        if matrix.isBasic(marker) {
            matrix.clear(marker)
            matrix.setNonBasic(marker)
        } else {
            let leaving = markerLeavingRow(marker)
            if leaving >= 0 {
                if matrix.kind(leaving) == .external {
                    // The variable becomes a free parameter, which rows referring to it do not record.
                    matrix.expandReferences(ofRow: leaving)
                    referencesMayHideFreeVariables = true
                }
                matrix.solve(leaving, for: marker)
                matrix.setNonBasic(leaving)
                matrix.move(leaving, to: marker)
                substitute(marker)
                matrix.clear(marker)
            }
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
        guard isActive(id) else { return }
        let record = constraints[Int(id.index)]
        let delta = constant - record.constant
        guard delta != 0 else { return }
        matrix.invalidateValues()
        let shift = delta / record.markerCoefficient
        if shiftMarker(record.marker, by: shift), dualOptimize() {
            constraints[Int(id.index)].constant = constant
            return
        }
        // The fast path failed: the constraint is redundant with others, or the new constant conflicts. Restore the
        // old constant, then re-add the constraint, which decides conflicts the way `add` does.
        _ = shiftMarker(record.marker, by: -shift)
        restoreFeasibility()
        remove(id)
        let start = Int(record.termStart), count = Int(record.termCount)
        do {
            constraints[Int(id.index)] = try insert(start: start, count: count, constant: constant, record.relation, record.priority)
        } catch {
            if let restored = try? insert(start: start, count: count, constant: record.constant, record.relation, record.priority) {
                constraints[Int(id.index)] = restored
            }
            throw error
        }
    }

    /// The constraint's current expression constant.
    public func constant(of id: SolverConstraintID) -> Double { constraints[Int(id.index)].constant }

    // MARK: Reading the solution

    /// The value of a variable in the current solution (0 for a variable no constraint determines).
    public func value(of variable: SolverVariable) -> Double {
        let symbol = variableSymbols[Int(variable.index)]
        guard matrix.isBasic(symbol) else { return 0 }
        let state = matrix.symbols[Int(symbol)]
        if state.valueMark == matrix.valueEpoch { return state.value }
        return matrix.evaluate(symbol)
    }

    /// `value(of:)`, remembering the values it computes until the solver changes.
    package mutating func currentValue(of variable: SolverVariable) -> Double {
        matrix.value(variableSymbols[Int(variable.index)])
    }

    /// Whether the variable's value is not determined by the constraints: it could change without making the
    /// solution worse at any priority level (a free parameter, or an alternative optimum). Degenerate corners are
    /// treated as blocking, so this can miss ambiguities, as UIKit's `hasAmbiguousLayout` can; it does not report
    /// determined variables as ambiguous.
    public func isAmbiguous(_ variable: SolverVariable) -> Bool {
        var copy = self
        return copy.checkAmbiguity(variable)
    }

    /// `isAmbiguous`, using the solver's scratch row.
    package mutating func checkAmbiguity(_ variable: SolverVariable) -> Bool {
        let symbol = variableSymbols[Int(variable.index)]
        guard matrix.isBasic(symbol) else { return true }
        matrix.addToScratch(row: symbol, 1)
        matrix.expandScratchReferences()
        var found = false
        for term in matrix.scratchSymbols where matrix.scratch(term) != 0 && matrix.kind(term) != .dummy {
            if hasZeroCost(term), canIncrease(term) {
                found = true
                break
            }
        }
        matrix.clearScratch()
        return found
    }

    /// The solver's state for debugging: one line per row and objective level.
    public var dump: String {
        func name(_ symbol: SolverSymbol) -> String {
            let prefix: String
            switch matrix.kind(symbol) {
            case .external: prefix = "v"
            case .slack: prefix = "s"
            case .error: prefix = "e"
            case .dummy: prefix = "d"
            }
            if prefix == "v", let index = variableSymbols.firstIndex(of: symbol) { return "v\(index)" }
            return "\(prefix)\(symbol)"
        }
        func text(_ constant: Double, _ terms: [(symbol: SolverSymbol, coefficient: Double)]) -> String {
            let sorted = terms.sorted { $0.symbol < $1.symbol }.map { "\($0.coefficient) \(name($0.symbol))" }
            return ([String(constant)] + sorted).joined(separator: " + ")
        }
        var lines = ["Objective (highest priority first):"]
        for (level, objectiveLevel) in levels.enumerated() {
            let terms = matrix.symbols.indices.map { (symbol: SolverSymbol($0), coefficient: cost(SolverSymbol($0), level)) }
                .filter { $0.coefficient != 0 }
            lines.append("  @\(objectiveLevel.priority): \(text(objectiveLevel.constant, terms))")
        }
        lines.append("Tableau:")
        for basic in matrix.basics.sorted() {
            var terms: [(symbol: SolverSymbol, coefficient: Double)] = []
            var index = matrix.symbols[Int(basic)].rowHead
            while index >= 0 {
                terms.append((matrix.cells[Int(index)].symbol, matrix.cells[Int(index)].coefficient))
                index = matrix.cells[Int(index)].nextInRow
            }
            lines.append("  \(name(basic)) = \(text(matrix.constant(basic), terms))")
        }
        lines.append("Constraints: \(constraints.filter(\.isActive).count) active, \(variableSymbols.count) variables")
        return lines.joined(separator: "\n")
    }

    // MARK: Symbols and objective levels

    mutating func makeSymbol(_ kind: SymbolKind) -> SolverSymbol {
        // The costs grow in chunks (the array doubles), so making a symbol rarely touches them; but not past the
        // capacity reserved for the system (`init(variables:constraints:)`) while that suffices, which a doubling
        // would reallocate and copy, and write twice the zeros needed.
        let needed = (matrix.symbols.count + 1) * levelStride
        if objective.count < needed {
            let doubled = max(needed - objective.count, objective.count), room = objective.capacity - objective.count
            objective.append(contentsOf: repeatElement(0, count: room >= needed - objective.count ? min(doubled, room) : doubled))
        }
        return matrix.makeSymbol(kind)
    }

    /// The objective level of a priority, created (in order) when first used.
    mutating func levelCreatingIfNeeded(_ priority: LayoutPriority) -> Int {
        if let level = level(of: priority) { return level }
        let position = levels.firstIndex { $0.priority < priority } ?? levelCount
        if levelCount == levelStride {
            var relaid = [Double](repeating: 0, count: matrix.symbols.count * 2 * levelStride)
            for symbol in matrix.symbols.indices {
                for level in 0..<levelCount { relaid[symbol * 2 * levelStride + level] = objective[symbol * levelStride + level] }
            }
            objective = relaid
            levelStride *= 2
        }
        for symbol in matrix.symbols.indices {
            let base = symbol * levelStride
            for level in stride(from: levelCount, to: position, by: -1) { objective[base + level] = objective[base + level - 1] }
            objective[base + position] = 0
        }
        levels.insert(ObjectiveLevel(priority: priority), at: position)
        levelCount += 1
        return position
    }

    @inline(__always) func level(of priority: LayoutPriority) -> Int? { levels.firstIndex { $0.priority == priority } }

    /// The symbol's reduced cost at a level.
    @inline(__always) func cost(_ symbol: SolverSymbol, _ level: Int) -> Double { objective[Int(symbol) * levelStride + level] }

    /// Adds to a reduced cost, dropping it when it cancels to (near) zero (as `SolverMatrix.add` does for cells).
    mutating func addCost(_ symbol: SolverSymbol, _ level: Int, _ delta: Double) {
        let index = Int(symbol) * levelStride + level
        let current = objective[index]
        if current != 0 {
            let sum = current + delta
            objective[index] = abs(sum) < SolverMatrix.epsilon ? 0 : sum
        } else if abs(delta) >= SolverMatrix.epsilon {
            objective[index] = delta
        }
    }

    /// The highest level at which the symbol has a reduced cost.
    @inline(__always) func leadingLevel(_ symbol: SolverSymbol) -> Int? {
        let base = Int(symbol) * levelStride
        for level in 0..<levelCount where objective[base + level] != 0 { return level }
        return nil
    }

    /// Queues the symbol for `enteringSymbol` if its reduced-cost vector is now lexicographically negative.
    mutating func noteCostChange(_ symbol: SolverSymbol) {
        guard !matrix.isBasic(symbol), matrix.kind(symbol) != .dummy, let level = leadingLevel(symbol),
              cost(symbol, level) < 0 else { return }
        candidates.push(EnteringCandidates.Entry(priority: levels[level].priority.rawValue, symbol: symbol))
    }

    mutating func undoObjective(marker: SolverSymbol, other: SolverSymbol, priority: LayoutPriority) {
        guard !priority.isRequired, let level = level(of: priority) else { return }
        objective[Int(marker) * levelStride + level] = 0
        if other >= 0 { objective[Int(other) * levelStride + level] = 0 }
    }

    mutating func removeErrorFromObjective(_ symbol: SolverSymbol, level: Int) {
        guard matrix.kind(symbol) == .error else { return }
        if matrix.isBasic(symbol) {
            levels[level].constant -= matrix.constant(symbol)
            var index = matrix.symbols[Int(symbol)].rowHead
            while index >= 0 {
                addCost(matrix.cells[Int(index)].symbol, level, -matrix.cells[Int(index)].coefficient)
                index = matrix.cells[Int(index)].nextInRow
            }
            index = matrix.symbols[Int(symbol)].rowHead
            while index >= 0 {
                noteCostChange(matrix.cells[Int(index)].symbol)
                index = matrix.cells[Int(index)].nextInRow
            }
        } else {
            addCost(symbol, level, -1)
            noteCostChange(symbol)
        }
    }

    @inline(__always) func hasZeroCost(_ symbol: SolverSymbol) -> Bool { leadingLevel(symbol) == nil }

    // MARK: Simplex

    /// kiwi's subject choice: an external symbol if there is one, else a new slack or error symbol with a negative
    /// coefficient (so the row can be solved for it without becoming infeasible).
    @inline(__always) func chooseSubject(marker: SolverSymbol, other: SolverSymbol) -> SolverSymbol {
        var best: SolverSymbol = -1
        for symbol in matrix.scratchSymbols where matrix.scratch(symbol) != 0 && matrix.kind(symbol) == .external {
            if best < 0 || symbol < best { best = symbol }
        }
        if best >= 0 { return best }
        if matrix.kind(marker).isRestricted, matrix.scratch(marker) < 0 { return marker }
        if other >= 0, matrix.kind(other).isRestricted, matrix.scratch(other) < 0 { return other }
        return -1
    }

    /// Adds the scratch row, for which no symbol can be solved, by minimising an artificial variable (phase one of
    /// simplex).
    mutating func addWithArtificialVariable() -> Bool {
        let artificial = makeSymbol(.slack)
        matrix.storeScratch(asRowOf: artificial)
        matrix.setBasic(artificial)
        if artificialObjective < 0 { artificialObjective = makeSymbol(.slack) }
        matrix.add(artificialObjective, row: artificial, 1)
        optimize(artificialObjective: true)
        let success = abs(matrix.constant(artificialObjective)) < SolverMatrix.epsilon
        matrix.clear(artificialObjective)
        if matrix.isBasic(artificial) {
            // While basic, the artificial symbol appears in no other row: dropping its row restores the old system.
            guard success else {
                matrix.clear(artificial)
                matrix.setNonBasic(artificial)
                return false
            }
            var restricted: SolverSymbol = -1, external: SolverSymbol = -1
            var index = matrix.symbols[Int(artificial)].rowHead
            while index >= 0 {
                let symbol = matrix.cells[Int(index)].symbol
                if matrix.kind(symbol).isRestricted, restricted < 0 || symbol < restricted { restricted = symbol }
                if matrix.kind(symbol) == .external, external < 0 || symbol < external { external = symbol }
                index = matrix.cells[Int(index)].nextInRow
            }
            let entering = restricted >= 0 ? restricted : external
            if entering >= 0 {
                pivot(entering, leaving: artificial)
            } else {
                matrix.clear(artificial)
                matrix.setNonBasic(artificial)
            }
        }
        while matrix.symbols[Int(artificial)].columnHead >= 0 { matrix.unlink(matrix.symbols[Int(artificial)].columnHead) }
        for level in 0..<levelCount { objective[Int(artificial) * levelStride + level] = 0 }
        return success
    }

    /// Makes `entering` basic in place of `leaving`, which must hold it.
    mutating func pivot(_ entering: SolverSymbol, leaving: SolverSymbol) {
        matrix.solve(leaving, for: entering)
        matrix.setNonBasic(leaving)
        matrix.move(leaving, to: entering)
        var hidesFreeVariable = false
        if matrix.kind(entering) == .external {
            var index = matrix.symbols[Int(entering)].rowHead
            while index >= 0, !hidesFreeVariable {
                hidesFreeVariable = matrix.kind(matrix.cells[Int(index)].symbol) == .external
                index = matrix.cells[Int(index)].nextInRow
            }
        }
        matrix.setBasic(entering, mayHideFreeVariable: hidesFreeVariable)
        substitute(entering)
    }

    /// Replaces `symbol` by its row in every row and objective level that holds it, noting restricted rows that
    /// became infeasible.
    mutating func substitute(_ symbol: SolverSymbol) {
        var index = matrix.symbols[Int(symbol)].columnHead
        while index >= 0 {
            let cell = matrix.cells[Int(index)]
            matrix.unlink(index)
            matrix.add(cell.row, row: symbol, cell.coefficient)
            if matrix.isBasic(cell.row), matrix.constant(cell.row) < 0, matrix.kind(cell.row) != .external {
                infeasibleRows.append(cell.row)
            }
            index = cell.nextInColumn
        }
        var costsChanged = false
        for level in 0..<levelCount {
            let coefficient = objective[Int(symbol) * levelStride + level]
            guard coefficient != 0 else { continue }
            objective[Int(symbol) * levelStride + level] = 0
            levels[level].constant += matrix.constant(symbol) * coefficient
            var term = matrix.symbols[Int(symbol)].rowHead
            while term >= 0 {
                addCost(matrix.cells[Int(term)].symbol, level, matrix.cells[Int(term)].coefficient * coefficient)
                term = matrix.cells[Int(term)].nextInRow
            }
            costsChanged = true
        }
        guard costsChanged else { return }
        var term = matrix.symbols[Int(symbol)].rowHead
        while term >= 0 {
            noteCostChange(matrix.cells[Int(term)].symbol)
            term = matrix.cells[Int(term)].nextInRow
        }
    }

    mutating func optimizeObjective() { optimize(artificialObjective: false) }

    /// A bound on pivots per optimisation, far above what any layout needs (a handful per symbol): the pivoting rules
    /// avoid cycling, and this guarantees that no input, however degenerate, can make the solver spin forever.
    var pivotLimit: Int { 1_000 + 50 * matrix.symbols.count }

    /// Primal simplex on the objective levels (or the artificial objective): pivots while some symbol has a
    /// lexicographically negative reduced cost.
    mutating func optimize(artificialObjective: Bool) {
        var pivots = 0
        while pivots < pivotLimit {
            pivots += 1
            let entering = artificialObjective ? artificialEntering() : enteringSymbol()
            guard entering >= 0 else { return }
            let leaving = leavingRow(for: entering)
            guard leaving >= 0 else { return }
            pivot(entering, leaving: leaving)
        }
    }

    @inline(__always) func artificialEntering() -> SolverSymbol {
        var best: SolverSymbol = -1
        var index = matrix.symbols[Int(artificialObjective)].rowHead
        while index >= 0 {
            let cell = matrix.cells[Int(index)]
            if matrix.kind(cell.symbol) != .dummy, cell.coefficient < -SolverMatrix.epsilon, best < 0 || cell.symbol < best {
                best = cell.symbol
            }
            index = cell.nextInRow
        }
        return best
    }

    /// The lowest symbol whose reduced-cost vector is lexicographically negative at the highest level that has one:
    /// negative at some level and zero at every higher level.
    mutating func enteringSymbol() -> SolverSymbol {
        while let entry = candidates.first {
            let symbol = entry.symbol
            if !matrix.isBasic(symbol), matrix.kind(symbol) != .dummy, let level = leadingLevel(symbol),
               cost(symbol, level) < 0, levels[level].priority.rawValue == entry.priority {
                return symbol
            }
            candidates.removeFirst()
        }
        return -1
    }

    /// The row whose basic (restricted) symbol reaches zero first as `entering` grows, or -1.
    @inline(__always) func leavingRow(for entering: SolverSymbol) -> SolverSymbol {
        var best: SolverSymbol = -1
        var bestRatio = Double.infinity
        var index = matrix.symbols[Int(entering)].columnHead
        while index >= 0 {
            let cell = matrix.cells[Int(index)]
            index = cell.nextInColumn
            guard cell.coefficient < 0, matrix.isBasic(cell.row), matrix.kind(cell.row) != .external else { continue }
            let ratio = -matrix.constant(cell.row) / cell.coefficient
            if ratio < bestRatio - SolverMatrix.epsilon
                || (abs(ratio - bestRatio) <= SolverMatrix.epsilon && best >= 0 && cell.row < best) {
                bestRatio = ratio
                best = cell.row
            }
        }
        return best
    }

    /// Dual simplex: restores feasibility after constants changed, keeping optimality. Returns false when a row
    /// cannot be made feasible (the required constraints conflict).
    mutating func dualOptimize() -> Bool {
        var pivots = 0
        while let leaving = infeasibleRows.popLast() {
            pivots += 1
            guard pivots <= pivotLimit else {
                infeasibleRows.removeAll()
                return false
            }
            guard matrix.isBasic(leaving), matrix.constant(leaving) < 0 else { continue }
            let entering = dualEntering(leaving)
            guard entering >= 0 else {
                infeasibleRows.removeAll()
                return false
            }
            pivot(entering, leaving: leaving)
        }
        return true
    }

    /// The symbol with a positive coefficient in `row` whose ratio of reduced cost to coefficient is
    /// lexicographically smallest, or -1.
    @inline(__always) func dualEntering(_ row: SolverSymbol) -> SolverSymbol {
        var best: SolverSymbol = -1
        var bestCoefficient = 0.0
        var index = matrix.symbols[Int(row)].rowHead
        while index >= 0 {
            let cell = matrix.cells[Int(index)]
            index = cell.nextInRow
            guard cell.coefficient > 0, matrix.kind(cell.symbol) != .dummy else { continue }
            if best >= 0 {
                switch compareDualRatios(cell.symbol, cell.coefficient, best, bestCoefficient) {
                case .less: break
                case .equal: if best < cell.symbol { continue }
                case .greater: continue
                }
            }
            best = cell.symbol
            bestCoefficient = cell.coefficient
        }
        return best
    }

    enum Order { case less, equal, greater }

    /// Compares the vectors of reduced cost / coefficient of two symbols, level by level.
    @inline(__always)
    func compareDualRatios(_ a: SolverSymbol, _ aCoefficient: Double, _ b: SolverSymbol, _ bCoefficient: Double) -> Order {
        for level in 0..<levelCount {
            let x = cost(a, level) / aCoefficient, y = cost(b, level) / bCoefficient
            if x < y - SolverMatrix.epsilon { return .less }
            if x > y + SolverMatrix.epsilon { return .greater }
        }
        return .equal
    }

    /// Substitutes `marker = marker' + shift` everywhere (a constant change of the marker's constraint). Returns
    /// false when a required equality's dummy would become non-zero, which only re-adding can sort out.
    mutating func shiftMarker(_ marker: SolverSymbol, by shift: Double) -> Bool {
        if matrix.isBasic(marker) {
            matrix.symbols[Int(marker)].constant -= shift
            if matrix.kind(marker) == .dummy { return false }
            if matrix.constant(marker) < 0, matrix.kind(marker).isRestricted { infeasibleRows.append(marker) }
            return true
        }
        var consistent = true
        var index = matrix.symbols[Int(marker)].columnHead
        while index >= 0 {
            let cell = matrix.cells[Int(index)]
            index = cell.nextInColumn
            guard matrix.isBasic(cell.row) else { continue }
            matrix.symbols[Int(cell.row)].constant += cell.coefficient * shift
            let kind = matrix.kind(cell.row)
            if matrix.constant(cell.row) < 0, kind.isRestricted { infeasibleRows.append(cell.row) }
            if kind == .dummy, abs(matrix.constant(cell.row)) >= SolverMatrix.epsilon { consistent = false }
        }
        for level in 0..<levelCount { levels[level].constant += cost(marker, level) * shift }
        return consistent
    }

    /// Re-runs the dual simplex over every infeasible restricted row (after constants were put back).
    mutating func restoreFeasibility() {
        infeasibleRows.removeAll()
        for row in matrix.basics where matrix.constant(row) < 0 && matrix.kind(row).isRestricted { infeasibleRows.append(row) }
        _ = dualOptimize()
    }

    /// kiwi's choice of the row to pivot a non-basic marker into, so its constraint can be dropped. A required
    /// equality that the removed one made redundant (a basic dummy whose row holds the marker) must take over, or
    /// its dummy would stop being zero; kiwi's ratio rule alone misses that case. Ties go to the row made first.
    /// An external row only qualifies if its expanded row holds the marker (its references may cancel it; and if
    /// no row holding the marker itself does, no row referring to them does either).
    mutating func markerLeavingRow(_ marker: SolverSymbol) -> SolverSymbol {
        var redundant: SolverSymbol = -1
        var first: SolverSymbol = -1, second: SolverSymbol = -1
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        var external: [SolverSymbol] = []
        func isEarlier(_ row: SolverSymbol, than current: SolverSymbol) -> Bool {
            current < 0 || matrix.symbols[Int(row)].basicPosition < matrix.symbols[Int(current)].basicPosition
        }
        var index = matrix.symbols[Int(marker)].columnHead
        while index >= 0 {
            let cell = matrix.cells[Int(index)]
            index = cell.nextInColumn
            let row = cell.row
            guard matrix.isBasic(row) else { continue }
            switch matrix.kind(row) {
            case .dummy:
                if redundant < 0 || row < redundant { redundant = row }
            case .external:
                external.append(row)
            case .slack, .error:
                if cell.coefficient < 0 {
                    let ratio = -matrix.constant(row) / cell.coefficient
                    if ratio < firstRatio || (ratio == firstRatio && isEarlier(row, than: first)) {
                        firstRatio = ratio
                        first = row
                    }
                } else {
                    let ratio = matrix.constant(row) / cell.coefficient
                    if ratio < secondRatio || (ratio == secondRatio && isEarlier(row, than: second)) {
                        secondRatio = ratio
                        second = row
                    }
                }
            }
        }
        if redundant >= 0 { return redundant }
        if first >= 0 { return first }
        if second >= 0 { return second }
        external.sort { matrix.symbols[Int($0)].basicPosition < matrix.symbols[Int($1)].basicPosition }
        for row in external {
            matrix.addToScratch(row: row, 1)
            matrix.expandScratchReferences()
            let holdsMarker = matrix.scratch(marker) != 0
            matrix.clearScratch()
            if holdsMarker { return row }
        }
        return -1
    }

    /// Whether a non-basic symbol can move away from zero without driving a restricted basic symbol negative.
    @inline(__always) func canIncrease(_ symbol: SolverSymbol) -> Bool {
        guard matrix.kind(symbol).isRestricted else { return true }
        var index = matrix.symbols[Int(symbol)].columnHead
        while index >= 0 {
            let cell = matrix.cells[Int(index)]
            index = cell.nextInColumn
            guard matrix.isBasic(cell.row), matrix.kind(cell.row).isRestricted else { continue }
            if cell.coefficient < 0, matrix.constant(cell.row) <= SolverMatrix.epsilon { return false }
        }
        return true
    }
}
