import Testing
@testable import BanterViews

/// Properties checked over many random small systems, with a seeded generator so that a
/// failure names a seed that reproduces it.
@Suite("Constraint solver: properties of random systems")
struct SolverPropertyTests {
    @Test(arguments: 0..<150)
    func incrementalConstantChangesMatchAFreshSolve(seed: UInt64) {
        var system = RandomSystem(seed: seed, variableCount: 2 + Int(seed % 4))
        let solver = system.solverWithStays()
        for _ in 0..<6 + Int(seed % 6) { solver.add(system.constraint()) }
        for step in 0..<15 {
            let installed = solver.constraints
            let target = installed[system.index(below: installed.count)]
            let before = system.values(in: solver)
            let diagnostic = solver.updateConstant(of: target, to: Double(system.number(in: -20...20)))
            if diagnostic != nil {
                #expect(target.priority.isRequired, "seed \(seed) step \(step): only required constants can be refused")
                #expect(system.values(in: solver) == before, "seed \(seed) step \(step): a refused change keeps the solution")
            }
            system.expectSameSolutionAsAFreshSolve(solver, "seed \(seed) step \(step)")
            system.expectRequiredConstraintsHold(solver, "seed \(seed) step \(step)")
        }
    }

    @Test(arguments: 0..<150)
    func removalsAndAdditionsMatchAFreshSolve(seed: UInt64) {
        var system = RandomSystem(seed: 10_000 + seed, variableCount: 2 + Int(seed % 4))
        let solver = system.solverWithStays()
        var removed: [SolverConstraint] = []
        for _ in 0..<8 { solver.add(system.constraint()) }
        for step in 0..<15 {
            let removable = Array(solver.constraints.dropFirst(system.variables.count))
            if system.chance(1, in: 2) && !removable.isEmpty {
                let constraint = removable[system.index(below: removable.count)]
                #expect(solver.remove(constraint))
                removed.append(constraint)
            } else if !removed.isEmpty && system.chance(1, in: 2) {
                solver.add(removed.remove(at: system.index(below: removed.count)))
            } else {
                solver.add(system.constraint())
            }
            system.expectSameSolutionAsAFreshSolve(solver, "seed \(seed) step \(step)")
            system.expectRequiredConstraintsHold(solver, "seed \(seed) step \(step)")
        }
    }

    @Test(arguments: 0..<100)
    func everyOperationKeepsTheTableauSound(seed: UInt64) {
        // A long random mix of everything the solver offers, edit variables included; the
        // tableau's invariants are checked after each step.
        var system = RandomSystem(seed: 40_000 + seed, variableCount: 4)
        let solver = ConstraintSolver()
        var installed: [SolverConstraint] = []
        for step in 0..<40 {
            let variable = system.variables[system.index(below: system.variables.count)]
            switch system.index(below: 6) {
            case 0, 1:
                let constraint = system.constraint()
                if solver.add(constraint) == nil { installed.append(constraint) }
            case 2 where !installed.isEmpty:
                solver.remove(installed.remove(at: system.index(below: installed.count)))
            case 3 where !installed.isEmpty:
                solver.updateConstant(of: installed[system.index(below: installed.count)], to: Double(system.number(in: -30...30)))
            case 4:
                if solver.hasEditVariable(variable) {
                    solver.suggestValue(variable, Double(system.number(in: -30...30)))
                } else {
                    solver.addEditVariable(variable, priority: system.chance(1, in: 2) ? .high : .low - 1)
                }
            default:
                solver.removeEditVariable(variable)
            }
            system.expectRequiredConstraintsHold(solver, "seed \(seed) step \(step)")
        }
    }

    @Test(arguments: 0..<100)
    func refusedConstraintsLeaveEveryValueExactlyAsItWas(seed: UInt64) {
        // No stays here: many of these systems have many optimal solutions, and a refusal
        // must not move to another one.
        var system = RandomSystem(seed: 20_000 + seed, variableCount: 3)
        let solver = ConstraintSolver()
        for step in 0..<25 {
            solver.updateVariables()
            let before = system.values(in: solver)
            let constraint = system.constraint(requiredChance: 3)
            if let diagnostic = solver.add(constraint) {
                #expect(diagnostic.kind == .unsatisfiable && !solver.contains(constraint))
                #expect(diagnostic.conflicting.allSatisfy { $0.priority.isRequired && solver.contains($0) })
                #expect(system.values(in: solver) == before, "seed \(seed) step \(step)")
            }
            system.expectRequiredConstraintsHold(solver, "seed \(seed) step \(step)")
        }
    }

