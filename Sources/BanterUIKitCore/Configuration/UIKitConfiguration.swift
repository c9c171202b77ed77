/// The kit's behaviour, nested by key function as the reference kit's is:
///
///     BanterUIKit.config.groupChannel.channel.replyType = .thread
///     BanterUIKit.config.groupChannel.channelList.isTypingIndicatorEnabled = false
///
/// `BanterUIKit.config` is the shared instance. Screens read it when they build or reload
/// their lists, so set it before building screens. Main actor only.
@MainActor
public final class UIKitConfiguration {
    /// The configuration every screen reads.
    public static let shared = UIKitConfiguration()

    /// The group channel screens.
    public let groupChannel = GroupChannelConfiguration()
    /// The open channel screens.
    public let openChannel = OpenChannelConfiguration()
    /// Bells and desktop notifications for new messages (`MessageNotifier`).
    public let notification = NotificationConfiguration()

    /// The defaults.
    public init() {}

    /// Puts every setting of every screen back to its default.
    public func reset() {
        groupChannel.reset()
        openChannel.reset()
        notification.reset()
    }
}
