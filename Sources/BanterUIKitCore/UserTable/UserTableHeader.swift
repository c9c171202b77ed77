import BanterCanvas
import BanterViews

/// The header every user screen stands on, the pickers' (`BaseSelectUserModule.Header`)
/// and the user lists' (`BaseUserListModule.Header`): the screen's title (`titleText`) in
/// a label, the bar, title and items styled from the user list theme. The subclass adds its
/// items and tells its own delegate. See `HeaderComponent` for the items and where they are
/// drawn.
///
/// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which wins
/// over `Theme.current.userListTheme`. Main actor only.
@MainActor
open class UserTableHeader: HeaderComponent {
    /// A theme for this component only; wins over the view controller's.
    public var theme: UserListTheme? { didSet { themeDidChange() } }
    /// The theme passed by `configure` or `updateStyles(theme:)`.
    public internal(set) var configuredTheme: UserListTheme?
    /// The theme in force.
    public var resolvedTheme: UserListTheme { theme ?? configuredTheme ?? Theme.current.userListTheme }

    /// The screen's title; none in the base.
    open var titleText: String { "" }

    /// A label showing `titleText`.
    open override func createDefaultTitleView() -> View? { Label(text: titleText) }

    /// Styles the bar, the title and the items from `resolvedTheme`.
    open override func setupStyles() {
        let theme = resolvedTheme
        styleBar(bar: theme.navigationBar, shadow: theme.navigationBarShadow, barItem: theme.barItem)
        styleTitleLabel(text: titleText, style: theme.title)
    }

    /// Stores the view controller's theme without restyling; a module header's `configure`
    /// calls it before running the setup.
    public func setConfiguredTheme(_ theme: UserListTheme?) {
        configuredTheme = theme
    }

    /// Takes the view controller's theme (the component's own still wins) and restyles.
    open func updateStyles(theme: UserListTheme?) {
        configuredTheme = theme
        setupStyles()
    }
}
