/// One row of a channel settings screen: an icon, a title, an optional value or count on
/// the right (`subtitle`), and either a disclosure mark (it opens another screen), a switch
/// (`isRightSwitchHidden == false`, on or off), or nothing. Destructive items (leave,
/// delete) are drawn in the error colour. Choosing the row runs `tapHandler`; a switch row
/// flips `isSwitchOn` first. Main actor only.
@MainActor
public struct ChannelSettingItem {
    /// Identifies the item, so a list can find it again (`"notifications"`, `"leave"`).
    public var id: String
    /// The row's text.
    public var title: String
    /// The value or count on the right, if any.
    public var subtitle: String?
    /// The glyph before the title, if any.
    public var icon: IconSet.Icon?
    /// Whether the disclosure mark is hidden.
    public var isRightButtonHidden: Bool
    /// Whether the switch is hidden.
    public var isRightSwitchHidden: Bool
    /// Whether the switch is on.
    public var isSwitchOn: Bool
    /// Drawn in the error colour (leaving, deleting).
    public var isDestructive: Bool
    /// Runs when the row is chosen (after a switch flips).
    public var tapHandler: (@MainActor () -> Void)?

    /// An item titled `title`.
    public init(id: String, title: String, subtitle: String? = nil, icon: IconSet.Icon? = nil, isRightButtonHidden: Bool = true,
                isRightSwitchHidden: Bool = true, isSwitchOn: Bool = false, isDestructive: Bool = false,
                tapHandler: (@MainActor () -> Void)? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.icon = icon
        self.isRightButtonHidden = isRightButtonHidden
        self.isRightSwitchHidden = isRightSwitchHidden
        self.isSwitchOn = isSwitchOn
        self.isDestructive = isDestructive
        self.tapHandler = tapHandler
    }
}
