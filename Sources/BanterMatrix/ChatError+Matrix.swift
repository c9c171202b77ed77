import BanterChatSDK
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How the Matrix backend reports what a homeserver refused, or what never reached it, with
/// the codes the mock gives for the same situation. A Matrix error code alone is not enough:
/// `M_FORBIDDEN` covers muted, frozen, banned and not an operator alike, and `M_NOT_FOUND`
/// a room, an event or a user; the request says which (`MatrixRefusal`).
extension ChatError {
    /// What a refused request was after, and what the backend knew of the room then.
    enum MatrixRefusal: Sendable {
        /// Reading or joining a channel: not found is 900500.
        case channel(url: String)
        /// A message by id: not found is 900300.
        case message(url: String, messageId: Int64)
        /// A user by id: not found is 400201.
        case user(String)
        /// Posting to a room: a refusal is resolved from the membership and power levels
        /// the backend held when it sent the request.
        case posting(url: String, membership: String?, powerLevels: MatrixPowerLevels)
        /// Anything else a member may be refused (moderation, settings): 400108.
        case other(url: String)
    }

    /// The `ChatError` for a Matrix error response to a request of `userId`.
    ///
    /// `M_LIMIT_EXCEEDED` is 900200 (the homeserver has one limit where the mock counts
    /// messages and other requests apart). Synapse answers a non-member's request about a
    /// room that does not exist with `M_FORBIDDEN`, not `M_NOT_FOUND`, so that becomes
    /// 400108 like any refusal to a non-member; an access token the homeserver does not know
    /// is 400108 too. An unknown code is 500901 with the server's words.
    init(matrix error: MatrixError, refusing refusal: MatrixRefusal, userId: String) {
        let detail = "\(error.errcode): \(error.message)"
        switch error.errcode {
        case "M_LIMIT_EXCEEDED":
            let wait = error.retryAfterMilliseconds.map { " Retry after \($0) ms." } ?? ""
            self.init(.tooManyMessages, "Too many messages: the homeserver limits requests (\(detail)).\(wait)")
        case "M_NOT_FOUND":
            switch refusal {
            case .channel(let url), .other(let url), .posting(let url, _, _): self = .channelNotFound(url)
            case .message(_, let messageId): self = .messageNotFound(messageId)
            case .user(let id): self = .userNotFound(id)
            }
        case "M_UNKNOWN_TOKEN", "M_MISSING_TOKEN":
            // An access token given to connect, or one logged out elsewhere: as a wrong password.
            self.init(.nonAuthorized, "Not authorized: \(detail).")
        case "M_FORBIDDEN":
            self = Self.forbidden(refusal, userId: userId, detail: detail)
        default:
            self.init(.internalServerError, "Internal server error: the homeserver answered \(error.status) (\(detail)).")
        }
    }

    private static func forbidden(_ refusal: MatrixRefusal, userId: String, detail: String) -> ChatError {
        guard case .posting(let url, let membership, let levels) = refusal else {
            return ChatError(.nonAuthorized, "Not authorized: \(detail).")
        }
        if let moderated = moderatedPosting(url: url, membership: membership, powerLevels: levels, userId: userId) {
            return moderated
        }
        guard membership == "join" else {
            return ChatError(.nonAuthorized, "Not authorized: \(userId) is not a member of \(url).")
        }
        return ChatError(.nonAuthorized, "Not authorized: \(detail).")
    }

    /// The moderation that keeps `userId` from posting to room `url` (900100 banned, 900041
    /// muted, 900050 frozen), or nil when the membership and power levels show none.
    static func moderatedPosting(url: String, membership: String?, powerLevels levels: MatrixPowerLevels, userId: String) -> ChatError? {
        if membership == "ban" {
            return ChatError(.bannedFromChannel, "User is banned: \(userId) cannot send messages to \(url).")
        }
        guard membership == "join" else { return nil }
        if levels.isMuted(userId) {
            return ChatError(.mutedInChannel, "User is muted: \(userId) cannot send messages to \(url).")
        }
        if levels.isFrozen, levels.level(of: userId) < levels.sendLevel(for: "m.room.message") {
            return ChatError(.channelFrozen, "Channel is frozen: only operators can send messages to \(url).")
        }
        return nil
    }

    /// The `ChatError` for a request that got no answer: 800180 for a timeout, 800120 for
    /// everything else that keeps a request from the homeserver (no route, refused, dropped).
    init(transport error: URLError) {
        switch error.code {
        case .timedOut:
            self.init(.ackTimeout, "Ack timeout: no reply from the homeserver in time.")
        default:
            self.init(.networkError, "Network error: the homeserver cannot be reached (\(error.localizedDescription)).")
        }
    }
}
