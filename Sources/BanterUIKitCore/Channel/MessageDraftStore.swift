import BanterChatSDK

/// The messages begun and not sent, one per channel (or thread) and account, so leaving a
/// channel keeps what was being written: the channel screen saves its input's text when it
/// disappears and puts it back when it opens, and the channel list shows that a draft is
/// waiting. Drafts are kept per account, a user on one service (`Account`), so two
/// accounts in one process (the same user id on another homeserver, or another user on the
/// same one) never see each other's. In memory, for the life of the process. Main actor only.
@MainActor
public final class MessageDraftStore {
    /// Whose drafts: a user on one service.
    public struct Account: Hashable, Sendable {
        /// The user's id on the service.
        public var userId: String
        /// The service (`ChatClient.backendIdentity`): the embedded service or a homeserver's URL.
        public var backend: String

        /// The account `userId` has on the service named `backend`.
        public init(userId: String, backend: String) {
            self.userId = userId
            self.backend = backend
        }

        /// The account `client` is signed in as; nil without a client or before it first
        /// connects (no one to keep a draft for).
        @MainActor public init?(client: ChatClient?) {
            guard let client, let user = client.currentUser else { return nil }
            self.init(userId: user.userId, backend: client.backendIdentity)
        }
    }

    private struct Key: Hashable {
        var account: Account
        var channel: String
    }

    /// The store every screen uses.
    public static let shared = MessageDraftStore()

    private var drafts: [Key: String] = [:]

    /// A store with no drafts.
    public init() {}

    /// The draft `account` kept for the channel (or thread) at `key`, if any; none without
    /// an account.
    public func draft(for key: String, account: Account?) -> String? {
        account.flatMap { drafts[Key(account: $0, channel: key)] }
    }

    /// Keeps `text` as `account`'s draft for the channel (or thread) at `key`; blank text
    /// removes it. Without an account nothing is kept.
    public func setDraft(_ text: String, for key: String, account: Account?) {
        guard let account else { return }
        drafts[Key(account: account, channel: key)] = text.allSatisfy(\.isWhitespace) ? nil : text
    }
}
