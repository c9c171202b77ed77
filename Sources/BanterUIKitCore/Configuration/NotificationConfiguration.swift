import BanterTerminal

/// Whether and how new messages in channels the user is not looking at reach them through
/// the terminal (`MessageNotifier`). Part of `BanterUIKit.config`. Main actor only.
@MainActor
public final class NotificationConfiguration {
    /// Whether a notifier notifies at all. A channel's own push option (all, mentions
    /// only, off) still decides which of its messages do.
    public var isEnabled = true
    /// The desktop notification to send instead of the bell, when the terminal supports
    /// one; nil (the default) rings the bell. Opt in with
    /// `TerminalNotification.desktopStyle(environment:)`.
    public var desktopStyle: TerminalNotification.DesktopStyle?
    /// The least time between two notifications for one channel: a busy channel rings
    /// once, not for every message.
    public var minimumInterval: Duration = .seconds(5)

    /// The defaults.
    public init() {}

    /// Puts every setting back to its default.
    public func reset() {
        let fresh = NotificationConfiguration()
        isEnabled = fresh.isEnabled
        desktopStyle = fresh.desktopStyle
        minimumInterval = fresh.minimumInterval
    }
}
