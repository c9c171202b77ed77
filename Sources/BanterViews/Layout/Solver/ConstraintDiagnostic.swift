/// Why a `ConstraintSolver` refused or ignored a request, in words fit for a log.
///
/// Whatever the kind, the solver's state and solution are exactly as they were before the
/// request (for `.alreadyInstalled`, the constraint simply stays installed).
public struct ConstraintDiagnostic: CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// A new required constraint contradicts the installed required constraints; it was
        /// not installed.
        case unsatisfiable
        /// A new constant for an installed required constraint would contradict the other
        /// required constraints; the old constant stays.
        case unsatisfiableConstant
        /// The constraint was already installed in this solver.
        case alreadyInstalled
        /// A constant, coefficient or suggested value was NaN or infinite.
        case nonFiniteValue
        /// A value was suggested for a variable that is not an edit variable.
        case notAnEditVariable
        /// The variable was already an edit variable.
        case alreadyAnEditVariable
        /// An edit variable was requested at `.required` priority, which could make any
        /// suggestion unsatisfiable.
        case requiredEditVariable
    }

    /// What went wrong.
    public let kind: Kind
    /// The constraint the request was about, if any.
    public let constraint: SolverConstraint?
    /// The variable the request was about, for the edit-variable kinds.
    public let variable: LayoutVariable?
    /// For the unsatisfiable kinds: the installed required constraints that, together with
    /// `constraint`, cannot all hold, in the order they were installed. Empty when
    /// `constraint` contradicts itself.
    public let conflicting: [SolverConstraint]
    /// One paragraph naming everything above; the same text in every run.
    public let description: String

    /// A diagnostic with its text already written; the factories below write it.
    init(kind: Kind, constraint: SolverConstraint? = nil, variable: LayoutVariable? = nil,
         conflicting: [SolverConstraint] = [], description: String) {
        self.kind = kind
        self.constraint = constraint
        self.variable = variable
        self.conflicting = conflicting
        self.description = description
    }

    /// A new required constraint that `conflicting` rule out.
    static func unsatisfiable(_ constraint: SolverConstraint, conflicting: [SolverConstraint]) -> ConstraintDiagnostic {
        let head = "Unable to satisfy the required constraint \(quoted(constraint))"
        let text: String
        if conflicting.isEmpty {
            text = head + ": it can never hold, whatever the variables. It was not installed."
        } else {
            text = head + " together with the installed required constraints it conflicts with:\n"
                + list(conflicting)
                + "\nThe newest of these, \(quoted(constraint)), was broken: it was not installed, and the earlier solution stands."
        }
        return ConstraintDiagnostic(kind: .unsatisfiable, constraint: constraint, conflicting: conflicting, description: text)
    }

    /// A new constant for a required constraint that `conflicting` rule out.
    static func unsatisfiableConstant(_ constraint: SolverConstraint, from old: Double, to new: Double,
                                      conflicting: [SolverConstraint]) -> ConstraintDiagnostic {
        let change = "Changing the constant of the required constraint \(quoted(constraint)) from \(LinearExpression.format(old)) to \(LinearExpression.format(new))"
        let text: String
        if conflicting.isEmpty {
            text = change + " would make it impossible to hold. The constant stays \(LinearExpression.format(old))."
        } else {
            text = change + " would conflict with the installed required constraints:\n"
                + list(conflicting)
                + "\nThe change was refused: the constant stays \(LinearExpression.format(old)), and the earlier solution stands."
        }
        return ConstraintDiagnostic(kind: .unsatisfiableConstant, constraint: constraint, conflicting: conflicting, description: text)
    }

    /// `constraint` was added a second time.
    static func alreadyInstalled(_ constraint: SolverConstraint) -> ConstraintDiagnostic {
        ConstraintDiagnostic(kind: .alreadyInstalled, constraint: constraint,
                             description: "The constraint \(quoted(constraint)) is already installed; adding it again changes nothing.")
    }

    /// `constraint` has a NaN or infinite number in it.
    static func nonFiniteConstraint(_ constraint: SolverConstraint) -> ConstraintDiagnostic {
        ConstraintDiagnostic(kind: .nonFiniteValue, constraint: constraint,
                             description: "The constraint \(quoted(constraint)) has a NaN or infinite constant or coefficient (\(constraint.expression)); it was not installed.")
    }

    /// `value` is not a finite constant for `constraint`.
    static func nonFiniteConstant(_ constraint: SolverConstraint, _ value: Double) -> ConstraintDiagnostic {
        ConstraintDiagnostic(kind: .nonFiniteValue, constraint: constraint,
                             description: "Cannot change the constant of \(quoted(constraint)) to \(LinearExpression.format(value)): constants must be finite. The constant stays \(LinearExpression.format(constraint.expression.constant)).")
    }

    /// `value` is not a finite suggestion for `variable`.
    static func nonFiniteSuggestion(_ variable: LayoutVariable, _ value: Double) -> ConstraintDiagnostic {
        ConstraintDiagnostic(kind: .nonFiniteValue, variable: variable,
                             description: "Cannot suggest \(LinearExpression.format(value)) for \"\(variable)\": suggested values must be finite. The suggestion was ignored.")
    }

    /// `value` was suggested for `variable`, which is not an edit variable.
    static func notAnEditVariable(_ variable: LayoutVariable, _ value: Double) -> ConstraintDiagnostic {
        ConstraintDiagnostic(kind: .notAnEditVariable, variable: variable,
                             description: "Cannot suggest \(LinearExpression.format(value)) for \"\(variable)\": it is not an edit variable (call addEditVariable first). The suggestion was ignored.")
    }

    /// `variable` was made an edit variable a second time.
    static func alreadyAnEditVariable(_ variable: LayoutVariable) -> ConstraintDiagnostic {
        ConstraintDiagnostic(kind: .alreadyAnEditVariable, variable: variable,
                             description: "\"\(variable)\" is already an edit variable; its priority was left as it was.")
    }

    /// `variable` was to become an edit variable at required priority.
    static func requiredEditVariable(_ variable: LayoutVariable) -> ConstraintDiagnostic {
        ConstraintDiagnostic(kind: .requiredEditVariable, variable: variable,
                             description: "\"\(variable)\" cannot be an edit variable at required priority, since a suggestion could then conflict with required constraints; use a priority below 1000, such as .high. It was not made an edit variable.")
    }

    /// The constraint's description in quotes.
    private static func quoted(_ constraint: SolverConstraint) -> String {
        "\"\(constraint)\""
    }

    /// One indented, quoted constraint per line.
    private static func list(_ constraints: [SolverConstraint]) -> String {
        constraints.map { "    \(quoted($0))" }.joined(separator: "\n")
    }
}
