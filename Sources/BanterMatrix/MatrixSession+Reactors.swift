import BanterChatSDK

/// Who reacted, where the events seen do not say it all. Reactions are counted from the
/// `m.reaction` events that pass through the client (`MatrixRelations`); a homeserver that
/// still bundles an annotation aggregation with a message (`unsigned.m.relations.m.annotation`,
/// counts per key; Synapse no longer does) can show that more users reacted than the client
/// met. Such a message's reactions are read from
/// `GET /_matrix/client/v1/rooms/{room}/relations/{event}/m.annotation/m.reaction`, page by
/// page, and each reaction learned is told as `.reactionUpdated` (add), so the reactions
/// screen names every sender. A failed read tells nothing; the counts stay as seen.
extension MatrixSession {
    /// How many reactions one relations page asks for, and how many pages a message may take.
    static let reactorPageLimit = 100
    static let reactorPageCap = 50

    /// Reads the reactors of every message among `events` (just absorbed into `url`'s room)
    /// whose bundled counts exceed the senders seen for a key.
    func readMissingReactors(of events: [MatrixRoomEvent], in url: String) {
        guard let room = account.rooms[url] else { return }
        for event in events {
            guard let counts = event.unsigned?.relations?.annotation?.counts, !counts.isEmpty else { continue }
            let seen = room.relations.reactions(on: event.eventId).byKey
            guard counts.contains(where: { key, count in (seen[key]?.count ?? 0) < count }) else { continue }
            readReactors(of: event.eventId, in: url, from: nil, pagesLeft: Self.reactorPageCap)
        }
    }

    /// Reads one relations page from `from` (nil: the newest), takes in its reactions, tells
    /// the new ones, and goes on to the next page while there is one.
    func readReactors(of eventId: String, in url: String, from: String?, pagesLeft: Int) {
        var query = ["limit": String(Self.reactorPageLimit)]
        if let from { query["from"] = from }
        http.send(
            api: "client/v1", "GET", ["rooms", url, "relations", eventId, "m.annotation", "m.reaction"], query: query,
            refusal: refusal(.channel(url: url))
        ) { [self] (result: Result<MatrixResponse.Relations, ChatError>) in
            guard isOpen, case .success(let page) = result, var room = account.rooms[url] else { return }
            var events: [ServerEvent] = []
            for event in page.chunk {
                guard let reaction = MatrixMessageMapping.reaction(from: event), reaction.messageEventId == eventId,
                      room.relations.add(.init(
                          reactionEventId: event.eventId, targetEventId: eventId, key: reaction.key,
                          userId: reaction.userId, at: event.originServerTimestamp)) != nil,
                      let messageId = room.ids.knownId(for: eventId) else { continue }
                events.append(.reactionUpdated(room.channelPayload(for: userId), ReactionEvent(
                    messageId: messageId, key: reaction.key, userId: reaction.userId, operation: .add,
                    updatedAt: event.originServerTimestamp)))
            }
            account.rooms[url] = room
            noteLiveChanges(events)
            for event in events { listener?.receive(event) }
            if let next = page.nextBatch, !page.chunk.isEmpty, pagesLeft > 1 {
                readReactors(of: eventId, in: url, from: next, pagesLeft: pagesLeft - 1)
            }
        }
    }
}
