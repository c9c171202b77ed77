import Testing
@testable import BanterViews

@Suite("Constraint solver: solving")
struct SolverTests {
    @Test func equalitiesAreSolvedExactly() {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y"), z = LayoutVariable("z")
        solver.add(SolverConstraint(x, .equal, 10))
        solver.add(SolverConstraint(y, .equal, x + 5))
        solver.add(SolverConstraint(x + y + z, .equal, 100))
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 15 && z.value == 75)
    }

    @Test func variablesKeepTheirValuesUntilUpdateVariables() {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        solver.add(SolverConstraint(x, .equal, 10))
        #expect(x.value == 0)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func inequalitiesBoundASoftPreference() {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        solver.add(SolverConstraint(x, .greaterOrEqual, 10))
        solver.add(SolverConstraint(x, .lessOrEqual, 20))
        let preference = SolverConstraint(x, .equal, 30, priority: .low)
        solver.add(preference)
        solver.updateVariables()
        #expect(x.value == 20)
        solver.remove(preference)
        solver.add(SolverConstraint(x, .equal, 0, priority: .low))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func aHighPriorityPreferenceBeatsALowOne() {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        solver.add(SolverConstraint(x, .equal, 50, priority: .low))
        solver.add(SolverConstraint(x, .equal, 100, priority: .high))
        solver.updateVariables()
        #expect(x.value == 100)
    }

    @Test func aRequiredConstraintBeatsEveryPreference() {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        solver.add(SolverConstraint(x, .equal, 50, priority: .low))
        solver.add(SolverConstraint(x, .equal, 100, priority: .high))
        solver.add(SolverConstraint(x, .lessOrEqual, 80))
        solver.updateVariables()
        #expect(x.value == 80)
    }

    @Test func aHigherPriorityDominatesAnyNumberOfLowerOnes() {
        // Weighted sums would let twenty equal pulls outvote one slightly stronger pull;
        // priorities here are strictly ordered.
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        for _ in 0..<20 { solver.add(SolverConstraint(x, .equal, 0, priority: .low)) }
        solver.add(SolverConstraint(x, .equal, 100, priority: .low + 1))
        solver.updateVariables()
        #expect(x.value == 100)
    }

    @Test func preferencesAtOnePriorityMinimiseTheirTotalError() {
        // Three pulls to 0 against one pull to 30: the total error is least at 0.
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        for _ in 0..<3 { solver.add(SolverConstraint(x, .equal, 0, priority: .low)) }
        solver.add(SolverConstraint(x, .equal, 30, priority: .low))
        solver.updateVariables()
        #expect(x.value == 0)
    }

    @Test func softInequalitiesAreOnlyViolatedWhenSomethingStrongerPushes() {
        let solver = ConstraintSolver()
        let width = LayoutVariable("width")
        solver.add(SolverConstraint(width, .greaterOrEqual, 40, priority: .high))
        solver.add(SolverConstraint(width, .equal, 0, priority: .low))
        solver.updateVariables()
        #expect(width.value == 40)
        let cap = SolverConstraint(width, .lessOrEqual, 25)
        solver.add(cap)
        solver.updateVariables()
        #expect(width.value == 25)
        solver.remove(cap)
        solver.updateVariables()
        #expect(width.value == 40)
    }

    @Test func anEditVariableFollowsSuggestionsWithinRequiredBounds() {
        let solver = ConstraintSolver()
        let divider = LayoutVariable("divider"), right = LayoutVariable("right")
        solver.add(SolverConstraint(divider, .greaterOrEqual, 10))
        solver.add(SolverConstraint(divider, .lessOrEqual, 90))
        solver.add(SolverConstraint(right, .equal, 100 - divider))
        solver.add(SolverConstraint(divider, .equal, 50, priority: .low))
        #expect(solver.addEditVariable(divider, priority: .high) == nil)
        #expect(solver.hasEditVariable(divider))

        #expect(solver.suggestValue(divider, 30) == nil)
        solver.updateVariables()
        #expect(divider.value == 30 && right.value == 70)

        solver.suggestValue(divider, 120)
        solver.updateVariables()
        #expect(divider.value == 90 && right.value == 10)

        solver.suggestValue(divider, 45)
        solver.updateVariables()
        #expect(divider.value == 45 && right.value == 55)

        #expect(solver.removeEditVariable(divider))
        #expect(!solver.hasEditVariable(divider))
        solver.updateVariables()
        #expect(divider.value == 50, "with the edit gone, the low preference takes over again")
    }

    @Test func anEditVariableStartsAtItsCurrentValue() {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        solver.add(SolverConstraint(x, .equal, 42, priority: .low))
        solver.updateVariables()
        solver.addEditVariable(x, priority: .high)
        solver.updateVariables()
        #expect(x.value == 42)
    }

    @Test func updatingAConstantGivesTheSameSolutionAsSolvingAfresh() {
        func form(containerWidth: Double) -> (ConstraintSolver, [LayoutVariable], SolverConstraint) {
            let solver = ConstraintSolver()
            let width = LayoutVariable("container.width")
            let labelWidth = LayoutVariable("label.width"), fieldLeft = LayoutVariable("field.left")
            let fieldWidth = LayoutVariable("field.width")
            let pin = SolverConstraint(width, .equal, containerWidth, label: "container.width == \(containerWidth)")
            solver.add(pin)
            solver.add(SolverConstraint(fieldLeft, .equal, labelWidth + 10))
            solver.add(SolverConstraint(fieldLeft + fieldWidth, .equal, width - 2))
            solver.add(SolverConstraint(labelWidth, .greaterOrEqual, 30, priority: .high))
            solver.add(SolverConstraint(labelWidth, .equal, 0, priority: .low))
            solver.add(SolverConstraint(fieldWidth, .greaterOrEqual, 40, priority: .high + 1))
            solver.add(SolverConstraint(fieldWidth, .lessOrEqual, 200, priority: .low + 1))
            solver.updateVariables()
            return (solver, [width, labelWidth, fieldLeft, fieldWidth], pin)
        }
        let (solver, variables, pin) = form(containerWidth: 300)
        for width in [70.0, 500, 100, 52, 300] {
            solver.updateConstant(of: pin, to: -width)
            solver.updateVariables()
            let (_, fresh, _) = form(containerWidth: width)
            #expect(variables.map(\.value) == fresh.map(\.value), "container width \(width)")
        }
    }

    @Test func updatingTheConstantOfAnUninstalledConstraintOnlyStoresIt() {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        let constraint = SolverConstraint(x, .equal, 5)
        #expect(solver.updateConstant(of: constraint, to: -8) == nil)
        #expect(constraint.expression.constant == -8)
        solver.add(constraint)
        solver.updateVariables()
        #expect(x.value == 8)
    }

    @Test func removingAConstraintRestoresThePreviousSolution() {
        let solver = ConstraintSolver()
        let left = LayoutVariable("left"), width = LayoutVariable("width"), right = LayoutVariable("right")
        solver.add(SolverConstraint(left, .equal, 10))
        solver.add(SolverConstraint(right, .equal, left + width))
        solver.add(SolverConstraint(width, .equal, 100, priority: .low))
        solver.add(SolverConstraint(right, .lessOrEqual, 300))
        solver.updateVariables()
        let before = [left.value, width.value, right.value]

        let squeeze = SolverConstraint(right, .lessOrEqual, 60)
        let shift = SolverConstraint(left, .greaterOrEqual, 20, priority: .high)
        solver.add(squeeze)
        solver.add(shift)
        solver.updateVariables()
        #expect([left.value, width.value, right.value] == [10, 50, 60])

        #expect(solver.remove(squeeze))
        #expect(solver.remove(shift))
        solver.updateVariables()
        #expect([left.value, width.value, right.value] == before)
    }

    @Test func redundantConstraintsAreInstalledAndRemovedIndependently() {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        let first = SolverConstraint(x, .equal, 10)
        let second = SolverConstraint(2 * x, .equal, 20)
        #expect(solver.add(first) == nil)
        #expect(solver.add(second) == nil)
        solver.remove(first)
        solver.updateVariables()
        #expect(x.value == 10)
        solver.remove(second)
        #expect(solver.constraints.isEmpty)
    }

    @Test func removingOneOfTwoEquivalentEqualitiesKeepsTheOtherInForce() {
        // `2x == 20` is installed as an identity over `x == 10`; removing `x == 10` must
        // turn it back into a real constraint, even with an inequality holding `x == 10`'s
        // marker too.
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        let first = SolverConstraint(x, .equal, 10)
        solver.add(first)
        solver.add(SolverConstraint(x, .greaterOrEqual, 3))
        solver.add(SolverConstraint(2 * x, .equal, 20))
        solver.remove(first)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(solver.invariantViolations == [])
    }

    @Test func aVariableCanLeaveAndRejoinTheSolver() {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let pinX = SolverConstraint(x, .equal, 3)
        solver.add(pinX)
        solver.add(SolverConstraint(y, .equal, 7))
        solver.updateVariables()
        solver.remove(pinX)
        x.value = -1
        solver.updateVariables()
        #expect(x.value == -1, "a variable no constraint uses is no longer written")
        solver.add(SolverConstraint(x, .equal, y + 1))
        solver.updateVariables()
        #expect(x.value == 8 && y.value == 7)
    }

    @Test func constraintsAreListedInTheOrderTheyWereInstalled() {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        let a = SolverConstraint(x, .greaterOrEqual, 1, label: "a")
        let b = SolverConstraint(x, .lessOrEqual, 9, label: "b")
        let c = SolverConstraint(x, .equal, 4, priority: .low, label: "c")
        for constraint in [b, a, c] { solver.add(constraint) }
        solver.addEditVariable(x)
        #expect(solver.constraints.map(\.label) == ["b", "a", "c"])
        #expect(solver.contains(a) && !solver.contains(SolverConstraint(x, .equal, 4)))
    }

    @Test func expressionsCombineLikeAlgebra() {
        let a = LayoutVariable("a"), b = LayoutVariable("b")
        let expression = 2 * (a + b) - b / 2 + 3 - (a - 1)
        let solver = ConstraintSolver()
        solver.add(SolverConstraint(a, .equal, 4))
        solver.add(SolverConstraint(b, .equal, 6))
        let result = LayoutVariable("result")
        solver.add(SolverConstraint(result, .equal, expression))
        solver.updateVariables()
        #expect(result.value == 17, "2·(4 + 6) - 6/2 + 3 - (4 - 1)")
        #expect("\(a - 2 * b + 8)" == "a - 2·b + 8")
        #expect("\(-a + 0.5 * b - 1.5)" == "-a + 0.5·b - 1.5")
    }

    @Test func constraintsDescribeThemselvesByLabelOrExpression() {
        let a = LayoutVariable("a"), b = LayoutVariable("b")
        #expect("\(SolverConstraint(a, .equal, b + 8))" == "a - b - 8 == 0")
        #expect("\(SolverConstraint(a, .greaterOrEqual, 10, priority: .high))" == "a - 10 >= 0 @750")
        #expect("\(SolverConstraint(a, .lessOrEqual, b, label: "a <= b"))" == "a <= b")
    }

    @Test func prioritiesClampOrderAndPrint() {
        #expect(LayoutPriority(5000) == .required && LayoutPriority(-3).rawValue == 1)
        #expect(LayoutPriority(.nan).rawValue == 1)
        #expect(LayoutPriority.fittingSize < .low && LayoutPriority.low < .high && LayoutPriority.high < .required)
        #expect((LayoutPriority.required - 1).rawValue == 999 && (LayoutPriority.required + 1).isRequired)
        #expect(!LayoutPriority(999.5).isRequired && "\(LayoutPriority(999.5))" == "999.5")
        let literal: LayoutPriority = 251
        #expect(literal == .low + 1 && "\(literal)" == "251")
    }
}
