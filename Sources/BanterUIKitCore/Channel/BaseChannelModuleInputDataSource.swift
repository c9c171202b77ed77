import BanterChatSDK
import BanterViews

/// Gives a channel's message input the channel whose state it follows: frozen (for
/// non-operators) or muted disables it. Called on the main actor.
@MainActor
public protocol BaseChannelModuleInputDataSource: AnyObject {
    /// The channel the input sends to, nil while it loads.
    func baseChannelModule(_ inputComponent: BaseChannelModule.Input, channelForInputView messageInputView: View?) -> BaseChannel?
}
