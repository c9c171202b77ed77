import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterUIKitCore
import BanterViews

extension OpenChannelListModule {
    /// The open channel list's rows: a name filter row on top, then `OpenChannelCell`s (the
    /// `channelCell` metatype) with the shared empty, loading and error states.
    ///
    /// Keys (the table has the focus), besides the base list's: `/` starts typing into the
    /// name filter; while typing, printable characters (not the app's help key,
    /// `KeyBindingSet.current.app.help`, `?`) go into it, Backspace takes the last one back,
    /// Enter ends the typing and keeps the filter, Esc clears it. Esc also clears a kept
    /// filter (with none, Esc goes on to the screen). Each change reaches the delegate
    /// (`didChangeNameFilter`), which asks the service again.
    ///
    /// Subclass it (`configureCell(_:indexPath:)`) and assign the subclass to
    /// `OpenChannelListModule.listComponent`.
    ///
    /// Theme precedence: `theme` (given to the component) wins over the view controller's
    /// (`configuredTheme`), which wins over `Theme.current.openChannelListTheme`; rows are
    /// drawn with its `cell` theme unless a cell has its own. Main actor only.
    @MainActor
    open class List: BaseChannelListModule.List {
        /// The class of the empty, loading and error view.
        public static var emptyView: EmptyView.Type = EmptyView.self
        /// The class of the rows.
        public static var channelCell: BaseChannelCell.Type = OpenChannelCell.self

        /// Hears selections, preloading, retries, refreshes and the filter. Held weakly.
        public weak var delegate: OpenChannelListModuleListDelegate? {
            get { baseDelegate as? OpenChannelListModuleListDelegate }
            set { baseDelegate = newValue }
        }
        /// Gives the channels. Held weakly.
        public weak var dataSource: OpenChannelListModuleListDataSource? {
            get { baseDataSource as? OpenChannelListModuleListDataSource }
            set { baseDataSource = newValue }
        }

        /// A theme for this component only; wins over the view controller's.
        public var theme: OpenChannelListTheme? { didSet { themeDidChange() } }
        /// The theme passed by `configure` or `updateStyles(theme:componentTheme:)`.
        public private(set) var configuredTheme: OpenChannelListTheme?
        /// The theme in force.
        public var resolvedTheme: OpenChannelListTheme { theme ?? configuredTheme ?? Theme.current.openChannelListTheme }

        /// The open channels shown, in the data source's order.
        public var channelList: [OpenChannel] { baseChannelList.compactMap { $0 as? OpenChannel } }

        /// Whether the list shows the name filter row and takes `/`; set before `configure`.
        public var isFilterEnabled = true
        /// The name filter typed so far.
        public private(set) var filterText = ""
        /// Whether typed characters go into the filter (after `/`, until Enter or Esc).
        public private(set) var isEditingFilter = false { didSet { if isEditingFilter != oldValue { setNeedsDisplay() } } }

