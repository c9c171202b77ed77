import BanterChatSDK
import BanterUIKit

/// The open channel list as "Rooms", whose `+ Room` item opens a "new room" screen of the
/// app's own: `OpenChannelListModule.headerComponent = RoomsHeader.self`,
/// `CreateOpenChannelModule.headerComponent = NewRoomHeader.self`, and
/// `ViewModelSet.createOpenChannelViewModel = RoomViewModel.self`, which describes every
/// room it makes. Typing the name and creating are the kit's.
@MainActor
struct OpenChannelListEntry: CustomizationEntry {
    let id = "open-channel-list"
    let title = "Open channel list and a \"new room\" screen of your own"
    let summary = "OpenChannelListModule.headerComponent = RoomsHeader.self (+ Room); CreateOpenChannelModule.headerComponent = NewRoomHeader.self; "
        + "ViewModelSet.createOpenChannelViewModel = RoomViewModel.self."

    func apply() {
        Saved.shared.save()
        OpenChannelListModule.headerComponent = RoomsHeader.self
        CreateOpenChannelModule.headerComponent = NewRoomHeader.self
        ViewModelSet.createOpenChannelViewModel = RoomViewModel.self
        StringSet.current.createOpenChannel.namePlaceholder = "What is the room about?"
        // The hint names the header's item, which NewRoomHeader calls "Open it".
        StringSet.current.createOpenChannel.hint = "Enter creates · Esc goes back · Tab reaches Open it · Ctrl-O sets a cover"
    }

    func restore() { Saved.shared.restore() }

    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        ViewControllerSet.openChannelListViewController.init()
    }
}

/// "Rooms", with `+ Room` in place of the default `+`; the kit's create item tap still
/// reaches the list, which opens the create screen.
@MainActor
final class RoomsHeader: OpenChannelListModule.Header {
    override var titleText: String { "Rooms" }
    override func createDefaultRightButton() -> View? { makeBarButton(title: "+ Room") }
}

/// The create screen's header says "New room" and "Open it".
@MainActor
final class NewRoomHeader: CreateOpenChannelModule.Header {
    override var titleText: String { "New room" }
    override func createDefaultRightButton() -> View? { makeBarButton(title: "Open it") }
}

/// Every room made says where it came from, in its description.
@MainActor
final class RoomViewModel: CreateOpenChannelViewModel {
    override func createParams(channelName: String, coverURL: String?) -> OpenChannelCreateParams {
        var params = super.createParams(channelName: channelName, coverURL: coverURL)
        params.data = "A room made in the customisation catalogue"
        return params
    }
}
