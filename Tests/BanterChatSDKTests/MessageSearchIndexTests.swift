import Testing
@testable import BanterChatSDK

/// The contract of the message search index, as a specification: tokenising and folding,
/// matching, filters, orders, paging, edits, and agreement with a brute-force scan.
@Suite("MessageSearchIndex")
struct MessageSearchIndexTests {

    // MARK: - Tokens

    @Test("Tokens are lowercased, split on anything but letters and digits, and lose their diacritics")
    func tokensFoldCaseAndDiacritics() {
        #expect(SearchTokenizer.tokens(in: "Hello, WORLD! it's 42-fold") == ["hello", "world", "it", "s", "42", "fold"])
        #expect(SearchTokenizer.tokens(in: "Café naïve Ångström résumé") == ["cafe", "naive", "angstrom", "resume"])
        #expect(SearchTokenizer.tokens(in: "cafe\u{301}") == ["cafe"], "a combining accent is dropped too")
        #expect(SearchTokenizer.tokens(in: "ΟΔΟΣ οδός") == ["οδοσ", "οδοσ"], "final sigma folds to sigma")
        #expect(SearchTokenizer.tokens(in: "İstanbul ДОБРЫЙ") == ["istanbul", "добрыи"])
    }

    @Test("Compatibility forms fold to their plain letters")
    func tokensFoldCompatibilityForms() {
        #expect(SearchTokenizer.tokens(in: "ﬁne ＨＥＬＬＯ１２３") == ["fine", "hello123"])
        #expect(SearchTokenizer.tokens(in: "ｶﾀｶﾅ") == ["カ", "タ", "カ", "ナ"])
    }

    @Test("Each CJK ideograph, kana and Hangul syllable is a token of its own")
    func tokensSplitCJK() {
        #expect(SearchTokenizer.tokens(in: "東京タワー") == ["東", "京", "タ", "ワ", "ー"])
        #expect(SearchTokenizer.tokens(in: "iPhone15を買った") == ["iphone15", "を", "買", "っ", "た"])
        #expect(SearchTokenizer.tokens(in: "안녕 하세요") == ["안", "녕", "하", "세", "요"])
    }

    @Test("Text without letters or digits has no tokens")
    func tokensOfPunctuation() {
        #expect(SearchTokenizer.tokens(in: "").isEmpty)
        #expect(SearchTokenizer.tokens(in: "  ,.!? 🎉 — ").isEmpty)
    }

    @Test("Tokens longer than the maximum are cut, the same way in texts and keywords")
    func tokensAreCut() {
        let long = String(repeating: "ab", count: 50)
        let tokens = SearchTokenizer.tokens(in: long + " x")
        #expect(tokens == [String(long.prefix(SearchTokenizer.maximumTokenLength)), "x"])
        let accented = String(repeating: "é", count: 40)
        #expect(SearchTokenizer.tokens(in: accented) == [String(repeating: "e", count: 40)])
    }

    // MARK: - Matching

    @Test("Search ignores case and diacritics on both sides")
    func searchFoldsCaseAndDiacritics() {
        let index = makeIndex(["Meet me at the Café", "coffee at home", "CAFE closed"])
        #expect(find(index, "cafe") == [2, 0])
        #expect(find(index, "CAFÉ") == [2, 0])
        #expect(find(index, "Càfe", exactMatch: true) == [2, 0])
    }

    @Test("The last token matches as a prefix unless exactMatch, and only the last")
    func prefixAndExactMatch() {
        let index = makeIndex(["hello world", "help wanted", "say hel", "world hello"])
        #expect(find(index, "hel") == [3, 2, 1, 0])
        #expect(find(index, "hel", exactMatch: true) == [2])
        #expect(find(index, "hello", exactMatch: true) == [3, 0])
        #expect(find(index, "hel world") == [], "only the last token is a prefix")
        #expect(find(index, "hello wor") == [3, 0])
        #expect(find(index, "hello wor", exactMatch: true) == [])
    }

