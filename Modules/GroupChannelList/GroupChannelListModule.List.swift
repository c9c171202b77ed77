import BanterCanvas
import BanterChatSDK
import BanterUIKitCore
import BanterViews

extension GroupChannelListModule {
    /// The group channel list's rows: `GroupChannelCell`s (the `channelCell` metatype),
    /// optional Direct / Groups / Public sections (`showsSectionsByType`), the shared empty,
    /// loading and error states, and a channel's menu with Leave (`l` or Delete). Subclass
    /// it (`configureCell(_:indexPath:)`, `createChannelMenuItems(for:)`) and assign the
    /// subclass to `GroupChannelListModule.listComponent`.
    ///
    /// Theme precedence: `theme` (given to the component) wins over the view controller's
    /// (`configuredTheme`), which wins over `Theme.current.groupChannelListTheme`; rows are
    /// drawn with its `cell` theme unless a cell has its own. Main actor only.
    @MainActor
    open class List: BaseChannelListModule.List {
        /// The class of the empty, loading and error view.
        public static var emptyView: EmptyView.Type = EmptyView.self
        /// The class of the rows.
        public static var channelCell: BaseChannelCell.Type = GroupChannelCell.self

        /// Hears selections, preloading, retries and leaves. Held weakly.
        public weak var delegate: GroupChannelListModuleListDelegate? {
            get { baseDelegate as? GroupChannelListModuleListDelegate }
            set { baseDelegate = newValue }
        }
        /// Gives the channels. Held weakly.
        public weak var dataSource: GroupChannelListModuleListDataSource? {
            get { baseDataSource as? GroupChannelListModuleListDataSource }
            set { baseDataSource = newValue }
        }

        /// A theme for this component only; wins over the view controller's.
        public var theme: GroupChannelListTheme? { didSet { themeDidChange() } }
        /// The theme passed by `configure` or `updateStyles(theme:)`.
        public private(set) var configuredTheme: GroupChannelListTheme?
        /// The theme in force.
        public var resolvedTheme: GroupChannelListTheme { theme ?? configuredTheme ?? Theme.current.groupChannelListTheme }

        /// The group channels shown, in the data source's order.
        public var channelList: [GroupChannel] { baseChannelList.compactMap { $0 as? GroupChannel } }

        /// Groups the rows under Direct / Groups / Public headings.
        public var showsSectionsByType = false {
            didSet { if showsSectionsByType != oldValue, baseDataSource != nil { reloadTableView() } }
        }

        private var headerViews: [Int: ChannelListSectionHeaderView] = [:]

        /// Stores the delegate, data source and themes, then sets up views, layouts and
        /// styles once each (through the base `configure`, so an override of either runs).
        open func configure(delegate: GroupChannelListModuleListDelegate, dataSource: GroupChannelListModuleListDataSource,
                            theme: GroupChannelListTheme?, componentTheme: ComponentTheme? = nil) {
            configuredTheme = theme
            configure(delegate: delegate as BaseChannelListModuleListDelegate, dataSource: dataSource as BaseChannelListModuleListDataSource,
                      componentTheme: componentTheme)
        }

        /// Takes the cell class from `channelCell`, then sets up as the base does.
        open override func setupViews() {
            if channelCellType == BaseChannelCell.self { channelCellType = Self.channelCell }
            super.setupViews()
        }

        /// An `emptyView` instance.
        open override func createDefaultEmptyView() -> EmptyView? { Self.emptyView.init() }

        /// Styles the headings and the rows in view from `resolvedTheme`.
        open override func setupStyles() {
            super.setupStyles()
            let theme = resolvedTheme
            for header in headerViews.values where header.theme != theme { header.theme = theme }
            for path in tableView.indexPathsForVisibleRows {
                guard let cell = tableView.cellForRow(at: path) else { continue }
                configureCell(cell as? BaseChannelCell, indexPath: path)
            }
            setNeedsDisplay()
        }

        /// Takes the view controller's themes (the component's own still win) and restyles.
        open func updateStyles(theme: GroupChannelListTheme?, componentTheme: ComponentTheme?) {
            configuredTheme = theme
            updateStyles(componentTheme: componentTheme)
        }

