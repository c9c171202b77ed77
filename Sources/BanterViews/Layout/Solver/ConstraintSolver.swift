/// An incremental solver for systems of linear equalities and inequalities with priorities:
/// the Cassowary algorithm (Badros, Borning and Stuckey, 2001), which Auto Layout-style
/// layout is built on.
///
/// Constraints are added and removed one at a time, and the solution is kept up to date
/// incrementally, so a small change to a solved layout costs little. Variables receive
/// their values only in `updateVariables()`.
///
/// **Priorities.** `.required` constraints are hard. Lower priorities are preferences,
/// strictly ordered: the solver first minimises the total error of the highest-priority
/// preferences, then, without giving any of that back, the next priority's, and so on (a
/// lexicographic objective with one level per distinct priority, rather than weights that
/// could be outvoted by many lower-priority constraints or lost to rounding). Within one
/// priority, the sum of the errors is minimised, so two equal preferences pulling apart
/// settle anywhere between them that the rest allows. Map Auto Layout priorities directly.
///
/// **Conflicts.** `add` never traps or throws. A required constraint that cannot hold
/// together with the installed required constraints is not installed, the solution stays
/// exactly as it was (bit for bit), and the returned diagnostic names it and the installed
/// constraints it conflicts with. A new constant for a required constraint that would
/// conflict is refused the same way, keeping the old constant. The rule for which constraint breaks is: the lowest-priority constraint
/// among those involved, and among equals the most recently added; since only required
/// constraints can conflict, that is always the new one. The constraints involved are read
/// off the tableau row that proves the conflict (see `SimplexTableau`): they are a set of
/// required constraints that genuinely cannot all hold, though not always the smallest.
///
/// **Changing constants.** `updateConstant(of:to:)` moves a constraint's constant without
/// removing and re-adding it, by the same incremental technique the paper uses for edit
/// variables; it is the cheap way to animate a spacing or resize a container.
///
/// **Determinism.** The same sequence of calls gives the same values and the same
/// diagnostic text in every process: nothing depends on hash order.
///
/// Not thread-safe and not `Sendable`: the UI layer owns a solver and its variables on the
/// main actor.
public final class ConstraintSolver {
    /// What the solver knows about one installed constraint.
    private struct Record {
        let constraint: SolverConstraint
        /// Installation order, for listing constraints in a stable order.
        let serial: Int
        /// The symbol that appears only in this constraint's equation: its dummy, slack, or
        /// first error symbol.
        let marker: Int
        /// The constraint's second symbol (the other error symbol), or -1.
        let other: Int
        /// The marker's coefficient in the constraint's original equation.
        let markerCoefficient: Double
        /// The external symbols of the constraint's variables, each once.
        let variables: [Int]
    }

    private var tableau = SimplexTableau()
    /// The installed constraints, by identity; never iterated where order matters.
    private var records: [ObjectIdentifier: Record] = [:]
    private var nextSerial = 0
    /// The external symbol of each variable in use, by identity.
    private var symbolOfVariable: [ObjectIdentifier: Int] = [:]
    /// Indexed by symbol: the variable an external symbol stands for.
    private var variableOfSymbol: [LayoutVariable?] = []
    /// Indexed by symbol: how many installed constraints use an external symbol.
    private var variableUses: [Int] = []
    /// Indexed by symbol: the constraint a marker or error symbol belongs to.
    private var ownerOfSymbol: [SolverConstraint?] = []
    /// The hidden constraint behind each edit variable.
    private var edits: [ObjectIdentifier: SolverConstraint] = [:]

    /// An empty solver.
    public init() {}

    // MARK: - Constraints

