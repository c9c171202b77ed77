import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterViews

extension BaseChannelSettingsModule {
    /// The body of a channel settings screen: the channel's name and a detail line (members
    /// or participants) on top, then a table of `ChannelSettingItem`s made by `setupItems()`
    /// (none in the base; each screen makes its own, operators seeing more). Enter (or a
    /// click) chooses an item: a switch flips, then its `tapHandler` runs and the delegate
    /// hears it. While the channel loads or fails, the shared `EmptyView` shows instead.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:dataSource:theme:)` stores its
    /// arguments, then runs `setupViews()`, `setupLayouts()` and `setupStyles()` once each;
    /// `reloadTableView()` reads the channel again and remakes the items.
    ///
    /// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which
    /// wins over `Theme.current.channelSettingsTheme`. Main actor only.
    @MainActor
    open class List: ListComponent, TableViewDataSource, TableViewDelegate {
        /// Hears items chosen and retries. Held weakly.
        public weak var baseDelegate: BaseChannelSettingsModuleListDelegate?
        /// Gives the channel. Held weakly.
        public weak var baseDataSource: BaseChannelSettingsModuleListDataSource?

        /// A theme for this component only; wins over the view controller's.
        public var theme: ChannelSettingsTheme? { didSet { themeDidChange() } }
        /// The theme passed by `configure` or `updateStyles(theme:)`.
        public private(set) var configuredTheme: ChannelSettingsTheme?
        /// The theme in force.
        public var resolvedTheme: ChannelSettingsTheme { theme ?? configuredTheme ?? Theme.current.channelSettingsTheme }

        /// The channel's name and detail, over the items.
        public var channelInfoView: ChannelSettingsInfoView?
        /// The cell class rows use.
        public var itemCellType: ChannelSettingItemCell.Type = ChannelSettingItemCell.self
        /// The reuse identifier of item rows.
        public static let itemCellIdentifier = "ChannelSettingItemCell"

        /// The channel, as the data source last gave it.
        public private(set) var baseChannel: BaseChannel?
        /// Whether the current user operates the channel.
        public private(set) var isOperator = false
        /// The items shown.
        public var items: [ChannelSettingItem] = []

        private var placedConstraints: [LayoutConstraint] = []

        // MARK: Lifecycle

        /// Stores the delegate, data source and theme, then runs `setupViews()`,
        /// `setupLayouts()` and `setupStyles()` and reads the channel.
        open func configure(delegate: BaseChannelSettingsModuleListDelegate, dataSource: BaseChannelSettingsModuleListDataSource,
                            theme: ChannelSettingsTheme?) {
            baseDelegate = delegate
            baseDataSource = dataSource
            configuredTheme = theme
            runSetup()
            reloadTableView()
        }

        /// Adds the info view, then the table and the empty view.
        open override func setupViews() {
            tableView.register(itemCellType, forCellReuseIdentifier: Self.itemCellIdentifier)
            tableView.dataSource = self
            tableView.delegate = self
            if channelInfoView == nil { channelInfoView = ChannelSettingsInfoView() }
            if let info = channelInfoView, info.superview !== self { addSubview(info) }
            super.setupViews()
        }

        /// The error view's retry was chosen: tells the delegate.
        open override func didSelectRetry() {
            baseDelegate?.baseChannelSettingsModuleDidSelectRetry(self)
        }

        /// The info view takes the top rows; the table the rest; the empty view covers both.
        open override func setupLayouts() {
            LayoutConstraint.deactivate(placedConstraints)
            var constraints: [LayoutConstraint] = []
            var top = topAnchor
            if let info = channelInfoView {
                info.translatesAutoresizingMaskIntoConstraints = false
                constraints += [info.topAnchor.constraint(equalTo: topAnchor), info.heightAnchor.constraint(equalToConstant: ChannelSettingsInfoView.height),
                                info.leadingAnchor.constraint(equalTo: leadingAnchor), info.trailingAnchor.constraint(equalTo: trailingAnchor)]
                top = info.bottomAnchor
            }
            tableView.translatesAutoresizingMaskIntoConstraints = false
            constraints += [tableView.topAnchor.constraint(equalTo: top), tableView.bottomAnchor.constraint(equalTo: bottomAnchor),
                            tableView.leadingAnchor.constraint(equalTo: leadingAnchor), tableView.trailingAnchor.constraint(equalTo: trailingAnchor)]
            placedConstraints = constraints + (emptyView?.pin(to: self) ?? [])
            LayoutConstraint.activate(constraints)
        }

        /// Styles the empty view, the info view and the rows in view.
        open override func setupStyles() {
            super.setupStyles()
            channelInfoView?.theme = resolvedTheme
            tableView.tintColor = resolvedTheme.itemIcon.foreground
            for path in tableView.indexPathsForVisibleRows { configureCell(tableView.cellForRow(at: path), indexPath: path) }
        }

        /// Takes the view controller's theme (the component's own still wins) and restyles.
        open func updateStyles(theme: ChannelSettingsTheme?) {
            configuredTheme = theme
            setupStyles()
        }

