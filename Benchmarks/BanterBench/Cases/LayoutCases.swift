import BanterViews

/// Cases for the layout constraint solver: solving a form from nothing, and the incremental
/// change a resize or an animated spacing makes every frame.
enum LayoutCases {
    static let all = [solve, edit]

    /// A 100-row form built from nothing: about 1,000 constraints over about 800 variables,
    /// added one by one, then every variable read back. Creating the variables and
    /// constraints is timed too, as a layout pass would pay for it.
    static let solve = BenchmarkCase("layout.solve.1000", unit: .milliseconds, target: 5) {
        BenchmarkWorkload {
            let form = Form(rows: 100)
            return form.failures + Int(form.lastFieldBottom)
        }
    }

    /// The same form, solved once; each iteration moves the container's width (the pinned
    /// trailing edge of every field) with `updateConstant` and reads every variable back.
    static let edit = BenchmarkCase("layout.edit.1", unit: .microseconds, target: 100) {
        let form = Form(rows: 100)
        precondition(form.failures == 0, "the benchmark form must be satisfiable")
        var wide = false
        return BenchmarkWorkload {
            wide.toggle()
            form.setContainerWidth(wide ? 640 : 600)
            return Int(form.firstFieldWidth)
        }
    }

    /// A settings-style form: each row a label and a field, each with left, width, top and
    /// height variables, ten constraints per row.
    final class Form {
        let solver = ConstraintSolver()
        /// How many constraints the solver refused (none, for a sound form).
        private(set) var failures = 0
        private let containerWidth: SolverConstraint
        private var fieldWidths: [LayoutVariable] = []
        private var fieldBottom = LinearExpression(0)

        init(rows: Int) {
            let width = LayoutVariable("container.width")
            containerWidth = SolverConstraint(width, .equal, 600, label: "container.width == 600")
            add(containerWidth)
            for row in 0..<rows {
                let label = Frame("label\(row)"), field = Frame("field\(row)")
                // Labels of 6 to 28 cells, in no particular order.
                let intrinsicWidth = Double(6 + row * 7 % 23)
                // Horizontal: pinned leading, label then field with a fixed gap, the field
                // filling what is left up to the pinned trailing edge.
                add(SolverConstraint(label.left, .equal, 2))
                add(SolverConstraint(field.left, .equal, label.left + label.width + 2))
                add(SolverConstraint(field.left + field.width, .equal, width - 2))
                // The label resists compression below its text and prefers to hug it.
                add(SolverConstraint(label.width, .greaterOrEqual, intrinsicWidth, priority: .high))
                add(SolverConstraint(label.width, .equal, intrinsicWidth, priority: .low))
                // Vertical: rows stacked with one blank line between them.
                add(SolverConstraint(label.top, .equal, fieldBottom + 1))
                add(SolverConstraint(label.height, .equal, 1))
                add(SolverConstraint(field.top, .equal, label.top))
                add(SolverConstraint(field.height, .greaterOrEqual, 1))
                add(SolverConstraint(field.height, .equal, 3, priority: .low))
                fieldBottom = field.top + field.height
                fieldWidths.append(field.width)
            }
            solver.updateVariables()
        }

        var firstFieldWidth: Double { fieldWidths.first?.value ?? 0 }

        var lastFieldBottom: Double {
            fieldBottom.terms.reduce(fieldBottom.constant) { $0 + $1.coefficient * $1.variable.value }
        }

        func setContainerWidth(_ value: Double) {
            // The constraint's expression is `width - value`.
            if solver.updateConstant(of: containerWidth, to: -value) != nil { failures += 1 }
            solver.updateVariables()
        }

        private func add(_ constraint: SolverConstraint) {
            if solver.add(constraint) != nil { failures += 1 }
        }

        /// One view's four variables.
        private struct Frame {
            let left: LayoutVariable, width: LayoutVariable, top: LayoutVariable, height: LayoutVariable

            init(_ name: String) {
                left = LayoutVariable("\(name).left")
                width = LayoutVariable("\(name).width")
                top = LayoutVariable("\(name).top")
                height = LayoutVariable("\(name).height")
            }
        }
    }
}