        /// Stores the delegate, data source and themes, then sets up views, layouts and
        /// styles once each (through the base `configure`, so an override of either runs).
        open func configure(delegate: OpenChannelListModuleListDelegate, dataSource: OpenChannelListModuleListDataSource,
                            theme: OpenChannelListTheme?, componentTheme: ComponentTheme? = nil) {
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

        /// One row at the top for the filter, when it shows.
        open override var contentInsets: EdgeInsets { isFilterEnabled ? EdgeInsets(top: 1) : .zero }

        /// Styles the rows in view from `resolvedTheme`.
        open override func setupStyles() {
            super.setupStyles()
            for path in tableView.indexPathsForVisibleRows {
                guard let cell = tableView.cellForRow(at: path) else { continue }
                configureCell(cell as? BaseChannelCell, indexPath: path)
            }
            setNeedsDisplay()
        }

        /// Takes the view controller's themes (the component's own still win) and restyles.
        open func updateStyles(theme: OpenChannelListTheme?, componentTheme: ComponentTheme?) {
            configuredTheme = theme
            updateStyles(componentTheme: componentTheme)
        }

        /// Fills the list with the theme's background and draws the filter row.
        open override func draw(in context: DrawingContext) {
            let theme = resolvedTheme
            context.fill(bounds, style: theme.background)
            guard isFilterEnabled, bounds.width > 4 else { return }
            let row = Rect(x: 0, y: 0, width: bounds.width, height: 1)
            context.fill(row, style: theme.filter)
            let strings = StringSet.current.openChannelList
            var x = 2
            x += context.write(theme.icons.text(theme.icons.search), at: Point(x: x, y: 0), style: theme.filterPlaceholder) + 1
            let room = max(0, bounds.width - x - 1)
            if filterText.isEmpty && !isEditingFilter {
                context.write(TextLayout.truncate(strings.filterPlaceholder, width: room), at: Point(x: x, y: 0), style: theme.filterPlaceholder)
                return
            }
            let prompt = TextLayout.truncate(strings.filterPrompt, width: room)
            x += context.write(prompt, at: Point(x: x, y: 0), style: theme.filterPlaceholder)
            let textRoom = max(0, bounds.width - x - 2)
            // The end of a long filter is what is being typed, so keep the end in view.
            var shown = filterText
            while TextWidth.of(shown) > textRoom, !shown.isEmpty { shown.removeFirst() }
            x += context.write(shown, at: Point(x: x, y: 0), style: theme.filter)
            if isEditingFilter { context.write("▏", at: Point(x: x, y: 0), style: theme.filter) }
        }

        // MARK: Rows

        /// The open channel at `indexPath`, if there is one.
        public func channel(at indexPath: IndexPath) -> OpenChannel? { baseChannel(at: indexPath) as? OpenChannel }

        /// The selected channel, if any.
        public var selectedChannel: OpenChannel? { selectedBaseChannel as? OpenChannel }

        /// An `OpenChannelCell` shows its channel with the list's theme; any other cell gets
        /// the channel.
        open override func configureCell(_ channelCell: BaseChannelCell?, indexPath: IndexPath) {
            guard let cell = channelCell as? OpenChannelCell, let channel = channel(at: indexPath) else {
                super.configureCell(channelCell, indexPath: indexPath)
                return
            }
            cell.configure(channel: channel, theme: resolvedTheme)
        }

        /// The empty view's title when there are no open channels.
        open override var emptyTitle: String { StringSet.current.openChannelList.emptyTitle }
        /// The empty view's detail: the filter that matched nothing, or the default.
        open override var emptyDetail: String? {
            filterText.isEmpty ? StringSet.current.openChannelList.emptyDetail : StringSet.current.openChannelList.noMatch(filterText)
        }
        /// The empty view's title while the first page loads.
        open override var emptyLoadingTitle: String { StringSet.current.openChannelList.loadingTitle }
        /// The empty view's title when the list could not load.
        open override var emptyErrorTitle: String { StringSet.current.openChannelList.errorTitle }

        /// Enter while typing a filter ends the typing; otherwise tells the delegate.
        open override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            if isEditingFilter {
                isEditingFilter = false
                return
            }
            super.tableView(tableView, didSelectRowAt: indexPath)
        }

        // MARK: Filter

        /// Shows `text` as the filter and tells the delegate, when it changed.
        open func setFilterText(_ text: String) {
            guard text != filterText else { return }
            filterText = text
            setNeedsDisplay()
            updateEmptyView()
            delegate?.openChannelListModule(self, didChangeNameFilter: text)
        }

        /// Starts typing into the filter (as `/` does).
        open func beginEditingFilter() {
            guard isFilterEnabled else { return }
            isEditingFilter = true
        }

        /// Whether `character` types into the filter: printable and not a key of the app's
        /// help (`KeyBindingSet.current.app.help`, `?`).
        open func isFilterCharacter(_ character: Character) -> Bool {
            !KeyBindingSet.current.app.help.matches(KeyEvent(.character(character))) && !character.isNewline
                && !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }

        // MARK: Keys

        /// `/` starts the filter; while typing, characters, Backspace, Enter and Esc edit it
        /// (see the type's keys); otherwise the base list's keys.
        open override func handleKey(_ event: KeyEvent) -> Bool {
            guard isFilterEnabled, event.modifiers.subtracting(.shift).isEmpty else { return super.handleKey(event) }
            if isEditingFilter {
                switch event.key {
                case .character(let character) where isFilterCharacter(character):
                    setFilterText(filterText + String(character))
                    return true
                case .backspace:
                    setFilterText(String(filterText.dropLast()))
                    return true
                case .escape:
                    isEditingFilter = false
                    setFilterText("")
                    return true
                case .enter:
                    isEditingFilter = false
                    return true
                default:
                    return super.handleKey(event)
                }
            }
            if KeyBindingSet.current.openChannelList.filter.matches(event) {
                beginEditingFilter()
                return true
            }
            switch event.key {
            case .escape where !filterText.isEmpty:
                setFilterText("")
                return true
            default:
                return super.handleKey(event)
            }
        }

        /// A paste while typing the filter adds its first line.
        open override func handlePaste(_ text: String) -> Bool {
            guard isEditingFilter else { return super.handlePaste(text) }
            let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            setFilterText(filterText + line.filter(isFilterCharacter))
            return true
        }
    }
}
