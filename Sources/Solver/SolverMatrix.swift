/// A symbol of the simplex tableau: an external variable, or one the solver introduces for a constraint (slack for
/// inequalities, error for optional constraints, dummy for required equalities). Symbols are small integers, so
/// everything the tableau knows about them lives in arrays indexed by them.
typealias SolverSymbol = Int32

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
    var isRestricted: Bool { self == .slack || self == .error }
}

/// What the tableau keeps per symbol: its kind, its row while it is basic, its column, and scratch space.
struct SymbolState: Sendable {
    var kind: SymbolKind
    /// Whether the symbol is basic, i.e. owns a row `symbol = constant + Σ coefficient × symbol`.
    var isBasic = false
    /// For a basic external symbol: whether its row, expanded, might hold a non-basic external symbol (a free
    /// parameter). Conservative: it may say so wrongly, never the other way round.
    var mayHideFreeVariable = false
    /// Whether the symbol is in `SolverMatrix.scratchSymbols`.
    var isListed = false
    /// Index in `SolverMatrix.basics` while basic.
    var basicPosition: Int32 = -1
    var rowHead: Int32 = -1
    var rowLength: Int32 = 0
    var columnHead: Int32 = -1
    var columnLength: Int32 = 0
    /// Visit mark of the reference walks (`SolverMatrix.markEpoch`).
    var mark: UInt32 = 0
    /// The `SolverMatrix.valueEpoch` in which `value` was computed.
    var valueMark: UInt32 = 0
    /// The row's constant.
    var constant = 0.0
    /// Coefficient in the scratch row.
    var scratch = 0.0
    /// Factor a reference walk carries to this symbol's row.
    var multiplier = 0.0
    /// Value of a basic external symbol (valid while `valueMark` is the current `SolverMatrix.valueEpoch`).
    var value = 0.0

    init(kind: SymbolKind) { self.kind = kind }
}

/// A non-zero coefficient of the tableau: `coefficient × symbol` in the row of `row`, linked into that row's list
/// and into the symbol's column list.
struct MatrixCell: Sendable {
    var symbol: SolverSymbol
    var row: SolverSymbol
    var coefficient: Double
    var nextInRow: Int32
    var previousInRow: Int32 = -1
    var nextInColumn: Int32
    var previousInColumn: Int32 = -1
}

/// The simplex tableau as a sparse matrix. Every non-zero coefficient is a cell linked into its row and its
/// column, so substituting a symbol touches only the rows that hold it, and nothing is allocated per row.
///
/// Rows of basic external symbols (the problem's variables) may hold other basic external symbols instead of
/// their rows ("references"): `left₂ = left₁ + width₁ + 8` stays three terms, where the fully substituted row of
/// the N-th view of a chain holds N views' slack and error symbols and the tableau grows with N². The simplex
/// never pivots on external rows, so only reading values and adding a constraint whose row must be fully
/// substituted need the expansion, which `expandScratchReferences` and `value(_:)` compute on the fly. Rows of
/// the other symbols never hold basic symbols.
struct SolverMatrix: Sendable {
    static let epsilon = 1.0e-8

    var symbols: [SymbolState] = []
    var cells: [MatrixCell] = []
    /// First unused cell; unused cells are chained through `nextInRow`.
    var freeCell: Int32 = -1
    /// The basic symbols, in the order their rows were made (removing one moves the last into its place).
    var basics: [SolverSymbol] = []
    /// The scratch row, a dense accumulator for building rows: `constant + Σ symbols[s].scratch × s`.
    var scratchSymbols: [SolverSymbol] = []
    var scratchConstant = 0.0
    var markEpoch: UInt32 = 0
    /// Advanced by every change of the tableau: computed values older than this are stale.
    var valueEpoch: UInt32 = 1
    /// Buffers of the reference walks.
    var walkOrder: [SolverSymbol] = []
    var walkStack: [(symbol: SolverSymbol, cell: Int32)] = []
    var valueStack: [SolverSymbol] = []

    mutating func makeSymbol(_ kind: SymbolKind) -> SolverSymbol {
        symbols.append(SymbolState(kind: kind))
        return SolverSymbol(symbols.count - 1)
    }

    @inline(__always) func kind(_ symbol: SolverSymbol) -> SymbolKind { symbols[Int(symbol)].kind }
    @inline(__always) func isBasic(_ symbol: SolverSymbol) -> Bool { symbols[Int(symbol)].isBasic }
    @inline(__always) func constant(_ row: SolverSymbol) -> Double { symbols[Int(row)].constant }

