import Testing
@testable import BanterViews

@Suite("Constraint solver: conflicts and bad input")
struct SolverDiagnosticsTests {
    /// `a.left == 10`, `a.right == a.left + 50`, and an unrelated `b.left == 3`, solved.
    private func twoViews() -> (ConstraintSolver, left: LayoutVariable, right: LayoutVariable, other: LayoutVariable,
                                 [SolverConstraint]) {
        let solver = ConstraintSolver()
        let left = LayoutVariable("a.left"), right = LayoutVariable("a.right"), other = LayoutVariable("b.left")
        let constraints = [
            SolverConstraint(other, .equal, 3, label: "b.left == 3"),
            SolverConstraint(left, .equal, 10, label: "a.left == 10"),
            SolverConstraint(right, .equal, left + 50, label: "a.right == a.left + 50"),
            SolverConstraint(right, .lessOrEqual, 200, priority: .low, label: "a.right <= 200 @250"),
        ]
        for constraint in constraints { solver.add(constraint) }
        solver.updateVariables()
        return (solver, left, right, other, constraints)
    }

    @Test func anUnsatisfiableRequiredConstraintIsBrokenAndNamesTheConstraintsItConflictsWith() throws {
        let (solver, left, right, other, installed) = twoViews()
        let conflicting = SolverConstraint(right, .equal, 80, label: "a.right == 80")

        let diagnostic = try #require(solver.add(conflicting))

        #expect(diagnostic.kind == .unsatisfiable)
        #expect(diagnostic.constraint === conflicting)
        #expect(diagnostic.conflicting.map(\.label) == ["a.left == 10", "a.right == a.left + 50"],
                "only the required constraints involved, in installation order")
        #expect(diagnostic.description == """
            Unable to satisfy the required constraint "a.right == 80" together with the installed required constraints it conflicts with:
                "a.left == 10"
                "a.right == a.left + 50"
            The newest of these, "a.right == 80", was broken: it was not installed, and the earlier solution stands.
            """)
        #expect(!solver.contains(conflicting))
        #expect(installed.allSatisfy(solver.contains))
        solver.updateVariables()
        #expect(left.value == 10 && right.value == 60 && other.value == 3)
    }

    @Test func aConflictFoundByPhaseOneLeavesTheSolutionAsItWas() throws {
        // `x <= 5` with x already at least 10 cannot pick a subject directly, so it goes
        // through the artificial-variable phase before it is refused.
        let solver = ConstraintSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        solver.add(SolverConstraint(x, .greaterOrEqual, y + 10, label: "x >= y + 10"))
        solver.add(SolverConstraint(y, .greaterOrEqual, 0, label: "y >= 0"))
        solver.add(SolverConstraint(y, .equal, 4, priority: .low, label: "y == 4 @250"))
        solver.add(SolverConstraint(x, .equal, 30, priority: .fittingSize, label: "x == 30 @50"))
        solver.updateVariables()
        #expect(x.value == 30 && y.value == 4)

        let cap = SolverConstraint(x, .lessOrEqual, 5, label: "x <= 5")
        let diagnostic = try #require(solver.add(cap))
        #expect(diagnostic.conflicting.map(\.label) == ["x >= y + 10", "y >= 0"])
        solver.updateVariables()
        #expect(x.value == 30 && y.value == 4 && !solver.contains(cap))

        // The tableau is intact: more constraints still solve correctly.
        solver.add(SolverConstraint(x, .lessOrEqual, 20, label: "x <= 20"))
        solver.updateVariables()
        #expect(x.value == 20 && y.value == 4)
    }

    @Test func aConstraintThatContradictsItselfNamesNoOthers() throws {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        solver.add(SolverConstraint(x, .equal, 1))
        let impossible = SolverConstraint(x - x, .equal, 5, label: "x - x == 5")
        let diagnostic = try #require(solver.add(impossible))
        #expect(diagnostic.kind == .unsatisfiable && diagnostic.conflicting.isEmpty)
        #expect(diagnostic.description == "Unable to satisfy the required constraint \"x - x == 5\": it can never hold, whatever the variables. It was not installed.")
    }

    @Test func softConstraintsNeverConflict() {
        let (solver, _, right, _, _) = twoViews()
        #expect(solver.add(SolverConstraint(right, .equal, 80, priority: .required - 1)) == nil)
        solver.updateVariables()
        #expect(right.value == 60)
    }

    @Test func aConstantChangeThatWouldConflictIsRefusedAndTheOldConstantStays() throws {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        let minimum = SolverConstraint(x, .greaterOrEqual, 10, label: "x >= 10")
        let maximum = SolverConstraint(x, .lessOrEqual, 20, label: "x <= 20")
        solver.add(minimum)
        solver.add(maximum)
        solver.add(SolverConstraint(x, .equal, 100, priority: .low))
        solver.updateVariables()
        #expect(x.value == 20)

        let diagnostic = try #require(solver.updateConstant(of: maximum, to: -5))
        #expect(diagnostic.kind == .unsatisfiableConstant)
        #expect(diagnostic.conflicting.map(\.label) == ["x >= 10"])
        #expect(diagnostic.description.contains("from -20 to -5"))
        #expect(maximum.expression.constant == -20)
        solver.updateVariables()
        #expect(x.value == 20)

        #expect(solver.updateConstant(of: maximum, to: -15) == nil)
        solver.updateVariables()
        #expect(x.value == 15)
    }

    @Test func changingARedundantEqualityApartFromItsTwinIsRefused() throws {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        let first = SolverConstraint(x, .equal, 10, label: "first")
        let twin = SolverConstraint(x, .equal, 10, label: "twin")
        solver.add(first)
        solver.add(twin)
        let diagnostic = try #require(solver.updateConstant(of: twin, to: -11))
        #expect(diagnostic.conflicting.map(\.label) == ["first"])
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func nonFiniteConstantsAndCoefficientsAreRefused() throws {
        let (solver, left, right, _, installed) = twoViews()
        for constraint in [
            SolverConstraint(left, .equal, Double.nan, label: "nan"),
            SolverConstraint(left, .lessOrEqual, Double.infinity, priority: .low, label: "infinite"),
            SolverConstraint(Double.infinity * left, .equal, 4, label: "infinite coefficient"),
        ] {
            let diagnostic = try #require(solver.add(constraint))
            #expect(diagnostic.kind == .nonFiniteValue && !solver.contains(constraint))
        }
        let change = try #require(solver.updateConstant(of: installed[1], to: .nan))
        #expect(change.kind == .nonFiniteValue && installed[1].expression.constant == -10)
        solver.updateVariables()
        #expect(left.value == 10 && right.value == 60)
    }

    @Test func addingAConstraintTwiceChangesNothing() throws {
        let (solver, _, right, _, installed) = twoViews()
        let diagnostic = try #require(solver.add(installed[2]))
        #expect(diagnostic.kind == .alreadyInstalled)
        #expect(solver.constraints.count == installed.count)
        #expect(solver.remove(installed[2]))
        #expect(!solver.contains(installed[2]), "one removal undoes the single installation")
        solver.add(SolverConstraint(right, .equal, 1))
        solver.updateVariables()
        #expect(right.value == 1)
    }

    @Test func removingWhatIsNotThereIsANoOp() {
        let (solver, left, right, _, installed) = twoViews()
        #expect(!solver.remove(SolverConstraint(left, .equal, 1)))
        #expect(!solver.removeEditVariable(left))
        #expect(solver.remove(installed[3]))
        #expect(!solver.remove(installed[3]))
        solver.updateVariables()
        #expect(left.value == 10 && right.value == 60 && solver.constraints.count == 3)
    }

    @Test func editVariableMisuseIsReportedAndIgnored() throws {
        let (solver, left, right, _, _) = twoViews()
        let notEdit = try #require(solver.suggestValue(right, 5))
        #expect(notEdit.kind == .notAnEditVariable && notEdit.variable === right)
        #expect(notEdit.description == "Cannot suggest 5 for \"a.right\": it is not an edit variable (call addEditVariable first). The suggestion was ignored.")

        let required = try #require(solver.addEditVariable(right, priority: .required))
        #expect(required.kind == .requiredEditVariable && !solver.hasEditVariable(right))

        #expect(solver.addEditVariable(right, priority: .required - 1) == nil)
        let twice = try #require(solver.addEditVariable(right))
        #expect(twice.kind == .alreadyAnEditVariable)

        let nan = try #require(solver.suggestValue(right, .nan))
        #expect(nan.kind == .nonFiniteValue)
        solver.updateVariables()
        #expect(left.value == 10 && right.value == 60)
    }

    @Test func theSameCallsGiveTheSameValuesAndTheSameDiagnostics() {
        func run() -> (values: [Double], diagnostics: [String]) {
            let solver = ConstraintSolver()
            let variables = (0..<12).map { LayoutVariable("v\($0)") }
            var diagnostics: [String] = []
            func add(_ constraint: SolverConstraint) {
                if let diagnostic = solver.add(constraint) { diagnostics.append(diagnostic.description) }
            }
            for (index, variable) in variables.enumerated() {
                add(SolverConstraint(variable, .greaterOrEqual, 0, label: "v\(index) >= 0"))
                add(SolverConstraint(variable, .equal, Double(index * 7 % 5), priority: .low, label: "v\(index) ~ \(index * 7 % 5)"))
                if index > 0 {
                    // Equal-priority pulls with many optimal answers: which one the solver
                    // picks depends only on the order of operations.
                    add(SolverConstraint(variable, .equal, variables[index - 1] + 2, priority: .low, label: "v\(index) ~ v\(index - 1) + 2"))
                }
            }
            add(SolverConstraint(variables[0] + variables[11], .lessOrEqual, 9, label: "v0 + v11 <= 9"))
            add(SolverConstraint(variables[11], .greaterOrEqual, 12, label: "v11 >= 12"))
            add(SolverConstraint(variables[3], .equal, variables[4] + 1, label: "v3 == v4 + 1"))
            add(SolverConstraint(variables[4], .equal, variables[3] + 1, label: "v4 == v3 + 1"))
            solver.updateVariables()
            return (variables.map(\.value), diagnostics)
        }
        let first = run()
        let second = run()
        #expect(first.diagnostics.count == 2)
        #expect(first.values == second.values)
        #expect(first.diagnostics == second.diagnostics)
    }
}
