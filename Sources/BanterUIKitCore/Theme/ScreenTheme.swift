import BanterCanvas

/// The part of a module theme a whole screen takes: its background and its navigation bar
/// (the bar and the rule under it). `BaseViewController.setupStyles()` applies the
/// `screenStyle` a screen names, so each screen says which theme rather than repeating how.
public protocol ScreenTheme: Sendable {
    /// The screen's background.
    var background: TextStyle { get }
    /// The navigation bar's background.
    var navigationBar: TextStyle { get }
    /// The rule under the navigation bar (its foreground).
    var navigationBarShadow: TextStyle { get }
}

extension ScreenTheme {
    /// The three styles a screen takes, copied out of the module theme: the screen asks for
    /// them after every layout pass, so it passes these rather than the whole theme in an
    /// existential box.
    public var screenStyle: ScreenStyle {
        ScreenStyle(background: background, navigationBar: navigationBar, navigationBarShadow: navigationBarShadow)
    }
}

extension ChannelTheme: ScreenTheme {}
extension UserListTheme: ScreenTheme {}
extension MessageSearchTheme: ScreenTheme {}
