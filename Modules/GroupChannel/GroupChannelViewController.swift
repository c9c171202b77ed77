import BanterChatSDK
import BanterUIKitCore
import BanterViews

/// The screen for chatting in one group channel: header, message list and input.
/// (First version: the module, view model and components arrive in the GroupChannel folder.)
@MainActor
open class GroupChannelViewController: BaseViewController {
    /// The url of the channel shown.
    public let channelURL: String
    /// Where the history starts: a time in milliseconds since 1970, `Int64.max` for the newest.
    public let startingPoint: Int64
    /// How the history loads.
    public let messageListParams: MessageListParams

    /// A screen for the channel at `channelURL`, loaded when the screen loads.
    public required init(channelURL: String, startingPoint: Int64 = .max, messageListParams: MessageListParams? = nil) {
        self.channelURL = channelURL
        self.startingPoint = startingPoint
        self.messageListParams = messageListParams ?? MessageListParams(previousResultSize: 40, nextResultSize: 40)
        super.init()
    }

    /// A screen for `channel`.
    public convenience init(channel: GroupChannel, startingPoint: Int64 = .max, messageListParams: MessageListParams? = nil) {
        self.init(channelURL: channel.channelURL, startingPoint: startingPoint, messageListParams: messageListParams)
    }
}
