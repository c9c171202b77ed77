import BanterCanvas
import BanterViews

/// The "↑ 3 unread · Jump to first unread" control (the reference kit's
/// `UnreadMessageInfoView`): a one-row button over the top edge of the message list while the
/// "New messages" line is out of view and not yet seen. Choosing it (a click, Enter when
/// focused, or `KeyBindingSet.channel.firstUnread`) brings the line back.
///
/// The list owns it: `BaseChannelModule.List.unreadMessageInfoView`, made by
/// `createDefaultUnreadMessageInfoView()` from the module's `unreadMessageInfoView`
/// metatype. The list calls `configure(count:isAbove:theme:)` whenever the rows or the
/// scroll position change; subclass it to word or draw the control differently (override
/// `text(count:isAbove:)` or `configure`). Main actor only.
@MainActor
open class UnreadMessageInfoView: Button {
    /// The unread messages under the line, as last configured.
    public private(set) var count = 0
    /// Whether the line is above the rows in view (else below them).
    public private(set) var isAbove = true

    public required init(title: String = "", frame: Rect = .zero, action: (@MainActor () -> Void)? = nil) {
        super.init(title: title, frame: frame, action: action)
        appearance = .compact
    }

    /// Shows `count` and the way to the line, styled with `theme.unreadMessageInfo`. Sets the
    /// title only when it changed, so a scroll that changes nothing redraws nothing.
    open func configure(count: Int, isAbove: Bool, theme: ChannelTheme) {
        self.count = count
        self.isAbove = isAbove
        let title = text(count: count, isAbove: isAbove)
        if self.title != title { self.title = title }
        if style(for: .normal) != theme.unreadMessageInfo { setStyle(theme.unreadMessageInfo, for: .normal) }
    }

    /// The title: `StringSet.channel.unreadMessageInfo` with the key that does the same.
    open func text(count: Int, isAbove: Bool) -> String {
        let strings = StringSet.current.channel
        let key = KeyBindingSet.current.channel.firstUnread.label
        let base = strings.unreadMessageInfo(count, isAbove)
        // Padded, so the pill stands clear of the bubble row it covers.
        return " " + (key.isEmpty ? base : base + " (" + key + ")") + " "
    }
}
