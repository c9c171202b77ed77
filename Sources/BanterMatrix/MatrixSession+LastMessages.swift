import BanterChatSDK

/// The newest message of each room, for the channel list, where the first `/sync` did not
/// carry one.
///
/// The first `/sync` asks for one timeline event per room (`firstSyncFilter`), so a room
/// whose newest event is a state change, a reaction or a redaction arrives without a last
/// message, and the list would say "No messages yet" of a busy room. Filtering that
/// timeline to messages is no cure: the state events after the last message would be
/// skipped. So each such room gets one `/messages` read back from its end, filtered to
/// messages, all at once, before the session says it is open.
extension MatrixSession {
    /// Messages only, enough of them to pass over a few thread replies, which are never a
    /// channel's last message.
    static let lastMessageFilter = #"{"types":["m.room.message","m.room.encrypted"]}"#
    static let lastMessageReadLimit = 10

    /// Reads the last message of every joined room that has none yet, then calls
    /// `completion` on the main actor. A read that fails leaves its room as it was: the
    /// list shows no preview until the next message, which is no reason to refuse the
    /// connection.
    func loadMissingLastMessages(completion: @escaping @MainActor () -> Void) {
        let missing = account.rooms.values
            .filter { $0.membership(of: userId) == "join" && $0.lastMessage == nil }
            .map(\.roomId)
        guard !missing.isEmpty else { return completion() }
        var pending = missing.count
        for roomId in missing {
            let query = ["dir": "b", "limit": String(Self.lastMessageReadLimit), "filter": Self.lastMessageFilter]
            http.send("GET", ["rooms", roomId, "messages"], query: query, refusal: refusal(.channel(url: roomId))) {
                [self] (result: Result<MatrixResponse.Messages, ChatError>) in
                if case .success(let page) = result, var room = account.rooms[roomId] {
                    // Newest first: the first message that is not a thread reply.
                    for item in page.chunk {
                        guard let message = MatrixMessageMapping.message(from: item.event, ids: &room.ids),
                              message.threadRootEventId == nil else { continue }
                        room.note(message)
                        break
                    }
                    account.rooms[roomId] = room
                }
                pending -= 1
                if pending == 0 { completion() }
            }
        }
    }
}