    /// A basic external symbol: a reference when it appears in a row.
    @inline(__always) func isReference(_ symbol: SolverSymbol) -> Bool {
        let state = symbols[Int(symbol)]
        return state.isBasic && state.kind == .external
    }

    // MARK: Cells

    mutating func link(_ row: SolverSymbol, _ symbol: SolverSymbol, _ coefficient: Double) {
        let cell = MatrixCell(symbol: symbol, row: row, coefficient: coefficient, nextInRow: symbols[Int(row)].rowHead,
                              nextInColumn: symbols[Int(symbol)].columnHead)
        let index: Int32
        if freeCell >= 0 {
            index = freeCell
            freeCell = cells[Int(index)].nextInRow
            cells[Int(index)] = cell
        } else {
            index = Int32(cells.count)
            cells.append(cell)
        }
        if cell.nextInRow >= 0 { cells[Int(cell.nextInRow)].previousInRow = index }
        if cell.nextInColumn >= 0 { cells[Int(cell.nextInColumn)].previousInColumn = index }
        symbols[Int(row)].rowHead = index
        symbols[Int(row)].rowLength += 1
        symbols[Int(symbol)].columnHead = index
        symbols[Int(symbol)].columnLength += 1
    }

    mutating func unlink(_ index: Int32) {
        let cell = cells[Int(index)]
        if cell.previousInRow >= 0 {
            cells[Int(cell.previousInRow)].nextInRow = cell.nextInRow
        } else {
            symbols[Int(cell.row)].rowHead = cell.nextInRow
        }
        if cell.nextInRow >= 0 { cells[Int(cell.nextInRow)].previousInRow = cell.previousInRow }
        if cell.previousInColumn >= 0 {
            cells[Int(cell.previousInColumn)].nextInColumn = cell.nextInColumn
        } else {
            symbols[Int(cell.symbol)].columnHead = cell.nextInColumn
        }
        if cell.nextInColumn >= 0 { cells[Int(cell.nextInColumn)].previousInColumn = cell.previousInColumn }
        symbols[Int(cell.row)].rowLength -= 1
        symbols[Int(cell.symbol)].columnLength -= 1
        cells[Int(index)].nextInRow = freeCell
        freeCell = index
    }

    /// The cell of `symbol` in `row`, or -1; walks the shorter of the row and the column.
    func find(_ row: SolverSymbol, _ symbol: SolverSymbol) -> Int32 {
        if symbols[Int(row)].rowLength <= symbols[Int(symbol)].columnLength {
            var index = symbols[Int(row)].rowHead
            while index >= 0 {
                if cells[Int(index)].symbol == symbol { return index }
                index = cells[Int(index)].nextInRow
            }
        } else {
            var index = symbols[Int(symbol)].columnHead
            while index >= 0 {
                if cells[Int(index)].row == row { return index }
                index = cells[Int(index)].nextInColumn
            }
        }
        return -1
    }

    /// Adds `delta × symbol` to a row, dropping the term when it cancels to (near) zero.
    mutating func add(_ row: SolverSymbol, _ symbol: SolverSymbol, _ delta: Double) {
        let index = find(row, symbol)
        if index >= 0 {
            let sum = cells[Int(index)].coefficient + delta
            if abs(sum) < Self.epsilon { unlink(index) } else { cells[Int(index)].coefficient = sum }
        } else if abs(delta) >= Self.epsilon {
            link(row, symbol, delta)
        }
    }

    /// `row += factor × source`, constant included.
    mutating func add(_ row: SolverSymbol, row source: SolverSymbol, _ factor: Double) {
        symbols[Int(row)].constant += symbols[Int(source)].constant * factor
        var index = symbols[Int(source)].rowHead
        while index >= 0 {
            let cell = cells[Int(index)]
            add(row, cell.symbol, cell.coefficient * factor)
            index = cell.nextInRow
        }
    }

    mutating func scale(_ row: SolverSymbol, _ factor: Double) {
        symbols[Int(row)].constant *= factor
        var index = symbols[Int(row)].rowHead
        while index >= 0 {
            cells[Int(index)].coefficient *= factor
            index = cells[Int(index)].nextInRow
        }
    }

    /// Turns `basic = …` into `0 = … − basic` and solves it for `symbol`, which must be in the row; the row then
    /// belongs to no symbol until `move` gives it one.
    mutating func solve(_ basic: SolverSymbol, for symbol: SolverSymbol) {
        add(basic, basic, -1)
        let index = find(basic, symbol)
        let factor = -1.0 / cells[Int(index)].coefficient
        unlink(index)
        scale(basic, factor)
    }

