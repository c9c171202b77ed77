import BanterChatSDK

/// Where a session's start stands while the first frame shows the sliding sync window and
/// the rest of the account loads in the background (`MatrixSession+SlidingSync`): which
/// rooms the window brought, how many the account holds, and the channel list pages that
/// wait for the whole account. Main actor; lives from the session's start to the fill.
@MainActor
final class MatrixSlidingStart {
    /// The rooms the window brought, whose channels the list may already show.
    var window: Set<String> = []
    /// How many rooms the homeserver's list holds in all (nil before the window arrived).
    var total: Int?
    /// The long poll's token, from a `/sync` that takes no room, once it answered.
    var token: Result<String, ChatError>?
    /// The background fill is reading pages.
    var isPaging = false
    /// The whole account as one classic answer, once it is in: the sliding sync pages with
    /// the token, or the classic initial `/sync` where there is no window.
    var fill: Result<MatrixSyncResponse, ChatError>?
    /// The window answered, or failed (then the classic sync is the whole start).
    var windowSettled = false
    /// The window was taken into the account (its last messages may still be loading).
    var windowShown = false
    /// The session opened on the window (its completion was called).
    var isOpen = false
    /// The fill is being taken in.
    var isFilling = false
    /// List pages asked for beyond the window, answered once the fill is in.
    var waiting: [@MainActor () -> Void] = []

    /// Whether the account holds more rooms than the window showed (or the window is not in yet).
    var isPartial: Bool {
        guard let total else { return true }
        return total > window.count
    }
}