        /// Fills the list with the theme's background.
        open override func draw(in context: DrawingContext) {
            context.fill(bounds, style: resolvedTheme.background)
        }

        // MARK: Items

        /// Reads the channel again, remakes the items and shows them.
        open func reloadTableView() {
            baseChannel = baseDataSource?.baseChannelSettingsModule(self, channelForTableView: tableView)
            isOperator = baseDataSource?.baseChannelSettingsModuleIsOperator(self) ?? false
            setupItems()
            reloadChannelInfoView()
            tableView.reloadData()
            if tableView.selectedIndexPath == nil, !items.isEmpty { tableView.selectRow(at: IndexPath(row: 0, section: 0)) }
            updateEmptyView()
        }

        /// Makes `items` for `baseChannel` and `isOperator`; none in the base.
        open func setupItems() {}

        /// An item that opens another screen (a disclosure mark on the right), running
        /// `select` when chosen: how the settings and moderation lists make theirs.
        public func makeLinkItem(id: String, title: String, subtitle: String? = nil, icon: IconSet.Icon?,
                                 select: @escaping @MainActor () -> Void) -> ChannelSettingItem {
            ChannelSettingItem(id: id, title: title, subtitle: subtitle, icon: icon, isRightButtonHidden: false, tapHandler: select)
        }

        /// Freeze channel (id "freeze"), a switch on while `isFrozen`; choosing it calls
        /// `change` with the state the switch flipped to.
        public func makeFreezeItem(isFrozen: Bool, change: @escaping @MainActor (Bool) -> Void) -> ChannelSettingItem {
            ChannelSettingItem(id: "freeze", title: StringSet.current.moderations.freezeChannel, icon: resolvedTheme.icons.frozen,
                               isRightSwitchHidden: false, isSwitchOn: isFrozen) { [weak self] in
                guard let item = self?.items.first(where: { $0.id == "freeze" }) else { return }
                change(item.isSwitchOn)
            }
        }

        /// Shows the channel's name, initials, detail and URL in the info view.
        open func reloadChannelInfoView() {
            let name = channelDisplayName
            channelInfoView?.name = name
            channelInfoView?.initials = channelInitials
            channelInfoView?.detail = channelDetail
            channelInfoView?.url = baseChannel?.channelURL ?? ""
            // Nothing to tell (and no rule to draw) until the channel has loaded.
            channelInfoView?.isHidden = baseChannel == nil
        }

        /// The info view's tile: the same initials as the channel list's row.
        open var channelInitials: String {
            if let group = baseChannel as? GroupChannel {
                return GroupChannelCell.avatarText(of: group, currentUserId: baseDataSource?.baseChannelSettingsModuleCurrentUserId(self))
            }
            let name = channelDisplayName
            return name.isEmpty ? "" : GroupChannelCell.initials(of: name)
        }

        /// The name the info view shows: the channel's own, or for an unnamed group the other
        /// members' names, as the channel list shows it.
        open var channelDisplayName: String {
            if let group = baseChannel as? GroupChannel {
                return GroupChannelCell.displayName(of: group, currentUserId: baseDataSource?.baseChannelSettingsModuleCurrentUserId(self))
            }
            return baseChannel?.name ?? ""
        }

        /// The info view's detail line; none in the base.
        open var channelDetail: String { "" }

        /// Shows the loading or error state while there is no channel.
        open override func updateEmptyView() {
            let strings = StringSet.current.channelSettings
            if baseChannel != nil {
                emptyView?.state = .none
            } else if let error {
                emptyView?.state = .error(title: strings.errorTitle, detail: error.message)
            } else {
                emptyView?.state = .loading(title: strings.loadingTitle)
            }
        }

        /// Configures `cell` for the item at `indexPath`; override to show more.
        open func configureCell(_ cell: TableViewCell?, indexPath: IndexPath) {
            guard let cell = cell as? ChannelSettingItemCell, items.indices.contains(indexPath.row) else { return }
            cell.configure(item: items[indexPath.row], theme: resolvedTheme)
        }

        /// Chooses the item at `index`: a switch flips, then its handler runs and the
        /// delegate hears it.
        open func selectItem(at index: Int) {
            guard items.indices.contains(index) else { return }
            if !items[index].isRightSwitchHidden {
                items[index].isSwitchOn.toggle()
                configureCell(tableView.cellForRow(at: IndexPath(row: index, section: 0)), indexPath: IndexPath(row: index, section: 0))
            }
            let item = items[index]
            item.tapHandler?()
            baseDelegate?.baseChannelSettingsModule(self, didSelectItem: item)
        }

        // MARK: TableViewDataSource and TableViewDelegate

        open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

        /// An `itemCellType` cell configured with `configureCell(_:indexPath:)`.
        open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.itemCellIdentifier, for: indexPath)
            configureCell(cell, indexPath: indexPath)
            return cell
        }

        /// Enter or a click chooses the item.
        open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            selectItem(at: indexPath.row)
        }

    }
}