    /// Empties a row.
    mutating func clear(_ row: SolverSymbol) {
        while symbols[Int(row)].rowHead >= 0 { unlink(symbols[Int(row)].rowHead) }
        symbols[Int(row)].constant = 0
    }

    /// Hands the row of `source` to `target`, whose row must be empty.
    mutating func move(_ source: SolverSymbol, to target: SolverSymbol) {
        symbols[Int(target)].rowHead = symbols[Int(source)].rowHead
        symbols[Int(target)].rowLength = symbols[Int(source)].rowLength
        symbols[Int(target)].constant = symbols[Int(source)].constant
        symbols[Int(source)].rowHead = -1
        symbols[Int(source)].rowLength = 0
        symbols[Int(source)].constant = 0
        var index = symbols[Int(target)].rowHead
        while index >= 0 {
            cells[Int(index)].row = target
            index = cells[Int(index)].nextInRow
        }
    }

    // MARK: Basic symbols

    mutating func setBasic(_ symbol: SolverSymbol, mayHideFreeVariable: Bool = false) {
        symbols[Int(symbol)].isBasic = true
        symbols[Int(symbol)].mayHideFreeVariable = mayHideFreeVariable
        symbols[Int(symbol)].basicPosition = Int32(basics.count)
        basics.append(symbol)
    }

    mutating func setNonBasic(_ symbol: SolverSymbol) {
        let position = Int(symbols[Int(symbol)].basicPosition)
        let last = basics.removeLast()
        if last != symbol {
            basics[position] = last
            symbols[Int(last)].basicPosition = Int32(position)
        }
        symbols[Int(symbol)].isBasic = false
        symbols[Int(symbol)].mayHideFreeVariable = false
        symbols[Int(symbol)].basicPosition = -1
    }

    // MARK: Scratch row

    /// Adds `delta × symbol` to the scratch row, with the same cancellation rule as `add`.
    mutating func addToScratch(_ symbol: SolverSymbol, _ delta: Double) {
        let current = symbols[Int(symbol)].scratch
        if current != 0 {
            let sum = current + delta
            symbols[Int(symbol)].scratch = abs(sum) < Self.epsilon ? 0 : sum
        } else if abs(delta) >= Self.epsilon {
            symbols[Int(symbol)].scratch = delta
            if !symbols[Int(symbol)].isListed {
                symbols[Int(symbol)].isListed = true
                scratchSymbols.append(symbol)
            }
        }
    }

    /// `scratch += factor × row`, constant included.
    mutating func addToScratch(row: SolverSymbol, _ factor: Double) {
        scratchConstant += symbols[Int(row)].constant * factor
        var index = symbols[Int(row)].rowHead
        while index >= 0 {
            let cell = cells[Int(index)]
            addToScratch(cell.symbol, cell.coefficient * factor)
            index = cell.nextInRow
        }
    }

    @inline(__always) func scratch(_ symbol: SolverSymbol) -> Double { symbols[Int(symbol)].scratch }

    mutating func scaleScratch(_ factor: Double) {
        scratchConstant *= factor
        for symbol in scratchSymbols { symbols[Int(symbol)].scratch *= factor }
    }

    /// Turns the scratch row `0 = constant + a × symbol + rest` into `symbol = −constant/a − rest/a`.
    mutating func solveScratch(for symbol: SolverSymbol) {
        let factor = -1.0 / symbols[Int(symbol)].scratch
        symbols[Int(symbol)].scratch = 0
        scaleScratch(factor)
    }

    mutating func clearScratch() {
        for symbol in scratchSymbols {
            symbols[Int(symbol)].scratch = 0
            symbols[Int(symbol)].isListed = false
        }
        scratchSymbols.removeAll(keepingCapacity: true)
        scratchConstant = 0
    }

    /// Moves the scratch row into the empty row of `row`.
    mutating func storeScratch(asRowOf row: SolverSymbol) {
        for symbol in scratchSymbols where symbols[Int(symbol)].scratch != 0 { link(row, symbol, symbols[Int(symbol)].scratch) }
        symbols[Int(row)].constant = scratchConstant
        clearScratch()
    }

    // MARK: References

    mutating func nextEpoch() {
        markEpoch &+= 1
        if markEpoch == 0 {
            for index in symbols.indices { symbols[index].mark = 0 }
            markEpoch = 1
        }
    }

