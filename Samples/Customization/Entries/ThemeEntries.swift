import BanterUIKit

/// A theme given to one component: the message input draws in magenta, the rest of the
/// screen keeps the screen's theme (the component's theme wins over the controller's and
/// the global one).
@MainActor
struct ComponentThemeEntry: CustomizationEntry {
    let id = "component-theme"
    let title = "A theme for one component"
    let summary = "inputComponent.theme = a magenta ChannelTheme: only the input changes."

    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        let controller = ChannelScreen.make(in: workspace)
        if customised, let channel = controller as? GroupChannelViewController {
            var colors = Theme.current.colors
            colors.primary = .magenta
            colors.separator = .magenta
            channel.inputComponent?.theme = Theme(colorScheme: Theme.current.colorScheme, colors: colors).channelTheme
        }
        return controller
    }
}

/// A theme given to one screen: the channel screen draws with a green palette while every
/// other screen keeps the global theme.
@MainActor
struct ControllerThemeEntry: CustomizationEntry {
    let id = "controller-theme"
    let title = "A theme for one screen"
    let summary = "controller.theme = a green Theme: this screen only; its components follow it."

    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        let controller = ChannelScreen.make(in: workspace)
        if customised, let channel = controller as? BaseViewController {
            var colors = Theme.current.colors
            colors.primary = .green
            colors.outgoing = .green
            colors.separator = .green
            channel.theme = Theme(colorScheme: Theme.current.colorScheme, colors: colors)
        }
        return controller
    }
}

/// A custom global palette: `Theme.set` with a theme made from a `ColorSet`; every screen
/// and every sub-theme is derived from it.
@MainActor
struct GlobalPaletteEntry: CustomizationEntry {
    let id = "global-palette"
    let title = "A custom global palette"
    let summary = "Theme.set(Theme(colorScheme:colors:)) with a yellow-and-red ColorSet: every screen follows."

    func apply() {
        Saved.shared.save()
        var colors = Theme.current.colors
        colors.primary = .yellow
        colors.outgoing = .red
        colors.separator = .yellow
        colors.badge = .magenta
        Theme.set(Theme(colorScheme: Theme.current.colorScheme, colors: colors))
    }

    func restore() { Saved.shared.restore() }

    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        ViewControllerSet.groupChannelListViewController.init()
    }
}
