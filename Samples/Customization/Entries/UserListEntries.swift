import BanterUIKit

/// A member list with each person's @id after the name and its own titles:
/// `UserListModule.List.userCell = HandleUserCell.self` and
/// `StringSet.current.userList.title`.
@MainActor
struct MemberListEntry: CustomizationEntry {
    let id = "member-list"
    let title = "A member list with custom rows and titles"
    let summary = "UserListModule.List.userCell = HandleUserCell.self; StringSet.current.userList.title says \"People here\"."

    func apply() {
        Saved.shared.save()
        UserListModule.List.userCell = HandleUserCell.self
        let title = StringSet.current.userList.title
        StringSet.current.userList.title = { $0 == .members ? "People here" : title($0) }
    }

    func restore() { Saved.shared.restore() }

    /// The member list of the first small group.
    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        let url = workspace.workspace.channels(.group).first?.url ?? workspace.channelURL
        return ViewControllerSet.groupUserListViewController.init(channelURL: url, channelType: .group, userListType: .members)
    }
}

/// A moderation screen with an item of the app's own: `ModerationsModule.listComponent
/// = ReportsModerationsList.self` adds "Reported messages" above the freeze switch.
@MainActor
struct ModerationsEntry: CustomizationEntry {
    let id = "moderations"
    let title = "A moderation screen with an item of your own"
    let summary = "ModerationsModule.listComponent = ReportsModerationsList.self: \"Reported messages\" above Freeze channel."

    func apply() {
        Saved.shared.save()
        ModerationsModule.listComponent = ReportsModerationsList.self
    }

    func restore() { Saved.shared.restore() }

    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        ViewControllerSet.groupModerationsViewController.init(channelURL: workspace.channelURL)
    }
}

/// The moderation list with "Reported messages" before the freeze switch.
@MainActor
final class ReportsModerationsList: ModerationsModule.List {
    override func setupItems() {
        super.setupItems()
        guard let freeze = items.firstIndex(where: { $0.id == "freeze" }) else { return }
        items.insert(ChannelSettingItem(id: "reports", title: "Reported messages", subtitle: "0", icon: resolvedTheme.icons.failed,
                                        isRightButtonHidden: false), at: freeze)
    }
}

/// The register-operator screen with its own words: `RegisterOperatorModule.headerComponent
/// = PromoteHeader.self` titles it "Make moderators" and its button "Promote (N)"; the
/// screen stays after promoting, so the result shows (`PromoteInPlaceViewController`).
@MainActor
struct RegisterOperatorEntry: CustomizationEntry {
    let id = "register-operator"
    let title = "A register-operator screen with its own words"
    let summary = "RegisterOperatorModule.headerComponent = PromoteHeader.self: \"Make moderators\", \"Promote (N)\"."

    func apply() {
        Saved.shared.save()
        RegisterOperatorModule.headerComponent = PromoteHeader.self
    }

    func restore() { Saved.shared.restore() }

    /// The members of the first small group who are not operators.
    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        let url = workspace.workspace.channels(.group).first?.url ?? workspace.channelURL
        return PromoteInPlaceViewController(channelURL: url, users: nil)
    }
}

/// The register-operator screen, which goes back once it has promoted: opened straight from
/// the catalogue it would go back to the catalogue before the result could be seen, so
/// here it stays, says who was promoted, and lists the members left to promote (Esc goes
/// back).
@MainActor
final class PromoteInPlaceViewController: RegisterOperatorViewController {
    /// The people picked when promoting began (the picks are cleared by the time it ends).
    private var promoting: [User] = []

    override func didSelectUsers(_ users: [User]) {
        promoting = selectedUserList
        super.didSelectUsers(users)
    }

    override func registerOperatorViewModel(_ viewModel: BaseRegisterOperatorViewModel, didRegisterOperatorIds operatorIds: [String]) {
        let names = promoting.filter { operatorIds.contains($0.userId) }.map { $0.nickname.isEmpty ? $0.userId : $0.nickname }
        showNotice("Promoted: " + (names.isEmpty ? operatorIds : names).joined(separator: ", "))
        baseViewModel?.loadNextUserList(reset: true)
    }
}

/// A register-operator header titled "Make moderators" with a "Promote (N)" button.
@MainActor
final class PromoteHeader: RegisterOperatorModule.Header {
    override var titleText: String { "Make moderators" }
    override func rightBarButtonTitle(count: Int) -> String { count == 0 ? "Promote" : "Promote (\(count))" }
}
