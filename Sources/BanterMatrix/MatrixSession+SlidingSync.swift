import BanterChatSDK

/// Starting on a large account: the first frame does not wait for the whole account.
///
/// A new session asks two things at once. Simplified sliding sync (MSC4186) answers the
/// `windowSize` most recent rooms, each with its state and newest event, in tens of
/// milliseconds whatever the account's size: the session opens on that window, and the
/// channel list's first page is answered from it. A `/sync` that takes no room answers the
/// long poll's token. Then the whole account is read in sliding sync pages behind the
/// window (`MatrixSession+SlidingFill`); once it is in, the list's other pages are answered
/// (they wait for it until then), what changed in the window's rooms in between is told, the
/// classic long poll continues from the token, and the invitations are accepted (after, not
/// before: a join each would hold the list back). Where the homeserver has no sliding sync
/// (404, `M_UNRECOGNIZED`) or the window fails, the classic initial `/sync` (one timeline
/// event per room) is the whole start, as before. A resumed account (`since` kept) needs
/// neither.
extension MatrixSession {
    /// The endpoint's version path: Synapse serves MSC4186 under its unstable prefix.
    static let slidingSyncVersion = "unstable/org.matrix.simplified_msc3575"
    /// As many rooms as a tall channel list shows at once.
    static let windowSize = 20
    static let windowList = "recent"

    /// The window's request: the most recent rooms by the homeserver's order (the newest
    /// event), as `listRequest` reads them.
    static let windowRequest = listRequest(windowList, from: 0, through: windowSize - 1)

    /// What every sliding sync request of the start reads of a room: all its state (the
    /// members name direct chats) and one timeline event.
    static let roomRead: [String: MatrixJSON] = [
        "timeline_limit": .number(1),
        "required_state": .array([.array([.string("*"), .string("*")])]),
    ]

    /// The extensions every request of the start asks for: the account data that hides rooms
    /// and marks direct chats, and the receipts the unread line starts from.
    static let startExtensions: MatrixJSON = .object([
        "account_data": .object(["enabled": .bool(true)]),
        "receipts": .object(["enabled": .bool(true)]),
    ])

    /// A request for the rooms at positions `from...through` of the homeserver's most-recent
    /// order, in the list `name`.
    static func listRequest(_ name: String, from: Int, through: Int) -> MatrixJSON {
        var list = roomRead
        list["ranges"] = .array([.array([.number(Double(from)), .number(Double(through))])])
        return .object(["lists": .object([name: .object(list)]), "extensions": startExtensions])
    }

    /// Opens a session for an account without `since`: on the window when the homeserver has
    /// one, else on the classic initial sync (see the type's comment).
    func startFromWindow(completion: @escaping BackendReply<Void>) {
        let start = MatrixSlidingStart()
        slidingStart = start
        sync(timeout: 0, filter: Self.tokenFilter) { [self] result in
            guard isOpen, slidingStart === start else { return }
            start.token = result.map(\.nextBatch)
            fillFromPages(start, completion: completion)
        }
        http.send(
            "POST", ["sync"], query: ["timeout": "0"], version: Self.slidingSyncVersion, body: Self.windowRequest,
            refusal: refusal(.other(url: ""))
        ) { [self] (result: Result<MatrixSlidingSyncResponse, ChatError>) in
            guard isOpen, slidingStart === start else { return }
            start.windowSettled = true
            // No window (no sliding sync here, or it failed): the classic sync is the start.
            guard case .success(let window) = result else {
                sync(timeout: 0, filter: Self.firstSyncFilter) { [self] result in
                    guard isOpen, slidingStart === start else { return }
                    start.fill = result
                    finishFill(start, completion: completion)
                }
                return
            }
            open(on: window, start, completion: completion)
            fillFromPages(start, completion: completion)
        }
    }

    private func open(on window: MatrixSlidingSyncResponse, _ start: MatrixSlidingStart, completion: @escaping BackendReply<Void>) {
        let response = window.classic()
        _ = account.apply(response)
        account.since = nil  // a sliding sync `pos` is no classic token: the fill brings that
        account.history.noteSynced(response)
        account.followUps.removeAll()  // the window's events are history, told to nobody
        start.window = Set(window.rooms.keys)
        start.total = window.listCounts[Self.windowList]
        start.windowShown = true
        loadMissingLastMessages { [self] in
            guard isOpen, slidingStart === start else { return }
            start.isOpen = true
            completion(.success(()))
            if start.fill != nil { finishFill(start, completion: completion) }
        }
    }

