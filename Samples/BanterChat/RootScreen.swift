import BanterUIKit

/// The first screen the app shows: the channel list, through `ViewControllerSet` so a
/// customised list class is used here too.
@MainActor
enum RootScreen {
    static func make() -> ViewController {
        ViewControllerSet.groupChannelListViewController.init()
    }
}