    @Test("Every token of the keyword must match, in any order")
    func tokensAreAnded() {
        let index = makeIndex(["red apple", "green apple", "red cherry", "apple pie, red hot"])
        #expect(find(index, "red apple") == [3, 0])
        #expect(find(index, "apple red") == [3, 0])
        #expect(find(index, "red apple pie") == [3])
        #expect(find(index, "blue apple") == [])
    }

    @Test("Chinese and Japanese text without spaces is found by any of its characters")
    func cjkWithoutSpaces() {
        let index = makeIndex(["我们明天去北京吧", "東京タワーに行きました", "上海见", "안녕하세요 여러분"])
        #expect(find(index, "北京") == [0])
        #expect(find(index, "京") == [1, 0])
        #expect(find(index, "タワー") == [1])
        #expect(find(index, "上海北京") == [])
        #expect(find(index, "안녕") == [3])
    }

    @Test("An empty or separator-only keyword finds nothing")
    func emptyKeyword() {
        let index = makeIndex(["hello"])
        #expect(index.search(MessageSearchRequest(keyword: "")) == .empty)
        #expect(index.search(MessageSearchRequest(keyword: "  \n\t ")) == .empty)
        #expect(index.search(MessageSearchRequest(keyword: "?!")) == .empty)
    }

    // MARK: - Filters

    @Test("A channel filter keeps the listed channels; nil means all, empty means none")
    func channelFilter() {
        var index = MessageSearchIndex()
        for document in 0 ..< 6 {
            index.insert(document: UInt32(document), channel: UInt32(document % 3), timestamp: Int64(document), text: "news")
        }
        #expect(find(index, "news", channels: [0]) == [3, 0])
        #expect(find(index, "news", channels: [1, 2]) == [5, 4, 2, 1])
        #expect(find(index, "news", channels: nil) == [5, 4, 3, 2, 1, 0])
        #expect(find(index, "news", channels: []) == [])
        #expect(find(index, "news", channels: [99]) == [])
        #expect(index.search(MessageSearchRequest(keyword: "news", channels: [0, 99])).totalCount == 2)
    }

    @Test("The time range includes its start and excludes its end")
    func timeRangeEdges() {
        let index = makeIndex(["tick", "tick", "tick", "tick"], timestamps: [100, 200, 300, 400])
        #expect(find(index, "tick", from: 200) == [3, 2, 1])
        #expect(find(index, "tick", to: 300) == [1, 0])
        #expect(find(index, "tick", from: 200, to: 400) == [2, 1])
        #expect(find(index, "tick", from: 200, to: 201) == [1])
        #expect(find(index, "tick", from: 300, to: 300) == [])
        #expect(find(index, "tick", from: 400, to: 100) == [])
        #expect(find(index, "tick", from: 401) == [])
    }

    @Test("The time range also holds when timestamps are out of document order")
    func timeRangeWithUnsortedTimestamps() {
        let index = makeIndex(["tick", "tick", "tick", "tick"], timestamps: [300, 100, 400, 200])
        #expect(find(index, "tick", from: 200, to: 400) == [0, 3])
        #expect(find(index, "tick", reverse: true, from: 200, to: 400) == [3, 0])
    }

    // MARK: - Order

    @Test("Timestamp order is newest first, or oldest first with reverse; equal timestamps by document")
    func timestampOrder() {
        let index = makeIndex(["a note", "a note", "a note", "a note"], timestamps: [10, 20, 20, 30])
        #expect(find(index, "note") == [3, 2, 1, 0])
        #expect(find(index, "note", reverse: true) == [0, 1, 2, 3])
    }

    @Test("Score order puts the denser match first")
    func scoreOrderPrefersDenserMatches() {
        let index = makeIndex([
            "apple banana cherry date elderberry fig grape",
            "apple apple apple",
            "apple pie",
            "banana split",
        ])
        #expect(find(index, "apple", order: .score) == [1, 2, 0])
        #expect(find(index, "banana", order: .score) == [3, 0], "a shorter document scores higher for one occurrence")
    }