    /// Installs `constraint` and re-solves.
    ///
    /// Returns nil on success. Returns a diagnostic, and changes nothing, when the
    /// constraint is already installed, has a non-finite constant or coefficient, or is
    /// required and contradicts the installed required constraints (see the type's notes on
    /// conflicts). Soft constraints are always installed.
    @discardableResult
    public func add(_ constraint: SolverConstraint) -> ConstraintDiagnostic? {
        let key = ObjectIdentifier(constraint)
        if records[key] != nil { return .alreadyInstalled(constraint) }
        guard constraint.expression.isFinite else { return .nonFiniteConstraint(constraint) }

        var variables: [Int] = []
        var terms: [(symbol: Int, coefficient: Double)] = []
        terms.reserveCapacity(constraint.expression.terms.count)
        for term in constraint.expression.terms {
            let symbol = externalSymbol(for: term.variable)
            if !variables.contains(symbol) { variables.append(symbol) }
            terms.append((symbol, term.coefficient))
        }
        var row = tableau.makeRow(constant: constraint.expression.constant, terms: terms)

        // The constraint's equation is `0 = expression + markers`; the comments give the
        // reading of each.
        let priority = constraint.priority
        let marker: Int
        var other = -1
        let markerCoefficient: Double
        switch constraint.relation {
        case .equal where priority.isRequired:
            // expression + dummy = 0, the dummy pinned at zero.
            marker = tableau.makeSymbol(.dummy)
            markerCoefficient = 1
            row.add(marker, markerCoefficient)
        case .equal:
            // expression = plus - minus: the error is plus + minus.
            marker = tableau.makeSymbol(.error)
            other = tableau.makeSymbol(.error)
            markerCoefficient = -1
            row.add(marker, markerCoefficient)
            row.add(other, 1)
        case .lessOrEqual, .greaterOrEqual:
            // expression = ∓slack (≤ 0 or ≥ 0), or for a soft one ∓slack ± error.
            let sign: Double = constraint.relation == .lessOrEqual ? 1 : -1
            marker = tableau.makeSymbol(.slack)
            markerCoefficient = sign
            row.add(marker, sign)
            if !priority.isRequired {
                other = tableau.makeSymbol(.error)
                row.add(other, -sign)
            }
        }
        if !priority.isRequired {
            tableau.attachLevel(priority: priority.rawValue)
            addErrors(marker, other, toObjectiveWithWeight: 1, priority: priority)
        }

        switch tableau.install(row, marker: marker, other: other) {
        case .success:
            growSymbolTables()
            records[key] = Record(constraint: constraint, serial: nextSerial, marker: marker, other: other,
                                  markerCoefficient: markerCoefficient, variables: variables)
            nextSerial += 1
            ownerOfSymbol[marker] = constraint
            if other >= 0 { ownerOfSymbol[other] = constraint }
            for symbol in variables { variableUses[symbol] += 1 }
            return nil
        case .conflict(let symbols):
            // Soft constraints never conflict, so the objective holds nothing to undo.
            tableau.releaseSymbol(marker)
            tableau.releaseSymbol(other)
            for symbol in variables where variableUses[symbol] == 0 { releaseVariable(symbol) }
            return .unsatisfiable(constraint, conflicting: installedConstraints(among: symbols, excluding: constraint))
        }
    }

    /// Uninstalls `constraint` and re-solves; returns whether it was installed. Removing a
    /// constraint that is not installed does nothing.
    @discardableResult
    public func remove(_ constraint: SolverConstraint) -> Bool {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else { return false }
        let priority = constraint.priority
        if !priority.isRequired {
            addErrors(record.marker, record.other, toObjectiveWithWeight: -1, priority: priority)
            tableau.detachLevel(priority: priority.rawValue)
        }
        tableau.uninstall(marker: record.marker)
        ownerOfSymbol[record.marker] = nil
        tableau.releaseSymbol(record.marker)
        if record.other >= 0 {
            ownerOfSymbol[record.other] = nil
            tableau.releaseSymbol(record.other)
        }
        for symbol in record.variables {
            variableUses[symbol] -= 1
            if variableUses[symbol] == 0 { releaseVariable(symbol) }
        }
        return true
    }

