import BanterCanvas
import BanterChatSDK
import BanterUIKitCore
import BanterViews

extension OpenChannelModule {
    /// The open channel's media area, the reference kit's media view above the messages.
    /// Here it is a framed region showing the channel's cover (its initials on a tile, and
    /// the cover's address when it has one) and its description (the channel's `data`):
    ///
    ///     ┌──────────────────────────────────────────┐
    ///     │ ▐ LO ▌  Lobby                             │
    ///     │         Say hello; introduce yourself.    │
    ///     └──────────────────────────────────────────┘
    ///
    /// `mode` says where it goes: `.above` the list (the default), `.overlay` (the reference
    /// kit's overlay mode: the box is drawn over the list's top-right corner, where the
    /// screen is at least `minimumOverlayWidth` wide; narrower screens fall back to above),
    /// or `.hidden`. `m` on the screen cycles the modes; the delegate hears each change.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:theme:)` stores its arguments,
    /// then runs `setupViews()`, `setupLayouts()` and `setupStyles()` once each; the view
    /// controller gives it the channel (`channel`) whenever the channel changes.
    ///
    /// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which
    /// wins over `Theme.current.channelTheme`. Main actor only.
    @MainActor
    open class Media: ModuleComponent {
        /// Where the media area is shown.
        public enum Mode: Sendable, Equatable, CaseIterable {
            /// A framed region between the header and the list.
            case above
            /// Drawn over the list's top-right corner, where the terminal is wide enough.
            case overlay
            /// Not shown.
            case hidden
        }

        /// Hears mode changes. Held weakly.
        public weak var delegate: OpenChannelModuleMediaDelegate?
        /// A theme for this component only; wins over the view controller's.
        public var theme: ChannelTheme? { didSet { themeDidChange() } }
        /// The theme passed by `configure` or `updateStyles(theme:)`.
        public private(set) var configuredTheme: ChannelTheme?
        /// The theme in force.
        public var resolvedTheme: ChannelTheme { theme ?? configuredTheme ?? Theme.current.channelTheme }

        /// The channel shown; the view controller sets it.
        public var channel: BaseChannel? { didSet { setNeedsDisplay() } }
        /// Where the area is shown; changing it tells the delegate.
        public var mode: Mode = .above {
            didSet {
                guard mode != oldValue else { return }
                isHidden = mode == .hidden
                delegate?.openChannelModule(self, didChangeMode: mode)
                setNeedsDisplay()
            }
        }
        /// The narrowest screen the overlay mode is drawn over the list on.
        public var minimumOverlayWidth = 100
        /// Rows the area takes above the list (frame included).
        public var preferredHeight = 4
        /// Columns the overlay box takes.
        public var overlayWidth = 44

        /// Stores the delegate and theme, then sets up views, layouts and styles once each.
        open func configure(delegate: OpenChannelModuleMediaDelegate?, theme: ChannelTheme?) {
            self.delegate = delegate
            configuredTheme = theme
            runSetup()
        }

        /// Redraws with `resolvedTheme`.
        open override func setupStyles() {
            super.setupStyles()
            setNeedsDisplay()
        }

        /// Takes the view controller's theme (the component's own still wins) and restyles.
        open func updateStyles(theme: ChannelTheme?) {
            configuredTheme = theme
            setupStyles()
        }

        /// Moves to the next mode: above, overlay, hidden, above. Where the screen is narrower
        /// than `minimumOverlayWidth` the overlay is skipped, since it would look as above does.
        open func cycleMode() {
            let fits = superview.map { $0.bounds.width >= minimumOverlayWidth } ?? true
            let all = Mode.allCases.filter { fits || $0 != .overlay }
            let index = all.firstIndex(of: mode) ?? all.firstIndex(of: .above) ?? 0
            mode = all[(index + 1) % all.count]
        }

        /// Where the area goes for a content region (between the header and the input)
        /// `content`, and what remains for the list. Hidden: nothing, the list keeps it all.
        open func frames(in content: Rect) -> (media: Rect, list: Rect) {
            switch mode {
            case .hidden:
                return (.zero, content)
            case .overlay where content.width >= minimumOverlayWidth && content.height >= preferredHeight + 4:
                let width = min(overlayWidth, content.width / 2)
                return (Rect(x: content.maxX - width - 1, y: content.minY, width: width, height: preferredHeight), content)
            case .above, .overlay:
                let height = min(preferredHeight, max(0, content.height - 3))
                return (Rect(x: content.minX, y: content.minY, width: content.width, height: height),
                        Rect(x: content.minX, y: content.minY + height, width: content.width, height: content.height - height))
            }
        }

        /// The description shown: the channel's `data`, on one line, or the strings' default.
        open var descriptionText: String {
            let text = channel?.data?.split(whereSeparator: \.isNewline).joined(separator: " ") ?? ""
            return text.allSatisfy(\.isWhitespace) ? StringSet.current.openChannel.noDescription : text
        }

        /// The cover line: the cover's address, or the strings' placeholder.
        open var coverText: String {
            guard let url = channel?.coverURL, !url.isEmpty else { return StringSet.current.openChannel.noCover }
            return url
        }

        open override func draw(in context: DrawingContext) {
            let theme = resolvedTheme
            context.fill(bounds, style: theme.background)
            guard bounds.width >= 12, bounds.height >= 3 else { return }
            context.drawBox(bounds, border: .rounded, style: theme.dateSeparatorRule)
            guard let channel else { return }
            let tile = Rect(x: 2, y: 1, width: 4, height: max(1, min(2, bounds.height - 2)))
            context.fill(tile, style: theme.messageCell.avatar)
            let initials = TextLayout.truncate(GroupChannelCell.initials(of: channel.name), width: 2)
            context.write(initials, at: Point(x: 3, y: 1), style: theme.messageCell.avatar)
            let x = 8, room = max(0, bounds.width - x - 2)
            context.write(TextLayout.truncate(channel.name, width: room), at: Point(x: x, y: 1), style: theme.title)
            if bounds.height >= 4 {
                context.write(TextLayout.truncate(descriptionText, width: room), at: Point(x: x, y: 2), style: theme.subtitle)
            }
            if bounds.height >= 5 {
                context.write(TextLayout.truncate(coverText, width: room), at: Point(x: x, y: 3), style: theme.dateSeparator)
            }
        }
    }
}
