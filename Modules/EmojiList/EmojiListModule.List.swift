import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterUIKitCore
import BanterViews

extension EmojiListModule {
    /// Every emoji to react with, as a sheet at the bottom of the dimmed screen: the title,
    /// a search line, a grid of emoji (the container's order, category after category) and
    /// a hint naming the highlighted one. Emoji the current user already gave are bracketed
    /// (`[👍]`); choosing one of those takes it back.
    ///
    /// Keys (it holds the focus): typing searches by name (every word must start a word of
    /// the name: "thu up" finds 👍), Backspace takes a letter back, the arrows move through
    /// the grid, PgUp PgDn by a screenful, Home End to the ends, Enter chooses, Esc clears
    /// the search or, with nothing typed, cancels. Mouse: a click on an emoji chooses it, a
    /// click outside the sheet cancels, the wheel scrolls. A paste searches its first line.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:dataSource:theme:)` stores its
    /// arguments, runs `setupViews()`, `setupLayouts()` and `setupStyles()` once each, then
    /// reads the emoji. Theme precedence: `theme` wins over the view controller's
    /// (`configuredTheme`), which wins over `Theme.current.componentTheme`. Main actor only.
    @MainActor
    open class List: ModuleComponent {
        /// Hears the choice and cancelling. Held weakly.
        public weak var delegate: EmojiListModuleListDelegate?
        /// Gives the emoji and the ones already given. Held weakly.
        public weak var dataSource: EmojiListModuleListDataSource?
        /// A theme for this component only; wins over the view controller's.
        public var theme: ComponentTheme? { didSet { themeDidChange() } }
        /// The theme passed by `configure` or `updateStyles(theme:)`.
        public private(set) var configuredTheme: ComponentTheme?
        /// The theme in force.
        public var resolvedTheme: ComponentTheme { theme ?? configuredTheme ?? Theme.current.componentTheme }

        /// The widest the sheet grows, in columns.
        public var maximumWidth = 60
        /// The most grid rows the sheet shows at once.
        public var maximumGridRows = 8
        /// Columns per emoji in the grid.
        public let cellWidth = 4

        /// The search typed so far.
        public private(set) var query = ""
        /// The emoji shown: the container's, or those matching `query`.
        public private(set) var emojis: [Emoji] = []
        /// The highlighted emoji's index in `emojis`.
        public private(set) var selectedIndex = 0
        /// The first grid row in view.
        public private(set) var topRow = 0
        private var container = EmojiContainer(emojiHash: "", categories: [])
        private var selectedKeys: Set<String> = []

        /// A list ready to be configured.
        public required init(frame: Rect = .zero) {
            super.init(frame: frame)
        }

        /// Stores the delegate, data source and theme, runs the setup once, then reads the emoji.
        open func configure(delegate: EmojiListModuleListDelegate, dataSource: EmojiListModuleListDataSource, theme: ComponentTheme?) {
            self.delegate = delegate
            self.dataSource = dataSource
            configuredTheme = theme
            runSetup()
            reloadData()
        }

        /// Takes the view controller's theme (the component's own still wins) and restyles.
        open func updateStyles(theme: ComponentTheme?) {
            configuredTheme = theme
            setupStyles()
        }

        /// Redraws with the theme in force.
        open override func setupStyles() {
            super.setupStyles()
            setNeedsDisplay()
        }

        /// Reads the container and the given keys again, keeping the search.
        open func reloadData() {
            if let dataSource {
                container = dataSource.emojiListModuleEmojiContainer(self)
                selectedKeys = dataSource.emojiListModuleSelectedKeys(self)
            }
            applyQuery()
        }

        /// Searches for `text`: the grid shows the matches from the first.
        open func setQuery(_ text: String) {
            guard text != query else { return }
            query = text
            applyQuery()
        }

        private func applyQuery() {
            emojis = query.isEmpty ? container.allEmojis : container.search(query)
            selectedIndex = 0
            topRow = 0
            setNeedsDisplay()
        }

        /// The highlighted emoji, if any matches.
        public var selectedEmoji: Emoji? { emojis.indices.contains(selectedIndex) ? emojis[selectedIndex] : nil }

        // MARK: Geometry

        /// Where the parts go in `bounds`: the sheet, the grid's area and its columns.
        public func sheetLayout() -> (box: Rect, grid: Rect, columns: Int) {
            let width = max(12, min(bounds.width, maximumWidth))
            let columns = max(1, (width - 4) / cellWidth)
            let neededRows = max(1, (emojis.count + columns - 1) / columns)
            let gridRows = max(1, min(neededRows, maximumGridRows, bounds.height - 5))
            let height = min(bounds.height, gridRows + 5)
            let box = Rect(x: max(0, (bounds.width - width) / 2), y: max(0, bounds.height - height), width: min(width, bounds.width), height: height)
            let grid = Rect(x: box.minX + 2, y: box.minY + 3, width: columns * cellWidth, height: max(0, height - 5))
            return (box, grid, columns)
        }

        /// Moves the highlight to `index` (clamped) and scrolls it into view.
        open func select(index: Int) {
            guard !emojis.isEmpty else { return }
            selectedIndex = min(max(0, index), emojis.count - 1)
            let (_, grid, columns) = sheetLayout()
            let row = selectedIndex / columns
            if row < topRow { topRow = row }
            if row >= topRow + max(1, grid.height) { topRow = row - max(1, grid.height) + 1 }
            setNeedsDisplay()
        }