    @Test("Score order weighs a rare word above a common one")
    func scoreOrderWeighsRareWords() {
        let index = makeIndex(["common common rare", "common rare rare", "common", "common", "common"])
        #expect(find(index, "common rare", order: .score) == [1, 0])
        #expect(find(index, "rare common", order: .score) == [1, 0])
    }

    @Test("Equal scores are broken newest first: by timestamp, then by document")
    func scoreTiesNewestFirst() {
        let index = makeIndex(["same words", "same words", "same words", "same words"], timestamps: [20, 10, 30, 30])
        #expect(find(index, "same", order: .score) == [3, 2, 0, 1])
        #expect(find(index, "same", order: .score, reverse: true) == [3, 2, 0, 1], "reverse applies to timestamp order only")
    }

    // MARK: - Paging

    @Test("Pages by offset are disjoint, consecutive and share one total count")
    func pagingIsStable() {
        var texts: [String] = []
        for number in 0 ..< 57 { texts.append(number % 4 == 0 ? "page item extra" : "page item \(number)") }
        let index = makeIndex(texts)
        for order in [MessageSearchRequest.Order.timestamp, .score] {
            let all = index.search(MessageSearchRequest(keyword: "item", order: order, limit: 100))
            #expect(all.totalCount == 57)
            var pages: [UInt32] = []
            for offset in stride(from: 0, to: 60, by: 10) {
                let page = index.search(MessageSearchRequest(keyword: "item", order: order, offset: offset, limit: 10))
                #expect(page.totalCount == 57)
                #expect(page.documents.count == min(10, max(0, 57 - offset)))
                pages += page.documents
            }
            #expect(pages == all.documents)
            #expect(Set(pages).count == 57)
        }
        #expect(index.search(MessageSearchRequest(keyword: "item", offset: 57)).documents.isEmpty)
        #expect(index.search(MessageSearchRequest(keyword: "item", offset: 57)).totalCount == 57)
        #expect(index.search(MessageSearchRequest(keyword: "item", limit: 0)) == MessageSearchPage(documents: [], totalCount: 57))
        #expect(index.search(MessageSearchRequest(keyword: "item", offset: .max, limit: .max)).totalCount == 57)
    }

    // MARK: - Edits

    @Test("A removed document no longer matches; the others still do")
    func removeDocuments() {
        var index = makeIndex(["alpha beta", "alpha gamma", "beta gamma"])
        index.remove(document: 1, text: "alpha gamma")
        #expect(find(index, "alpha") == [0])
        #expect(find(index, "gamma") == [2])
        #expect(!index.contains(document: 1))
        #expect(index.documentCount == 2)
        index.remove(document: 1, text: "alpha gamma")
        index.remove(document: 42, text: "alpha")
        #expect(index.documentCount == 2, "removing an unknown document does nothing")
        index.insert(document: 1, channel: 0, timestamp: 1, text: "delta")
        #expect(find(index, "delta") == [1])
        #expect(find(index, "alpha") == [0])
    }

    @Test("An update replaces the words and keeps the channel and timestamp")
    func updateDocuments() {
        var index = MessageSearchIndex()
        index.insert(document: 0, channel: 7, timestamp: 100, text: "see you at noon")
        index.insert(document: 1, channel: 8, timestamp: 200, text: "lunch at noon")
        index.update(document: 0, oldText: "see you at noon", newText: "see you at midnight")
        #expect(find(index, "noon") == [1])
        #expect(find(index, "midnight") == [0])
        #expect(find(index, "see at") == [0])
        #expect(find(index, "midnight", channels: [7], from: 100, to: 101) == [0])
        #expect(find(index, "at") == [1, 0])
        index.update(document: 5, oldText: "", newText: "ghost")
        #expect(find(index, "ghost") == [], "updating an unknown document does nothing")
    }

