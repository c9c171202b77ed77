import BanterCanvas

/// A screen's background and navigation bar styles, as a `ScreenTheme` gives them
/// (`ScreenTheme.screenStyle`); what `BaseViewController.setupStyles()` applies.
public struct ScreenStyle: Sendable, Equatable {
    /// The screen's background.
    public var background: TextStyle
    /// The navigation bar's background.
    public var navigationBar: TextStyle
    /// The rule under the navigation bar (its foreground).
    public var navigationBarShadow: TextStyle

    /// The three styles.
    public init(background: TextStyle, navigationBar: TextStyle, navigationBarShadow: TextStyle) {
        self.background = background
        self.navigationBar = navigationBar
        self.navigationBarShadow = navigationBarShadow
    }
}
