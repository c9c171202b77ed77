import BanterUIKit

/// The app's "Settings" tab, which holds its "Blocked users" list: the users the current user blocked
/// (`BlockedUserListQuery`), one a line. Enter (or a click) lists them in a menu where
/// choosing one unblocks them; the list loads again each time the tab shows.
@MainActor
final class BlockedUsersViewController: BaseViewController {
    private let label = Label(text: "")
    private(set) var blockedUsers: [User] = []
    private var query: BlockedUserListQuery?

    override func setupViews() {
        super.setupViews()
        label.numberOfLines = 0
        view.addSubview(label)
    }

    override func setupLayouts() {
        super.setupLayouts()
        label.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate(label.pin(to: view, insets: EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    /// Loads the blocked users again (the first 100) and shows them.
    func reload() {
        guard let client = BanterUIKit.client else { return }
        let query = client.createBlockedUserListQuery()
        query.limit = 100
        self.query = query
        query.loadNextPage { [weak self] result in
            guard let self, self.query === query else { return }
            blockedUsers = (try? result.get()) ?? []
            showList()
        }
    }

    private func showList() {
        let strings = StringSet.current.userProfile
        label.text = blockedUsers.isEmpty ? strings.noBlockedUsers
            : ([strings.blockedUsers + " (Enter to unblock)", ""] + blockedUsers.map(Self.name)).joined(separator: "\n")
    }

    private static func name(_ user: User) -> String {
        user.nickname.isEmpty ? user.userId : user.nickname + "  " + user.userId
    }

    /// The menu of blocked users; choosing one unblocks them.
    func showUnblockMenu() {
        guard !blockedUsers.isEmpty, let client = BanterUIKit.client else { return }
        let strings = StringSet.current.userProfile
        let items = blockedUsers.map { user in
            MenuItem(kind: .custom("unblock"), title: Self.name(user)) { [weak self] in
                client.unblockUser(userId: user.userId) { result in
                    guard let self else { return }
                    switch result {
                    case .success: self.showNotice(strings.unblocked(user.nickname.isEmpty ? user.userId : user.nickname))
                    case .failure(let error): self.showNotice(strings.blockFailed(error.message), kind: .error)
                    }
                    self.reload()
                }
            }
        }
        presentMenu(title: strings.unblock, items: items)
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        if event == KeyEvent(.enter) {
            showUnblockMenu()
            return true
        }
        return super.handleKey(event)
    }
}
