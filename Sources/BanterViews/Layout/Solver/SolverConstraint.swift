/// One linear constraint for a `ConstraintSolver`: `expression ⋈ 0`, where ⋈ is `relation`,
/// held with `priority`.
///
/// A reference type: the solver tracks a constraint by identity, so the same object is
/// what one adds, removes, asks about, and whose constant one changes. The expression's
/// terms are fixed once created; its constant changes only through
/// `ConstraintSolver.updateConstant(of:to:)`, which keeps an installed constraint and the
/// solver in step. One object may be installed in several solvers.
///
/// The Auto Layout layer writes `item.attribute ⋈ multiplier · other.attribute + c` as
/// `SolverConstraint(item.attribute, relation, multiplier * other.attribute + c)`, whose
/// expression is `item.attribute - multiplier · other.attribute - c`: its constant is
/// **`-c`**.
public final class SolverConstraint: CustomStringConvertible {
    /// How the expression compares with zero.
    public enum Relation: Sendable, CustomStringConvertible {
        case equal
        case lessOrEqual
        case greaterOrEqual

        /// `==`, `<=` or `>=`.
        public var description: String {
            switch self {
            case .equal: return "=="
            case .lessOrEqual: return "<="
            case .greaterOrEqual: return ">="
            }
        }
    }

    /// The left side of `expression ⋈ 0`.
    public internal(set) var expression: LinearExpression
    public let relation: Relation
    /// Fixed for the constraint's life; to change it, install a new constraint.
    public let priority: LayoutPriority
    /// What diagnostics call this constraint, such as
    /// `"button.leading == superview.leading + 8"`. When empty, `description` spells the
    /// constraint out from its expression instead.
    public var label: String
    /// Makes the label when a diagnostic first asks, for callers whose labels cost something
    /// to spell (Auto Layout names views and anchors); `label` wins when not empty.
    public var labelProvider: (() -> String)?

    /// `expression ⋈ 0`.
    public init(expression: LinearExpression, relation: Relation, priority: LayoutPriority = .required, label: String = "") {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    /// `lhs ⋈ rhs`, stored as `lhs - rhs ⋈ 0`; each side is a variable, an expression or a
    /// number.
    public convenience init(_ lhs: some LinearExpressionConvertible, _ relation: Relation, _ rhs: some LinearExpressionConvertible,
                            priority: LayoutPriority = .required, label: String = "") {
        self.init(expression: lhs.linearExpression - rhs.linearExpression, relation: relation, priority: priority, label: label)
    }

    /// The label, or else the constraint spelled out, e.g. `a - b - 8 == 0 @750` (the
    /// priority is shown only when not required).
    public var description: String {
        if !label.isEmpty { return label }
        if let labelProvider {
            let made = labelProvider()
            if !made.isEmpty { return made }
        }
        let text = "\(expression) \(relation) 0"
        return priority.isRequired ? text : "\(text) @\(priority)"
    }
}