    @Test("Re-indexing an old document out of order keeps every list sorted")
    func outOfOrderReinsert() {
        var texts: [String] = []
        for number in 0 ..< 400 { texts.append(number % 2 == 0 ? "even word" : "odd word") }
        var index = makeIndex(texts)
        // Old documents edited long after newer ones were indexed.
        for document in [3, 151, 7, 399, 0, 260] {
            index.update(document: UInt32(document), oldText: texts[document], newText: "edited word")
            texts[document] = "edited word"
        }
        #expect(find(index, "edited") == [399, 260, 151, 7, 3, 0])
        #expect(find(index, "edited", reverse: true) == [0, 3, 7, 151, 260, 399])
        let words = index.search(MessageSearchRequest(keyword: "word", order: .timestamp, limit: 1000))
        #expect(words.documents == (0 ..< 400).reversed().map { UInt32($0) })
        #expect(index.search(MessageSearchRequest(keyword: "odd", limit: 0)).totalCount == 200 - 4)
        #expect(index.search(MessageSearchRequest(keyword: "even", limit: 0)).totalCount == 200 - 2)
    }

    @Test("A document re-indexed with a later timestamp moves in timestamp order")
    func reinsertWithNewTimestamp() {
        var index = makeIndex(["ping", "ping", "ping"], timestamps: [10, 20, 30])
        index.remove(document: 0, text: "ping")
        index.insert(document: 0, channel: 0, timestamp: 40, text: "ping")
        #expect(find(index, "ping") == [0, 2, 1])
        #expect(find(index, "ping", reverse: true) == [1, 2, 0])
        #expect(find(index, "ping", from: 25) == [0, 2])
    }

    // MARK: - Building blocks

    @Test("A posting list stays sorted through appends, inserts in the middle, block splits and removals")
    func postingListAgainstSortedArray() {
        var random = SplitMix64(seed: 7)
        var list = SearchPostingList()
        var reference: [UInt32: UInt8] = [:]
        for document in stride(from: UInt32(0), to: 3000, by: 3) {
            let frequency = UInt8(1 + random.below(3))
            list.insert(document, frequency: frequency)
            reference[document] = frequency
        }
        for _ in 0 ..< 2000 {
            let document = UInt32(random.below(3200))
            if random.below(2) == 0 {
                let inserted = list.insert(document, frequency: 1)
                #expect(inserted == (reference[document] == nil))
                reference[document, default: 0] += 1
            } else {
                #expect(list.remove(document) == (reference.removeValue(forKey: document) != nil))
            }
        }
        let postings = list.postings()
        #expect(postings.map(\.document) == reference.keys.sorted())
        #expect(postings.map(\.frequency) == reference.keys.sorted().map { reference[$0]! })
        #expect(list.count == reference.count)
        let blocks = (0 ..< list.blockCount).map(list.block)
        #expect(blocks.allSatisfy { $0.count >= 1 && $0.count <= UInt32(SearchPostingList.blockCapacity) })
        #expect(zip(blocks, blocks.dropFirst()).allSatisfy { $0.last < $1.first })
        for document in UInt32(0) ..< 3200 where document % 97 == 0 {
            #expect(list.frequency(of: document) == reference[document] ?? 0)
        }
    }

    @Test("A small posting list survives every transition between empty, one posting, one block and several")
    func smallPostingListTransitions() {
        var random = SplitMix64(seed: 11)
        for round in 0 ..< 200 {
            var list = SearchPostingList()
            var reference: [UInt32: UInt8] = [:]
            let range = round % 2 == 0 ? 6 : 300
            for _ in 0 ..< 400 {
                let document = UInt32(random.below(range))
                if random.below(3) != 0 {
                    list.insert(document, frequency: 1)
                    reference[document, default: 0] += 1
                } else {
                    list.remove(document)
                    reference[document] = nil
                }
                #expect(list.count == reference.count)
            }
            let postings = list.postings()
            #expect(postings.map(\.document) == reference.keys.sorted())
            #expect(postings.map(\.frequency) == reference.keys.sorted().map { reference[$0]! })
            for document in reference.keys.sorted() { list.remove(document) }
            #expect(list.count == 0 && list.blockCount == 0 && list.heapByteCount == 0)
        }
    }

