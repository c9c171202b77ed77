import BanterCanvas

/// The part of a module theme a whole screen takes: its background and its navigation bar
/// (the bar and the rule under it). `BaseViewController.setupStyles()` applies the
/// `screenTheme` a screen names, so each screen says which theme rather than repeating how.
public protocol ScreenTheme: Sendable {
    /// The screen's background.
    var background: TextStyle { get }
    /// The navigation bar's background.
    var navigationBar: TextStyle { get }
    /// The rule under the navigation bar (its foreground).
    var navigationBarShadow: TextStyle { get }
}

extension ChannelTheme: ScreenTheme {}
extension UserListTheme: ScreenTheme {}
extension MessageSearchTheme: ScreenTheme {}
