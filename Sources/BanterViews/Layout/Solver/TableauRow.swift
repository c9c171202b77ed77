/// One row of the simplex tableau: `basic = constant + Σ coefficient · symbol`.
///
/// Symbols are the solver's dense integer ids (see `SimplexTableau`). Terms are kept sorted
/// by symbol, without duplicates and without coefficients near zero, so that two rows merge
/// in one linear pass, a lookup is a binary search, and iterating a row visits symbols in
/// a fixed order (which is what makes pivot choices reproducible from run to run).
///
/// The same type holds the objective rows, whose `basic` is `TableauRow.noBasic` and whose
/// `constant` is the objective's current value.
struct TableauRow {
    /// One `coefficient · symbol` term.
    struct Term {
        var symbol: Int
        var coefficient: Double
    }

    /// The `basic` of a row that does not define a symbol: an objective, or a constraint's
    /// row before a subject is chosen.
    static let noBasic = -1

    /// The symbol this row defines, or `noBasic`.
    var basic: Int
    var constant: Double
    /// Sorted by `symbol`; no duplicates; no `|coefficient| < SimplexTableau.epsilon`.
    var terms: [Term]
    /// A 64-bit Bloom filter of the symbols in `terms` (bit `symbol & 63`), so that a scan
    /// for the rows containing a symbol can skip most rows without searching them. It may
    /// hold stale bits (false positives); it never lacks a bit for a present symbol.
    var mask: UInt64

    init(basic: Int = TableauRow.noBasic, constant: Double, terms: [Term] = []) {
        self.basic = basic
        self.constant = constant
        self.terms = terms
        self.mask = 0
        for term in terms { mask |= Self.bit(term.symbol) }
    }

    /// The Bloom-filter bit of `symbol`.
    @inline(__always)
    static func bit(_ symbol: Int) -> UInt64 {
        1 &<< UInt64(truncatingIfNeeded: symbol & 63)
    }

    /// Whether the row may contain `symbol`: false means it certainly does not.
    @inline(__always)
    func mayContain(_ symbol: Int) -> Bool {
        mask & Self.bit(symbol) != 0
    }

    /// The position of `symbol` in `terms`, or where it would be inserted, and whether it is
    /// there.
    @inline(__always)
    func position(of symbol: Int) -> (index: Int, found: Bool) {
        var low = 0
        var high = terms.count
        while low < high {
            let middle = (low + high) >> 1
            let candidate = terms[middle].symbol
            if candidate < symbol {
                low = middle + 1
            } else if candidate > symbol {
                high = middle
            } else {
                return (middle, true)
            }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, zero when absent.
    @inline(__always)
    func coefficient(of symbol: Int) -> Double {
        guard mayContain(symbol) else { return 0 }
        let (index, found) = position(of: symbol)
        return found ? terms[index].coefficient : 0
    }

    /// Adds `coefficient · symbol`, combining with an existing term and dropping the term
    /// when the sum cancels. Returns +1 when a term appeared, -1 when one vanished, else 0,
    /// so a caller that tracks columns can keep its counts.
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> Int {
        let (index, found) = position(of: symbol)
        if found {
            let sum = terms[index].coefficient + coefficient
            if abs(sum) < SimplexTableau.epsilon {
                terms.remove(at: index)
                return -1
            }
            terms[index].coefficient = sum
            return 0
        }
        guard abs(coefficient) >= SimplexTableau.epsilon else { return 0 }
        terms.insert(Term(symbol: symbol, coefficient: coefficient), at: index)
        mask |= Self.bit(symbol)
        return 1
    }

    /// Removes the term of `symbol`, returning its coefficient (zero when absent).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        guard mayContain(symbol) else { return 0 }
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        return terms.remove(at: index).coefficient
    }

    /// Multiplies the whole row (constant and terms) by -1: the same equation, with the sign
    /// convention flipped.
    mutating func negate() {
        constant = -constant
        for index in terms.indices { terms[index].coefficient = -terms[index].coefficient }
    }

    /// Rewrites the equation `0 = constant + Σ terms` as `subject = …` and makes `subject`
    /// the basic symbol. The row must contain `subject`; its previous `basic`, if any, must
    /// already have been moved into the terms by the caller.
    mutating func solve(for subject: Int) {
        let coefficient = remove(subject)
        let scale = -1 / coefficient
        constant *= scale
        for index in terms.indices { terms[index].coefficient *= scale }
        basic = subject
    }

    /// Recomputes `mask` from the terms, clearing stale bits.
    mutating func refreshMask() {
        var bits: UInt64 = 0
        for term in terms { bits |= Self.bit(term.symbol) }
        mask = bits
    }
}
