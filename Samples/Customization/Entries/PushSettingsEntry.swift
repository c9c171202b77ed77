import BanterChatSDK
import BanterUIKit

/// A notification settings screen offering only "everything" or "nothing", in the app's own
/// words: `GroupChannelPushSettingsModule.listComponent = OnOffPushSettingsList.self` and
/// `StringSet.current.channelSettings.pushAll` / `pushOff`.
@MainActor
struct PushSettingsEntry: CustomizationEntry {
    let id = "push-settings"
    let title = "Notification settings with two choices of your own"
    let summary = "GroupChannelPushSettingsModule.listComponent = OnOffPushSettingsList.self; pushAll \"Tell me about every message\", pushOff \"Stay quiet\"."

    func apply() {
        Saved.shared.save()
        GroupChannelPushSettingsModule.listComponent = OnOffPushSettingsList.self
        StringSet.current.channelSettings.pushAll = "Tell me about every message"
        StringSet.current.channelSettings.pushOff = "Stay quiet"
    }

    func restore() { Saved.shared.restore() }

    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        ViewControllerSet.groupChannelPushSettingsViewController.init(channelURL: workspace.channelURL)
    }
}

/// The notification choices without "Mentions only".
@MainActor
final class OnOffPushSettingsList: GroupChannelPushSettingsModule.List {
    override var options: [GroupChannelPushTriggerOption] { [.all, .off] }
}
