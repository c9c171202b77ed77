/// The kind of group channel a "new channel" screen makes, chosen before the people are
/// picked (`GroupChannelListViewController.showCreateChannelTypeSelector()`):
///
/// - `group`: an ordinary group channel; with one other person it is distinct, so the chat
///   the two already have opens instead of a second one.
/// - `supergroup`: a super group channel, for very many members (no read receipts, never
///   distinct).
/// - `broadcast`: a super group where only operators post; the creator operates it.
public enum ChannelCreationType: Hashable, Sendable, CaseIterable {
    case group
    case supergroup
    case broadcast
}
