import BanterChatSDK

/// Filling in the account behind the start's window (`MatrixSession+SlidingSync`) with
/// sliding sync pages rather than the classic initial `/sync`, which on 1,000 rooms takes
/// about twice as long for the same rooms.
///
/// The long poll's token comes first, from a `/sync` whose filter takes no room (tens of
/// milliseconds whatever the account's size). Every page is asked for after it, so whatever
/// happens to a room after the token reaches the long poll, and whatever happened before is
/// in the pages. The list is read in ranges of `fillPageSize` rooms, most recent first, one
/// page at a time. A room that moves up between two pages (a new message) is read twice
/// (the later reading wins) or skipped; the rooms skipped are found with `/joined_rooms` and
/// read by a room subscription. The pages are taken in as one classic answer whose
/// `next_batch` is the token, so the rest of the start is the classic one's.
extension MatrixSession {
    /// The most rooms the fill reads in pages: far beyond any account a person uses, and a
    /// bound on what a hostile count can make the client ask for.
    static let maxFillRooms = 100_000

    /// The list name of the fill's pages (the window's is `windowList`).
    static let fillList = "fill"

    /// A `/sync` filter that takes no room, no account data and no presence: its answer is
    /// a token and nothing else.
    static let tokenFilter = #"{"room":{"rooms":[],"account_data":{"types":[]}},"account_data":{"types":[]},"presence":{"types":[]}}"#

    /// Starts reading the pages once the window is shown and the token is in; a failed token
    /// fails the fill (the session then reconnects, on the window it showed).
    func fillFromPages(_ start: MatrixSlidingStart, completion: @escaping BackendReply<Void>) {
        guard start.windowShown, let token = start.token, !start.isPaging else { return }
        start.isPaging = true
        switch token {
        case .failure(let error):
            start.fill = .failure(error)
            finishFill(start, completion: completion)
        case .success(let token):
            readPage(from: 0, merged: nil, start) { [self] result in
                start.fill = result.map { $0.classic(nextBatch: token) }
                finishFill(start, completion: completion)
            }
        }
    }

    /// Reads the page at `from`, then the next, until the list's count; then the rooms a
    /// move up the list skipped.
    private func readPage(
        from: Int, merged: MatrixSlidingSyncResponse?, _ start: MatrixSlidingStart,
        done: @escaping @MainActor (Result<MatrixSlidingSyncResponse, ChatError>) -> Void
    ) {
        let size = max(1, fillPageSize)
        slidingRequest(Self.listRequest(Self.fillList, from: from, through: from + size - 1), start) { [self] result in
            switch result {
            case .failure(let error): done(.failure(error))
            case .success(let page):
                let before = merged?.rooms.count ?? 0
                var all = merged ?? page
                if merged != nil { all.merge(page) }
                let total = page.listCounts[Self.fillList] ?? 0
                // Pages stop at the count; and, against a server whose count keeps growing,
                // at a page that brings no room not already read, and at `maxFillRooms` (the
                // rooms pages miss are then read by subscription, bounded the same way).
                if from + size < total, all.rooms.count > before, from + size < Self.maxFillRooms {
                    readPage(from: from + size, merged: all, start, done: done)
                } else {
                    readSkipped(all, total: total, start, done: done)
                }
            }
        }
    }

    /// The joined rooms the pages missed, read by a room subscription and added; nothing to
    /// ask when the pages hold as many rooms as the list counts.
    private func readSkipped(
        _ pages: MatrixSlidingSyncResponse, total: Int, _ start: MatrixSlidingStart,
        done: @escaping @MainActor (Result<MatrixSlidingSyncResponse, ChatError>) -> Void
    ) {
        guard pages.rooms.count < total else { return done(.success(pages)) }
        http.send("GET", ["joined_rooms"], refusal: refusal(.other(url: ""))) { [self] (result: Result<MatrixResponse.JoinedRooms, ChatError>) in
            guard isOpen, slidingStart === start else { return }
            switch result {
            case .failure(let error): done(.failure(error))
            case .success(let joined):
                let skipped = joined.joinedRooms.lazy.filter { pages.rooms[$0] == nil }.prefix(Self.maxFillRooms)
                guard !skipped.isEmpty else { return done(.success(pages)) }
                let subscriptions = Dictionary(skipped.map { ($0, MatrixJSON.object(Self.roomRead)) }, uniquingKeysWith: { $1 })
                let request = MatrixJSON.object([
                    "lists": .object([:]), "room_subscriptions": .object(subscriptions), "extensions": Self.startExtensions,
                ])
                slidingRequest(request, start) { result in
                    done(result.map { found in
                        var all = pages
                        all.merge(found)
                        return all
                    })
                }
            }
        }
    }

    /// One sliding sync request of the start; its answer is dropped once the session closed
    /// or another start replaced this one.
    private func slidingRequest(
        _ body: MatrixJSON, _ start: MatrixSlidingStart,
        reply: @escaping @MainActor (Result<MatrixSlidingSyncResponse, ChatError>) -> Void
    ) {
        http.send(
            "POST", ["sync"], query: ["timeout": "0"], version: Self.slidingSyncVersion, body: body,
            timeout: MatrixHTTP.requestTimeout * 4, refusal: refusal(.other(url: ""))
        ) { [self] (result: Result<MatrixSlidingSyncResponse, ChatError>) in
            guard isOpen, slidingStart === start else { return }
            reply(result)
        }
    }
}
