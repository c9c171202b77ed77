import BanterUIKit

/// A subclassed open channel settings list with an item of the app's own ("Share link"),
/// added through the module's metatype, so the open channel's ⚙ opens the customised
/// settings without any controller code. Everyone sees it, operators or not; choosing it
/// reaches the screen's `didSelectItem`, where an app would act on it.
@MainActor
struct OpenSettingsEntry: CustomizationEntry {
    let id = "open-settings"
    let title = "Open channel settings with an item of your own"
    let summary = "OpenChannelSettingsModule.listComponent = ShareLinkList.self: a \"Share link\" item after Participants."

    func apply() {
        Saved.shared.save()
        OpenChannelSettingsModule.listComponent = ShareLinkList.self
    }

    func restore() { Saved.shared.restore() }

    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        let url = workspace.workspace.channels.first { $0.kind == .open }?.url ?? workspace.channelURL
        return ViewControllerSet.openChannelSettingsViewController.init(channelURL: url)
    }
}

/// The open settings list with "Share link" after Participants, once the channel has loaded.
@MainActor
final class ShareLinkList: OpenChannelSettingsModule.List {
    override func setupItems() {
        super.setupItems()
        guard channel != nil else { return }
        let after = (items.firstIndex { $0.id == "participants" } ?? items.count - 1) + 1
        items.insert(ChannelSettingItem(id: "share", title: "Share link", icon: resolvedTheme.icons.invite, isRightButtonHidden: false), at: after)
    }
}
