import BanterCanvas
import BanterViews

/// One row of a channel settings list, one line tall:
///
///     ▌ ♪  Notifications                                   [ On ]
///       ☺  Members                                           12 ›
///       ⇥  Leave channel
///
/// The item's icon, its title (in the destructive colour for leave and delete), and on the
/// right its value, a switch or a disclosure mark. Theme precedence: the cell's own `theme`
/// wins over the list's (`configuredTheme`), which wins over the global one. Main actor only.
@MainActor
open class ChannelSettingItemCell: BaseTableViewCell {
    /// The item shown.
    public private(set) var item: ChannelSettingItem?
    /// A theme for this cell only; wins over the one the list configures it with.
    public var theme: ChannelSettingsTheme? { didSet { setNeedsDisplay() } }
    /// The theme the list configured the cell with.
    public private(set) var configuredTheme: ChannelSettingsTheme?
    /// The theme in force.
    public var resolvedTheme: ChannelSettingsTheme { theme ?? configuredTheme ?? Theme.current.channelSettingsTheme }

    /// Shows `item` with the list's `theme`.
    open func configure(item: ChannelSettingItem, theme: ChannelSettingsTheme? = nil) {
        self.item = item
        if let theme { configuredTheme = theme }
        setNeedsDisplay()
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        item = nil
    }

    /// One line.
    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }

    open override var intrinsicContentSize: Size { Size(width: -1, height: 1) }

    open override func draw(in context: DrawingContext) {
        guard let item, bounds.width > 0 else { return }
        let theme = resolvedTheme
        let icons = theme.icons
        let strings = StringSet.current.channelSettings
        var right = bounds.width - 1
        var trailing: [(String, TextStyle)] = []
        if !item.isRightSwitchHidden {
            trailing.append(item.isSwitchOn ? ("[ \(strings.on) ]", theme.switchOn) : ("[ \(strings.off) ]", theme.switchOff))
        } else {
            if let subtitle = item.subtitle { trailing.append((subtitle, theme.itemValue)) }
            if !item.isRightButtonHidden { trailing.append((icons.text(icons.disclosure), theme.itemValue)) }
        }
        for (text, style) in trailing.reversed() {
            let width = TextWidth.of(text)
            guard right - width > 8 else { break }
            right -= width
            context.write(text, at: Point(x: right, y: 0), style: style)
            right -= 1
        }
        var x = 2
        if let icon = item.icon {
            x += context.write(icons.text(icon), at: Point(x: x, y: 0), style: item.isDestructive ? theme.destructiveItemTitle : theme.itemIcon) + 2
        }
        let title = TextLayout.truncate(item.title, width: max(0, right - x))
        context.write(title, at: Point(x: x, y: 0), style: item.isDestructive ? theme.destructiveItemTitle : theme.itemTitle)
        if isSelected {
            context.write("▌", at: Point(x: 0, y: 0), style: theme.itemIcon)
            if showsFocus { context.overlay(theme.highlightedBackground, in: Rect(x: 1, y: 0, width: max(0, bounds.width - 1), height: 1)) }
        }
    }
}
