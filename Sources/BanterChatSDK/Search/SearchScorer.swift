/// The BM25 scores of one search: `SearchRelevance` per term, but looked up from tables in
/// the common case (a term once in a document of under `tabulatedLengths` tokens), so the hot
/// loops over hundreds of thousands of postings do not divide. A table entry is the very
/// value the function returns for the same inputs, so scores are bit-identical either way.
///
/// A class with raw storage, like `SearchPostingCursor`, so the hot loops pay no copy-on-write
/// or bounds checks; it never outlives the search that made it.
final class SearchScorer {
    /// Documents shorter than this many tokens have tabulated scores.
    static let tabulatedLengths = 256
    /// Terms with at least this many documents get a table of single-occurrence scores;
    /// for rarer ones filling the table would cost more than it saves.
    static let tabulatedDocumentFrequency = 2048

    private let averageLength: Double
    private let termCount: Int
    private let weights: UnsafeMutablePointer<Double>
    /// Where term `t`'s table starts in `tables`, and how many entries it has (0 or `tabulatedLengths`).
    private let tableStarts: UnsafeMutablePointer<Int>
    private let tableCounts: UnsafeMutablePointer<Int>
    private let tables: UnsafeMutablePointer<Double>
    private let lengthFactors: UnsafeMutablePointer<Double>

    /// A scorer for the terms with the given document frequencies, over `documentCount` live
    /// documents averaging `averageLength` tokens; terms are numbered by their position here.
    /// Terms with at least `tableThreshold` documents get tables.
    init(
        documentFrequencies: [Int], documentCount: Int, averageLength: Double,
        tableThreshold: Int = SearchScorer.tabulatedDocumentFrequency
    ) {
        self.averageLength = averageLength
        termCount = documentFrequencies.count
        let lengths = Self.tabulatedLengths
        lengthFactors = .allocate(capacity: lengths)
        for length in 0 ..< lengths {
            lengthFactors[length] = SearchRelevance.lengthFactor(documentLength: length, averageLength: averageLength)
        }
        weights = .allocate(capacity: max(termCount, 1))
        tableStarts = .allocate(capacity: max(termCount, 1))
        tableCounts = .allocate(capacity: max(termCount, 1))
        let tabulated = documentFrequencies.filter { $0 >= tableThreshold }.count
        tables = .allocate(capacity: max(tabulated * lengths, 1))
        var next = 0
        for (term, frequency) in documentFrequencies.enumerated() {
            let weight = SearchRelevance.inverseDocumentFrequency(documentFrequency: frequency, documentCount: documentCount)
            weights[term] = weight
            tableStarts[term] = next
            tableCounts[term] = 0
            guard frequency >= tableThreshold else { continue }
            for length in 0 ..< lengths {
                tables[next + length] = SearchRelevance.termScore(
                    frequency: 1, inverseDocumentFrequency: weight, lengthFactor: lengthFactors[length])
            }
            tableCounts[term] = lengths
            next += lengths
        }
    }

    deinit {
        lengthFactors.deallocate()
        weights.deallocate()
        tableStarts.deallocate()
        tableCounts.deallocate()
        tables.deallocate()
    }

    /// `SearchRelevance.termScore` of term `term` occurring `frequency` times in a document of
    /// `length` tokens.
    @inline(__always)
    func score(term: Int, frequency: Int, length: Int) -> Double {
        if frequency == 1 && length < tableCounts[term] { return tables[tableStarts[term] + length] }
        let lengthFactor = length < Self.tabulatedLengths
            ? lengthFactors[length]
            : SearchRelevance.lengthFactor(documentLength: length, averageLength: averageLength)
        return SearchRelevance.termScore(frequency: frequency, inverseDocumentFrequency: weights[term], lengthFactor: lengthFactor)
    }
}
