import BanterChatSDK

/// The base of a channel list's rows: a `BaseTableViewCell` shown for one channel. The
/// list calls `configure(channel:)` each time the row is shown; subclasses (the group
/// channel row, an app's own) draw what they need. Main actor only.
@MainActor
open class BaseChannelCell: BaseTableViewCell {
    /// The channel shown, nil until configured.
    public private(set) var baseChannel: BaseChannel?

    /// Shows `channel`.
    open func configure(channel: BaseChannel) {
        baseChannel = channel
        setNeedsDisplay()
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        baseChannel = nil
    }
}