    @Test("The scorer's lookup tables give exactly the scores of the BM25 formula")
    func scorerTablesMatchFormula() {
        let frequencies = [1, 40, 2500, 999_000]
        let averageLength = 14.375
        let scorer = SearchScorer(
            documentFrequencies: frequencies, documentCount: 1_000_000, averageLength: averageLength, tableThreshold: 0)
        for (term, documentFrequency) in frequencies.enumerated() {
            let weight = SearchRelevance.inverseDocumentFrequency(documentFrequency: documentFrequency, documentCount: 1_000_000)
            for length in [0, 1, 7, 14, 15, 100, 255, 256, 1000, 65535] {
                for frequency in [1, 2, 255] {
                    let expected = SearchRelevance.termScore(
                        frequency: frequency, inverseDocumentFrequency: weight,
                        lengthFactor: SearchRelevance.lengthFactor(documentLength: length, averageLength: averageLength))
                    #expect(scorer.score(term: term, frequency: frequency, length: length) == expected)
                }
            }
        }
    }

    @Test("The vocabulary finds every term with a prefix, in byte order, across its sorted runs")
    func vocabularyPrefixes() {
        var vocabulary = SearchVocabulary()
        var words: [String] = []
        var random = SplitMix64(seed: 3)
        for _ in 0 ..< 3000 {
            let word = String((0 ..< 1 + random.below(6)).map { _ in Character(Unicode.Scalar(UInt8(97 + random.below(5)))) })
            words.append(word)
            _ = Array(word.utf8).withUnsafeBufferPointer { vocabulary.intern($0) }
        }
        let distinct = Set(words)
        #expect(vocabulary.count == distinct.count)
        for prefix in ["", "a", "ab", "cab", "eeeeee", "z"] {
            let found = Array(prefix.utf8).withUnsafeBufferPointer { vocabulary.terms(withPrefix: $0) }
                .map { String(decoding: vocabulary.bytes(of: $0), as: UTF8.self) }
            #expect(found == distinct.filter { $0.hasPrefix(prefix) }.sorted())
        }
    }

    // MARK: - Against a brute-force scan

