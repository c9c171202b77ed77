import BanterChatSDK
import BanterUIKitCore

/// The model of the "new open channel" screen: it makes the channel.
///
/// `createChannel(channelName:coverURL:)` makes an open channel with that name and cover
/// address, operated by the current user (`createParams(channelName:coverURL:)`), through
/// `createChannel(params:)`. A name the service would refuse (empty, only spaces, longer
/// than `OpenChannelCreateParams.maximumNameLength`) is refused here with the service's
/// own 800110, without a request. One request at a time: a call while one is in flight is
/// ignored. The delegate hears `shouldUpdateLoadingState` around the request, then
/// `didCreateChannel`, or `didFailToCreateChannel` with the service's error (nothing
/// changed then, and the screen keeps what was typed).
///
/// Lifecycle: made by the view controller (`createViewModel()`, from
/// `ViewModelSet.createOpenChannelViewModel`), disposed when it goes; results that arrive
/// after `dispose()` are dropped. Main actor only.
@MainActor
open class CreateOpenChannelViewModel: BaseViewModel {
    /// Hears the channel made and the common news. Held weakly.
    public weak var delegate: CreateOpenChannelViewModelDelegate?
    /// Whether a creation request is in flight.
    public private(set) var isCreatingChannel = false

    /// The delegate, as every view model reports connection news to it.
    open override var commonDelegate: CommonViewModelDelegate? { delegate }

    /// A model making open channels on `client` (nil: every request fails with 800101).
    public required init(client: ChatClient?, delegate: CreateOpenChannelViewModelDelegate? = nil) {
        self.delegate = delegate
        super.init(client: client)
    }

    /// The parameters for a channel named `channelName` with the cover at `coverURL` (none
    /// when nil or empty), operated by the current user, who may then freeze it and
    /// moderate it. Override to add a custom type or data, say.
    open func createParams(channelName: String, coverURL: String?) -> OpenChannelCreateParams {
        var params = OpenChannelCreateParams(name: channelName)
        if let coverURL, !coverURL.isEmpty { params.coverURL = coverURL }
        if let userId = client?.currentUser?.userId { params.operatorUserIds = [userId] }
        return params
    }

    /// Makes an open channel named `channelName` (`createParams(channelName:coverURL:)`).
    open func createChannel(channelName: String, coverURL: String? = nil) {
        createChannel(params: createParams(channelName: channelName, coverURL: coverURL))
    }

    /// Makes the open channel `params` describe. Ignored while a request is in flight or
    /// after `dispose()`.
    open func createChannel(params: OpenChannelCreateParams) {
        guard !isDisposed, !isCreatingChannel else { return }
        do throws(ChatError) {
            try OpenChannelCreateParams.validate(name: params.name)
        } catch {
            delegate?.createOpenChannelViewModel(self, didFailToCreateChannel: error)
            return
        }
        guard let client else {
            delegate?.createOpenChannelViewModel(self, didFailToCreateChannel: Self.connectionRequiredError)
            return
        }
        isCreatingChannel = true
        delegate?.shouldUpdateLoadingState(true)
        client.createOpenChannel(params: params) { [weak self] result in
            guard let self, !self.isDisposed else { return }
            self.isCreatingChannel = false
            self.delegate?.shouldUpdateLoadingState(false)
            switch result {
            case .success(let channel):
                self.delegate?.createOpenChannelViewModel(self, didCreateChannel: channel)
            case .failure(let error):
                self.delegate?.createOpenChannelViewModel(self, didFailToCreateChannel: error)
            }
        }
    }
}
