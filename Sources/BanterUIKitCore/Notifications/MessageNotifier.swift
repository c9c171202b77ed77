import BanterChatSDK
import BanterScheduling
import BanterTerminal
import BanterViews

/// Tells the user through the terminal about new messages in channels they are not looking
/// at: the bell, or a desktop notification (`NotificationConfiguration.desktopStyle`).
///
/// A group channel message notifies when it is from someone else, the channel's push
/// option (`GroupChannel.myPushTriggerOption`) allows it (default and all: every message;
/// mentions only: messages mentioning the current user; off: none), no channel screen in
/// `window` is showing that channel, and the channel has not notified within
/// `NotificationConfiguration.minimumInterval` (time read from `scheduler`, so tests run on
/// virtual time). An edit that newly mentions the current user notifies as such a message
/// would. Open channels never notify.
///
/// Lifecycle: `start()` registers it as a channel delegate of `client`, `stop()` removes it;
/// the client holds it weakly, so keep a reference. Main actor only. Subclass to change
/// what notifies (`shouldNotify`), what it says (`makeNotification`) or where it goes
/// (`deliver`).
@MainActor
open class MessageNotifier: BaseChannelDelegate {
    /// The client whose channels it hears.
    public let client: ChatClient
    /// The window whose screens are checked and whose next frame carries the notification.
    public weak var window: Window?
    /// The clock for the per-channel interval.
    public let scheduler: any Scheduler
    /// The settings read on every message.
    public let configuration: NotificationConfiguration
    /// When each channel last notified, by channel URL.
    public private(set) var lastNotified: [String: Duration] = [:]

    /// The identifier it registers under.
    public static let delegateIdentifier = "banter.message-notifier"

    public init(client: ChatClient, window: Window?, scheduler: any Scheduler,
                configuration: NotificationConfiguration = UIKitConfiguration.shared.notification) {
        self.client = client
        self.window = window
        self.scheduler = scheduler
        self.configuration = configuration
    }

    /// Starts hearing new messages.
    open func start() {
        client.addChannelDelegate(self, identifier: Self.delegateIdentifier)
    }

    /// Stops hearing them.
    open func stop() {
        client.removeChannelDelegate(identifier: Self.delegateIdentifier)
    }

    /// A message arrived: notifies if it should and the channel's interval has passed.
    open func channel(_ channel: BaseChannel, didReceive message: BaseMessage) {
        guard configuration.isEnabled, let channel = channel as? GroupChannel,
              shouldNotify(for: message, in: channel), !isChannelShown(channel.channelURL) else { return }
        let now = scheduler.now
        if let last = lastNotified[channel.channelURL], now - last < configuration.minimumInterval { return }
        lastNotified[channel.channelURL] = now
        deliver(makeNotification(for: message, in: channel))
    }

    /// An edit mentioned the current user for the first time: it notifies as a new message
    /// mentioning them does (with "mentions only" too). A new message's own mention is
    /// already told by `channel(_:didReceive:)`, so only edited messages count here.
    open func channel(_ channel: BaseChannel, didReceiveMention message: BaseMessage) {
        guard message.updatedAt > message.createdAt else { return }
        self.channel(channel, didReceive: message)
    }

    /// Whether `message` is one the channel's push option says to notify: someone else's
    /// (not a user the current user blocked),
    /// and, with "mentions only", mentioning the current user.
    open func shouldNotify(for message: BaseMessage, in channel: GroupChannel) -> Bool {
        let me = client.currentUser?.userId
        if let sender = message.sender?.userId, sender == me || client.isBlocked(userId: sender) { return false }
        switch channel.myPushTriggerOption {
        case .off: return false
        case .mentionOnly: return me.map { id in message.mentionedUsers.contains { $0.userId == id } } ?? false
        case .all, .default: return true
        }
    }

    /// Whether a visible channel screen in `window` shows `channelURL`; then the user sees
    /// the message arrive and nothing rings.
    open func isChannelShown(_ channelURL: String) -> Bool {
        guard let window else { return false }
        var pending = [window.rootViewController].compactMap { $0 } + window.presentedViewControllers
        while let controller = pending.popLast() {
            if controller.isVisible, let screen = controller as? BaseChannelViewController, screen.channelURL == channelURL { return true }
            pending += controller.children
            if let presented = controller.presentedViewController { pending.append(presented) }
        }
        return false
    }

    /// The bell, or a desktop notification naming the channel, the sender and the text.
    open func makeNotification(for message: BaseMessage, in channel: GroupChannel) -> TerminalNotification {
        guard let style = configuration.desktopStyle else { return .bell }
        let sender = message.sender.map { $0.nickname.isEmpty ? $0.userId : $0.nickname }
        let text = message.message.isEmpty ? (message.fileSummary ?? "") : message.message
        return .desktop(title: channel.name.isEmpty ? channel.channelURL : channel.name,
                        body: sender.map { $0 + ": " + text } ?? text, style: style)
    }

    /// Sends `notification` with `window`'s next frame.
    open func deliver(_ notification: TerminalNotification) {
        window?.post(notification)
    }
}
