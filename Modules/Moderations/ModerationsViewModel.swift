import BanterChatSDK
import BanterUIKitCore

/// The moderation screen's view model, for group and open channels alike: the channel (see
/// `BaseChannelSettingsViewModel` for loading and following it, and for freezing or
/// unfreezing it), kept current as people enter and leave an open channel, so its
/// participant count follows.
///
/// Lifecycle: made by the view controller, loaded when its view loads, disposed when it
/// goes. Subclass it and assign the subclass to `ViewModelSet.groupModerationsViewModel` or
/// `openModerationsViewModel`. Main actor only.
@MainActor
open class ModerationsViewModel: BaseChannelSettingsViewModel, OpenChannelDelegate {
    /// A model on `client`; nothing loads until `loadChannel(channelURL:type:)`.
    public required override init(client: ChatClient?, delegate: BaseChannelSettingsViewModelDelegate? = nil) {
        super.init(client: client, delegate: delegate)
    }

    /// The open channel, once loaded (nil for a group one).
    public var openChannel: OpenChannel? { channel as? OpenChannel }

    /// The reports filed in the channel, as its operators read them (`BaseChannel.loadReports`);
    /// a failure when the channel has not loaded. `completion` runs on the main actor, not
    /// after the model is disposed.
    open func loadReports(completion: @escaping @MainActor (Result<[ChannelReport], ChatError>) -> Void) {
        guard let channel else { return completion(.failure(.invalidParameter("the channel has not loaded"))) }
        channel.loadReports { [weak self] result in
            guard let self, !self.isDisposed else { return }
            completion(result)
        }
    }

    /// Someone entered: the count changed.
    open func channel(_ channel: OpenChannel, userDidEnter user: User) { channelWasChanged(channel) }
    /// Someone left: the count changed.
    open func channel(_ channel: OpenChannel, userDidExit user: User) { channelWasChanged(channel) }
}
