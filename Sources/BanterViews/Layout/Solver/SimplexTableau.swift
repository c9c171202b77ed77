/// The arithmetic core of `ConstraintSolver`: an incrementally maintained simplex tableau
/// in the form the Cassowary algorithm uses (Badros, Borning and Stuckey, 2001).
///
/// Every constraint becomes one equation `0 = constant + Σ coefficient · symbol` over
/// *symbols*: the external variables, plus symbols the solver adds. A slack (≥ 0) turns
/// an inequality into an equation; an error symbol (≥ 0) measures how far a soft constraint
/// is from holding; a dummy (always 0) marks a required equality; an artificial symbol
/// exists only while a constraint is installed by phase one of the simplex method. The
/// tableau keeps the equations solved: each row defines one *basic* symbol in terms of the
/// *parametric* ones, which are all zero in the current solution, so a basic symbol's
/// value is its row's constant. Restricted symbols (all but the external ones) must stay
/// non-negative, so a row defining one must keep a non-negative constant.
///
/// **Objective.** Soft constraints are ordered strictly by priority: the objective is a
/// list of rows, one per distinct priority in use, highest first, each the plain sum of the
/// error symbols of the constraints at that priority, and it is minimised
/// lexicographically. This is the paper's symbolic-weight objective with one level per
/// priority, so any amount of error at a lower priority is preferred to the smallest error
/// at a higher one, and no weight ever needs scaling (mixing weights like 1000^k in one
/// row would lose the lower levels to rounding).
///
/// **Determinism.** Symbols are dense integers handed out in a fixed order; rows are kept
/// sorted by symbol; every choice of pivot is made by explicit rules that end in "lowest
/// id wins" (see `enteringSymbol` and `leavingSlot`). Nothing depends on hashing, so the
/// same operations give the same tableau in every process.
///
/// **Explanations.** Each marker symbol (a constraint's slack, dummy or first error symbol)
/// appears in exactly one original equation, so its coefficient in any row tells how much
/// of that constraint the row was built from. A row that proves infeasibility therefore
/// names the constraints behind the proof by the markers among its terms: the tableau
/// reports those symbols and `ConstraintSolver` maps them back to constraints.
///
/// **Rolling back.** An operation that may fail (phase one, a required constant change)
/// runs with a journal that keeps each row as it was before the operation first changed
/// it; on failure those rows go back, bit for bit, so the solution is exactly the old one
/// (replaying pivots backwards would restore it only up to rounding, enough to move a
/// value across a cell boundary). The cost follows the rows touched, not the tableau's
/// size, and copy-on-write makes keeping a row nearly free.
struct SimplexTableau {
    /// What a symbol stands for, which decides what the simplex may do with it.
    enum SymbolKind: UInt8 {
        /// Not in use; the id is on the free list.
        case unused
        /// A `LayoutVariable`: unrestricted in sign.
        case external
        /// An inequality's slack: ≥ 0.
        case slack
        /// A soft constraint's error: ≥ 0, and counted in the objective.
        case error
        /// A required equality's marker: fixed at 0, never pivoted in.
        case dummy
        /// The temporary variable of phase one: ≥ 0.
        case artificial
    }

    /// One priority level of the objective.
    struct ObjectiveLevel {
        let priority: Float
        var row: TableauRow
        /// How many installed soft constraints contribute to this level; at zero it goes.
        var users: Int
    }

    /// What installing a constraint or changing a constant came to.
    enum Outcome: Equatable {
        case success
        /// The constraints whose markers are among `symbols` (the new constraint's own
        /// included) cannot all hold at once; nothing was changed.
        case conflict(symbols: [Int])
    }

    /// Coefficients and constants closer to zero than this are zero. Layout works in whole
    /// cells, so this sits far below anything visible and far above accumulated rounding.
    static let epsilon = 1e-8

    private var kinds: [SymbolKind] = []
    private var freeSymbols: [Int] = []
    /// The slot in `rows` of the row defining each symbol, or -1 for a parametric one.
    private var rowOf: [Int] = []
    /// For each symbol, the slots of the rows (not objectives) that may hold it as a term:
    /// a substitution visits only these rows instead of scanning the tableau. A superset,
    /// in no particular order: when a term cancels out, its slot stays listed (finding it
    /// in a long list would cost more than the merge that cancelled it), so walkers skip
    /// rows where the coefficient is zero, and a list is compacted once it is mostly stale.
    private var columns: [[Int32]] = []
    /// For each symbol, exactly how many rows hold it as a term.
    private var columnCounts: [Int32] = []
    /// Slots are stable while a row lives, so the columns never need rewriting; a dropped
    /// row leaves a hole (basic `noBasic`, no terms) for the next row to reuse.
    private var rows: [TableauRow] = []
    private var freeSlots: [Int] = []
    /// Highest priority first.
    private var levels: [ObjectiveLevel] = []
    /// Phase one's objective: the artificial symbol, while one exists.
    private var artificialObjective: TableauRow?
    /// Basic symbols whose rows may have gone negative since the last dual optimisation.
    private var infeasible: [Int] = []
    /// A reusable buffer for row merges, to avoid one allocation per merge.
    private var scratch: [TableauRow.Term] = []
    /// The symbols that may improve the main objective: every symbol whose objective
    /// coefficients changed since the primal simplex last checked it. Only a change can make
    /// a reduced cost negative, so the simplex looks here instead of rescanning every level,
    /// and most additions, which leave the objective alone, cost nothing to optimise.
    private var objectiveCandidates: [Int] = []
    /// For each symbol, whether it is in `objectiveCandidates`.
    private var isObjectiveCandidate: [Bool] = []
    /// While an operation may still have to be undone: what it changed, as it was.
    private var journal: Journal?
    /// For each slot, the journal generation that last saved it, so a row is saved once.
    private var journalMarks: [UInt32] = []
    private var journalGeneration: UInt32 = 0

