/// Anything that can stand on either side of a `SolverConstraint`: a `LayoutVariable`, a
/// `LinearExpression`, or a plain `Double`, so that `SolverConstraint(x, .equal, 100)` and
/// `SolverConstraint(x, .equal, y + 8)` both read naturally.
public protocol LinearExpressionConvertible {
    /// The value as an expression.
    var linearExpression: LinearExpression { get }
}

extension LayoutVariable: LinearExpressionConvertible {
    /// `1 · self`.
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension LinearExpression: LinearExpressionConvertible {
    /// Itself.
    public var linearExpression: LinearExpression { self }
}

extension Double: LinearExpressionConvertible {
    /// The constant expression.
    public var linearExpression: LinearExpression { LinearExpression(self) }
}
