import BanterUIKit

/// One customisation of the catalogue: what it shows, the global state it changes (the
/// sets, the configuration, the theme, the strings) and puts back, and the screen it opens.
///
/// `apply()` runs before a customised screen is built and `restore()` when it closes, so
/// entries never leak into each other or into the default version. Main actor only.
@MainActor
protocol CustomizationEntry {
    /// The id on the command line (`banter-customize poll-cell`).
    var id: String { get }
    /// The line in the catalogue.
    var title: String { get }
    /// What the customisation does, in a sentence.
    var summary: String { get }
    /// Changes the global state the customisation needs.
    func apply()
    /// Puts the global state back as `apply()` found it.
    func restore()
    /// The screen to open in `workspace`, customised or as the default.
    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController
}

extension CustomizationEntry {
    func apply() {}
    func restore() {}
}
