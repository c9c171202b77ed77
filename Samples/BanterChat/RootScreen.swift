import BanterUIKit

/// The first screen the app shows: the channel list, through `ViewControllerSet` so a
/// customised list class is used here too.
@MainActor
enum RootScreen {
    static func make() -> ViewController {
        // Until the kit has a channel settings screen, the channel header's right item is
        // the way to invite people, so every key function stays reachable.
        GroupChannelModule.Header.rightBarButton = Button.self
        return ViewControllerSet.groupChannelListViewController.init()
    }
}