    @Test("Search agrees with a brute-force scan on random documents, edits and queries", arguments: [false, true])
    func agreesWithBruteForce(editTimestamps: Bool) {
        var random = SplitMix64(seed: editTimestamps ? 2024 : 1983)
        let vocabulary = [
            "apple", "apply", "application", "app", "banana", "band", "bandana", "can", "candle", "cane",
            "dog", "dogma", "east", "easter", "eat", "fig", "figure", "go", "good", "goodbye", "hello",
            "help", "helmet", "hel", "ice", "idea", "jam", "joke", "kite", "lemon", "lime", "moon",
            "Café", "cafe", "naïve", "NAIVE", "Über", "uber", "x", "y", "z9", "42", "4200",
            "東", "京", "北", "タ", "ワ", "한", "글",
        ]
        var index = MessageSearchIndex()
        var documents: [UInt32: ReferenceDocument] = [:]
        var texts: [UInt32: String] = [:]
        var timestamp: Int64 = 1000

        func randomText() -> String {
            let count = random.below(9)
            var words: [String] = []
            for _ in 0 ..< count {
                // Skewed: low indexes are more common, so some lists span many blocks.
                let pick = min(random.below(vocabulary.count), random.below(vocabulary.count))
                words.append(vocabulary[pick])
            }
            let separators = [" ", ", ", "! ", "", "-"]
            return words.map { $0 + separators[random.below(separators.count)] }.joined()
        }

        for number in 0 ..< 3000 {
            let document = UInt32(number)
            timestamp += Int64(random.below(3))
            let channel = UInt32(random.below(12))
            let text = randomText()
            index.insert(document: document, channel: channel, timestamp: timestamp, text: text)
            documents[document] = ReferenceDocument(channel: channel, timestamp: timestamp, text: text)
            texts[document] = text

            // Edits along the way: updates, removals and re-indexing of old documents.
            if number % 7 == 3 {
                let target = UInt32(random.below(number + 1))
                if let old = texts[target] {
                    let new = randomText()
                    switch random.below(3) {
                    case 0:
                        index.update(document: target, oldText: old, newText: new)
                        documents[target]!.text = new
                        texts[target] = new
                    case 1:
                        index.remove(document: target, text: old)
                        documents[target] = nil
                        texts[target] = nil
                    default:
                        let original = documents[target]!
                        let newTimestamp = editTimestamps ? original.timestamp + Int64(random.below(50)) - 25 : original.timestamp
                        index.remove(document: target, text: old)
                        index.insert(document: target, channel: original.channel, timestamp: newTimestamp, text: new)
                        documents[target] = ReferenceDocument(channel: original.channel, timestamp: newTimestamp, text: new)
                        texts[target] = new
                    }
                }
            }
        }
        #expect(index.documentCount == documents.count)

        let reference = BruteForceSearch(documents: documents)
        for _ in 0 ..< 400 {
            var words: [String] = []
            for _ in 0 ..< 1 + random.below(3) { words.append(vocabulary[random.below(vocabulary.count)]) }
            if random.below(2) == 0, let last = words.popLast() {
                words.append(String(last.prefix(1 + random.below(max(1, last.count)))))
            }
            var request = MessageSearchRequest(keyword: words.joined(separator: " "))
            request.exactMatch = random.below(3) == 0
            request.order = random.below(2) == 0 ? .score : .timestamp
            request.reverse = random.below(2) == 0
            if random.below(3) == 0 {
                request.channels = Set((0 ..< 1 + random.below(4)).map { _ in UInt32(random.below(14)) })
            }
            if random.below(3) == 0 { request.timestampFrom = 1000 + Int64(random.below(3000)) }
            if random.below(3) == 0 { request.timestampTo = 1000 + Int64(random.below(3000)) }
            request.offset = random.below(4) == 0 ? random.below(60) : 0
            request.limit = [0, 1, 5, 20, 200][random.below(5)]

            let expected = reference.search(request)
            let actual = index.search(request)
            #expect(actual == expected, "\(request)")
        }
    }

    // MARK: - Helpers

    /// An index of `texts` as documents 0, 1, …, all in channel 0, at timestamps 0, 1, … unless given.
    private func makeIndex(_ texts: [String], timestamps: [Int64]? = nil) -> MessageSearchIndex {
        var index = MessageSearchIndex()
        for (number, text) in texts.enumerated() {
            index.insert(document: UInt32(number), channel: 0, timestamp: timestamps?[number] ?? Int64(number), text: text)
        }
        return index
    }

    /// The documents of one page of up to 100 matches.
    private func find(
        _ index: MessageSearchIndex, _ keyword: String, order: MessageSearchRequest.Order = .timestamp,
        reverse: Bool = false, exactMatch: Bool = false, channels: Set<UInt32>? = nil,
        from: Int64? = nil, to: Int64? = nil
    ) -> [UInt32] {
        let request = MessageSearchRequest(
            keyword: keyword, channels: channels, timestampFrom: from, timestampTo: to,
            order: order, reverse: reverse, exactMatch: exactMatch, limit: 100)
        let page = index.search(request)
        #expect(page.totalCount == page.documents.count)
        return page.documents
    }
}

/// A document as the brute-force reference keeps it: everything, including its text.
private struct ReferenceDocument {
    var channel: UInt32
    var timestamp: Int64
    var text: String
}

/// The search contract implemented by scanning every document, to check the index against.
/// It shares only the tokenizer and the scoring formula with the index.
private struct BruteForceSearch {
    private struct Entry {
        var document: UInt32
        var channel: UInt32
        var timestamp: Int64
        var frequencies: [[UInt8]: Int]
        var length: Int
    }
    private let entries: [Entry]
    private let documentFrequencies: [[UInt8]: Int]
    private let averageLength: Double

