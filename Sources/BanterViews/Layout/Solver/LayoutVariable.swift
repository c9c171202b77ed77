/// An unknown of a layout: one edge, size or centre that a `ConstraintSolver` solves for.
///
/// A reference type because constraints refer to a variable by identity: two variables
/// with the same name are different unknowns. The solver writes `value` only when asked
/// (`ConstraintSolver.updateVariables()`), so reading it never runs the solver; until then
/// it keeps its last solved value (zero at first).
///
/// Not thread-safe and not `Sendable`: a variable belongs to the solver that uses it, and
/// the UI layer owns both on the main actor.
public final class LayoutVariable: CustomStringConvertible {
    /// A name for diagnostics and debugging, such as `"button.leading"`; not used for
    /// identity.
    public let name: String

    /// The value from the last `ConstraintSolver.updateVariables()`.
    public internal(set) var value: Double = 0

    /// A variable named `name` for diagnostics.
    public init(_ name: String = "") {
        self.name = name
    }

    /// The name, or a placeholder for an unnamed variable (never an address, so that text
    /// built from it is the same in every run).
    public var description: String {
        name.isEmpty ? "<unnamed>" : name
    }
}