    /// Whether `constraint` is installed in this solver.
    public func contains(_ constraint: SolverConstraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// The installed constraints, in the order they were installed (edit variables'
    /// hidden constraints excluded).
    public var constraints: [SolverConstraint] {
        let hidden = Set(edits.values.map(ObjectIdentifier.init))
        return records.values
            .filter { !hidden.contains(ObjectIdentifier($0.constraint)) }
            .sorted { $0.serial < $1.serial }
            .map(\.constraint)
    }

    /// Sets the constant of `constraint`'s expression (the `c` in `expression ⋈ 0`) and
    /// re-solves incrementally: no remove and re-add, so it is cheap enough to run every
    /// frame. For a constraint that is not installed, this only sets the constant.
    ///
    /// Returns nil on success. Returns a diagnostic and keeps the old constant (and the old
    /// solution) when `constant` is not finite, or when the constraint is required and the
    /// new constant would contradict the other required constraints.
    @discardableResult
    public func updateConstant(of constraint: SolverConstraint, to constant: Double) -> ConstraintDiagnostic? {
        guard constant.isFinite else { return .nonFiniteConstant(constraint, constant) }
        guard let record = records[ObjectIdentifier(constraint)] else {
            constraint.expression.constant = constant
            return nil
        }
        let old = constraint.expression.constant
        let delta = constant - old
        guard delta != 0 else { return nil }
        let outcome = tableau.shiftConstant(marker: record.marker, markerCoefficient: record.markerCoefficient,
                                            by: delta, canFail: constraint.priority.isRequired)
        if case .conflict(let symbols) = outcome {
            return .unsatisfiableConstant(constraint, from: old, to: constant,
                                          conflicting: installedConstraints(among: symbols, excluding: constraint))
        }
        constraint.expression.constant = constant
        return nil
    }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable: a variable that `suggestValue` can steer, such as
    /// a divider being dragged. It holds its current value at `priority` until a suggestion
    /// moves it; the other constraints win where they conflict with a suggestion at a
    /// higher priority.
    ///
    /// Returns a diagnostic, and changes nothing, when `variable` already is an edit
    /// variable or `priority` is required.
    @discardableResult
    public func addEditVariable(_ variable: LayoutVariable, priority: LayoutPriority = .high) -> ConstraintDiagnostic? {
        let key = ObjectIdentifier(variable)
        if edits[key] != nil { return .alreadyAnEditVariable(variable) }
        if priority.isRequired { return .requiredEditVariable(variable) }
        let edit = SolverConstraint(variable, .equal, LinearExpression(variable.value), priority: priority,
                                    label: "edit(\(variable))")
        if let diagnostic = add(edit) { return diagnostic }
        edits[key] = edit
        return nil
    }

    /// Stops `variable` being an edit variable; returns whether it was one.
    @discardableResult
    public func removeEditVariable(_ variable: LayoutVariable) -> Bool {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else { return false }
        remove(edit)
        return true
    }

    /// Whether `variable` is an edit variable of this solver.
    public func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Asks for the edit variable `variable` to be `value`, at its edit priority, and
    /// re-solves incrementally. Returns a diagnostic, and ignores the suggestion, when
    /// `variable` is not an edit variable or `value` is not finite.
    @discardableResult
    public func suggestValue(_ variable: LayoutVariable, _ value: Double) -> ConstraintDiagnostic? {
        guard value.isFinite else { return .nonFiniteSuggestion(variable, value) }
        guard let edit = edits[ObjectIdentifier(variable)] else { return .notAnEditVariable(variable, value) }
        // The edit constraint is `variable - value == 0`.
        return updateConstant(of: edit, to: -value)
    }

    // MARK: - Results

    /// Writes the current solution into every variable of the installed constraints.
    /// Variables no longer in any constraint keep their last values.
    public func updateVariables() {
        for symbol in variableOfSymbol.indices {
            guard let variable = variableOfSymbol[symbol] else { continue }
            // Adding zero turns -0.0 into 0.0, so printed values never show "-0".
            variable.value = tableau.value(of: symbol) + 0.0
        }
    }

    /// Broken internal invariants, described; empty when all is well. For tests: it walks
    /// the whole tableau.
    var invariantViolations: [String] {
        var problems = tableau.invariantViolations()
        for record in records.values {
            for symbol in [record.marker, record.other] where symbol >= 0 && ownerOfSymbol[symbol] !== record.constraint {
                problems.append("symbol \(symbol) of \(record.constraint) has another owner")
            }
            for symbol in record.variables where variableUses[symbol] <= 0 || variableOfSymbol[symbol] == nil {
                problems.append("variable symbol \(symbol) of \(record.constraint) is not counted")
            }
        }
        return problems
    }

    // MARK: - Bookkeeping

    /// The external symbol of `variable`, created on first use.
    private func externalSymbol(for variable: LayoutVariable) -> Int {
        let key = ObjectIdentifier(variable)
        if let symbol = symbolOfVariable[key] { return symbol }
        let symbol = tableau.makeSymbol(.external)
        symbolOfVariable[key] = symbol
        growSymbolTables()
        variableOfSymbol[symbol] = variable
        variableUses[symbol] = 0
        return symbol
    }

    /// Forgets a variable that no installed constraint uses any more.
    private func releaseVariable(_ symbol: Int) {
        guard let variable = variableOfSymbol[symbol] else { return }
        symbolOfVariable[ObjectIdentifier(variable)] = nil
        variableOfSymbol[symbol] = nil
        variableUses[symbol] = 0
        tableau.releaseSymbol(symbol)
    }

    /// Adds or takes away a soft constraint's error symbols (among `marker` and `other`) in
    /// the objective.
    private func addErrors(_ marker: Int, _ other: Int, toObjectiveWithWeight weight: Double, priority: LayoutPriority) {
        if tableau.kind(of: marker) == .error {
            tableau.addToObjective(marker, weight: weight, priority: priority.rawValue)
        }
        if other >= 0 && tableau.kind(of: other) == .error {
            tableau.addToObjective(other, weight: weight, priority: priority.rawValue)
        }
    }

    /// Keeps the per-symbol tables at least as long as the tableau's symbol range, growing
    /// them geometrically so that adding constraints one by one stays linear.
    private func growSymbolTables() {
        let capacity = tableau.symbolCapacity
        guard variableOfSymbol.count < capacity else { return }
        let extra = max(capacity, 2 * variableOfSymbol.count, 64) - variableOfSymbol.count
        variableOfSymbol.append(contentsOf: repeatElement(nil, count: extra))
        variableUses.append(contentsOf: repeatElement(0, count: extra))
        ownerOfSymbol.append(contentsOf: repeatElement(nil, count: extra))
    }

    /// The installed required constraints owning any of `symbols`, other than `excluded`,
    /// in installation order.
    private func installedConstraints(among symbols: [Int], excluding excluded: SolverConstraint) -> [SolverConstraint] {
        var found: [Record] = []
        for symbol in symbols where symbol < ownerOfSymbol.count {
            guard let owner = ownerOfSymbol[symbol], owner !== excluded, owner.priority.isRequired,
                  let record = records[ObjectIdentifier(owner)],
                  !found.contains(where: { $0.constraint === owner })
            else { continue }
            found.append(record)
        }
        return found.sorted { $0.serial < $1.serial }.map(\.constraint)
    }
}
