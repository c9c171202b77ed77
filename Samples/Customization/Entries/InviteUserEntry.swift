import BanterUIKit

/// A custom row on the invite screen: `InviteUserModule.List.userCell = HandleUserCell.self`
/// shows each person's user id after the name, so two people with the same name can be
/// told apart.
@MainActor
struct InviteUserEntry: CustomizationEntry {
    let id = "invite-user"
    let title = "An invite screen with custom rows"
    let summary = "InviteUserModule.List.userCell = HandleUserCell.self: each person's @id after the name."

    func apply() {
        Saved.shared.save()
        InviteUserModule.List.userCell = HandleUserCell.self
    }

    func restore() { Saved.shared.restore() }

    /// The invite screen of the first small group, whose members are left out.
    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        let url = workspace.workspace.channels(.group).first?.url ?? workspace.channelURL
        return ViewControllerSet.inviteUserViewController.init(channelURL: url, users: nil)
    }
}

/// A user row with "@id" after the name.
@MainActor
final class HandleUserCell: UserCell {
    override var notes: [(String, TextStyle)] {
        guard let user else { return super.notes }
        return [("@" + user.userId, resolvedTheme.detail)] + super.notes
    }
}
