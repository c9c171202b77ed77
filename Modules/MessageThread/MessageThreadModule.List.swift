import BanterCanvas
import BanterChatSDK
import BanterUIKitCore
import BanterViews

extension MessageThreadModule {
    /// The message thread list; see `BaseChannelModule.List` for the rows (grouping,
    /// receipts, reactions, pending and failed states, menus, paging with the viewport
    /// kept). Adds the parent message info view (`parentMessageInfoView`) as the table's
    /// header, so it begins the list and scrolls with the replies; replies do not quote the
    /// parent, which is right there. With no replies the empty view stays hidden: the
    /// parent's "No replies" says it.
    ///
    /// Its cells and views come from the static metatypes below, read when it is set up.
    /// Subclass it and assign `MessageThreadModule.listComponent` to customise. Main actor
    /// only.
    @MainActor
    open class List: BaseChannelModule.List {
        /// The class of the empty, loading and error view.
        public static var emptyView: EmptyView.Type = EmptyView.self
        /// The cell for text replies.
        public static var userMessageCell: BaseMessageCell.Type = UserMessageCell.self
        /// The cell for file and image replies.
        public static var fileMessageCell: BaseMessageCell.Type = FileMessageCell.self
        /// The cell for messages carrying several files (the reference kit's `MultipleFilesMessageCell`).
        public static var multipleFilesMessageCell: BaseMessageCell.Type = MultipleFilesMessageCell.self
        /// The cell for system (admin) messages.
        public static var adminMessageCell: BaseMessageCell.Type = AdminMessageCell.self
        /// The cell for replies with a custom renderer.
        public static var customMessageCell: BaseMessageCell.Type = CustomMessageCell.self
        /// The cell for kinds this version does not know.
        public static var unknownMessageCell: BaseMessageCell.Type = UnknownMessageCell.self
        /// The row between days.
        public static var dateSeparatorCell: DateSeparatorCell.Type = DateSeparatorCell.self
        /// The line standing for hidden messages from blocked users.
        public static var blockedMessagesCell: BlockedMessagesCell.Type = BlockedMessagesCell.self
        /// The "New messages" line above the first message unread when the channel opened
        /// (the reference kit's `UnreadMessageNewLine`).
        public static var unreadMessageNewLineCell: UnreadMessageNewLineCell.Type = UnreadMessageNewLineCell.self
        /// The profile card shown for a message's sender (the reference kit's `UserProfileView`).
        public static var userProfileView: UserProfileView.Type = UserProfileView.self
        /// The class of the frozen banner.
        public static var channelStateBanner: Label.Type = Label.self
        /// The class of the scroll-to-bottom button.
        public static var scrollBottomView: Button.Type = Button.self
        /// The class of the new-message button.
        public static var newMessageInfo: Button.Type = Button.self
        /// The class of the parent message info view at the top of the list.
        public static var parentMessageInfoView: ParentMessageInfoView.Type = ParentMessageInfoView.self

        /// The parent message shown above the replies; may be assigned before `configure`.
        public var parentMessageInfoView: ParentMessageInfoView?
        /// The parent message as last shown.
        public private(set) var parentMessage: BaseMessage?

        /// Hears the list. Held weakly.
        public weak var delegate: MessageThreadModuleListDelegate? {
            get { baseDelegate as? MessageThreadModuleListDelegate }
            set { baseDelegate = newValue }
        }
        /// Supplies the replies and the parent. Held weakly.
        public weak var dataSource: MessageThreadModuleListDataSource? {
            get { baseDataSource as? MessageThreadModuleListDataSource }
            set { baseDataSource = newValue }
        }

        /// Stores the delegate, data source and theme, then sets up views, layouts and
        /// styles once each (through the base `configure`, so an override of either runs).
        open func configure(delegate: MessageThreadModuleListDelegate, dataSource: MessageThreadModuleListDataSource, theme: ChannelTheme?,
                            componentTheme: ComponentTheme? = nil) {
            configure(delegate: delegate as BaseChannelModuleListDelegate, dataSource: dataSource as BaseChannelModuleListDataSource,
                      theme: theme, componentTheme: componentTheme)
        }

