/// The messages begun and not sent, one per channel, so leaving a channel keeps what was
/// being written: the channel screen saves its input's text when it disappears and puts it
/// back when it opens, and the channel list shows that a draft is waiting. In memory, for
/// the life of the process. Main actor only.
@MainActor
public final class MessageDraftStore {
    /// The store every screen uses.
    public static let shared = MessageDraftStore()

    private var drafts: [String: String] = [:]

    /// A store with no drafts.
    public init() {}

    /// The draft kept for the channel at `channelURL`, if any.
    public func draft(for channelURL: String) -> String? { drafts[channelURL] }

    /// Keeps `text` as the channel's draft; blank text removes it.
    public func setDraft(_ text: String, for channelURL: String) {
        drafts[channelURL] = text.allSatisfy(\.isWhitespace) ? nil : text
    }
}
