import BanterUIKit

/// A subclassed settings list with an item of the app's own ("Export chat"), added through
/// the module's metatype, so the channel's ⚙ opens the customised settings without any
/// controller code. Choosing the item reaches the screen's `didSelectItem`, where an app
/// would act on it.
@MainActor
struct SettingsItemEntry: CustomizationEntry {
    let id = "settings-item"
    let title = "Channel settings with an item of your own"
    let summary = "GroupChannelSettingsModule.listComponent = ExportItemList.self: an \"Export chat\" item above Notifications."

    func apply() {
        Saved.shared.save()
        GroupChannelSettingsModule.listComponent = ExportItemList.self
    }

    func restore() { Saved.shared.restore() }

    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        ViewControllerSet.groupChannelSettingsViewController.init(channelURL: workspace.channelURL)
    }
}

/// The settings list with "Export chat" first, once the channel has loaded.
@MainActor
final class ExportItemList: GroupChannelSettingsModule.List {
    override func setupItems() {
        super.setupItems()
        guard channel != nil else { return }
        items.insert(ChannelSettingItem(id: "export", title: "Export chat", icon: resolvedTheme.icons.file, isRightButtonHidden: false), at: 0)
    }
}
