import BanterTerminal
import BanterViews

/// Presents a `UserProfileView` over the screen (`present(_:)`), as the reference kit shows
/// its profile over the channel: the view covers the window, and keys go to it until the
/// sheet is dismissed, which the presenting screen does when a choice is made. Main actor only.
@MainActor
public final class UserProfileSheet: ViewController {
    /// The card shown.
    public let profileView: UserProfileView

    /// A sheet showing `profileView`, already configured.
    public init(profileView: UserProfileView) {
        self.profileView = profileView
        super.init()
    }

    public override func loadView() {
        view = profileView
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        profileView.handleKey(event)
    }
}
