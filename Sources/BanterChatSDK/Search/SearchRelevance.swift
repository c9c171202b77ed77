import Foundation

/// The relevance score of `MessageSearchRequest.Order.score`: Okapi BM25 with k1 = 1.2 and
/// b = 0.75, summed over the query tokens.
///
/// For a query token that names one term t, a live document d scores
/// `idf(t) · tf · (k1 + 1) / (tf + k1 · (1 − b + b · |d| / avgdl))`, where tf is how often t
/// occurs in d (at most 255), |d| is d's token count, avgdl the mean token count of live
/// documents, and `idf(t) = ln(1 + (N − df + 0.5) / (df + 0.5))` with N live documents, df of
/// them containing t. A prefix token scores the sum of that formula over the terms it expands
/// to that d contains, added in byte order of the terms; the document's score adds the tokens'
/// scores in query order. The functions are shared so a reference implementation can
/// reproduce scores bit for bit.
enum SearchRelevance {
    /// Term-frequency saturation: how quickly repeating a word stops adding to the score.
    static let k1 = 1.2
    /// Length normalisation: 0 ignores a document's length, 1 divides fully by it.
    static let b = 0.75

    /// The weight of a term held by `documentFrequency` of `documentCount` documents; always positive.
    static func inverseDocumentFrequency(documentFrequency: Int, documentCount: Int) -> Double {
        let frequency = Double(documentFrequency)
        return log(1 + (Double(documentCount) - frequency + 0.5) / (frequency + 0.5))
    }

    /// The length term of the BM25 denominator for a document of `documentLength` tokens.
    static func lengthFactor(documentLength: Int, averageLength: Double) -> Double {
        k1 * (1 - b + b * Double(documentLength) / averageLength)
    }

    /// One term's contribution to a document's score.
    static func termScore(frequency: Int, inverseDocumentFrequency idf: Double, lengthFactor: Double) -> Double {
        let tf = Double(frequency)
        return idf * tf * (k1 + 1) / (tf + lengthFactor)
    }
}
