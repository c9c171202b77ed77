import BanterChatSDK
import BanterUIKit

/// An open channel whose media area is a notice board of the app's own, and whose header
/// counts people "in the room": `OpenChannelModule.mediaComponent = NoticeBoardMedia.self`
/// and `StringSet.current.openChannel.participantCount`.
@MainActor
struct OpenChannelEntry: CustomizationEntry {
    let id = "open-channel"
    let title = "An open channel with a media area of your own"
    let summary = "OpenChannelModule.mediaComponent = NoticeBoardMedia.self; participantCount { \"\\($0) in the room\" }."

    func apply() {
        Saved.shared.save()
        OpenChannelModule.mediaComponent = NoticeBoardMedia.self
        StringSet.current.openChannel.participantCount = { "\($0) in the room" }
    }

    func restore() { Saved.shared.restore() }

    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        let url = workspace.workspace.channels.first { $0.kind == .open }?.url ?? workspace.channelURL
        return ViewControllerSet.openChannelViewController.init(channelURL: url)
    }
}

/// The media area as a notice board: a pinned line before the channel's description, and
/// one row taller so the cover line shows.
@MainActor
final class NoticeBoardMedia: OpenChannelModule.Media {
    required init(frame: Rect = .zero) {
        super.init(frame: frame)
        preferredHeight = 5
    }

    override var descriptionText: String { "📌 Be kind. " + super.descriptionText }
}
