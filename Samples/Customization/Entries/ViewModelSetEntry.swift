import BanterUIKit

/// A view model from `ViewModelSet`: `LocalMuteViewModel` hides the messages of people the
/// app muted on this device (here, whoever wrote the newest message from someone else),
/// without asking the service.
@MainActor
struct ViewModelSetEntry: CustomizationEntry {
    let id = "view-model-set"
    let title = "A view model from ViewModelSet"
    let summary = "ViewModelSet.groupChannelViewModel = LocalMuteViewModel.self: one person's messages hidden on this device."

    func apply() {
        Saved.shared.save()
        ViewModelSet.groupChannelViewModel = LocalMuteViewModel.self
    }

    func restore() { Saved.shared.restore() }

    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController { ChannelScreen.make(in: workspace) }
}

/// Hides the messages of the people in `mutedUserIds`; the first load mutes whoever wrote
/// the newest message from someone else.
@MainActor
final class LocalMuteViewModel: GroupChannelViewModel {
    var mutedUserIds: Set<String>?

    override func updateMessageList(_ messages: [BaseMessage], initialLoad: Bool = false) {
        if mutedUserIds == nil, let chatty = messages.last(where: { $0.sender.map { $0.userId != currentUserId } ?? false })?.sender {
            mutedUserIds = [chatty.userId]
        }
        let muted = mutedUserIds ?? []
        super.updateMessageList(messages.filter { !muted.contains($0.sender?.userId ?? "") }, initialLoad: initialLoad)
    }
}