    /// Appends to `walkOrder`, children first, every row reachable from `root` through references that has not
    /// been marked in this epoch.
    mutating func walkReferences(from root: SolverSymbol) {
        guard symbols[Int(root)].mark != markEpoch else { return }
        symbols[Int(root)].mark = markEpoch
        walkStack.append((root, symbols[Int(root)].rowHead))
        while let (symbol, start) = walkStack.last {
            // The next reference of the row not visited yet.
            var index = start
            var child: SolverSymbol = -1
            while index >= 0, child < 0 {
                let cell = cells[Int(index)]
                index = cell.nextInRow
                if isReference(cell.symbol), symbols[Int(cell.symbol)].mark != markEpoch { child = cell.symbol }
            }
            if child >= 0 {
                walkStack[walkStack.count - 1].cell = index
                symbols[Int(child)].mark = markEpoch
                walkStack.append((child, symbols[Int(child)].rowHead))
            } else {
                walkStack.removeLast()
                walkOrder.append(symbol)
            }
        }
    }

    /// Replaces every basic external symbol of the scratch row by its row, and their references by theirs, so the
    /// scratch row holds only non-basic symbols. Each row is expanded once, however many paths lead to it.
    mutating func expandScratchReferences() {
        nextEpoch()
        walkOrder.removeAll(keepingCapacity: true)
        for symbol in scratchSymbols where symbols[Int(symbol)].scratch != 0 && isReference(symbol) {
            symbols[Int(symbol)].multiplier += symbols[Int(symbol)].scratch
            symbols[Int(symbol)].scratch = 0
            walkReferences(from: symbol)
        }
        // Reverse post-order: every row before the rows it refers to, so its factor is complete when it is expanded.
        for position in walkOrder.indices.reversed() {
            let row = walkOrder[position]
            let factor = symbols[Int(row)].multiplier
            symbols[Int(row)].multiplier = 0
            guard factor != 0 else { continue }
            scratchConstant += symbols[Int(row)].constant * factor
            var index = symbols[Int(row)].rowHead
            while index >= 0 {
                let cell = cells[Int(index)]
                if isReference(cell.symbol) {
                    symbols[Int(cell.symbol)].multiplier += cell.coefficient * factor
                } else {
                    addToScratch(cell.symbol, cell.coefficient * factor)
                }
                index = cell.nextInRow
            }
        }
    }

    /// Replaces the references of one external row by their rows.
    mutating func expandReferences(ofRow row: SolverSymbol) {
        addToScratch(row: row, 1)
        clear(row)
        expandScratchReferences()
        storeScratch(asRowOf: row)
    }

    mutating func invalidateValues() {
        valueEpoch &+= 1
        if valueEpoch == 0 {
            for index in symbols.indices { symbols[index].valueMark = 0 }
            valueEpoch = 1
        }
    }

    /// `value(_:)` for callers that cannot remember values: computes the rows the symbol's row refers to afresh.
    func evaluate(_ root: SolverSymbol) -> Double {
        guard symbols[Int(root)].isBasic else { return 0 }
        var known: [SolverSymbol: Double] = [:]
        var pending = [root]
        while let symbol = pending.last {
            var value = symbols[Int(symbol)].constant
            var ready = true
            var index = symbols[Int(symbol)].rowHead
            while index >= 0 {
                let cell = cells[Int(index)]
                if isReference(cell.symbol) {
                    if let referenced = known[cell.symbol] {
                        value += cell.coefficient * referenced
                    } else {
                        pending.append(cell.symbol)
                        ready = false
                    }
                }
                index = cell.nextInRow
            }
            guard ready else { continue }
            known[symbol] = value
            pending.removeLast()
        }
        return known[root] ?? 0
    }

    /// The value of a symbol in the current solution: for a basic one its row's constant plus the values of the
    /// rows it refers to, each computed once per `valueEpoch`; 0 for a non-basic one.
    mutating func value(_ root: SolverSymbol) -> Double {
        guard symbols[Int(root)].isBasic else { return 0 }
        if symbols[Int(root)].valueMark == valueEpoch { return symbols[Int(root)].value }
        valueStack.append(root)
        while let symbol = valueStack.last {
            if symbols[Int(symbol)].valueMark == valueEpoch {
                valueStack.removeLast()
                continue
            }
            var value = symbols[Int(symbol)].constant
            var ready = true
            var index = symbols[Int(symbol)].rowHead
            while index >= 0 {
                let cell = cells[Int(index)]
                if isReference(cell.symbol) {
                    if symbols[Int(cell.symbol)].valueMark == valueEpoch {
                        value += cell.coefficient * symbols[Int(cell.symbol)].value
                    } else {
                        valueStack.append(cell.symbol)
                        ready = false
                    }
                }
                index = cell.nextInRow
            }
            guard ready else { continue }
            symbols[Int(symbol)].value = value
            symbols[Int(symbol)].valueMark = valueEpoch
            valueStack.removeLast()
        }
        return symbols[Int(root)].value
    }
}
