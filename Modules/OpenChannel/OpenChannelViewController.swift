import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterUIKitCore
import BanterViews

/// The screen for chatting in one open channel: a header (back, name, live participant
/// count), the media area (the channel's cover and description, framed, above the list or
/// over it, or hidden), the message list and the input (see `BaseChannelViewController` for
/// the shared behaviour and keys).
///
/// - Entering and leaving: the view model enters the channel (`enter()`) when the screen
///   loads; the screen exits it (`exit()`) when it leaves its navigation controller, or when
///   it goes away.
/// - Components come from `ModuleSet.openChannelModule` when the controller is initialised
///   (`headerComponent`, `listComponent`, `inputComponent`, `mediaComponent`); they are
///   configured in `setupViews()`. A component already configured is not configured again.
/// - The view model comes from `createViewModel(...)`, which asks
///   `ViewModelSet.openChannelViewModel`, for `BanterUIKit.client`.
/// - Rows use `BanterUIKit.config.openChannel.channel`: the sender's name and the time on
///   every message, no receipts. Frozen and muted inputs work as in group channels
///   (operators may write while frozen).
/// - Flood: messages from others are shown in batches (see `OpenChannelViewModel`), the list
///   stays at the bottom unless scrolled up, and then the new-message count grows.
/// - The header's settings item opens `ViewControllerSet.openChannelSettingsViewController`
///   (`showChannelSettings()`).
/// - Keys: Alt-M cycles the media area (above, overlay, hidden); the rest as every channel.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class OpenChannelViewController: BaseChannelViewController, OpenChannelModuleHeaderDelegate, OpenChannelModuleListDelegate,
    OpenChannelModuleListDataSource, OpenChannelModuleInputDelegate, OpenChannelModuleInputDataSource, OpenChannelModuleMediaDelegate,
    OpenChannelViewModelDelegate, OpenChannelViewModelDataSource, ActionClosures {
    /// The header component.
    public var headerComponent: OpenChannelModule.Header? {
        get { baseHeaderComponent as? OpenChannelModule.Header }
        set { baseHeaderComponent = newValue }
    }
    /// The list component.
    public var listComponent: OpenChannelModule.List? {
        get { baseListComponent as? OpenChannelModule.List }
        set { baseListComponent = newValue }
    }
    /// The input component.
    public var inputComponent: OpenChannelModule.Input? {
        get { baseInputComponent as? OpenChannelModule.Input }
        set { baseInputComponent = newValue }
    }
    /// The media area, made from `ModuleSet.openChannelModule.mediaComponent`.
    public var mediaComponent: OpenChannelModule.Media?
    /// The view model, made by `createViewModel(...)` in `init`.
    public var viewModel: OpenChannelViewModel? { baseViewModel as? OpenChannelViewModel }
    /// The channel, once loaded.
    public var openChannel: OpenChannel? { channel as? OpenChannel }

    /// A screen for the open channel at `channelURL`, entered when the screen loads.
    /// Resolves the components and creates the view model.
    public required override init(channelURL: String, startingPoint: Int64 = .max, messageListParams: MessageListParams? = nil) {
        super.init(channelURL: channelURL, startingPoint: startingPoint, messageListParams: messageListParams)
        let module = ModuleSet.openChannelModule
        baseHeaderComponent = module.headerComponent.init()
        baseListComponent = module.listComponent.init()
        baseInputComponent = module.inputComponent.init()
        mediaComponent = module.mediaComponent.init()
        baseViewModel = createViewModel(channelURL: channelURL, messageListParams: self.messageListParams, startingPoint: startingPoint)
    }

    /// A screen for `channel`.
    public convenience init(channel: OpenChannel, startingPoint: Int64 = .max, messageListParams: MessageListParams? = nil) {
        self.init(channelURL: channel.channelURL, startingPoint: startingPoint, messageListParams: messageListParams)
    }

    /// Makes the view model from `ViewModelSet.openChannelViewModel`, for
    /// `BanterUIKit.client`. Override to make your own.
    open func createViewModel(channelURL: String, messageListParams: MessageListParams, startingPoint: Int64) -> OpenChannelViewModel {
        ViewModelSet.openChannelViewModel.init(client: BanterUIKit.client, channelURL: channelURL, startingPoint: startingPoint,
                                               messageListParams: messageListParams, delegate: self, dataSource: self)
    }

    // MARK: Actions (the reference kit's optional closures)

    /// Runs in `viewDidLoad()`, once the components are configured and before the channel loads.
    public var componentDidLoad: (@MainActor (OpenChannelViewController) -> Void)?
    /// Runs when the screen is about to appear.
    public var componentWillAppear: (@MainActor (OpenChannelViewController) -> Void)?
    /// Runs when the screen is about to disappear.
    public var componentWillDisappear: (@MainActor (OpenChannelViewController) -> Void)?

    // MARK: Lifecycle

    /// Configures the components not configured yet, then adds them (the media area under
    /// the header, over the list).
    open override func setupViews() {
        let theme = resolvedTheme
        if let header = headerComponent, header.baseDelegate == nil { header.configure(delegate: self, theme: theme.channelTheme) }
        if let list = listComponent, list.baseDelegate == nil {
            list.configuration = BanterUIKit.config.openChannel.channel
            list.configure(delegate: self, dataSource: self, theme: theme.channelTheme, componentTheme: theme.componentTheme)
        }
        if let input = inputComponent, input.baseDelegate == nil { input.configure(delegate: self, dataSource: self, theme: theme.channelTheme) }
        if let media = mediaComponent, media.delegate == nil { media.configure(delegate: self, theme: theme.channelTheme) }
        super.setupViews()
        addComponents([mediaComponent])
    }

    /// Places the media area (above the list, taking its top rows, or over its top-right
    /// corner), then the notices.
    open override func viewDidLayoutSubviews() {
        if let media = mediaComponent, let list = listComponent, media.superview === view {
            let content = list.frame
            let frames = media.frames(in: content)
            media.frame = frames.media
            list.frame = frames.list
            view.bringSubviewToFront(media)
        }
        super.viewDidLayoutSubviews()
    }

    /// Passes the theme to the media area too.
    open override func updateStyles() {
        mediaComponent?.updateStyles(theme: resolvedTheme.channelTheme)
        super.updateStyles()
    }

    /// Leaving the navigation controller exits the channel.
    open override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        if parent == nil { viewModel?.exitChannel() }
    }

    /// Exits the channel, then leaves.
    open override func close() {
        viewModel?.exitChannel()
        super.close()
    }

    // MARK: Keys

    /// `KeyBindingSet.current.openChannel.cycleMedia` (Alt-M) cycles the media area.
    open override func handleKey(_ event: KeyEvent) -> Bool {
        if KeyBindingSet.current.openChannel.cycleMedia.matches(event), let media = mediaComponent {
            media.cycleMode()
            return true
        }
        return super.handleKey(event)
    }

    // MARK: Header

    /// Pushes `ViewControllerSet.openChannelSettingsViewController` for this channel on the
    /// navigation controller (nothing happens without one).
    open func showChannelSettings() {
        let settings = ViewControllerSet.openChannelSettingsViewController.init(channelURL: channelURL)
        navigationController?.pushViewController(settings)
    }

    /// The settings item: opens the channel's settings.
    open override func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didTapRightItem rightItem: View) {
        showChannelSettings()
    }

    /// The participant count.
    open override func channelSubtitle(for channel: BaseChannel) -> String {
        guard let channel = channel as? OpenChannel else { return super.channelSubtitle(for: channel) }
        return StringSet.current.openChannel.participantCount(channel.participantCount)
    }

    // MARK: Media

    /// Lays the screen out again for the new mode.
    open func openChannelModule(_ mediaComponent: OpenChannelModule.Media, didChangeMode mode: OpenChannelModule.Media.Mode) {
        view.setNeedsLayout()
        view.setNeedsDisplay()
    }

    // MARK: View model

    /// Shows the channel in the header, the input and the media area.
    open override func baseChannelViewModel(_ viewModel: BaseChannelViewModel, didChangeChannel channel: BaseChannel?, withContext context: MessageContext?) {
        mediaComponent?.channel = channel
        super.baseChannelViewModel(viewModel, didChangeChannel: channel, withContext: context)
    }

    /// Keeps the list at the bottom when it was there before the messages came.
    open override func baseChannelViewModel(_ viewModel: BaseChannelViewModel, didChangeMessageList messages: [BaseMessage], needsToReload: Bool, initialLoad: Bool) {
        let wasAtBottom = listComponent?.isScrollNearByBottom ?? true
        super.baseChannelViewModel(viewModel, didChangeMessageList: messages, needsToReload: needsToReload, initialLoad: initialLoad)
        if wasAtBottom, !initialLoad { listComponent?.scrollToBottom() }
    }

    /// Closes the channel's screens as the base does. The screens pushed over this one (the
    /// settings, a user list) follow the channel too, but hear of it after this screen has
    /// closed them, so they cannot say why: the alert is shown here, unless the channel is
    /// being deleted from its settings (no news to the one deleting it).
    open override func baseChannelViewModel(_ viewModel: BaseChannelViewModel, shouldDismissForChannel channel: BaseChannel?) {
        let navigation = navigationController
        let stack = navigation?.viewControllers ?? []
        let isCovered = navigation?.topViewController !== self && stack.contains { $0 === self }
        let isDeletedHere = stack.contains { ($0 as? OpenChannelSettingsViewController)?.isDeleting == true }
        super.baseChannelViewModel(viewModel, shouldDismissForChannel: channel)
        guard isCovered, !isDeletedHere, let navigation else { return }
        showChannelClosedAlert(on: navigation, message: channelClosedMessage)
    }

    /// Counts messages that arrived while scrolled up on the new-message button.
    open func openChannelViewModel(_ viewModel: OpenChannelViewModel, didReceiveNewMessages count: Int) {
        listComponent?.newMessageCount += count
    }

    /// The header's count follows, and the input's mention suggestions offer the
    /// participants now in the channel.
    open func openChannelViewModel(_ viewModel: OpenChannelViewModel, didChangeParticipantCount channel: OpenChannel) {
        updateChannelTitle()
        inputComponent?.participants = viewModel.participants
    }

    /// Opens the one-to-one channel a profile's "Message" made:
    /// `ViewControllerSet.groupChannelViewController`, pushed.
    open override func showChannel(channelURL: String) {
        pushGroupChannel(channelURL: channelURL)
    }
}