    /// The state an operation in progress started from, for `rollBack()`.
    private struct Journal {
        /// Each row the operation changed, as it was before, once.
        var rows: [(slot: Int, row: TableauRow)] = []
        let levels: [ObjectiveLevel]
        let freeSlots: [Int]
        let slotCount: Int
    }

    // MARK: - Symbols

    /// The number of symbol ids handed out so far, used or free; every id is below it.
    var symbolCapacity: Int { kinds.count }

    /// The kind of `symbol`.
    func kind(of symbol: Int) -> SymbolKind { kinds[symbol] }

    /// A fresh symbol of `kind`. Free ids are reused last-in first-out, so the ids, and with
    /// them every pivot choice, depend only on the sequence of operations.
    mutating func makeSymbol(_ kind: SymbolKind) -> Int {
        if let symbol = freeSymbols.popLast() {
            kinds[symbol] = kind
            return symbol
        }
        kinds.append(kind)
        rowOf.append(-1)
        isObjectiveCandidate.append(false)
        columns.append([])
        columnCounts.append(0)
        return kinds.count - 1
    }

    /// Returns `symbol` to the free list. A symbol is released once no constraint uses it,
    /// when in exact arithmetic it appears nowhere; anything rounding left behind is erased
    /// so the id can be reused safely.
    mutating func releaseSymbol(_ symbol: Int) {
        guard symbol >= 0, kinds[symbol] != .unused else { return }
        if rowOf[symbol] >= 0 { removeRow(at: rowOf[symbol]) }
        eraseColumn(symbol)
        kinds[symbol] = .unused
        freeSymbols.append(symbol)
    }

    /// The current value of `symbol`: its row's constant when basic, else zero.
    func value(of symbol: Int) -> Double {
        let slot = rowOf[symbol]
        return slot >= 0 ? rows[slot].constant : 0
    }

    // MARK: - Checking