    init(documents: [UInt32: ReferenceDocument]) {
        var entries: [Entry] = []
        var documentFrequencies: [[UInt8]: Int] = [:]
        var totalLength = 0
        for (document, reference) in documents {
            let tokens = SearchTokenizer.tokenBytes(in: reference.text)
            var frequencies: [[UInt8]: Int] = [:]
            for token in tokens { frequencies[token, default: 0] += 1 }
            for token in frequencies.keys { documentFrequencies[token, default: 0] += 1 }
            let length = min(tokens.count, Int(UInt16.max))
            totalLength += length
            entries.append(Entry(document: document, channel: reference.channel, timestamp: reference.timestamp,
                                 frequencies: frequencies.mapValues { min($0, 255) }, length: length))
        }
        self.entries = entries
        self.documentFrequencies = documentFrequencies
        averageLength = Double(totalLength) / Double(max(documents.count, 1))
    }

    func search(_ request: MessageSearchRequest) -> MessageSearchPage {
        var tokens = SearchTokenizer.tokenBytes(in: request.keyword)
        guard !tokens.isEmpty else { return .empty }
        var prefix: [UInt8]? = request.exactMatch ? nil : tokens.removeLast()
        var exact: [[UInt8]] = []
        for token in tokens where !exact.contains(token) { exact.append(token) }
        if let candidate = prefix, exact.contains(candidate) { prefix = nil }
        let expansions = prefix.map { prefix in
            documentFrequencies.keys.filter { $0.starts(with: prefix) }.sorted { $0.lexicographicallyPrecedes($1) }
        } ?? []

        func weight(_ token: [UInt8]) -> Double {
            SearchRelevance.inverseDocumentFrequency(documentFrequency: documentFrequencies[token] ?? 0, documentCount: entries.count)
        }
        var matches: [(entry: Entry, score: Double)] = []
        for entry in entries {
            if let channels = request.channels, !channels.contains(entry.channel) { continue }
            if let from = request.timestampFrom, entry.timestamp < from { continue }
            if let to = request.timestampTo, entry.timestamp >= to { continue }
            guard exact.allSatisfy({ entry.frequencies[$0] != nil }) else { continue }
            if prefix != nil && !expansions.contains(where: { entry.frequencies[$0] != nil }) { continue }
            let lengthFactor = SearchRelevance.lengthFactor(documentLength: entry.length, averageLength: averageLength)
            var score = 0.0
            for token in exact {
                score += SearchRelevance.termScore(
                    frequency: entry.frequencies[token]!, inverseDocumentFrequency: weight(token), lengthFactor: lengthFactor)
            }
            if prefix != nil {
                var prefixScore = 0.0
                for token in expansions {
                    if let frequency = entry.frequencies[token] {
                        prefixScore += SearchRelevance.termScore(
                            frequency: frequency, inverseDocumentFrequency: weight(token), lengthFactor: lengthFactor)
                    }
                }
                score += prefixScore
            }
            matches.append((entry, score))
        }

        let newestFirst = request.order == .score || !request.reverse
        matches.sort { a, b in
            if request.order == .score && a.score != b.score { return a.score > b.score }
            if a.entry.timestamp != b.entry.timestamp {
                return newestFirst ? a.entry.timestamp > b.entry.timestamp : a.entry.timestamp < b.entry.timestamp
            }
            return newestFirst ? a.entry.document > b.entry.document : a.entry.document < b.entry.document
        }
        let offset = min(max(request.offset, 0), matches.count)
        let end = min(matches.count, offset + max(request.limit, 0))
        return MessageSearchPage(documents: matches[offset ..< end].map(\.entry.document), totalCount: matches.count)
    }
}

/// A small seeded generator, so every run of the property tests sees the same data.
private struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0 ..< bound.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