    /// Takes in the fill (the sliding sync pages with the token, or the classic initial sync
    /// where there is no window) once the window settled: opens the session on it when the
    /// window did not, else tells what changed in the window's rooms meanwhile and answers
    /// the list pages that waited. Then the long poll runs.
    func finishFill(_ start: MatrixSlidingStart, completion: @escaping BackendReply<Void>) {
        guard isOpen, slidingStart === start, let fill = start.fill, start.windowSettled, !start.isFilling else { return }
        if start.windowShown, !start.isOpen { return }  // the window's last messages are loading: it calls again
        start.isFilling = true
        switch fill {
        case .failure(let error):
            slidingStart = nil
            if start.isOpen {
                answerWaiting(start)
                loseConnection()
            } else {
                completion(.failure(error))
            }
        case .success(let response):
            // Every room the client was shown before the fill: the window's, and those made,
            // joined or read since (a room this session created while the fill was on its way).
            let shown = account.rooms
            _ = account.apply(response)
            account.history.noteSynced(response)
            account.followUps.removeAll()
            settleAutoUnhide()
            settleMarkedUnread()
            noteSyncedForCache()
            guard start.isOpen else {
                // The classic start: invitations accepted before the client lists anything.
                return acceptPendingInvitations { [self] in
                    loadMissingLastMessages { [self] in
                        guard isOpen, slidingStart === start else { return }
                        slidingStart = nil
                        completion(.success(()))
                        longPoll()
                    }
                }
            }
            loadMissingLastMessages { [self] in
                guard isOpen, slidingStart === start else { return }
                slidingStart = nil
                tellWindowChanges(since: shown)
                answerWaiting(start)
                longPoll()
                acceptInvitationsShown()
            }
        }
    }

    /// Accepts the invitations the account holds (one join each, in turn: they would hold the
    /// whole list back) after the list has them, and tells each channel joined.
    private func acceptInvitationsShown() {
        let invited = account.rooms.values.filter { $0.membership(of: userId) == "invite" && $0.kind == .group }.map(\.roomId)
        acceptPendingInvitations { [self] in
            for roomId in invited.sorted() where isOpen {
                guard let room = account.rooms[roomId], room.membership(of: userId) == "join" else { continue }
                listener?.receive(.channelChanged(room.channelPayload(for: userId), .updated))
            }
        }
    }

    /// The rooms shown before the fill as the whole account shows them: a member who joined
    /// or left meanwhile is told as `/sync` tells it (the fill's answer may be newer than
    /// what the client was shown: behind a scaled-out homeserver a slow fill brought an
    /// invitee's join to a room this session created, and nothing else ever told it); a
    /// newer message from someone else is news; any other room is told updated (its
    /// invitation accepted, its members complete).
    private func tellWindowChanges(since shown: [String: MatrixRoom]) {
        for (roomId, before) in shown.sorted(by: { $0.key < $1.key }) {
            guard let room = account.rooms[roomId], isOpen else { continue }
            let channel = room.channelPayload(for: userId)
            let memberships = account.membershipChanges(in: roomId, since: before)
            for event in memberships where isOpen { listener?.receive(event) }
            if let message = room.lastMessage, message.record.messageId > (before.lastMessage?.record.messageId ?? .min), message.record.senderId != userId {
                listener?.receive(.messageReceived(channel, room.payload(message)))
            } else {
                listener?.receive(.channelChanged(channel, .updated))
            }
        }
    }

    private func answerWaiting(_ start: MatrixSlidingStart) {
        let waiting = start.waiting
        start.waiting = []
        for answer in waiting { answer() }
    }

    /// Whether a channel list page must wait for the fill: any page but the first of the
    /// most-recent order, or a first page the window cannot fill, while the window is not
    /// the whole account. `answer` asks again once the fill is in.
    func waitsForFill(cursor: GroupChannelListSortKey?, order: GroupChannelListOrder, available: Int, limit: Int?, answer: @escaping @MainActor () -> Void) -> Bool {
        guard let start = slidingStart, start.isPartial else { return false }
        if cursor == nil, order == .latestLastMessage, let limit, available >= limit { return false }
        start.waiting.append(answer)
        return true
    }
}
