import BanterChatSDK
import BanterUIKitCore

/// Hears an open channel view model: everything `BaseChannelViewModelDelegate` hears, plus
/// messages that arrived while the list was scrolled up and the participant count changing.
/// Called on the main actor.
@MainActor
public protocol OpenChannelViewModelDelegate: BaseChannelViewModelDelegate {
    /// `count` messages from others arrived while the list was scrolled up (the list counts
    /// them on its new-message button).
    func openChannelViewModel(_ viewModel: OpenChannelViewModel, didReceiveNewMessages count: Int)
    /// Someone entered or left: `channel.participantCount` is the new count.
    func openChannelViewModel(_ viewModel: OpenChannelViewModel, didChangeParticipantCount channel: OpenChannel)
}

extension OpenChannelViewModelDelegate {
    public func openChannelViewModel(_ viewModel: OpenChannelViewModel, didReceiveNewMessages count: Int) {}
    public func openChannelViewModel(_ viewModel: OpenChannelViewModel, didChangeParticipantCount channel: OpenChannel) {}
}
