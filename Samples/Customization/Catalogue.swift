import BanterUIKit

/// Every entry of the catalogue, in the order it lists them. An entry is one type in
/// `Entries/`, registered here.
@MainActor
enum Catalogue {
    static let entries: [any CustomizationEntry] = [
        HeaderBarItemEntry(),
        PollCellEntry(),
        ControllerSetEntry(),
        ViewModelSetEntry(),
        ComponentThemeEntry(),
        ControllerThemeEntry(),
        GlobalPaletteEntry(),
        DataSourceEntry(),
        MenuItemEntry(),
        ChannelCellEntry(),
        ListHeaderEntry(),
        SettingsItemEntry(),
        CreateChannelEntry(),
        InviteUserEntry(),
        MemberListEntry(),
        ModerationsEntry(),
        RegisterOperatorEntry(),
        PushSettingsEntry(),
        ThreadEntry(),
        SearchEntry(),
        OpenChannelEntry(),
        OpenChannelListEntry(),
        OpenSettingsEntry(),
    ]

    /// The entry with `id`, if there is one.
    static func entry(id: String) -> (any CustomizationEntry)? { entries.first { $0.id == id } }

    /// Opens `entry`: applies its customisation (unless the default is asked for) and makes
    /// its screen. The caller calls `close(_:)` when the screen goes.
    static func open(_ entry: any CustomizationEntry, customised: Bool, in workspace: CustomizeWorkspace) -> ViewController {
        if customised { entry.apply() }
        return entry.makeScreen(in: workspace, customised: customised)
    }

    /// Puts back what `open` changed.
    static func close(_ entry: any CustomizationEntry, customised: Bool) {
        if customised { entry.restore() }
    }
}
