/// A relation between two anchors (or an anchor and a constant) that layout must satisfy,
/// as `NSLayoutConstraint`: `first relation second * multiplier + constant`, at a priority.
///
/// Activating installs it in the constraint engine of the closest common ancestor of its
/// views; changing `constant` re-solves incrementally; changing `priority` reinstalls it.
/// Constraints that cannot all hold are reported (naming the ones involved) and the newest
/// required one is left out, never a crash.
@MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible {
    /// How the two sides compare.
    public enum Relation: Sendable {
        case equal, lessOrEqual, greaterOrEqual
    }

    /// The left side.
    public let firstAnchor: LayoutAnchor
    /// How the sides compare.
    public let relation: Relation
    /// The right side's anchor, or `nil` for a constant.
    public let secondAnchor: LayoutAnchor?
    /// What the second anchor is multiplied by.
    public let multiplier: Double

    /// Added to the right side. Changing it re-solves incrementally.
    public var constant: Int {
        didSet { if constant != oldValue { engine?.constantChanged(self) } }
    }

    /// How much the constraint matters (1 to 1000; 1000 is required). Changing it reinstalls
    /// the constraint.
    public var priority: LayoutPriority = .required {
        didSet { if priority != oldValue { engine?.priorityChanged(self) } }
    }

    /// A name for diagnostics.
    public var identifier: String?

    /// The engine the constraint is installed in, while active.
    weak var engine: ConstraintLayoutEngine?

    init(_ first: LayoutAnchor, _ relation: Relation, _ second: LayoutAnchor?, multiplier: Double, constant: Int) {
        firstAnchor = first
        self.relation = relation
        secondAnchor = second
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Whether the constraint takes part in layout.
    public var isActive: Bool {
        get { engine != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { ConstraintLayoutEngine.activate(self) } else { engine?.remove(self) }
        }
    }

    /// Activates every constraint given.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint given.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// `label.leading == superview.leading * 1 + 2 @750`, with the views named by their
    /// accessibility identifiers (or their type).
    public var description: String {
        func name(_ anchor: LayoutAnchor) -> String {
            guard anchor.isViewAlive else { return "(a freed view).\(anchor.attribute)" }
            return "\(anchor.view.accessibilityIdentifier ?? String(describing: type(of: anchor.view))).\(anchor.attribute)"
        }
        let relationText = relation == .equal ? "==" : relation == .lessOrEqual ? "<=" : ">="
        var text = "\(name(firstAnchor)) \(relationText) "
        if let secondAnchor {
            text += name(secondAnchor)
            if multiplier != 1 { text += " * \(multiplier)" }
            if constant != 0 { text += constant > 0 ? " + \(constant)" : " - \(-constant)" }
        } else {
            text += "\(constant)"
        }
        if !priority.isRequired { text += " @\(Int(priority.rawValue))" }
        return identifier.map { "\($0): \(text)" } ?? text
    }
}
