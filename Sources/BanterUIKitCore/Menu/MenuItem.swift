/// One action in a menu the kit shows (a message's context menu, a channel's actions): what
/// it does as a typed `Kind`, the title drawn, whether it is destructive, and the handler.
///
/// Components build their menus as `[MenuItem]` (`createMessageMenuItems(for:)`), apps
/// filter or extend them (`ChannelConfiguration.messageContextMenuBuilder`) by `kind`, never by
/// title, and a view controller presents them with `BaseViewController.presentMenu`.
/// Main actor only.
@MainActor
public struct MenuItem {
    /// What an item does. `custom` carries an app's own identifier.
    public enum Kind: Hashable, Sendable {
        case copy
        /// Copy the first link in a message's text.
        case copyLink
        /// Copy one file's address, by its index in a multiple-files message.
        case copyFile(Int)
        case edit
        case delete
        case reply
        case replyInThread
        /// Open the message's thread (a message with replies).
        case viewThread
        case react
        /// Show who has read one of the current user's messages (group channels).
        case readBy
        /// Mark a group channel unread from someone else's message on.
        case markAsUnread
        /// Report another user's message to the service (a category and a description follow).
        case report
        /// Open the profile of a user a message mentions.
        case mentionedUser
        /// Send a failed message again.
        case retryFailed
        /// Remove a failed message from the list.
        case deleteFailed
        /// Leave a channel.
        case leave
        /// Turn a channel's notifications off or on again.
        case pushTrigger
        /// Start a new channel of this type (the channel list's type selector).
        case createChannel(ChannelCreationType)
        /// Make a member an operator of the channel (a user list's row actions).
        case registerOperator
        /// Take a member's operator role away.
        case unregisterOperator
        /// Mute a user in the channel.
        case mute
        /// Lift a user's mute.
        case unmute
        /// Ban a user from the channel.
        case ban
        /// Lift a user's ban.
        case unban
        /// An app's own action.
        case custom(String)
    }

    /// What the item does.
    public var kind: Kind
    /// The text drawn (from `StringSet` for the kit's items).
    public var title: String
    /// Drawn as destructive (deleting, leaving).
    public var isDestructive: Bool
    /// Runs when the item is chosen, after the menu closes.
    public var handler: @MainActor () -> Void

    /// An item of `kind` titled `title`.
    public init(kind: Kind, title: String, isDestructive: Bool = false, handler: @escaping @MainActor () -> Void) {
        self.kind = kind
        self.title = title
        self.isDestructive = isDestructive
        self.handler = handler
    }
}
