import BanterChatSDK
import BanterCanvas
import BanterViews

/// The base of every screen in the kit: UIKit's lifecycle plus the kit's own setup and
/// update steps.
///
/// - `loadView()` makes the root view, then calls `setupViews()` and `setupLayouts()`.
/// - `viewDidLoad()` runs the screen's `componentDidLoad` action closure
///   (`ActionClosures`), before the screen's first load.
/// - `viewWillAppear` calls `updateStyles()`, then runs `componentWillAppear`;
///   `viewWillDisappear` runs `componentWillDisappear`.
/// - `viewDidLayoutSubviews()` calls `setupStyles()`.
/// - A size change (terminal resize) calls `updateLayouts()`, then a layout pass follows.
/// - A global theme change calls `updateStyles()` on every loaded controller, which passes
///   the theme to its components.
///
/// Overrides call `super` first. Main actor only.
@MainActor
open class BaseViewController: ViewController, ThemeObserving, UserProfileViewDelegate {
    /// This screen's theme; nil follows the global `Theme.current`. Components given a theme
    /// of their own keep theirs.
    open var theme: Theme? {
        didSet { if isViewLoaded { updateStyles() } }
    }

    /// The theme in force: this controller's, else the global one.
    public var resolvedTheme: Theme { theme ?? Theme.current }

    /// The screen's notice (toast), over the bottom row; see `showNotice(_:kind:)`.
    public let noticeView = NoticeView()

    private var componentConstraints: [LayoutConstraint] = []
    private weak var placedHeader: View?
    private var headerHeightConstraint: LayoutConstraint?
    private weak var placedFooter: View?
    private var footerHeightConstraint: LayoutConstraint?

    public override init() {
        super.init()
    }

    /// Makes the root view, then runs `setupViews()` and `setupLayouts()`. A subclass that
    /// makes its own root view assigns `view` before calling `super.loadView()`.
    open override func loadView() {
        if !isViewLoaded { view = View() }
        ThemeObservers.shared.add(self)
        setupViews()
        setupLayouts()
        view.addSubview(noticeView)
    }

    /// Runs the screen's `componentDidLoad` (`ActionClosures`): the components are
    /// configured (`loadView()` ran `setupViews()`), and the screens' own `viewDidLoad()`,
    /// which call `super` first, start their view model's first load after it.
    open override func viewDidLoad() {
        super.viewDidLoad()
        (self as? any ActionClosures)?.runComponentDidLoad()
    }