        /// Fills the list with the theme's background.
        open override func draw(in context: DrawingContext) {
            context.fill(bounds, style: resolvedTheme.background)
        }

        // MARK: Rows

        /// Reads every channel again (forgetting the section headings made for the old rows).
        open override func reloadTableView() {
            headerViews = [:]
            super.reloadTableView()
        }

        /// Direct / Groups / Public with `showsSectionsByType`, else one section.
        open override func arrangeSections(_ channels: [BaseChannel]) -> [[BaseChannel]] {
            guard showsSectionsByType else { return [channels] }
            var result = [[BaseChannel]](repeating: [], count: ChannelListSection.allCases.count)
            for case let channel as GroupChannel in channels { result[ChannelListSection.of(channel).rawValue].append(channel) }
            return result
        }

        /// The group channel at `indexPath`, if there is one.
        public func channel(at indexPath: IndexPath) -> GroupChannel? { baseChannel(at: indexPath) as? GroupChannel }

        /// The selected channel, if any.
        public var selectedChannel: GroupChannel? { selectedBaseChannel as? GroupChannel }

        /// A `GroupChannelCell` shows its channel with the current user, the service's clock
        /// and the list's theme; any other cell gets the channel.
        open override func configureCell(_ channelCell: BaseChannelCell?, indexPath: IndexPath) {
            guard let cell = channelCell as? GroupChannelCell, let channel = channel(at: indexPath) else {
                super.configureCell(channelCell, indexPath: indexPath)
                return
            }
            cell.configure(channel: channel, currentUserId: baseDataSource?.baseChannelListModuleCurrentUserId(self),
                           now: baseDataSource?.baseChannelListModuleCurrentTime(self) ?? 0, theme: resolvedTheme)
        }

        /// The section's heading when sections are shown and it has rows.
        open override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
            guard showsSectionsByType, sections.indices.contains(section), !sections[section].isEmpty,
                  let kind = ChannelListSection(rawValue: section) else { return nil }
            if let header = headerViews[section] { return header }
            let header = ChannelListSectionHeaderView(title: kind.title, theme: resolvedTheme)
            headerViews[section] = header
            return header
        }

        // MARK: Menus

        /// Leave and the notification switch, for a group channel.
        open override func createChannelMenuItems(for channel: BaseChannel) -> [MenuItem] {
            guard let channel = channel as? GroupChannel else { return super.createChannelMenuItems(for: channel) }
            return [createLeaveMenuItem(for: channel), createPushTriggerMenuItem(for: channel)]
        }

        /// "Turn off notifications", or "Turn on notifications" while they are off: tells the
        /// delegate (`didChangePushTriggerOption`) with `.off` or `.all`.
        open func createPushTriggerMenuItem(for channel: GroupChannel) -> MenuItem {
            let isOff = channel.myPushTriggerOption == .off
            let strings = StringSet.current.channelList
            return MenuItem(kind: .pushTrigger, title: isOff ? strings.turnOnNotifications : strings.turnOffNotifications) { [weak self] in
                guard let self else { return }
                _ = self.tableView.becomeFirstResponder()
                self.delegate?.groupChannelListModule(self, didChangePushTriggerOption: isOff ? .all : .off, channel: channel)
            }
        }

        /// Leave: tells the delegate (`didSelectLeave`).
        open func createLeaveMenuItem(for channel: GroupChannel) -> MenuItem {
            MenuItem(kind: .leave, title: StringSet.current.channelList.leaveChannel, isDestructive: true) { [weak self] in
                guard let self else { return }
                _ = self.tableView.becomeFirstResponder()
                self.delegate?.groupChannelListModule(self, didSelectLeave: channel)
            }
        }

        /// The channel's name as the row shows it.
        open override func menuTitle(for channel: BaseChannel) -> String {
            guard let channel = channel as? GroupChannel else { return super.menuTitle(for: channel) }
            return GroupChannelCell.displayName(of: channel, currentUserId: baseDataSource?.baseChannelListModuleCurrentUserId(self))
        }
    }
}
