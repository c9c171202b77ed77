import BanterCanvas
import BanterChatSDK
import BanterViews

/// One row of the open channel list, two lines tall:
///
///     ▌ DE  Design reviews  ❄
///     ▌     1,204 participants
///
/// An initials tile, the channel's name in bold with the frozen mark, and under it the
/// participant count (`StringSet.current.openChannelList.participantCount`). Text that does
/// not fit is cut with `…`. Styled from `OpenChannelCellTheme`; the selected row is
/// highlighted.
///
/// Configure it with `configure(channel:theme:)` in the data source; the cell draws itself,
/// so it is cheap to reuse. Theme precedence: the cell's own `theme` wins over the list's
/// (`configuredTheme`), which wins over the global one. Main actor only.
@MainActor
open class OpenChannelCell: BaseChannelCell {
    /// The channel shown.
    public var channel: OpenChannel? { baseChannel as? OpenChannel }
    /// A theme for this cell only; wins over the one the list configures it with.
    public var theme: OpenChannelCellTheme? { didSet { setNeedsDisplay() } }
    /// The theme the list configured the cell with.
    public private(set) var configuredTheme: OpenChannelCellTheme?
    /// The theme in force.
    public var resolvedTheme: OpenChannelCellTheme { theme ?? configuredTheme ?? Theme.current.openChannelCellTheme }
    /// Icons for the frozen mark.
    public var icons: IconSet = .standard { didSet { setNeedsDisplay() } }

    /// Shows `channel`; `theme` is the list's.
    open func configure(channel: OpenChannel, theme: OpenChannelListTheme? = nil) {
        if let theme {
            configuredTheme = theme.cell
            icons = theme.icons
        }
        configure(channel: channel)
    }

    /// Two lines.
    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 2) }

    open override var intrinsicContentSize: Size { Size(width: -1, height: 2) }

    // MARK: What the row says

    /// The name shown: the channel's on one line, or its URL when it has none.
    open var displayName: String {
        guard let channel else { return "" }
        let name = GroupChannelCell.clean(channel.name)
        return name.allSatisfy(\.isWhitespace) ? channel.channelURL : name
    }

    /// The initials in the tile.
    open var avatarText: String { GroupChannelCell.initials(of: displayName) }

    /// "12 participants".
    open var participantText: String {
        StringSet.current.openChannelList.participantCount(channel?.participantCount ?? 0)
    }

    // MARK: Drawing

    open override func draw(in context: DrawingContext) {
        guard channel != nil else { return }
        let theme = resolvedTheme
        let width = bounds.width
        guard width > 0 else { return }
        let compact = width < 30
        let textX = compact ? 1 : 7
        let room = max(0, width - 1 - textX)

        if !compact {
            context.fill(Rect(x: 2, y: 0, width: 4, height: 2), style: theme.avatar)
            let initials = TextLayout.truncate(avatarText, width: 2)
            context.write(initials, at: Point(x: 2 + (4 - TextWidth.of(initials)) / 2, y: 0), style: theme.avatar)
        }

        // Line 1: the name and the frozen mark (which keeps its room while the name is cut).
        let frozen = channel?.isFrozen == true ? icons.text(icons.frozen) : nil
        let markWidth = frozen.map { 2 + TextWidth.of($0) } ?? 0
        let name = TextLayout.truncate(displayName, width: max(min(room, 4), room - markWidth))
        let x = textX + context.write(name, at: Point(x: textX, y: 0), style: theme.title)
        if let frozen, x + markWidth <= textX + room {
            context.write(frozen, at: Point(x: x + 2, y: 0), style: theme.frozenMark)
        }

        // Line 2: the participant count.
        context.write(TextLayout.truncate(participantText, width: room), at: Point(x: textX, y: 1), style: theme.participantCount)

        if isSelected {
            if showsFocus {
                let tileEnd = compact ? 1 : 6
                context.overlay(theme.selectedBackground, in: Rect(x: 1, y: 0, width: compact ? 0 : 1, height: 2))
                context.overlay(theme.selectedBackground, in: Rect(x: tileEnd, y: 0, width: max(0, width - tileEnd), height: 2))
            }
            context.write("▌", at: Point(x: 0, y: 0), style: theme.selectionMark)
            context.write("▌", at: Point(x: 0, y: 1), style: theme.selectionMark)
        }
    }
}
