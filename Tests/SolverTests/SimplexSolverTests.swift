@testable import Solver
import TestSupport
import Testing

private func expr(_ terms: [(SolverVariable, Double)], _ constant: Double = 0) -> LinearExpression {
    LinearExpression(terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant)
}

struct SimplexSolverTests {
    // MARK: Hand-solved systems

    @Test func requiredSumWithPreferredValues() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(expr([(x, 1), (y, 1)], -10), .equal)
        try solver.add(expr([(x, 1)], -3), .equal, priority: .defaultHigh)
        try solver.add(expr([(y, 1)], -3), .equal, priority: .defaultLow)
        #expect(solver.value(of: x) == 3)
        #expect(solver.value(of: y) == 7)
    }

    @Test func aHigherPriorityIsNeverOutvotedByManyLowerOnes() throws {
        // A weighted sum (kiwi's strengths) lets 100 constraints at 250 outweigh one at 251; UIKit's levels do not.
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        try solver.add(expr([(x, 1)], 0), .equal, priority: LayoutPriority(251))
        for _ in 0..<100 { try solver.add(expr([(x, 1)], -10), .equal, priority: .defaultLow) }
        #expect(solver.value(of: x) == 0)
    }

    @Test func anOptionalConstraintThatCannotHoldIsSatisfiedAsNearlyAsPossible() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        try solver.add(expr([(x, 1)], -5), .lessThanOrEqual)
        try solver.add(expr([(x, 1)], -8), .equal, priority: .sceneSizeStayPut)
        #expect(solver.value(of: x) == 5)
        try solver.add(expr([(x, 1)], -2), .greaterThanOrEqual)
        try solver.add(expr([(x, 1)], 0), .equal, priority: .dragThatCanResizeScene)
        #expect(solver.value(of: x) == 2)
    }

    @Test func labelsSideBySideShareTheWidthByPriority() throws {
        // |-16-[a]-8-[b]-16-| in 375 points: a hugs at 250, b at 251 -> a stretches; both resist at 750.
        var solver = SimplexSolver()
        let aLeft = solver.makeVariable(), aWidth = solver.makeVariable(), bLeft = solver.makeVariable(), bWidth = solver.makeVariable()
        try solver.add(expr([(aLeft, 1)], -16), .equal)
        try solver.add(expr([(bLeft, 1), (aLeft, -1), (aWidth, -1)], -8), .equal)
        try solver.add(expr([(bLeft, 1), (bWidth, 1)], -(375 - 16)), .equal)
        for (width, intrinsic, hugging) in [(aWidth, 100.0, 250.0), (bWidth, 60.0, 251.0)] {
            try solver.add(expr([(width, 1)], -intrinsic), .lessThanOrEqual, priority: LayoutPriority(hugging))
            try solver.add(expr([(width, 1)], -intrinsic), .greaterThanOrEqual, priority: .defaultHigh)
        }
        #expect(solver.value(of: bWidth) == 60)
        #expect(solver.value(of: aWidth) == 375 - 16 - 8 - 16 - 60)
    }

    @Test func changingAConstantMatchesSolvingAfresh() throws {
        var solver = SimplexSolver()
        let width = solver.makeVariable(), half = solver.makeVariable(), clamp = solver.makeVariable()
        let edit = try solver.add(expr([(width, 1)], -375), .equal)
        try solver.add(expr([(half, 2), (width, -1)]), .equal)
        try solver.add(expr([(clamp, 1)], -150), .lessThanOrEqual)
        try solver.add(expr([(clamp, 1), (half, -1)]), .equal, priority: .defaultHigh)
        #expect(solver.value(of: half) == 187.5)
        #expect(solver.value(of: clamp) == 150)
        for newWidth in [200.0, 320, 1024, 10] {
            try solver.setConstant(-newWidth, of: edit)
            #expect(solver.value(of: width) == newWidth)
            #expect(solver.value(of: half) == newWidth / 2)
            #expect(solver.value(of: clamp) == min(150, newWidth / 2))
        }
    }

    @Test func removingAConstraintRestoresTheLowerPrioritySolution() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        try solver.add(expr([(x, 1)], -20), .equal, priority: .defaultLow)
        let strong = try solver.add(expr([(x, 1)], -5), .lessThanOrEqual)
        #expect(solver.value(of: x) == 5)
        solver.remove(strong)
        #expect(!solver.isActive(strong))
        #expect(solver.value(of: x) == 20)
    }

    @Test func conflictingRequiredConstraintsThrowAndLeaveTheSolverUnchanged() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(expr([(x, 1)], -1), .equal)
        try solver.add(expr([(y, 1), (x, -1)], -1), .greaterThanOrEqual)
        #expect(throws: SolverError.unsatisfiable) { try solver.add(expr([(x, 1)], -2), .equal) }
        #expect(throws: SolverError.unsatisfiable) { try solver.add(expr([(y, 1)], 0), .lessThanOrEqual) }
        #expect(solver.value(of: x) == 1)
        let edit = try solver.add(expr([(y, 1)], -3), .equal)
        #expect(throws: SolverError.unsatisfiable) { try solver.setConstant(-1, of: edit) }
        #expect(solver.constant(of: edit) == -3)
        #expect(solver.value(of: y) == 3)
    }

    @Test func ambiguityIsDetected() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable(), y = solver.makeVariable(), free = solver.makeVariable()
        try solver.add(expr([(x, 1), (y, 1)], -10), .equal)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(free))
        try solver.add(expr([(x, 1)], -3), .equal, priority: .defaultHigh)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        // Two preferences of equal priority pulling apart: every x in [0, 10] is as good.
        var tie = SimplexSolver()
        let z = tie.makeVariable()
        try tie.add(expr([(z, 1)], 0), .equal, priority: .defaultLow)
        try tie.add(expr([(z, 1)], -10), .equal, priority: .defaultLow)
        #expect(tie.isAmbiguous(z))
    }

    @Test func theDumpShowsObjectiveLevelsAndRows() throws {
        var solver = SimplexSolver()
        let x = solver.makeVariable()
        try solver.add(expr([(x, 1)], -4), .equal, priority: .defaultHigh)
        let dump = solver.dump
        #expect(dump.contains("@750"))
        #expect(dump.contains("v0 = 4.0"))
    }

    // MARK: Properties over random systems

    struct RandomConstraint {
        var expression: LinearExpression
        var relation: LayoutRelation
        var priority: LayoutPriority

        /// Constraints saying this one is violated by at most `bound`.
        func keepingViolation(atMost bound: Double) -> [RandomConstraint] {
            switch relation {
            case .equal:
                return [RandomConstraint(expression: expression + -bound, relation: .lessThanOrEqual, priority: .required),
                        RandomConstraint(expression: expression + bound, relation: .greaterThanOrEqual, priority: .required)]
            case .lessThanOrEqual:
                return [RandomConstraint(expression: expression + -bound, relation: .lessThanOrEqual, priority: .required)]
            case .greaterThanOrEqual:
                return [RandomConstraint(expression: expression + bound, relation: .greaterThanOrEqual, priority: .required)]
            }
        }

        func violation(_ value: (SolverVariable) -> Double) -> Double {
            let e = expression.evaluate(value)
            switch relation {
            case .equal: return abs(e)
            case .lessThanOrEqual: return max(0, e)
            case .greaterThanOrEqual: return max(0, -e)
            }
        }
    }

    static let priorities: [LayoutPriority] = [LayoutPriority(999), .defaultHigh, .sceneSizeStayPut, LayoutPriority(251), .defaultLow, .fittingSizeLevel]

    func randomSystem(_ rng: inout SeededGenerator) -> (variables: Int, constraints: [RandomConstraint]) {
        let count = Int.random(in: 2...5, using: &rng)
        let point = (0..<count).map { _ in Double(Int.random(in: -20...20, using: &rng)) }
        var constraints: [RandomConstraint] = []
        func terms() -> [(variable: SolverVariable, coefficient: Double)] {
            let used = (0..<count).shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng))
            return used.map { (SolverVariable(index: Int32($0)), Double([-2, -1, 1, 2, 3].randomElement(using: &rng) ?? 1)) }
        }
        let relations: [LayoutRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            let t = terms()
            let atPoint = t.reduce(0.0) { $0 + $1.coefficient * point[Int($1.variable.index)] }
            let relation = relations.randomElement(using: &rng) ?? .equal
            let slack = Double(Int.random(in: 0...5, using: &rng))
            let constant = relation == .equal ? -atPoint : relation == .lessThanOrEqual ? -atPoint - slack : -atPoint + slack
            constraints.append(RandomConstraint(expression: LinearExpression(t, constant: constant), relation: relation, priority: .required))
        }
        for _ in 0..<Int.random(in: 1...7, using: &rng) {
            let constant = Double(Int.random(in: -40...40, using: &rng))
            constraints.append(RandomConstraint(expression: LinearExpression(terms(), constant: constant),
                                                relation: relations.randomElement(using: &rng) ?? .equal,
                                                priority: Self.priorities.randomElement(using: &rng) ?? .defaultLow))
        }
        constraints.shuffle(using: &rng)
        return (count, constraints)
    }

    func solve(_ variables: Int, _ constraints: [RandomConstraint]) throws -> SimplexSolver {
        var solver = SimplexSolver()
        for _ in 0..<variables { _ = solver.makeVariable() }
        for c in constraints { try solver.add(c.expression, c.relation, priority: c.priority) }
        return solver
    }

    func isFeasible(_ variables: Int, _ constraints: [RandomConstraint]) -> Bool {
        var solver = SimplexSolver()
        for _ in 0..<variables { _ = solver.makeVariable() }
        do {
            for c in constraints { try solver.add(c.expression, c.relation, priority: .required) }
            return true
        } catch {
            return false
        }
    }

    /// The total violation at each priority level, highest first.
    func errorVector(_ solver: SimplexSolver, _ constraints: [RandomConstraint]) -> [Double] {
        Self.priorities.map { level in
            constraints.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(solver.value) }
        }
    }

    @Test func everySolutionSatisfiesItsRequiredConstraintsAndHonoursPriorities() throws {
        var rng = SeededGenerator(state: 2026)
        var violatedOptionals = 0
        for _ in 0..<3000 {
            let (count, constraints) = randomSystem(&rng)
            let solver = try solve(count, constraints)
            for c in constraints where c.priority.isRequired {
                #expect(c.violation(solver.value) <= 1e-6)
            }
            // No optional constraint is violated if it could hold without violating any constraint of equal or higher
            // priority more than now (within one level, errors add up: a constraint may stay violated when satisfying
            // it would cost an equal-priority one more).
            for (index, c) in constraints.enumerated() where !c.priority.isRequired && c.violation(solver.value) > 1e-6 {
                violatedOptionals += 1
                var bounded = [c]
                for (otherIndex, other) in constraints.enumerated() where otherIndex != index && other.priority >= c.priority {
                    bounded += other.keepingViolation(atMost: other.violation(solver.value) + 1e-9)
                }
                #expect(!isFeasible(count, bounded), "\(c.expression) \(c.relation.rawValue) 0 @\(c.priority) could have held")
            }
        }
        #expect(violatedOptionals > 500)
    }

    @Test func incrementalChangesReachTheSameOptimumAsSolvingAfresh() throws {
        var rng = SeededGenerator(state: 7)
        for _ in 0..<1500 {
            var (count, constraints) = randomSystem(&rng)
            var solver = SimplexSolver()
            for _ in 0..<count { _ = solver.makeVariable() }
            var ids: [SolverConstraintID] = []
            for c in constraints { ids.append(try solver.add(c.expression, c.relation, priority: c.priority)) }
            // Change a constant, then remove a constraint, comparing with a fresh solve each time.
            let changed = Int.random(in: 0..<constraints.count, using: &rng)
            let newConstant = constraints[changed].expression.constant + Double(Int.random(in: -6...6, using: &rng))
            var edited = constraints
            edited[changed].expression.constant = newConstant
            do {
                try solver.setConstant(newConstant, of: ids[changed])
                constraints = edited
            } catch {
                #expect(!isFeasible(count, edited.filter(\.priority.isRequired)))
            }
            let fresh = try solve(count, constraints)
            for (a, b) in zip(errorVector(solver, constraints), errorVector(fresh, constraints)) { #expect(abs(a - b) <= 1e-6) }
            for c in constraints where c.priority.isRequired { #expect(c.violation(solver.value) <= 1e-6) }

            let removed = Int.random(in: 0..<constraints.count, using: &rng)
            solver.remove(ids[removed])
            constraints.remove(at: removed)
            let afterRemoval = try solve(count, constraints)
            for (a, b) in zip(errorVector(solver, constraints), errorVector(afterRemoval, constraints)) { #expect(abs(a - b) <= 1e-6) }
            for c in constraints where c.priority.isRequired { #expect(c.violation(solver.value) <= 1e-6) }
        }
    }
}