        /// None: a thread's replies do not follow the channel's read state.
        open override func unreadLineTimeForRows() -> Int64? { nil }

        /// Takes the cell classes from the static metatypes, makes the parent message info
        /// view (unless one was assigned), then sets up as the base does.
        open override func setupViews() {
            userMessageCellType = Self.userMessageCell
            fileMessageCellType = Self.fileMessageCell
            multipleFilesMessageCellType = Self.multipleFilesMessageCell
            adminMessageCellType = Self.adminMessageCell
            customMessageCellType = Self.customMessageCell
            unknownMessageCellType = Self.unknownMessageCell
            dateSeparatorCellType = Self.dateSeparatorCell
            blockedMessagesCellType = Self.blockedMessagesCell
            unreadMessageNewLineCellType = Self.unreadMessageNewLineCell
            userProfileViewType = Self.userProfileView
            if parentMessageInfoView == nil { parentMessageInfoView = createDefaultParentMessageInfoView() }
            super.setupViews()
        }

        /// A `parentMessageInfoView` instance.
        open func createDefaultParentMessageInfoView() -> ParentMessageInfoView? { Self.parentMessageInfoView.init() }

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

        /// A `scrollBottomView` instance.
        open override func createDefaultScrollBottomView() -> Button? {
            let button = Self.scrollBottomView.init(title: resolvedTheme.icons.text(resolvedTheme.icons.scrollToBottom))
            button.appearance = .compact
            return button
        }

        /// Styles as the base does, and gives the parent message info view the theme.
        open override func setupStyles() {
            super.setupStyles()
            updateParentInfoView()
        }

        // MARK: Parent

        /// Shows the data source's parent message again (after an edit, a reaction, a new
        /// reply), measured again at the top of the list.
        open func updateParentInfoView() {
            updateParentInfoView(parentMessage: dataSource?.messageThreadModule(self, parentMessageInTableView: tableView))
        }

        /// Shows `parentMessage` at the top of the list, measured again.
        open func updateParentInfoView(parentMessage: BaseMessage?) {
            self.parentMessage = parentMessage
            guard let info = parentMessageInfoView else { return }
            info.configure(message: parentMessage, theme: resolvedTheme, configuration: configuration,
                           currentUserId: baseDataSource?.baseChannelModule(self, currentUserIdForTableView: tableView))
            // The table measures its header once; a reload measures it again, keeping the
            // offset. Read at once, so a batch update that follows starts from these rows.
            tableView.reloadData()
            _ = tableView.numberOfSections
            setNeedsLayout()
        }

        /// The parent message info view, above the replies.
        open override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
            section == 0 && parentMessage != nil ? parentMessageInfoView : nil
        }

        /// A short thread reads from the top: the parent first, the replies under it.
        open override var keepsShortContentAtBottom: Bool { false }

        /// Replies do not quote the parent: it is at the top of the list.
        open override var showsQuotedParents: Bool { false }

        /// Nothing in place of the rows when there are no replies: the parent is there.
        open override func emptyViewState(hasMessages: Bool) -> EmptyView.State {
            if case .content = state, parentMessage != nil { return .none }
            return super.emptyViewState(hasMessages: hasMessages)
        }

        /// Opened from the start of the thread (a starting point at or before the first
        /// reply, 0 by default): the top, with the parent in view. Otherwise as the base
        /// does: the reply at the starting point, or the newest.
        open override func scrollToInitialPosition() {
            let point = baseDataSource?.baseChannelModule(self, startingPointIn: tableView)
            let first = rows.first { $0.message != nil }?.message?.createdAt ?? .max
            if let point, point != .max, point <= first {
                // The table measures rows as they come into view: until the parent's height is
                // known the thread may seem to fit, and the table to sit at its end, where it
                // would then stay. Go to the top again once laid out.
                for _ in 0..<3 {
                    tableView.setContentOffset(0)
                    tableView.layoutIfNeeded()
                    if tableView.contentOffset == 0 { break }
                }
                updateOverlays()
                return
            }
            super.scrollToInitialPosition()
        }
    }
}
