import BanterCanvas
import BanterChatSDK
import BanterUIKitCore
import BanterViews

extension GroupChannelModule {
    /// The group channel message list; see `BaseChannelModule.List`. Adds the typing
    /// bubble (who is typing, from the data source). Its cells and overlay views come from
    /// the static metatypes below, read when it is set up. Subclass it and assign
    /// `GroupChannelModule.listComponent` to customise. Main actor only.
    @MainActor
    open class List: BaseChannelModule.List {
        /// The class of the empty, loading and error view.
        public static var emptyView: EmptyView.Type = EmptyView.self
        /// The cell for text messages.
        public static var userMessageCell: BaseMessageCell.Type = UserMessageCell.self
        /// The cell for file and image messages.
        public static var fileMessageCell: BaseMessageCell.Type = FileMessageCell.self
        /// The cell for messages carrying several files (the reference kit's `MultipleFilesMessageCell`).
        public static var multipleFilesMessageCell: BaseMessageCell.Type = MultipleFilesMessageCell.self
        /// The cell for system (admin) messages.
        public static var adminMessageCell: BaseMessageCell.Type = AdminMessageCell.self
        /// The cell for messages with a custom renderer.
        public static var customMessageCell: BaseMessageCell.Type = CustomMessageCell.self
        /// The cell for kinds this version does not know.
        public static var unknownMessageCell: BaseMessageCell.Type = UnknownMessageCell.self
        /// The typing bubble's cell.
        public static var typingIndicatorMessageCell: TypingIndicatorCell.Type = TypingIndicatorCell.self
        /// The row between days.
        public static var dateSeparatorCell: DateSeparatorCell.Type = DateSeparatorCell.self
        /// The line standing for hidden messages from blocked users.
        public static var blockedMessagesCell: BlockedMessagesCell.Type = BlockedMessagesCell.self
        /// The "New messages" line above the first message unread when the channel opened
        /// (the reference kit's `UnreadMessageNewLine`).
        public static var unreadMessageNewLineCell: UnreadMessageNewLineCell.Type = UnreadMessageNewLineCell.self
        /// The "↑ 3 unread · Jump to first unread" control over the list (the reference kit's
        /// `UnreadMessageInfoView`).
        public static var unreadMessageInfoView: UnreadMessageInfoView.Type = UnreadMessageInfoView.self
        /// The profile card shown for a message's sender (the reference kit's `UserProfileView`).
        public static var userProfileView: UserProfileView.Type = UserProfileView.self
        /// The class of the frozen banner.
        public static var channelStateBanner: Label.Type = Label.self
        /// The class of the scroll-to-bottom button.
        public static var scrollBottomView: Button.Type = Button.self
        /// The class of the new-message button.
        public static var newMessageInfo: Button.Type = Button.self

        /// Hears the list. Held weakly.
        public weak var delegate: GroupChannelModuleListDelegate? {
            get { baseDelegate as? GroupChannelModuleListDelegate }
            set { baseDelegate = newValue }
        }
        /// Supplies the list. Held weakly.
        public weak var dataSource: GroupChannelModuleListDataSource? {
            get { baseDataSource as? GroupChannelModuleListDataSource }
            set { baseDataSource = newValue }
        }

        /// Stores the delegate, data source and theme, then sets up views, layouts and
        /// styles once each (through the base `configure`, so an override of either runs).
        open func configure(delegate: GroupChannelModuleListDelegate, dataSource: GroupChannelModuleListDataSource, theme: ChannelTheme?,
                            componentTheme: ComponentTheme? = nil) {
            configure(delegate: delegate as BaseChannelModuleListDelegate, dataSource: dataSource as BaseChannelModuleListDataSource,
                      theme: theme, componentTheme: componentTheme)
        }

        /// Takes the cell classes from the static metatypes, then sets up as the base does.
        open override func setupViews() {
            userMessageCellType = Self.userMessageCell
            fileMessageCellType = Self.fileMessageCell
            multipleFilesMessageCellType = Self.multipleFilesMessageCell
            adminMessageCellType = Self.adminMessageCell
            customMessageCellType = Self.customMessageCell
            unknownMessageCellType = Self.unknownMessageCell
            typingIndicatorCellType = Self.typingIndicatorMessageCell
            dateSeparatorCellType = Self.dateSeparatorCell
            blockedMessagesCellType = Self.blockedMessagesCell
            unreadMessageNewLineCellType = Self.unreadMessageNewLineCell
            userProfileViewType = Self.userProfileView
            super.setupViews()
        }

        /// An `emptyView` instance.
        open override func createDefaultEmptyView() -> EmptyView? { Self.emptyView.init() }

        /// A `channelStateBanner` instance.
        open override func createDefaultChannelStateBanner() -> Label? {
            let banner = Self.channelStateBanner.init(text: StringSet.current.channel.frozen)
            banner.alignment = .center
            banner.lineBreakMode = .truncateTail
            return banner
        }

        /// A `newMessageInfo` instance.
        open override func createDefaultNewMessageInfoView() -> Button? {
            let button = Self.newMessageInfo.init(title: "")
            button.appearance = .compact
            return button
        }

        /// An `unreadMessageInfoView` instance.
        open override func createDefaultUnreadMessageInfoView() -> UnreadMessageInfoView? { Self.unreadMessageInfoView.init() }

        /// A `scrollBottomView` instance.
        open override func createDefaultScrollBottomView() -> Button? {
            let button = Self.scrollBottomView.init(title: resolvedTheme.icons.text(resolvedTheme.icons.scrollToBottom))
            button.appearance = .compact
            return button
        }

        /// "Mark as unread" for a stored message of someone else, in a group channel: tells
        /// the delegate (`groupChannelModule(_:didTapMarkAsUnread:)`).
        open override func createMarkAsUnreadMenuItem(for message: BaseMessage) -> MenuItem? {
            guard message.isStored, message.messageId > 0,
                  baseDataSource?.baseChannelModule(self, channelForTableView: tableView) is GroupChannel else { return nil }
            return MenuItem(kind: .markAsUnread, title: StringSet.current.message.markAsUnread) { [weak self] in
                guard let self else { return }
                self.delegate?.groupChannelModule(self, didTapMarkAsUnread: message)
            }
        }

        /// Who is typing, from the data source.
        open override func typingUsersForRows() -> [User] {
            dataSource?.groupChannelModule(self, typingUsersInTableView: tableView) ?? []
        }
    }
}
