import BanterChatSDK

/// Who reacted, where the events seen do not say it all. Reactions are counted from the
/// `m.reaction` events that pass through the client (`MatrixRelations`), so a message from a
/// history window misses those made after the window, and Synapse no longer bundles counts
/// with a message (`unsigned.m.relations.m.annotation`) to tell that some are missing. The
/// whole list is read from
/// `GET /_matrix/client/v1/rooms/{room}/relations/{event}/m.annotation/m.reaction`, page by
/// page, in two cases:
///
/// - asked (`loadReactions`, when the reactions screen opens): every page is read, what is
///   new is merged into the room's relations and told as `.messageUpdated`, then the message
///   is the answer;
/// - a homeserver that still bundles counts showed more reactions than the client met
///   (`readMissingReactors`): each reaction learned is told as `.reactionUpdated` (add).
///
/// A failed read tells nothing: the reactions stay as seen.
extension MatrixSession {
    /// How many reactions one relations page asks for, and how many pages a message may take.
    static let reactorPageLimit = 100
    static let reactorPageCap = 50

    /// The message `messageId` with every reaction the homeserver holds for it
    /// (`ChatBackendSession.loadReactions`).
    func loadReactions(url: String, messageId: Int64, reply: @escaping BackendReply<MessagePayload>) {
        guard let eventId = eventId(of: messageId, in: url) else { return refuse(.messageNotFound(messageId), reply) }
        let before = account.rooms[url]?.relations.reactions(on: eventId).byKey ?? [:]
        readReactors(of: eventId, in: url, from: nil, pagesLeft: Self.reactorPageCap, learned: []) { [self] result in
            switch result {
            case .failure(let error): return reply(.failure(error))
            case .success: break
            }
            withMessage(eventId, in: url) { [self] result in
                let message: MatrixMessageMapping.Message
                switch result {
                case .failure(let error): return reply(.failure(error))
                case .success(let read): message = read
                }
                let room = account.rooms[url] ?? MatrixRoom(roomId: url)
                let payload = room.payload(message)
                if isOpen, room.relations.reactions(on: eventId).byKey != before {
                    let event = ServerEvent.messageUpdated(room.channelPayload(for: userId), payload)
                    noteLiveChanges([event])
                    listener?.receive(event)
                }
                reply(.success(payload))
            }
        }
    }

    /// The cached message of `eventId`, or the event read back when the cache let it go.
    private func withMessage(_ eventId: String, in url: String, reply: @escaping @MainActor (Result<MatrixMessageMapping.Message, ChatError>) -> Void) {
        if let message = account.rooms[url]?.relations.message(eventId) {
            Task { @MainActor in reply(.success(message)) }
            return
        }
        readEvent(eventId, in: url, refusal: refusal(.channel(url: url))) { result in
            reply(result.flatMap { read in
                read.message.map { .success($0) } ?? .failure(MatrixHTTP.Answer.notMatrix("the reacted message is no message"))
            })
        }
    }

    /// Reads the reactors of every message among `events` (just absorbed into `url`'s room)
    /// whose bundled counts exceed the senders seen for a key, and tells each one learned.
    func readMissingReactors(of events: [MatrixRoomEvent], in url: String) {
        guard let room = account.rooms[url] else { return }
        for event in events {
            guard let counts = event.unsigned?.relations?.annotation?.counts, !counts.isEmpty else { continue }
            let seen = room.relations.reactions(on: event.eventId).byKey
            guard counts.contains(where: { key, count in (seen[key]?.count ?? 0) < count }) else { continue }
            readReactors(of: event.eventId, in: url, from: nil, pagesLeft: Self.reactorPageCap, learned: []) { [self] result in
                guard isOpen, case .success(let learned) = result, let room = account.rooms[url],
                      let messageId = room.ids.knownId(for: event.eventId) else { return }
                let events = learned.map { reaction in
                    ServerEvent.reactionUpdated(room.channelPayload(for: userId), ReactionEvent(
                        messageId: messageId, key: reaction.key, userId: reaction.userId, operation: .add, updatedAt: reaction.at))
                }
                noteLiveChanges(events)
                for event in events { listener?.receive(event) }
            }
        }
    }

    /// Reads relations pages from `from` (nil: the newest) while there is one (at most
    /// `pagesLeft`), taking each reaction into the room's relations, and answers with those
    /// new to it (`learned` so far, then this page's). A page that fails fails the read; the
    /// reactions taken in before stay.
    private func readReactors(
        of eventId: String, in url: String, from: String?, pagesLeft: Int, learned: [MatrixRelations.Annotation],
        done: @escaping @MainActor (Result<[MatrixRelations.Annotation], ChatError>) -> Void
    ) {
        var query = ["limit": String(Self.reactorPageLimit)]
        if let from { query["from"] = from }
        http.send(
            api: "client/v1", "GET", ["rooms", url, "relations", eventId, "m.annotation", "m.reaction"], query: query,
            refusal: refusal(.channel(url: url))
        ) { [self] (result: Result<MatrixResponse.Relations, ChatError>) in
            guard case .success(let page) = result else { return done(result.map { _ in learned }) }
            guard isOpen, var room = account.rooms[url] else { return done(.success(learned)) }
            var learned = learned
            for event in page.chunk {
                guard let reaction = MatrixMessageMapping.reaction(from: event), reaction.messageEventId == eventId,
                      let added = room.relations.add(.init(
                          reactionEventId: event.eventId, targetEventId: eventId, key: reaction.key,
                          userId: reaction.userId, at: event.originServerTimestamp)) else { continue }
                learned.append(added)
            }
            account.rooms[url] = room
            if let next = page.nextBatch, !page.chunk.isEmpty, pagesLeft > 1 {
                readReactors(of: eventId, in: url, from: next, pagesLeft: pagesLeft - 1, learned: learned, done: done)
            } else {
                done(.success(learned))
            }
        }
    }
}