    /// Restyles (`updateStyles()`), runs the screen's `componentWillAppear`, then places the
    /// module header's items (`placeHeader(moduleHeaderComponent)`).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateStyles()
        (self as? any ActionClosures)?.runComponentWillAppear()
        placeHeader(moduleHeaderComponent)
    }

    /// Gives `initialFirstResponder` the keys.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        initialFirstResponder?.becomeFirstResponder()
    }

    /// Runs the screen's `componentWillDisappear`.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        (self as? any ActionClosures)?.runComponentWillDisappear()
    }

    /// Keeps the header placed by `placeComponents` at its height, or none while it hides
    /// (its items are in the navigation bar), and the footer at the height it asks for now
    /// (a message input grows with its text, and the content above gives way).
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if let header = placedHeader, let height = headerHeightConstraint {
            let rows = header.isHidden ? 0 : HeaderBarView.height
            if height.constant != rows { height.constant = rows }
        }
        if let footer = placedFooter, let height = footerHeightConstraint {
            let rows = Self.footerHeight(of: footer, in: view.bounds.size)
            if height.constant != rows { height.constant = rows }
        }
    }

    /// The rows `footer` asks for in a screen of `size`: asked with the screen's size rather
    /// than read from its intrinsic size, because its own width may still be the one before
    /// a resize when the screen lays out.
    private static func footerHeight(of footer: View, in size: Size) -> Int {
        max(0, footer.sizeThatFits(size).height)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if !noticeView.isHidden {
            let area = noticeArea
            let width = noticeView.sizeThatFits(area.size).width
            noticeView.frame = Rect(x: area.minX + (area.width - width) / 2, y: area.minY, width: width, height: min(1, area.height))
            view.bringSubviewToFront(noticeView)
        }
        setupStyles()
    }

    open override func viewWillTransition(to size: Size) {
        super.viewWillTransition(to: size)
        updateLayouts()
        view.setNeedsLayout()
    }

    /// Creates the subviews and configures the module's components; called once, from
    /// `loadView()`.
    open func setupViews() {}

    /// Places the subviews; called once, from `loadView()`, after `setupViews()`. The default
    /// places the module's components (`placeComponents`) when the screen names any.
    open func setupLayouts() {
        let header = moduleHeaderComponent, content = moduleContentComponent, footer = moduleFooterComponent
        guard header != nil || content != nil || footer != nil else { return }
        placeComponents(header: header, content: content, footer: footer)
    }

    /// Re-places the subviews after a size change; the default marks the view for layout.
    open func updateLayouts() {
        view.setNeedsLayout()
    }

    /// Applies colours and attributes; called after every layout pass. The default styles the
    /// background and the navigation bar from `screenStyle`, when there is one.
    open func setupStyles() {
        guard let theme = screenStyle else { return }
        // The terminal's default background stays unset, so the terminal's own colour shows.
        view.backgroundColor = theme.background.background == .default ? nil : theme.background.background
        setupNavigationBar(backgroundColor: theme.navigationBar.background, shadowColor: theme.navigationBarShadow.foreground)
    }

    /// The styles the screen's background and navigation bar take (`setupStyles()`), from
    /// its module theme (`ScreenTheme.screenStyle`); none in the base, which leaves both alone.
    open var screenStyle: ScreenStyle? { nil }

    /// Re-applies the theme: when the view is about to appear and when the theme changes.
    /// Subclasses pass the theme to their components here; the default calls `setupStyles()`.
    open func updateStyles() {
        setupStyles()
        view.setNeedsDisplay()
    }

    // MARK: Placing components

    /// The module's header: `setupLayouts()` puts it on top and `viewWillAppear` places its
    /// items (`placeHeader`). None in the base; a screen made of module components returns
    /// its own, so that the base places them.
    open var moduleHeaderComponent: (any NavigationHeaderComponent)? { nil }
    /// The module's component between the header and the footer (a list); none in the base.
    open var moduleContentComponent: View? { nil }
    /// The module's component at the bottom (a message input); none in the base.
    open var moduleFooterComponent: View? { nil }
    /// The view given the keys as the screen appears (a list's table); none in the base.
    open var initialFirstResponder: View? { nil }

    /// A module header's title view or bar items changed: places them again
    /// (`placeHeader`) once the view is loaded; before that, `viewWillAppear` places them.
    /// The screens' per-module header delegate methods (`didUpdateTitleView`,
    /// `didUpdateLeftItem`, `didUpdateRightItem`) come here; override to place them
    /// elsewhere.
    open func headerDidUpdateItems(_ header: any NavigationHeaderComponent) {
        if isViewLoaded { placeHeader(header) }
    }

    /// Adds `components` to the view, in order (later ones on top), unless already there.
    /// Screens call it from `setupViews()`.
    public func addComponents(_ components: [View?]) {
        for case let component? in components where component.superview !== view { view.addSubview(component) }
    }

    /// Closes the screens of a channel that went away for the current user (deleted, left,
    /// banned): back to the root of the navigation controller (the channel list), or, when
    /// this screen is the root or has none, as `popToPrevious()`.
    open func popToChannelList() {
        if let navigation = navigationController, navigation.viewControllers.first !== self {
            navigation.popToRootViewController()
        } else {
            popToPrevious()
        }
    }

    /// Tells the user, in an alert over `navigation` (the screens of the channel have just
    /// closed), that the channel went away for them: deleted by someone else, or they were
    /// banned.
    /// `message` says why (`StringSet.current.channel.closedMessage` when nil).
    public func showChannelClosedAlert(on navigation: NavigationController, message: String? = nil) {
        let strings = StringSet.current.channel
        let alert = AlertController(title: strings.closedTitle, message: message ?? strings.closedMessage, preferredStyle: .alert)
        alert.appearance = resolvedTheme.componentTheme.alertAppearance
        alert.addAction(AlertAction(title: StringSet.current.common.ok, style: .cancel))
        navigation.present(alert)
    }

    /// Leaves the screen: pops it from its navigation controller, or dismisses it when it
    /// was presented.
    open func popToPrevious() {
        guard let navigationController else { return dismiss() }
        let stack = navigationController.viewControllers
        // Back to the screen below this one, with whatever was pushed over this one: a screen
        // closing from below (the channel its settings were opened from) takes them along.
        if let index = stack.firstIndex(where: { $0 === self }), index > 0 {
            navigationController.popToViewController(stack[index - 1])
        } else if stack.count > 1, stack.firstIndex(where: { $0 === self }) == nil {
            navigationController.popViewController()
        } else {
            dismiss()
        }
    }

    /// Puts `controller` in this screen's place on its navigation stack (the screens under it
    /// stay, any over it go), so Back from `controller` returns to where this screen was
    /// opened from: a "new channel" screen hands its place to the channel it made. Without a
    /// navigation controller this screen is dismissed instead.
    open func replaceOnNavigationStack(with controller: ViewController) {
        guard let navigation = navigationController, let index = navigation.viewControllers.firstIndex(where: { $0 === self }) else {
            dismiss()
            return
        }
        navigation.setViewControllers(Array(navigation.viewControllers[..<index]) + [controller])
    }

    /// Places a module's components with constraints, replacing those it placed before: the
    /// header on top (`HeaderBarView.height` rows, none while it hides in a navigation
    /// controller), the footer (an input, say) at the bottom at the height its
    /// `sizeThatFits(_:)` gives for the screen's size (its intrinsic height, for most views),
    /// asked again before every layout so it can grow and shrink, and the content between
    /// them. A footer whose height changes calls `invalidateIntrinsicContentSize()`, which
    /// lays the screen out again. Screens call it from `setupLayouts()`.
    public func placeComponents(header: View?, content: View?, footer: View? = nil) {
        LayoutConstraint.deactivate(componentConstraints)
        var constraints: [LayoutConstraint] = []
        func fillWidth(_ component: View) -> [LayoutConstraint] {
            component.translatesAutoresizingMaskIntoConstraints = false
            return [component.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    component.trailingAnchor.constraint(equalTo: view.trailingAnchor)]
        }
        var top = view.topAnchor, bottom = view.bottomAnchor
        placedHeader = header
        headerHeightConstraint = nil
        placedFooter = footer
        footerHeightConstraint = nil
        if let header {
            let height = header.heightAnchor.constraint(equalToConstant: header.isHidden ? 0 : HeaderBarView.height)
            headerHeightConstraint = height
            constraints += fillWidth(header) + [header.topAnchor.constraint(equalTo: view.topAnchor), height]
            top = header.bottomAnchor
        }
        if let footer {
            let height = footer.heightAnchor.constraint(equalToConstant: Self.footerHeight(of: footer, in: view.bounds.size))
            footerHeightConstraint = height
            constraints += fillWidth(footer) + [footer.bottomAnchor.constraint(equalTo: view.bottomAnchor), height]
            bottom = footer.topAnchor
        }
        if let content {
            constraints += fillWidth(content) + [content.topAnchor.constraint(equalTo: top), content.bottomAnchor.constraint(equalTo: bottom)]
        }
        componentConstraints = constraints
        LayoutConstraint.activate(constraints)
    }

    // MARK: Notices

    /// Shows `text` in the notice over the bottom of the screen for a few seconds, timed by
    /// the window's scheduler. Screens use it for news that does not block them: "Copied",
    /// a request that failed.
    open func showNotice(_ text: String, kind: NoticeView.Kind = .info) {
        noticeView.theme = resolvedTheme.componentTheme
        noticeView.show(text, kind: kind, scheduler: view.window?.scheduler)
        view.setNeedsLayout()
    }

    /// The row the notice is centred in: the screen's bottom row by default. A screen with
    /// something at the bottom that must stay visible (a message input) returns another.
    open var noticeArea: Rect {
        Rect(x: 0, y: max(0, view.bounds.height - 1), width: view.bounds.width, height: min(1, view.bounds.height))
    }

    // MARK: Menus

    /// Presents `items` as an action sheet titled `title`, with a Cancel at the end, styled
    /// from the component theme. `onCancel` runs when the sheet closes without a choice.
    /// Returns the sheet, already presented.
    @discardableResult
    open func presentMenu(title: String?, items: [MenuItem], onCancel: (@MainActor () -> Void)? = nil) -> AlertController {
        let sheet = AlertController(title: title, message: nil, preferredStyle: .actionSheet)
        sheet.appearance = resolvedTheme.componentTheme.alertAppearance
        for item in items {
            sheet.addAction(AlertAction(title: item.title, style: item.isDestructive ? .destructive : .default) { _ in item.handler() })
        }
        sheet.addAction(AlertAction(title: StringSet.current.common.cancel, style: .cancel) { _ in onCancel?() })
        present(sheet)
        return sheet
    }

    /// Presents an alert titled `title` with `message` and one OK button, styled from the
    /// component theme.
    @discardableResult
    open func presentAlert(title: String?, message: String?) -> AlertController {
        let alert = AlertController(title: title, message: message, preferredStyle: .alert)
        alert.appearance = resolvedTheme.componentTheme.alertAppearance
        alert.addAction(AlertAction(title: StringSet.current.common.ok, style: .cancel))
        present(alert)
        return alert
    }

    // MARK: User profiles (UserProfileViewDelegate)

    /// The view model a profile's actions go through; the channel and user list screens
    /// return theirs. Nil: the profile shows, its actions do nothing.
    open var userProfileViewModel: BaseViewModel? { nil }

    /// The channel a profile is shown from: where its marks come from and where a report is
    /// filed. Nil: no marks, no report.
    open var userProfileChannel: BaseChannel? { nil }

    /// A new, empty profile card; the channel and user list screens make it from their
    /// module's `userProfileView` metatype.
    open func createUserProfileView() -> UserProfileView {
        UserProfileView()
    }

    /// Shows `user`'s profile card (`createUserProfileView()`) over the screen, with their
    /// marks in `userProfileChannel` and whether they are blocked; this screen is its
    /// delegate. Nothing when something else is presented. Returns the card.
    @discardableResult
    open func showUserProfile(user: User) -> UserProfileView? {
        guard presentedViewController == nil else { return nil }
        let profile = createUserProfileView()
        let client = userProfileViewModel?.client
        let channel = userProfileChannel
        let member = (channel as? GroupChannel)?.members.first { $0.userId == user.userId }
        let isOperator = member?.role == .operator || (channel as? OpenChannel)?.isOperator(userId: user.userId) == true
        profile.configure(user: user, isOperator: isOperator, isMuted: member?.isMuted ?? false,
                          isBlocked: client?.isBlocked(userId: user.userId) ?? false,
                          isCurrentUser: client?.currentUser?.userId == user.userId)
        profile.appearance = resolvedTheme.componentTheme.alertAppearance
        profile.delegate = self
        present(UserProfileSheet(profileView: profile))
        return profile
    }

    /// Closes the profile card, when one is up.
    open func dismissUserProfile() {
        if presentedViewController is UserProfileSheet { dismiss() }
    }

    /// Esc or "Close" on the profile: closes it.
    open func didSelectClose() {
        dismissUserProfile()
    }

    /// "Message" on the profile: opens or creates the one-to-one channel with the user, then
    /// shows it (`showChannel(channelURL:)`); a refusal shows as a notice.
    open func didSelectMessage(userId: String?) {
        dismissUserProfile()
        guard let userId, let viewModel = userProfileViewModel else { return }
        viewModel.createDirectChannel(with: userId) { [weak self] result in
            switch result {
            case .success(let channel): self?.showChannel(channelURL: channel.channelURL)
            case .failure(let error): self?.showNotice(StringSet.current.common.failedNotice(error.message), kind: .error)
            }
        }
    }

    /// Shows the channel at `channelURL`; nothing here (this library knows no channel
    /// screen): the kit's screens push `ViewControllerSet.groupChannelViewController`.
    open func showChannel(channelURL: String) {}

    /// "Block" or "Unblock" on the profile: asks the service, then says so in a notice and
    /// calls `userDidChangeBlock(_:blocked:)`; a refusal shows as a notice and changes nothing.
    open func userProfileView(_ profileView: UserProfileView, didSelectBlock user: User, blocked: Bool) {
        dismissUserProfile()
        guard let viewModel = userProfileViewModel else { return }
        let strings = StringSet.current.userProfile
        let name = user.nickname.isEmpty ? user.userId : user.nickname
        viewModel.setBlocked(user, blocked: blocked) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                showNotice(blocked ? strings.blocked(name) : strings.unblocked(name))
                userDidChangeBlock(user, blocked: blocked)
            case .failure(let error):
                showNotice(strings.blockFailed(error.message), kind: .error)
            }
        }
    }

    /// The current user blocked or unblocked `user`; nothing here (a channel screen shows or
    /// hides their messages).
    open func userDidChangeBlock(_ user: User, blocked: Bool) {}

    /// "Report" on the profile: asks for a category and a description (`showReport`).
    open func userProfileView(_ profileView: UserProfileView, didSelectReport user: User) {
        dismissUserProfile()
        showReport(user: user, message: nil)
    }

    /// Asks for a report's category (a menu of `ReportCategory`), then its description (a
    /// prompt, which may stay empty), then reports `message` (or `user`, when nil) in
    /// `userProfileChannel`; "Report sent" or the refusal shows as a notice.
    open func showReport(user: User, message: BaseMessage?) {
        guard let channel = userProfileChannel, let viewModel = userProfileViewModel else { return }
        let strings = StringSet.current.userProfile
        let items = ReportCategory.allCases.map { category in
            MenuItem(kind: .custom("report." + category.rawValue), title: strings.category(category.rawValue)) { [weak self] in
                guard let self else { return }
                let prompt = TextPromptViewController(title: strings.category(category.rawValue), message: strings.reportDescriptionTitle)
                prompt.appearance = resolvedTheme.componentTheme.alertAppearance
                prompt.onSubmit = { [weak self] prompt, text in
                    prompt.dismiss()
                    viewModel.report(user: user, message: message, in: channel, category: category, description: text) { result in
                        switch result {
                        case .success: self?.showNotice(strings.reported)
                        case .failure(let error): self?.showNotice(strings.reportFailed(error.message), kind: .error)
                        }
                    }
                }
                present(prompt)
            }
        }
        presentMenu(title: strings.reportTitle, items: items)
    }

    // MARK: Headers

    /// Puts `header`'s title view and bar items where they show: in the navigation bar when
    /// this screen is in a navigation controller (the header hides), else in the header's
    /// own bar. View controllers call it when the header's items change and before the
    /// screen appears.
    open func placeHeader(_ header: (any NavigationHeaderComponent)?) {
        guard let header else { return }
        let embedded = navigationController != nil
        if embedded {
            navigationItem.titleView = header.titleView
            navigationItem.leftBarItems = header.leftBarButtons
            navigationItem.rightBarItems = header.rightBarButtons
        } else {
            header.barView.titleView = header.titleView
            header.barView.leftItems = header.leftBarButtons
            header.barView.rightItems = header.rightBarButtons
            header.barView.adoptItems()
        }
        if header.isHidden != embedded {
            header.isHidden = embedded
            view.setNeedsLayout()
        }
    }

    /// Styles the navigation bar this controller shows in: its background and the rule
    /// under it.
    open func setupNavigationBar(backgroundColor: Color, shadowColor: Color) {
        guard let bar = navigationController?.navigationBar else { return }
        bar.barBackgroundColor = backgroundColor
        bar.separatorColor = shadowColor
    }

    // MARK: Connection news (CommonViewModelDelegate)

    /// The client connected or its connection came back (`true`), or the connection is gone
    /// (`false`: the network dropped and the client is reconnecting, it disconnected, or it
    /// gave up reconnecting). Declared here so every screen whose view model reports to it can be overridden; the
    /// screens do nothing with it by default (their view models load again on their own).
    open func connectionStateDidChange(_ isConnected: Bool) {}

    /// The connection came back after it was lost (after `connectionStateDidChange(true)`);
    /// nothing by default.
    open func baseViewModelDidSucceedReconnection(_ viewModel: BaseViewModel) {}

    /// The client gave up reconnecting (after `connectionStateDidChange(false)`); nothing by
    /// default.
    open func baseViewModelDidFailReconnection(_ viewModel: BaseViewModel) {}

    func globalThemeDidChange(_ theme: Theme) {
        guard isViewLoaded else { return }
        updateStyles()
    }
}
