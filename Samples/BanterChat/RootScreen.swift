import BanterUIKit

/// The first screen the app shows, as the reference kit's sample app: tabs "Channels" (the
/// group channel list), "Open" (the open channel list) and "Settings" (for now the users
/// the current user blocked, to unblock), each its own navigation stack, the
/// lists made through `ViewControllerSet` so customised classes are used here too.
@MainActor
enum RootScreen {
    static func make() -> ViewController {
        let groups = ViewControllerSet.groupChannelListViewController.init()
        groups.title = "Channels"
        let open = ViewControllerSet.openChannelListViewController.init()
        open.title = "Open"
        let blocked = BlockedUsersViewController()
        blocked.title = "Settings"
        return TabBarController(viewControllers: [NavigationController(rootViewController: groups),
                                                  NavigationController(rootViewController: open),
                                                  NavigationController(rootViewController: blocked)])
    }
}
