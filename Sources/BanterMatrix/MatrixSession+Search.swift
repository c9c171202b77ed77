import BanterChatSDK
import Foundation

/// Message search through the homeserver's full-text search (`POST /search`, room events,
/// the message body only), with what the homeserver lacks done here:
///
/// - Time range, and leaving out open channels when no channel is named (the mock searches
///   the group channels one belongs to), are filters on the results.
/// - Every keyword word must be a word of the message, compared as the mock's tokenizer
///   folds them (case and accents); with `exactMatch` off the last word may be a prefix,
///   but only of words the homeserver matched: Synapse on SQLite matches whole words only,
///   so "hel" finds no "hello" there (on PostgreSQL it stems English words instead).
/// - Synapse's own query syntax (`"phrase"`, `-word`, `or`) is taken out of the keyword, so
///   those characters and the word "or" search as nothing rather than as operators.
/// - `offset` is reached by reading the results from the start: `recent` order pages by
///   `next_batch`; `rank` order has no paging on Synapse and answers its best 500 at once.
///   `reverse` (oldest first, or least relevant first) reads every match (at most
///   `maximumResults` by time, 500 by rank) and turns them.
/// - The total is exact once the results end, and otherwise the homeserver's count, which
///   is taken before the filters above.
extension MatrixSession {
    /// The most results read for one request.
    static let maximumResults = 1000

    func searchMessages(_ params: MessageSearchQueryParams, offset: Int, reply: @escaping BackendReply<SearchResult>) {
        let term = Self.searchTerm(params.keyword)
        guard !term.isEmpty else { return answer(.failure(.invalidParameter("the search keyword is empty")), reply) }
        guard (1...100).contains(params.limit) else {
            return answer(.failure(.invalidParameter("limit is \(params.limit); it must be between 1 and 100")), reply)
        }
        guard offset >= 0 else { return answer(.failure(.invalidParameter("offset is \(offset); it must not be negative")), reply) }
        if let from = params.messageTimestampFrom, let to = params.messageTimestampTo, from > to {
            return answer(.failure(.invalidParameter("messageTimestampFrom \(from) is after messageTimestampTo \(to)")), reply)
        }
        // Reversed, the last results come first: every one must be read (rank order reads all at once anyway).
        let readsAll = params.reverse
        let wanted = readsAll ? Self.maximumResults : offset + params.limit
        readSearchResults(term: term, params: params, wanted: wanted, batch: nil, found: [], serverCount: 0) { result in
            reply(result.map { found, exhausted, serverCount in
                let ordered = readsAll ? Array(found.reversed()) : found
                let page = ordered.dropFirst(offset).prefix(params.limit)
                return SearchResult(messages: Array(page), totalCount: exhausted ? found.count : max(serverCount, found.count))
            })
        }
    }

    /// Reads result pages until `wanted` messages passed the filters or the results end;
    /// answers them, whether they ended, and the homeserver's count.
    private func readSearchResults(
        term: String, params: MessageSearchQueryParams, wanted: Int, batch: String?, found: [MessagePayload], serverCount: Int,
        reply: @escaping BackendReply<([MessagePayload], Bool, Int)>
    ) {
        let byRank = params.order == .score
        var filter: [String: MatrixJSON] = ["limit": .number(byRank ? 500 : 100)]
        if let url = params.channelURL {
            filter["rooms"] = .array([.string(url)])
        } else {
            let open = account.rooms.values.filter { $0.kind == .open }.map(\.roomId).sorted()
            if !open.isEmpty { filter["not_rooms"] = .array(open.map(MatrixJSON.string)) }
        }
        let body: MatrixJSON = .object(["search_categories": .object(["room_events": .object([
            "search_term": .string(term),
            "keys": .array([.string("content.body")]),
            "order_by": .string(byRank ? "rank" : "recent"),
            "filter": .object(filter),
        ])])])
        let url = params.channelURL ?? ""
        http.send("POST", ["search"], query: batch.map { ["next_batch": $0] } ?? [:], body: body, refusal: refusal(.channel(url: url))) {
            [self] (result: Result<MatrixResponse.Search, ChatError>) in
            switch result {
            case .failure(let error):
                reply(.failure(error))
            case .success(let answer):
                let events = answer.searchCategories.roomEvents
                let all = found + (events?.results ?? []).compactMap { message(from: $0.result, passing: params) }
                let count = max(serverCount, events?.count ?? 0)
                if let next = events?.nextBatch, !byRank, all.count < wanted, !(events?.results ?? []).isEmpty {
                    readSearchResults(term: term, params: params, wanted: wanted, batch: next, found: all, serverCount: count, reply: reply)
                } else {
                    reply(.success((all, events?.nextBatch == nil || byRank, count)))
                }
            }
        }
    }

    /// A search result as a message of its room, when it passes the filters the homeserver
    /// does not apply.
    private func message(from event: MatrixRoomEvent, passing params: MessageSearchQueryParams) -> MessagePayload? {
        guard let roomId = event.roomId else { return nil }
        var room = account.rooms[roomId] ?? MatrixRoom(roomId: roomId)
        if params.channelURL == nil, room.kind == .open { return nil }
        if let from = params.messageTimestampFrom, event.originServerTimestamp < from { return nil }
        if let to = params.messageTimestampTo, event.originServerTimestamp >= to { return nil }
        guard let message = MatrixMessageMapping.message(from: event, ids: &room.ids),
              Self.matches(message.record.text, keyword: params.keyword, exactMatch: params.exactMatch) else { return nil }
        account.rooms[roomId] = room
        return room.payload(message)
    }

    /// The keyword as a Synapse search term: its words only, without the quotes, leading
    /// hyphens and `or`s that Synapse reads as operators.
    static func searchTerm(_ keyword: String) -> String {
        keyword
            .split { !($0.isLetter || $0.isNumber || $0 == "_") }
            .filter { $0.lowercased() != "or" }
            .joined(separator: " ")
    }

    /// Whether `text` matches `keyword` as the mock's index decides: every keyword token is
    /// a token of the text, the last one also as a prefix unless `exactMatch`.
    static func matches(_ text: String, keyword: String, exactMatch: Bool) -> Bool {
        let words = SearchTokenizer.tokens(in: text)
        let wanted = SearchTokenizer.tokens(in: keyword)
        guard let last = wanted.last else { return false }
        let set = Set(words)
        guard wanted.dropLast().allSatisfy(set.contains) else { return false }
        return exactMatch ? set.contains(last) : words.contains { $0.hasPrefix(last) }
    }
}
