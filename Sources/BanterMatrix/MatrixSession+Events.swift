import BanterChatSDK
import Foundation

/// What the message requests share: finding a message's event, reading an event back from
/// the homeserver, and answering a refusal decided locally.
extension MatrixSession {
    /// The event behind a Banter message id of room `url`, if this client handed the id out.
    func eventId(of messageId: Int64, in url: String) -> String? {
        account.rooms[url]?.ids.eventId(for: messageId)
    }

    /// Reads one event of room `url` (`GET /rooms/{id}/event/{eventId}`, which bundles its
    /// latest edit and thread summary) and maps it into the room, caching the message.
    /// The message is nil for an event that is no message (a redacted one has no msgtype).
    func readEvent(
        _ eventId: String, in url: String, refusal: @escaping MatrixHTTP.Refusal,
        reply: @escaping @MainActor (Result<(event: MatrixRoomEvent, message: MatrixMessageMapping.Message?), ChatError>) -> Void
    ) {
        http.send("GET", ["rooms", url, "event", eventId], refusal: refusal) { [self] (result: Result<MatrixRoomEvent, ChatError>) in
            reply(result.map { event in
                var room = account.rooms[url] ?? MatrixRoom(roomId: url)
                let message = room.map(event)
                account.rooms[url] = room
                return (event, message)
            })
        }
    }

    /// Answers `error` on the next turn, as every reply comes later than its call.
    func refuse<T>(_ error: ChatError, _ reply: @escaping BackendReply<T>) {
        Task { @MainActor in reply(.failure(error)) }
    }

    /// The refusal mapping for posting to room `url`, from what this client knows of it now.
    func postingRefusal(_ url: String) -> MatrixHTTP.Refusal {
        let room = account.rooms[url]
        return refusal(.posting(url: url, membership: room?.membership(of: userId), powerLevels: room?.powerLevels ?? MatrixPowerLevels()))
    }

    /// Answers a posting request's failure `error` to `reply`. A refusal was mapped from the
    /// room's state as `/sync` last told it, which may lag what refused the post: a 400108
    /// may be a mute, freeze or ban not synced yet, and a 900041 a mute since lifted and
    /// followed by a freeze. So the room's state is read fresh and the refusal resolved again
    /// from it (900041, 900050, 900100); when that read fails or shows no moderation, `error`
    /// stands. Main actor; the reply comes once, after the read.
    func refusePosting<T>(_ error: ChatError, in url: String, _ reply: @escaping BackendReply<T>) {
        guard Self.refusalsResolvedFresh.contains(error.code) else { return reply(.failure(error)) }
        refreshRoom(url: url) { [self] result in
            guard case .success(let room) = result,
                  let moderated = ChatError.moderatedPosting(
                    url: url, membership: room.membership(of: userId), powerLevels: room.powerLevels, userId: userId)
            else { return reply(.failure(error)) }
            reply(.failure(moderated))
        }
    }

    private static let refusalsResolvedFresh: Set<ChatError.Code> = [.nonAuthorized, .mutedInChannel, .channelFrozen, .bannedFromChannel]
}