    @Test(arguments: 0..<60)
    func solutionsAreOptimalByBruteForce(seed: UInt64) {
        // Two variables, coefficients in {-1, 0, 1} and whole constants: every vertex lies
        // on the half-integer grid, so the best grid point is a true optimum.
        var system = RandomSystem(seed: 30_000 + seed, variableCount: 2, unitCoefficients: true)
        let solver = ConstraintSolver()
        for _ in 0..<3 + Int(seed % 5) { solver.add(system.constraint()) }
        solver.updateVariables()
        let installed = solver.constraints
        let priorities = Set(installed.map(\.priority).filter { !$0.isRequired }).sorted(by: >)
        func objective(_ x: Double, _ y: Double) -> [Double]? {
            var errors = [Double](repeating: 0, count: priorities.count)
            for constraint in installed {
                let error = system.error(of: constraint, x, y)
                if constraint.priority.isRequired {
                    if error > 1e-9 { return nil }
                } else {
                    errors[priorities.firstIndex(of: constraint.priority)!] += error
                }
            }
            return errors
        }
        var best: [Double]?
        for i in -60...60 {
            for j in -60...60 {
                guard let errors = objective(Double(i) / 2, Double(j) / 2) else { continue }
                if best == nil || errors.lexicographicallyPrecedes(best!) { best = errors }
            }
        }
        let x = system.variables[0].value, y = system.variables[1].value
        let found = installed.allSatisfy { !$0.priority.isRequired || system.error(of: $0, x, y) < 1e-7 }
        #expect(found, "seed \(seed): the solution violates a required constraint")
        let solved = priorities.indices.map { level in
            installed.filter { $0.priority == priorities[level] }.reduce(0) { $0 + system.error(of: $1, x, y) }
        }
        guard let optimum = best else {
            Issue.record("seed \(seed): an installed system must be feasible")
            return
        }
        #expect(zip(solved, optimum).allSatisfy { abs($0 - $1) < 1e-6 },
                "seed \(seed): errors by priority \(solved), optimum \(optimum), \(installed)")
    }
}

/// Random constraints over a few variables, with the checks the properties share.
private struct RandomSystem {
    private var random: SplitMix
    let variables: [LayoutVariable]
    let unitCoefficients: Bool

    init(seed: UInt64, variableCount: Int, unitCoefficients: Bool = false) {
        random = SplitMix(seed: seed)
        variables = (0..<variableCount).map { LayoutVariable("v\($0)") }
        self.unitCoefficients = unitCoefficients
    }

    mutating func index(below bound: Int) -> Int {
        Int(random.next() % UInt64(bound))
    }

    mutating func number(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + index(below: range.count)
    }

    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        index(below: denominator) < numerator
    }

    /// A solver holding a weak "stay" per variable, each at its own priority below every
    /// other: whatever else is installed, the lexicographic optimum is then a single point,
    /// so two solvers must agree on every value, not only on the errors.
    mutating func solverWithStays() -> ConstraintSolver {
        let solver = ConstraintSolver()
        for (index, variable) in variables.enumerated() {
            solver.add(SolverConstraint(variable, .equal, Double(number(in: -5...5)),
                                        priority: LayoutPriority(Float(10 + index)), label: "stay \(variable)"))
        }
        return solver
    }

    /// A constraint over one to three variables; required with chance `requiredChance` in 5,
    /// else soft at one of three priorities.
    mutating func constraint(requiredChance: Int = 2) -> SolverConstraint {
        var expression = LinearExpression(Double(number(in: -10...10)))
        var pool = variables
        for _ in 0..<1 + index(below: min(3, variables.count)) {
            let variable = pool.remove(at: index(below: pool.count))
            let coefficients: [Double] = unitCoefficients ? [-1, 1] : [-2, -1, 1, 1, 2, 0.5]
            expression = expression + LinearExpression(variable, coefficient: coefficients[index(below: coefficients.count)])
        }
        let relations: [SolverConstraint.Relation] = [.equal, .lessOrEqual, .greaterOrEqual]
        let priorities: [LayoutPriority] = [.high, 500, .low]
        let priority = chance(requiredChance, in: 5) ? .required : priorities[index(below: 3)]
        return SolverConstraint(expression: expression, relation: relations[index(below: 3)], priority: priority)
    }

    /// How far `constraint` is from holding when the first two variables are `x` and `y`.
    func error(of constraint: SolverConstraint, _ x: Double, _ y: Double) -> Double {
        var value = constraint.expression.constant
        for term in constraint.expression.terms {
            value += term.coefficient * (term.variable === variables[0] ? x : y)
        }
        switch constraint.relation {
        case .equal: return abs(value)
        case .lessOrEqual: return max(0, value)
        case .greaterOrEqual: return max(0, -value)
        }
    }

    func values(in solver: ConstraintSolver) -> [Double] {
        solver.updateVariables()
        return variables.map(\.value)
    }

    func expectSameSolutionAsAFreshSolve(_ solver: ConstraintSolver, _ context: String) {
        let incremental = values(in: solver)
        let fresh = ConstraintSolver()
        for constraint in solver.constraints {
            #expect(fresh.add(constraint) == nil, "\(context): the installed set is satisfiable")
        }
        let solved = values(in: fresh)
        #expect(zip(incremental, solved).allSatisfy { abs($0 - $1) < 1e-6 },
                "\(context): incremental \(incremental), fresh \(solved)")
        // The variables are shared: put the incremental solution back.
        solver.updateVariables()
    }

    func expectRequiredConstraintsHold(_ solver: ConstraintSolver, _ context: String) {
        #expect(solver.invariantViolations == [], "\(context)")
        solver.updateVariables()
        for constraint in solver.constraints where constraint.priority.isRequired {
            var value = constraint.expression.constant
            for term in constraint.expression.terms { value += term.coefficient * term.variable.value }
            let holds = switch constraint.relation {
            case .equal: abs(value) < 1e-6
            case .lessOrEqual: value < 1e-6
            case .greaterOrEqual: value > -1e-6
            }
            #expect(holds, "\(context): \(constraint) is \(value)")
        }
    }
}

/// SplitMix64: a tiny seeded generator, so every run tests the same systems.
private struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