        /// Chooses the highlighted emoji: the delegate hears its key, and whether it is being
        /// added or taken back.
        open func chooseSelectedEmoji() {
            guard let emoji = selectedEmoji else { return }
            delegate?.emojiListModule(self, didSelectEmoji: emoji.key, setSelect: !selectedKeys.contains(emoji.key))
        }

        // MARK: Drawing

        open override func draw(in context: DrawingContext) {
            let look = resolvedTheme
            let (box, grid, columns) = sheetLayout()
            context.overlay(look.menuBackdrop, in: bounds)
            context.fill(box, style: look.menuBackground)
            context.drawBox(box, border: .rounded, style: look.menuBorder)
            let inner = max(1, box.width - 4)
            let title = TextLayout.truncate(StringSet.current.reactions.emojiListTitle, width: inner)
            context.write(title, at: Point(x: box.minX + max(2, (box.width - TextWidth.of(title)) / 2), y: box.minY + 1), style: look.menuTitle)
            let icon = look.icons.text(look.icons.search) + " "
            let searchX = box.minX + 2 + context.write(icon, at: Point(x: box.minX + 2, y: box.minY + 2), style: look.menuItem)
            let field = query.isEmpty ? StringSet.current.reactions.searchPlaceholder : query
            _ = context.write(TextLayout.truncate(field, width: max(1, inner - TextWidth.of(icon))), at: Point(x: searchX, y: box.minY + 2),
                              style: query.isEmpty ? look.secondary : look.menuMessage)
            for row in 0..<grid.height {
                for column in 0..<columns {
                    let index = (topRow + row) * columns + column
                    guard emojis.indices.contains(index) else { break }
                    let key = emojis[index].key
                    let given = selectedKeys.contains(key)
                    let text = (given ? "[" : " ") + key + (given ? "]" : " ")
                    let style = index == selectedIndex ? look.menuSelectedItem : look.menuItem
                    _ = context.write(text, at: Point(x: grid.minX + column * cellWidth, y: grid.minY + row), style: style)
                }
            }
            let hint: String
            if let emoji = selectedEmoji {
                hint = emoji.key + "  " + emoji.name + (selectedKeys.contains(emoji.key) ? " · " + StringSet.current.reactions.given : "")
            } else {
                hint = StringSet.current.reactions.noMatches(query)
            }
            let line = TextLayout.truncate(hint, width: inner)
            _ = context.write(line, at: Point(x: box.minX + 2, y: box.maxY - 2), style: look.secondary)
        }

        // MARK: Input

        open override var canBecomeFirstResponder: Bool { true }

        /// Whether `character` types into the search: printable, Space included (names have
        /// several words), not the app's help key.
        open func isSearchCharacter(_ character: Character) -> Bool {
            character == " " || UserFilterEditing.isFilterCharacter(character, help: KeyBindingSet.current.app.help)
        }

        /// See the type's keys.
        open override func handleKey(_ event: KeyEvent) -> Bool {
            let (_, grid, columns) = sheetLayout()
            if event.modifiers.isEmpty {
                switch event.key {
                case .left: select(index: selectedIndex - 1); return true
                case .right: select(index: selectedIndex + 1); return true
                case .up: select(index: selectedIndex - columns); return true
                case .down: select(index: selectedIndex + columns); return true
                case .pageUp: select(index: selectedIndex - columns * max(1, grid.height)); return true
                case .pageDown: select(index: selectedIndex + columns * max(1, grid.height)); return true
                case .home: select(index: 0); return true
                case .end: select(index: emojis.count - 1); return true
                case .enter: chooseSelectedEmoji(); return true
                default: break
                }
            }
            if let text = UserFilterEditing.apply(event, to: query, isFilterCharacter: isSearchCharacter) {
                setQuery(text)
                return true
            }
            if event == KeyEvent(.escape) {
                delegate?.emojiListModuleDidTapCancel(self)
                return true
            }
            // The sheet is modal: other keys without modifiers stop here.
            return event.modifiers.isEmpty || super.handleKey(event)
        }

        /// A paste searches its first line.
        open override func handlePaste(_ text: String) -> Bool {
            let typed = UserFilterEditing.typed(fromPaste: text, isFilterCharacter: isSearchCharacter)
            if !typed.isEmpty { setQuery(query + typed) }
            return true
        }

        /// A click on an emoji chooses it, outside the sheet cancels; the wheel scrolls.
        open override func handleMouse(_ event: MouseEvent) -> Bool {
            let (box, grid, columns) = sheetLayout()
            switch event.kind {
            case .scrollUp:
                select(index: selectedIndex - columns)
            case .scrollDown:
                select(index: selectedIndex + columns)
            case .release(.left):
                let point = event.position
                if !box.contains(point) {
                    delegate?.emojiListModuleDidTapCancel(self)
                } else if grid.contains(point) {
                    let index = (topRow + point.y - grid.minY) * columns + (point.x - grid.minX) / cellWidth
                    if emojis.indices.contains(index) {
                        selectedIndex = index
                        setNeedsDisplay()
                        chooseSelectedEmoji()
                    }
                }
            default:
                break
            }
            return true
        }
    }
}