    /// Every broken invariant, described; empty when the tableau is sound. For tests: it
    /// walks the whole tableau.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var counts = [Int32](repeating: 0, count: kinds.count)
        let free = Set(freeSlots)
        for (slot, row) in rows.enumerated() {
            if row.basic == TableauRow.noBasic {
                if !free.contains(slot) || !row.terms.isEmpty { problems.append("slot \(slot) is a hole but not free and empty") }
                continue
            }
            if free.contains(slot) { problems.append("slot \(slot) is in use and free") }
            if rowOf[row.basic] != slot { problems.append("row \(slot) defines \(row.basic), which maps to \(rowOf[row.basic])") }
            if kinds[row.basic] != .external && row.constant < -Self.epsilon {
                problems.append("row \(slot) defines restricted \(row.basic) at \(row.constant)")
            }
            if kinds[row.basic] == .dummy && abs(row.constant) >= Self.epsilon {
                problems.append("row \(slot) defines dummy \(row.basic) at \(row.constant)")
            }
            for (index, term) in row.terms.enumerated() {
                if index > 0 && row.terms[index - 1].symbol >= term.symbol { problems.append("row \(slot) is not sorted") }
                if rowOf[term.symbol] >= 0 { problems.append("row \(slot) holds basic \(term.symbol)") }
                if kinds[term.symbol] == .unused { problems.append("row \(slot) holds released \(term.symbol)") }
                if !row.mayContain(term.symbol) { problems.append("row \(slot) mask misses \(term.symbol)") }
                if !columns[term.symbol].contains(Int32(slot)) { problems.append("column \(term.symbol) misses row \(slot)") }
                if kinds[row.basic] != .external && kinds[term.symbol] == .external {
                    problems.append("restricted row \(slot) holds external \(term.symbol)")
                }
                counts[term.symbol] += 1
            }
        }
        if counts != columnCounts { problems.append("column counts are off") }
        for (symbol, slot) in rowOf.enumerated() where slot >= 0 && rows[slot].basic != symbol {
            problems.append("\(symbol) maps to row \(slot), which defines \(rows[slot].basic)")
        }
        for level in levels {
            for term in level.row.terms where rowOf[term.symbol] >= 0 || kinds[term.symbol] == .unused {
                problems.append("objective \(level.priority) holds basic or released \(term.symbol)")
            }
        }
        if objectiveCanImprove() { problems.append("the objective is not optimal") }
        if journal != nil || artificialObjective != nil { problems.append("an operation was left open") }
        return problems
    }

    // MARK: - Building a constraint's row

    /// The row `0 = constant + Σ coefficient · symbol` rewritten over parametric symbols:
    /// every basic symbol among `terms` is replaced by its row.
    mutating func makeRow(constant: Double, terms: [(symbol: Int, coefficient: Double)]) -> TableauRow {
        var row = TableauRow(constant: constant)
        for (symbol, coefficient) in terms {
            let slot = rowOf[symbol]
            if slot >= 0 {
                Self.merge(&row, rows[slot], times: coefficient, eliminating: -1,
                           scratch: &scratch, columns: &columns, counts: &columnCounts, slot: -1)
            } else {
                row.add(symbol, coefficient)
            }
        }
        return row
    }

    // MARK: - The objective

    /// Registers one more soft constraint at `priority`, creating its level if needed.
    mutating func attachLevel(priority: Float) {
        var index = 0
        while index < levels.count && levels[index].priority > priority { index += 1 }
        if index < levels.count && levels[index].priority == priority {
            levels[index].users += 1
        } else {
            levels.insert(ObjectiveLevel(priority: priority, row: TableauRow(constant: 0), users: 1), at: index)
        }
    }

    /// Unregisters a soft constraint at `priority`; the level goes with its last user.
    mutating func detachLevel(priority: Float) {
        guard let index = levels.firstIndex(where: { $0.priority == priority }) else { return }
        levels[index].users -= 1
        if levels[index].users <= 0 {
            // Whatever rounding left in the level stops counting, which can expose a
            // lower level's coefficient.
            noteObjectiveChange(levels[index].row)
            levels.remove(at: index)
        }
    }

    /// Adds `weight · symbol` to the objective level at `priority` (which must be attached),
    /// through the symbol's row when it is basic.
    mutating func addToObjective(_ symbol: Int, weight: Double, priority: Float) {
        guard let index = levels.firstIndex(where: { $0.priority == priority }) else { return }
        let slot = rowOf[symbol]
        if slot >= 0 {
            Self.merge(&levels[index].row, rows[slot], times: weight, eliminating: -1,
                       scratch: &scratch, columns: &columns, counts: &columnCounts, slot: -1)
            noteObjectiveChange(rows[slot])
        } else {
            levels[index].row.add(symbol, weight)
            noteObjectiveCandidate(symbol)
        }
    }

    /// Queues the symbols of `row`, whose multiple was just added to an objective level.
    private mutating func noteObjectiveChange(_ row: TableauRow) {
        for term in row.terms { noteObjectiveCandidate(term.symbol) }
    }

    @inline(__always)
    private mutating func noteObjectiveCandidate(_ symbol: Int) {
        guard !isObjectiveCandidate[symbol] else { return }
        isObjectiveCandidate[symbol] = true
        objectiveCandidates.append(symbol)
    }

    // MARK: - Installing and removing constraints

    /// Adds a constraint's row (from `makeRow`, with its marker symbols added) to the
    /// tableau and re-optimises. `marker` and `other` (or -1) are the symbols that belong to
    /// this constraint alone. On conflict the tableau is exactly as before.
    mutating func install(_ newRow: TableauRow, marker: Int, other: Int) -> Outcome {
        var row = newRow
        // A restricted subject solved from a row with a non-negative constant starts out
        // feasible, which is what the subject rules below rely on.
        if row.constant < 0 { row.negate() }
        if let subject = chooseSubject(row, marker: marker, other: other) {
            place(row, solvedFor: subject)
        } else if row.terms.allSatisfy({ kinds[$0.symbol] == .dummy }) {
            // Only required equalities are left: the row is either an identity (a redundant
            // constraint, whose own dummy then becomes basic at zero) or a contradiction.
            guard abs(row.constant) < Self.epsilon, row.coefficient(of: marker) != 0 else {
                return .conflict(symbols: row.terms.map(\.symbol))
            }
            row.constant = 0
            place(row, solvedFor: marker)
        } else {
            let outcome = installWithArtificialVariable(row)
            guard outcome == .success else { return outcome }
        }
        // Installing never makes a restricted row negative in exact arithmetic (see
        // `chooseSubject`); this only mops up rounding.
        _ = dualOptimize()
        optimize(objective: .main)
        return .success
    }

    /// Removes the constraint whose marker is `marker` (and whose objective terms the caller
    /// has already taken out) and re-optimises. The marker is pivoted into the basis if it is
    /// not there, so that dropping its row removes this constraint's equation and nothing
    /// else; then the caller releases the constraint's symbols.
    mutating func uninstall(marker: Int) {
        if rowOf[marker] >= 0 {
            removeRow(at: rowOf[marker])
        } else if let slot = markerLeavingSlot(marker) {
            pivot(slot: slot, entering: marker)
            removeRow(at: slot)
        }
        optimize(objective: .main)
    }

    /// Moves a constraint's constant by `delta`, incrementally: the constraint's marker
    /// column says how much of the constraint each row holds, so each row's constant moves
    /// by that share of `delta`; rows that go negative are repaired by the dual simplex,
    /// which keeps the objective optimal throughout. This is the paper's technique for edit
    /// constants, applied to any constraint.
    ///
    /// `markerCoefficient` is the marker's coefficient in the constraint's original
    /// equation. When `canFail` (a required constraint), the change runs under a journal so
    /// that a conflict leaves the tableau exactly as it was; soft constraints cannot
    /// conflict, so theirs skip that bookkeeping.
    mutating func shiftConstant(marker: Int, markerCoefficient: Double, by delta: Double, canFail: Bool) -> Outcome {
        infeasible.removeAll(keepingCapacity: true)
        if canFail { beginJournal() }
        var brokenIdentity = -1
        let basicSlot = rowOf[marker]
        if basicSlot >= 0 {
            // The marker's own row is the constraint's equation solved for the marker.
            saveRow(basicSlot)
            rows[basicSlot].constant -= delta / markerCoefficient
            noteShifted(basicSlot, brokenIdentity: &brokenIdentity)
        } else {
            // Each row must move exactly once, so the list must be exact first.
            if columns[marker].count != Int(columnCounts[marker]) { compactColumn(marker) }
            for slot in columns[marker] {
                let slot = Int(slot)
                saveRow(slot)
                rows[slot].constant += rows[slot].coefficient(of: marker) / markerCoefficient * delta
                noteShifted(slot, brokenIdentity: &brokenIdentity)
            }
        }
        for index in levels.indices {
            let coefficient = levels[index].row.coefficient(of: marker)
            if coefficient != 0 { levels[index].row.constant += coefficient / markerCoefficient * delta }
        }

        var proof: TableauRow?
        if brokenIdentity >= 0 {
            proof = rows[brokenIdentity]
        } else if let slot = dualOptimize() {
            proof = rows[slot]
        }
        guard let proof else {
            journal = nil
            return .success
        }
        let symbols = [proof.basic] + proof.terms.map(\.symbol)
        if journal != nil {
            rollBack()
        } else {
            // Unreachable for soft constraints in exact arithmetic; undo as well as we can.
            _ = shiftConstant(marker: marker, markerCoefficient: markerCoefficient, by: -delta, canFail: false)
        }
        return .conflict(symbols: symbols)
    }

    // MARK: - Journal

    /// Starts recording what changes, for `rollBack()`.
    private mutating func beginJournal() {
        journalGeneration &+= 1
        if journalGeneration == 0 {
            // Wrapped around: old marks could pass for new ones.
            for index in journalMarks.indices { journalMarks[index] = 0 }
            journalGeneration = 1
        }
        journal = Journal(levels: levels, freeSlots: freeSlots, slotCount: rows.count)
    }

    /// Keeps the row at `slot` as it is now, if the journal is on and has not kept it yet.
    @inline(__always)
    private mutating func saveRow(_ slot: Int) {
        guard journal != nil else { return }
        if journalMarks.count < rows.count {
            journalMarks.append(contentsOf: repeatElement(0, count: rows.count - journalMarks.count))
        }
        guard journalMarks[slot] != journalGeneration else { return }
        journalMarks[slot] = journalGeneration
        journal!.rows.append((slot, rows[slot]))
    }

    /// Puts back every row and objective the journal kept, and stops journaling. Slots that
    /// were added since it began become free holes.
    private mutating func rollBack() {
        guard let journal else { return }
        self.journal = nil
        for (slot, _) in journal.rows {
            if rows[slot].basic != TableauRow.noBasic { rowOf[rows[slot].basic] = -1 }
            for term in rows[slot].terms { columnCounts[term.symbol] -= 1 }
        }
        for (slot, row) in journal.rows {
            rows[slot] = row
            if row.basic != TableauRow.noBasic { rowOf[row.basic] = slot }
            // The columns are supersets: listing a slot again is harmless.
            for term in row.terms {
                columns[term.symbol].append(Int32(slot))
                columnCounts[term.symbol] += 1
            }
        }
        levels = journal.levels
        freeSlots = journal.freeSlots
        freeSlots.append(contentsOf: (journal.slotCount..<rows.count).reversed())
        artificialObjective = nil
        infeasible.removeAll(keepingCapacity: true)
        for level in levels { noteObjectiveChange(level.row) }
    }

    /// Queues a shifted row for the dual simplex if it went negative; a row defining a dummy
    /// is an identity between required equalities, and one that no longer holds is a
    /// conflict no pivot can fix.
    private mutating func noteShifted(_ slot: Int, brokenIdentity: inout Int) {
        let basic = rows[slot].basic
        switch kinds[basic] {
        case .external:
            break
        case .dummy:
            if abs(rows[slot].constant) >= Self.epsilon && brokenIdentity < 0 { brokenIdentity = slot }
        default:
            if rows[slot].constant < 0 { infeasible.append(basic) }
        }
    }

    // MARK: - Subjects and phase one

    /// The symbol to solve a new row for, or nil when phase one is needed.
    ///
    /// An external variable can take any value, so it is always a safe subject; one that no
    /// other row mentions is best, since nothing then needs substituting. Because rows that
    /// define restricted symbols are only ever created from rows without external terms,
    /// such rows never contain external symbols, and substituting an external subject never
    /// touches them. Failing that, this constraint's own slack or error symbol is safe when
    /// its coefficient is negative: the row's constant is non-negative, so the subject
    /// starts non-negative.
    private func chooseSubject(_ row: TableauRow, marker: Int, other: Int) -> Int? {
        var firstExternal = -1
        for term in row.terms where kinds[term.symbol] == .external {
            if columnCounts[term.symbol] == 0 { return term.symbol }
            if firstExternal < 0 { firstExternal = term.symbol }
        }
        if firstExternal >= 0 { return firstExternal }
        if isPivotable(marker) && row.coefficient(of: marker) < 0 { return marker }
        if other >= 0 && isPivotable(other) && row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Phase one: installs the row as the definition of a new artificial symbol and
    /// minimises that symbol. If it reaches zero the constraint holds and the artificial
    /// symbol is removed; if not, the artificial row is a proof that the required
    /// constraints cannot all hold, and the tableau is put back as it was.
    private mutating func installWithArtificialVariable(_ row: TableauRow) -> Outcome {
        beginJournal()
        let artificial = makeSymbol(.artificial)
        var artificialRow = row
        artificialRow.basic = artificial
        _ = insertRow(artificialRow)
        artificialObjective = TableauRow(constant: row.constant, terms: row.terms)
        optimize(objective: .artificial)
        let satisfied = abs(artificialObjective?.constant ?? 0) < Self.epsilon
        artificialObjective = nil

        if !satisfied {
            let slot = rowOf[artificial]
            let symbols = slot >= 0 ? rows[slot].terms.map(\.symbol) : []
            rollBack()
            releaseSymbol(artificial)
            return .conflict(symbols: symbols)
        }
        journal = nil
        let slot = rowOf[artificial]
        if slot >= 0 {
            if rows[slot].terms.isEmpty {
                removeRow(at: slot)
            } else {
                // The artificial symbol is zero but basic: swap it out for any other symbol of
                // its row (all are zero too, so feasibility is unaffected), preferring one the
                // simplex may pivot on later.
                let terms = rows[slot].terms
                let entering = terms.first(where: { kinds[$0.symbol] == .slack || kinds[$0.symbol] == .error })?.symbol
                    ?? terms.first(where: { kinds[$0.symbol] != .artificial })?.symbol
                    ?? terms[0].symbol
                rows[slot].constant = 0
                pivot(slot: slot, entering: entering)
            }
        }
        // Parametric, hence zero: dropping its column fixes it at zero, which is exactly the
        // new constraint.
        releaseSymbol(artificial)
        return .success
    }

    /// Solves `row` for `subject`, adds it, and substitutes it into every other row.
    private mutating func place(_ row: TableauRow, solvedFor subject: Int) {
        var row = row
        row.solve(for: subject)
        let slot = insertRow(row)
        substitute(subject, fromSlot: slot)
    }

    // MARK: - Simplex

    /// Which objective the primal simplex minimises.
    private enum Objective {
        case main
        case artificial
    }

    /// How many degenerate pivots (ones that move no value) in a row the primal simplex
    /// allows before it switches to Bland's rule, which cannot cycle.
    private static let degeneratePivotLimit = 32

    /// The primal simplex: pivots until no symbol improves `objective`. Every row stays
    /// feasible throughout.
    private mutating func optimize(objective: Objective) {
        if objective == .main && objectiveCandidates.isEmpty { return }
        var degenerateRun = 0
        while let entering = enteringSymbol(for: objective, blandsRule: degenerateRun >= Self.degeneratePivotLimit) {
            // Every objective is a sum of non-negative symbols, so it is bounded below and a
            // leaving row always exists in exact arithmetic; stop rather than spin if not.
            guard let slot = leavingSlot(for: entering) else { return }
            // Cycling needs an unbroken run of degenerate pivots; a pivot that moves a value
            // lowers the objective, so no basis before it can come back.
            degenerateRun = rows[slot].constant < Self.epsilon ? degenerateRun + 1 : 0
            pivot(slot: slot, entering: entering)
        }
    }

    /// The slack or error symbol to bring into the basis: one whose reduced cost is
    /// negative, or nil when the objective is optimal. For the main objective the reduced
    /// cost is a vector, one entry per level, compared lexicographically: the first level
    /// where the symbol has a coefficient decides.
    ///
    /// Among the candidates, the one held by the fewest rows, since a pivot costs one merge
    /// per row holding the entering symbol (on a form whose labels share a width, this
    /// keeps pivots local instead of rewriting every row through the first label's
    /// symbols); ties go to the lowest id. With `blandsRule`, simply the lowest id, which
    /// guarantees termination on degenerate problems.
    private mutating func enteringSymbol(for objective: Objective, blandsRule: Bool) -> Int? {
        var best = Int.max
        var bestCount = Int32.max
        switch objective {
        case .artificial:
            guard let row = artificialObjective else { return nil }
            for term in row.terms where term.coefficient < -Self.epsilon && isPivotable(term.symbol) {
                if blandsRule { return term.symbol }
                if columnCounts[term.symbol] < bestCount {
                    best = term.symbol
                    bestCount = columnCounts[term.symbol]
                }
            }
        case .main:
            // Candidates that turn out not to improve are dropped; the rest stay queued
            // until a pivot or a later change settles them.
            var kept = 0
            for index in objectiveCandidates.indices {
                let symbol = objectiveCandidates[index]
                guard isPivotable(symbol), rowOf[symbol] < 0, reducedCostIsNegative(symbol) else {
                    isObjectiveCandidate[symbol] = false
                    continue
                }
                objectiveCandidates[kept] = symbol
                kept += 1
                let count = columnCounts[symbol]
                let better = blandsRule
                    ? symbol < best
                    : count < bestCount || (count == bestCount && symbol < best)
                if better {
                    best = symbol
                    bestCount = count
                }
            }
            objectiveCandidates.removeLast(objectiveCandidates.count - kept)
        }
        return best == Int.max ? nil : best
    }

    /// Whether the first level with a say on `symbol` gives it a negative coefficient.
    @inline(__always)
    private func reducedCostIsNegative(_ symbol: Int) -> Bool {
        for level in levels.indices {
            let coefficient = levels[level].row.coefficient(of: symbol)
            if coefficient <= -Self.epsilon { return true }
            if coefficient >= Self.epsilon { return false }
        }
        return false
    }

    /// Whether any symbol at all could improve the main objective, by a full scan; for
    /// checking the candidate queue in tests.
    private func objectiveCanImprove() -> Bool {
        levels.contains { level in
            level.row.terms.contains { isPivotable($0.symbol) && reducedCostIsNegative($0.symbol) }
        }
    }

    @inline(__always)
    private func isPivotable(_ symbol: Int) -> Bool {
        let kind = kinds[symbol]
        return kind == .slack || kind == .error
    }

    /// The ratio test: of the restricted rows that `entering` would decrease, the one that
    /// reaches zero first; ties go to the lowest basic id (the other half of Bland's rule,
    /// which rules out cycling on degenerate pivots).
    private func leavingSlot(for entering: Int) -> Int? {
        var bestSlot = -1
        var bestRatio = Double.infinity
        var bestBasic = Int.max
        for slot in columns[entering] {
            let slot = Int(slot)
            // Zero for a stale entry; a duplicate entry only repeats a comparison.
            let coefficient = rows[slot].coefficient(of: entering)
            let basic = rows[slot].basic
            guard coefficient < 0, kinds[basic] != .external else { continue }
            let ratio = -rows[slot].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                bestSlot = slot
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return bestSlot >= 0 ? bestSlot : nil
    }

    /// The dual simplex: while a restricted row is negative, pivots it out, choosing the
    /// entering symbol that keeps every reduced cost non-negative. Returns the slot of a row
    /// that no pivot can repair, a proof that the required constraints conflict.
    private mutating func dualOptimize() -> Int? {
        while let leaving = infeasible.popLast() {
            let slot = rowOf[leaving]
            guard slot >= 0, rows[slot].constant < -Self.epsilon else { continue }
            guard let entering = dualEnteringSymbol(slot) else {
                infeasible.removeAll(keepingCapacity: true)
                return slot
            }
            pivot(slot: slot, entering: entering)
        }
        return nil
    }

    /// Of the symbols that would raise the row at `slot`, the one with the lexicographically
    /// smallest ratio of reduced cost to coefficient; ties go to the lowest id.
    private func dualEnteringSymbol(_ slot: Int) -> Int? {
        var best = -1
        var bestCoefficient = 0.0
        for term in rows[slot].terms where term.coefficient > Self.epsilon && isPivotable(term.symbol) {
            if best < 0 || dualRatio(term.symbol, term.coefficient, isBelow: best, bestCoefficient) {
                best = term.symbol
                bestCoefficient = term.coefficient
            }
        }
        return best >= 0 ? best : nil
    }

    /// Whether `candidate`'s ratio vector is lexicographically below `incumbent`'s.
    private func dualRatio(_ candidate: Int, _ candidateCoefficient: Double, isBelow incumbent: Int, _ incumbentCoefficient: Double) -> Bool {
        for level in levels {
            let mine = level.row.coefficient(of: candidate) / candidateCoefficient
            let theirs = level.row.coefficient(of: incumbent) / incumbentCoefficient
            if mine < theirs - Self.epsilon { return true }
            if mine > theirs + Self.epsilon { return false }
        }
        return false
    }

    /// Where to pivot a constraint's marker into the basis before dropping its row, keeping
    /// every restricted row feasible.
    ///
    /// A row defining a dummy comes first: it is an identity saying that some required
    /// equality follows from others, this one among them, and with this one gone it must
    /// stop being an identity; pivoting anywhere else would substitute a non-zero constant
    /// into it and break the equality it stands for. Its constant is zero, so the pivot
    /// moves nothing. Then the restricted row the marker reaches zero in soonest while its
    /// coefficient is negative, then the one with the smallest ratio among positive
    /// coefficients, and only then a row defining an external symbol. Ties go to the lowest
    /// basic id.
    private func markerLeavingSlot(_ marker: Int) -> Int? {
        var identitySlot = -1
        var negativeSlot = -1, negativeRatio = Double.infinity
        var positiveSlot = -1, positiveRatio = Double.infinity
        var externalSlot = -1
        for slot in columns[marker] {
            let slot = Int(slot)
            let coefficient = rows[slot].coefficient(of: marker)
            guard coefficient != 0 else { continue }
            let basic = rows[slot].basic
            switch kinds[basic] {
            case .external:
                if externalSlot < 0 || basic < rows[externalSlot].basic { externalSlot = slot }
            case .dummy:
                if identitySlot < 0 || basic < rows[identitySlot].basic { identitySlot = slot }
            default:
                if coefficient < 0 {
                    let ratio = -rows[slot].constant / coefficient
                    if negativeSlot < 0 || ratio < negativeRatio || (ratio == negativeRatio && basic < rows[negativeSlot].basic) {
                        negativeSlot = slot
                        negativeRatio = ratio
                    }
                } else {
                    let ratio = rows[slot].constant / coefficient
                    if positiveSlot < 0 || ratio < positiveRatio || (ratio == positiveRatio && basic < rows[positiveSlot].basic) {
                        positiveSlot = slot
                        positiveRatio = ratio
                    }
                }
            }
        }
        for candidate in [identitySlot, negativeSlot, positiveSlot, externalSlot] where candidate >= 0 {
            return candidate
        }
        return nil
    }

    // MARK: - Row operations

    /// Exchanges the basic symbol of the row at `slot` for `entering`, then substitutes the
    /// new definition of `entering` everywhere else.
    private mutating func pivot(slot: Int, entering: Int) {
        let leaving = rows[slot].basic
        saveRow(slot)
        // basic = c + Σ  ⟺  0 = c + Σ - basic, which `solve` then turns around.
        if rows[slot].add(leaving, -1) > 0 { addToColumn(leaving, slot) }
        rows[slot].solve(for: entering)
        columnCounts[entering] -= 1
        rowOf[leaving] = -1
        rowOf[entering] = slot
        substitute(entering, fromSlot: slot)
    }

    /// Replaces `symbol` by the row at `slot` (which defines it) in every other row and in
    /// the objectives, queueing restricted rows that go negative for the dual simplex.
    private mutating func substitute(_ symbol: Int, fromSlot source: Int) {
        let definition = rows[source]
        // Merges never touch this column (the symbol is eliminated from each row, and the
        // definition cannot contain it), so it can be walked while they run and emptied after.
        var index = 0
        while index < columns[symbol].count {
            let slot = Int(columns[symbol][index])
            index += 1
            let coefficient = rows[slot].coefficient(of: symbol)
            guard coefficient != 0 else { continue }
            saveRow(slot)
            Self.merge(&rows[slot], definition, times: coefficient, eliminating: symbol,
                       scratch: &scratch, columns: &columns, counts: &columnCounts, slot: slot)
            let basic = rows[slot].basic
            if rows[slot].constant < 0 && kinds[basic] != .external { infeasible.append(basic) }
        }
        columns[symbol].removeAll(keepingCapacity: true)
        columnCounts[symbol] = 0
        // Merges append only the definition's symbols, so only their lists can have grown.
        for term in definition.terms { compactColumnIfStale(term.symbol) }
        for level in levels.indices {
            let coefficient = levels[level].row.coefficient(of: symbol)
            if coefficient != 0 {
                Self.merge(&levels[level].row, definition, times: coefficient, eliminating: symbol,
                           scratch: &scratch, columns: &columns, counts: &columnCounts, slot: -1)
                noteObjectiveChange(definition)
            }
        }
        if artificialObjective != nil {
            let coefficient = artificialObjective!.coefficient(of: symbol)
            if coefficient != 0 {
                Self.merge(&artificialObjective!, definition, times: coefficient, eliminating: symbol,
                           scratch: &scratch, columns: &columns, counts: &columnCounts, slot: -1)
            }
        }
    }

    /// Removes `symbol` from every row and objective, which fixes it at zero.
    private mutating func eraseColumn(_ symbol: Int) {
        for slot in columns[symbol] { rows[Int(slot)].remove(symbol) }
        columns[symbol].removeAll()
        columnCounts[symbol] = 0
        for level in levels.indices where levels[level].row.remove(symbol) != 0 {
            noteObjectiveCandidate(symbol)
        }
        if artificialObjective != nil { artificialObjective!.remove(symbol) }
    }

    /// Records that the row at `slot` has gained `symbol`.
    private mutating func addToColumn(_ symbol: Int, _ slot: Int) {
        columns[symbol].append(Int32(slot))
        columnCounts[symbol] += 1
    }

    /// Compacts the column of `symbol` once most of it is stale, which bounds every list to
    /// about twice the number of rows it stands for at an amortised constant cost per entry.
    @inline(__always)
    private mutating func compactColumnIfStale(_ symbol: Int) {
        if columns[symbol].count > 2 * Int(columnCounts[symbol]) + 16 { compactColumn(symbol) }
    }

    /// Rewrites the column of `symbol` to list each row holding it exactly once, in slot
    /// order.
    private mutating func compactColumn(_ symbol: Int) {
        var column: [Int32] = []
        swap(&column, &columns[symbol])
        column.removeAll { rows[Int($0)].coefficient(of: symbol) == 0 }
        column.sort()
        var kept = 0
        for index in column.indices where index == 0 || column[index] != column[index - 1] {
            column[kept] = column[index]
            kept += 1
        }
        column.removeLast(column.count - kept)
        swap(&column, &columns[symbol])
    }

    /// Adds `row`, which defines `row.basic`, and returns its slot.
    private mutating func insertRow(_ row: TableauRow) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
        } else {
            // A new slot starts as a hole, so a journal can put the hole back.
            slot = rows.count
            rows.append(TableauRow(constant: 0))
        }
        saveRow(slot)
        rows[slot] = row
        for term in row.terms {
            addToColumn(term.symbol, slot)
            compactColumnIfStale(term.symbol)
        }
        rowOf[row.basic] = slot
        return slot
    }

    /// Drops the row at `slot`, leaving a hole for the next row.
    private mutating func removeRow(at slot: Int) {
        // The columns keep listing the slot; they are supersets.
        for term in rows[slot].terms { columnCounts[term.symbol] -= 1 }
        rowOf[rows[slot].basic] = -1
        rows[slot] = TableauRow(constant: 0)
        freeSlots.append(slot)
    }

    /// `target += factor · source`, with `eliminated` (when not -1) dropped from `target`
    /// first: with `factor` equal to its coefficient, that substitutes `source`'s definition
    /// for it. One linear pass over both sorted term lists into `scratch`, which then trades
    /// places with `target.terms`, so a merge allocates nothing once the buffers have grown.
    /// When `slot` is not -1, `target` is that tableau row and `columns` and `counts` follow
    /// the terms that appear in it and vanish from it (all but `eliminated`'s, which the
    /// caller owns).
    @inline(__always)
    private static func merge(_ target: inout TableauRow, _ source: TableauRow, times factor: Double, eliminating eliminated: Int,
                              scratch: inout [TableauRow.Term], columns: inout [[Int32]], counts: inout [Int32], slot: Int) {
        scratch.removeAll(keepingCapacity: true)
        var mask: UInt64 = 0
        let epsilon = Self.epsilon
        let tracked = slot >= 0
        let slot32 = Int32(truncatingIfNeeded: slot)
        target.terms.withUnsafeBufferPointer { mine in
            source.terms.withUnsafeBufferPointer { theirs in
                var i = 0
                var j = 0
                while i < mine.count || j < theirs.count {
                    let left = i < mine.count ? mine[i].symbol : Int.max
                    let right = j < theirs.count ? theirs[j].symbol : Int.max
                    if left < right {
                        if left != eliminated {
                            scratch.append(mine[i])
                            mask |= TableauRow.bit(left)
                        }
                        i += 1
                    } else if right < left {
                        let coefficient = factor * theirs[j].coefficient
                        if abs(coefficient) >= epsilon {
                            scratch.append(TableauRow.Term(symbol: right, coefficient: coefficient))
                            mask |= TableauRow.bit(right)
                            if tracked {
                                columns[right].append(slot32)
                                counts[right] += 1
                            }
                        }
                        j += 1
                    } else {
                        let base = left == eliminated ? 0 : mine[i].coefficient
                        let coefficient = base + factor * theirs[j].coefficient
                        if abs(coefficient) >= epsilon {
                            scratch.append(TableauRow.Term(symbol: left, coefficient: coefficient))
                            mask |= TableauRow.bit(left)
                        } else if tracked && left != eliminated {
                            counts[left] -= 1
                        }
                        i += 1
                        j += 1
                    }
                }
            }
        }
        swap(&target.terms, &scratch)
        target.mask = mask
        target.constant += factor * source.constant
    }
}
