import BanterUIKit

/// The first screen the app shows: the channel list, through `ViewControllerSet` so a
/// customised list class is used here too.
@MainActor
enum RootScreen {
    static func make() -> ViewController {
        ViewControllerSet.groupChannelListViewController.init()
    }

    /// Sets the kit up as the app uses it and returns what puts the kit back, for a run
    /// inside a test process. Until the kit has a channel settings screen, the channel
    /// header's right item is the way to invite people, so every key function is reachable.
    static func customiseKit() -> @MainActor () -> Void {
        let saved = GroupChannelModule.Header.rightBarButton
        GroupChannelModule.Header.rightBarButton = Button.self
        return { GroupChannelModule.Header.rightBarButton = saved }
    }
}
