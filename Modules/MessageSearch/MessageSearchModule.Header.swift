import BanterCanvas
import BanterTerminal
import BanterUIKitCore
import BanterViews

extension MessageSearchModule {
    /// The message search header: the back item on the left and the search field
    /// (`SearchBarView`) as its title view, showing `keyword`. Typing reaches it through
    /// `handleSearchKey(_:)`, which the screen calls for every key nothing else took, so the
    /// words can be typed with the focus on the results too: letters and Backspace edit the
    /// keyword (the delegate hears `didChangeKeyword`), Enter asks to search now
    /// (`didTapSearch`), Esc clears the keyword, or with nothing typed cancels.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:theme:)` stores its arguments,
    /// then runs `setupViews()`, `setupLayouts()` and `setupStyles()` once each.
    ///
    /// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which
    /// wins over `Theme.current.messageSearchTheme`. Main actor only.
    @MainActor
    open class Header: HeaderComponent {
        /// The class of the default left item (back).
        public static var leftBarButton: Button.Type? = Button.self
        /// The class of the default title view, the search field.
        public static var titleView: SearchBarView.Type = SearchBarView.self
        /// The class of the default right item; none by default.
        public static var rightBarButton: Button.Type?

        /// Hears the items, the keyword and the searches. Held weakly.
        public weak var delegate: MessageSearchModuleHeaderDelegate?
        /// A theme for this component only; wins over the view controller's.
        public var theme: MessageSearchTheme? { didSet { themeDidChange() } }
        /// The theme passed by `configure` or `updateStyles(theme:)`.
        public private(set) var configuredTheme: MessageSearchTheme?
        /// The theme in force.
        public var resolvedTheme: MessageSearchTheme { theme ?? configuredTheme ?? Theme.current.messageSearchTheme }

        /// The words typed.
        public var keyword = "" {
            didSet { if keyword != oldValue { searchBar?.text = keyword } }
        }
        /// The field's hint before anything is typed.
        public var placeholder = StringSet.current.messageSearch.placeholder {
            didSet { searchBar?.placeholder = placeholder }
        }
        /// The longest keyword accepted.
        public var maxLength = 200

        /// The search field, when the title view is one.
        public var searchBar: SearchBarView? { titleView as? SearchBarView }

        /// Stores the delegate and theme, then runs `setupViews()`, `setupLayouts()` and
        /// `setupStyles()`; the delegate hears the current items at once.
        open func configure(delegate: MessageSearchModuleHeaderDelegate, theme: MessageSearchTheme?) {
            self.delegate = delegate
            configuredTheme = theme
            runSetup()
            delegate.messageSearchModule(self, didUpdateTitleView: titleView)
            delegate.messageSearchModule(self, didUpdateLeftItem: leftBarButton)
            delegate.messageSearchModule(self, didUpdateRightItem: rightBarButton)
        }

        /// A `titleView` instance showing the keyword or the hint.
        open override func createDefaultTitleView() -> View? {
            let bar = Self.titleView.init()
            bar.placeholder = placeholder
            bar.text = keyword
            return bar
        }

        /// A `leftBarButton` instance showing the back glyph, when one is set.
        open override func createDefaultLeftButton() -> View? {
            guard let type = Self.leftBarButton else { return nil }
            let button = type.init(title: resolvedTheme.icons.text(resolvedTheme.icons.back))
            button.appearance = .compact
            return button
        }

        /// A `rightBarButton` instance, when one is set.
        open override func createDefaultRightButton() -> View? {
            guard let type = Self.rightBarButton else { return nil }
            let button = type.init(title: resolvedTheme.icons.text(resolvedTheme.icons.search))
            button.appearance = .compact
            return button
        }

        /// Styles the bar, the field and the items from `resolvedTheme`.
        open override func setupStyles() {
            let theme = resolvedTheme
            styleBar(bar: theme.navigationBar, shadow: theme.navigationBarShadow, barItem: theme.barItem)
            searchBar?.theme = theme
        }

        /// Takes the view controller's theme (the component's own still wins) and restyles.
        open func updateStyles(theme: MessageSearchTheme?) {
            configuredTheme = theme
            setupStyles()
        }

        // MARK: Keys

        /// Edits the keyword with `event` (see the type's description); returns whether it
        /// took the key.
        open func handleSearchKey(_ event: KeyEvent) -> Bool {
            switch (event.key, event.modifiers) {
            case (.character(let character), let modifiers) where modifiers.isEmpty || modifiers == .shift:
                // Control characters never reach a key event as text; a line break is no word.
                guard keyword.count < maxLength, !character.isNewline else { return false }
                keyword.append(character)
                delegate?.messageSearchModule(self, didChangeKeyword: keyword)
                return true
            case (.backspace, []):
                guard !keyword.isEmpty else { return true }
                keyword.removeLast()
                delegate?.messageSearchModule(self, didChangeKeyword: keyword)
                return true
            case (.enter, []):
                delegate?.messageSearchModule(self, didTapSearch: keyword)
                return true
            case (.escape, []):
                if keyword.isEmpty {
                    delegate?.messageSearchModuleDidTapCancel(self)
                } else {
                    keyword = ""
                    delegate?.messageSearchModule(self, didChangeKeyword: keyword)
                }
                return true
            default:
                return false
            }
        }

        /// Pasted text joins the keyword (line breaks as spaces).
        open func handleSearchPaste(_ text: String) {
            let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
            guard !flat.isEmpty else { return }
            keyword = String((keyword + flat).prefix(maxLength))
            delegate?.messageSearchModule(self, didChangeKeyword: keyword)
        }

        // MARK: Changes and taps

        open override func didUpdateTitleView() { delegate?.messageSearchModule(self, didUpdateTitleView: titleView) }
        open override func didUpdateLeftItem() { delegate?.messageSearchModule(self, didUpdateLeftItem: leftBarButton) }
        open override func didUpdateRightItem() { delegate?.messageSearchModule(self, didUpdateRightItem: rightBarButton) }

        /// The left item (back) was chosen: cancels.
        open override func onTapLeftBarButton() { delegate?.messageSearchModuleDidTapCancel(self) }

        /// The right item was chosen: searches now.
        open override func onTapRightBarButton() { delegate?.messageSearchModule(self, didTapSearch: keyword) }
    }
}
