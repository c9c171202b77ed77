/// `Σ coefficient · variable + constant`: one side of a constraint, built with the usual
/// operators so constraints read like the equations they are (`field.left - label.right - 8`).
///
/// Terms are kept as written (a variable may appear twice, a coefficient may be zero); the
/// solver combines them when it installs a constraint.
public struct LinearExpression: CustomStringConvertible {
    /// One `coefficient · variable` term.
    public struct Term {
        /// The variable this term scales.
        public let variable: LayoutVariable
        /// Any finite number for an installable constraint; zero is allowed.
        public var coefficient: Double

        /// `coefficient · variable`.
        public init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The variable terms, in the order written.
    public var terms: [Term]
    /// The constant term.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `coefficient · variable`.
    public init(_ variable: LayoutVariable, coefficient: Double = 1) {
        self.init(terms: [Term(variable, coefficient)])
    }

    /// The constant expression `constant`.
    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// Whether every coefficient and the constant are finite: the solver refuses anything
    /// else, since one NaN would spread through every row it touches.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// Readable and stable, e.g. `a.left + 2·b.width - 8`; whole numbers print without a
    /// fraction.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? "-" : "+"
            if text.isEmpty {
                text = term.coefficient < 0 ? "-" : ""
            } else {
                text += " \(sign) "
            }
            if magnitude != 1 { text += Self.format(magnitude) + "·" }
            text += term.variable.description
        }
        if text.isEmpty { return Self.format(constant) }
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + Self.format(abs(constant)) }
        return text
    }

    /// `value` as short text: `8`, `-2.5`, `nan`.
    static func format(_ value: Double) -> String {
        if value.isFinite && abs(value) < 1e15 && Double(Int(value)) == value {
            return String(Int(value))
        }
        return String(value)
    }

    // MARK: - Arithmetic

    /// The sum; terms are concatenated, not combined.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-rhs)
    }

    /// The negation.
    public static prefix func - (expression: LinearExpression) -> LinearExpression {
        expression * -1
    }

    /// The expression with `rhs` added to its constant.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    /// The expression with `lhs` added to its constant.
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs + lhs
    }

    /// The expression with `rhs` taken from its constant.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + -rhs
    }

    /// `lhs` minus the expression.
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        -rhs + lhs
    }

    /// Every coefficient and the constant scaled by `rhs`.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    /// Every coefficient and the constant scaled by `lhs`.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs * lhs
    }

    /// Every coefficient and the constant divided by `rhs`.
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs * (1 / rhs)
    }

    /// The expression plus `1 · rhs`.
    public static func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    /// `1 · lhs` plus the expression.
    public static func + (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// The expression minus `1 · rhs`.
    public static func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }

    /// `1 · lhs` minus the expression.
    public static func - (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }
}

/// Arithmetic on variables, so `a + 2 * b - 8` is a `LinearExpression`.
extension LayoutVariable {
    /// `lhs + rhs`.
    public static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }

    /// `lhs - rhs`.
    public static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }

    /// `lhs + rhs`.
    public static func + (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// `rhs + lhs`.
    public static func + (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(rhs) + lhs
    }

    /// `lhs - rhs`.
    public static func - (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    /// `lhs - rhs`.
    public static func - (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }

    /// `rhs · lhs`.
    public static func * (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs, coefficient: rhs)
    }

    /// `lhs · rhs`.
    public static func * (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(rhs, coefficient: lhs)
    }

    /// `(1 / rhs) · lhs`.
    public static func / (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs, coefficient: 1 / rhs)
    }

    /// `-1 · variable`.
    public static prefix func - (variable: LayoutVariable) -> LinearExpression {
        LinearExpression(variable, coefficient: -1)
    }
}
