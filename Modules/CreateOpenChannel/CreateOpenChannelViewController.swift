import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterUIKitCore
import BanterViews

/// The screen that names and makes a new open channel: a header (back, "New open channel",
/// "Create") over a form with the channel's cover placeholder and its name field.
///
/// - Components come from `ModuleSet.createOpenChannelModule` when the controller is
///   initialised (`headerComponent`, `profileInputComponent`); they are configured in
///   `setupViews()`. A subclass may configure a component itself before or after calling
///   `super.setupViews()`: a component already configured is not configured again.
/// - The view model comes from `createViewModel()`, which asks
///   `ViewModelSet.createOpenChannelViewModel`, for `BanterUIKit.client`; it is disposed
///   when the controller goes.
/// - Create is enabled only while the name is valid by the service's rule (something
///   besides spaces, at most `OpenChannelCreateParams.maximumNameLength` characters) and no
///   request is in flight.
/// - Keys: typing edits the name (the field has the focus when the screen appears), Enter
///   creates when the name is valid, Ctrl-O sets the cover, Tab reaches the header's items
///   (and comes back round to the field), Esc goes back. Clicks on the header's items, the
///   field and the cover work too.
/// - The cover: a terminal has no image picker, so choosing the cover
///   (`createOpenChannelModuleDidSelectChannelImage(_:needRemoveItem:)`) asks for its
///   address in a prompt (`showCoverURLPrompt()`), checked by the service's rule; an empty
///   answer removes it. Override the delegate method to do something else.
/// - Creating: on success the channel opens through `ViewControllerSet.openChannelViewController`
///   in this screen's place on the navigation stack (`dismissAndMoveToChannel(_:messageListParams:)`),
///   which enters it; Back from it returns to where this screen was opened from. A refusal
///   is shown under the field and in a notice; the screen and the name stay as they were.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class CreateOpenChannelViewController: BaseViewController, CreateOpenChannelModuleHeaderDelegate,
    CreateOpenChannelModuleProfileInputDelegate, CreateOpenChannelViewModelDelegate, ActionClosures {

    /// The header, made from `ModuleSet.createOpenChannelModule.headerComponent`.
    public var headerComponent: CreateOpenChannelModule.Header?
    /// The cover and name form, made from `ModuleSet.createOpenChannelModule.profileInputComponent`.
    public var profileInputComponent: CreateOpenChannelModule.ProfileInput?
    /// The view model, made by `createViewModel()`.
    public var viewModel: CreateOpenChannelViewModel?

    // MARK: Actions (the reference kit's optional closures)

    /// Runs in `viewDidLoad()`, once the components are configured and before the first load.
    public var componentDidLoad: (@MainActor (CreateOpenChannelViewController) -> Void)?
    /// Runs each time the screen is about to appear.
    public var componentWillAppear: (@MainActor (CreateOpenChannelViewController) -> Void)?
    /// Runs each time the screen is about to disappear.
    public var componentWillDisappear: (@MainActor (CreateOpenChannelViewController) -> Void)?

    // MARK: Lifecycle

    /// A screen making a new open channel. Resolves the components and creates the view
    /// model.
    public required override init() {
        super.init()
        let module = ModuleSet.createOpenChannelModule
        headerComponent = module.headerComponent.init()
        profileInputComponent = module.profileInputComponent.init()
        viewModel = createViewModel()
    }

    isolated deinit {
        viewModel?.dispose()
    }

    /// Makes the view model from `ViewModelSet.createOpenChannelViewModel`, for
    /// `BanterUIKit.client`. Override to make your own.
    open func createViewModel() -> CreateOpenChannelViewModel {
        ViewModelSet.createOpenChannelViewModel.init(client: BanterUIKit.client, delegate: self)
    }

    /// Configures the components not configured yet, then adds them.
    open override func setupViews() {
        super.setupViews()
        let theme = resolvedTheme
        if let header = headerComponent, header.delegate == nil { header.configure(delegate: self, theme: theme.userListTheme) }
        if let input = profileInputComponent, !input.isConfigured {
            input.configure(delegate: self, theme: theme.userListTheme, componentTheme: theme.componentTheme)
        }
        addComponents([profileInputComponent, headerComponent])
        updateCreateItem()
    }

    /// The header, placed on top by the base (`placeComponents`, `placeHeader`).
    open override var moduleHeaderComponent: (any NavigationHeaderComponent)? { headerComponent }
    /// The form, placed under the header by the base.
    open override var moduleContentComponent: View? { profileInputComponent }
    /// The name field takes the focus as the screen appears.
    open override var initialFirstResponder: View? { profileInputComponent?.channelNameInputField }
    /// The background and navigation bar follow the user list theme.
    open override var screenStyle: ScreenStyle? { resolvedTheme.userListTheme.screenStyle }

    /// Passes the theme to the components, then restyles.
    open override func updateStyles() {
        let theme = resolvedTheme
        headerComponent?.updateStyles(theme: theme.userListTheme)
        profileInputComponent?.updateStyles(theme: theme.userListTheme, componentTheme: theme.componentTheme)
        super.updateStyles()
    }

    // MARK: Keys

    /// Esc goes back (also when this screen is presented rather than pushed).
    open override func handleKey(_ event: KeyEvent) -> Bool {
        if event == KeyEvent(.escape) {
            popToPrevious()
            return true
        }
        return super.handleKey(event)
    }

    // MARK: Creating

    /// Whether Create is offered: the name is valid and no request is in flight.
    open var canCreateChannel: Bool {
        (profileInputComponent?.isChannelNameValid ?? false) && !(viewModel?.isCreatingChannel ?? false)
    }

    /// Enables the header's create item when `canCreateChannel`.
    open func updateCreateItem() {
        headerComponent?.enableRightBarButton(canCreateChannel)
    }

    /// Makes the channel with the name and cover in the form; nothing while the name is
    /// invalid or a request is in flight.
    public func createChannel() {
        guard canCreateChannel, let input = profileInputComponent else { return }
        createChannel(channelName: input.channelName, coverURL: input.coverURL)
    }

    /// Makes a channel named `channelName` with the cover at `coverURL`.
    public func createChannel(channelName: String, coverURL: String?) {
        viewModel?.createChannel(channelName: channelName, coverURL: coverURL)
    }

    /// Opens `channel` through `ViewControllerSet.openChannelViewController` in this screen's
    /// place on the navigation stack, so Back from the channel goes back to where the person
    /// came from. Without a navigation controller the screen is dismissed.
    open func dismissAndMoveToChannel(_ channel: BaseChannel, messageListParams: MessageListParams?) {
        replaceOnNavigationStack(with: ViewControllerSet.openChannelViewController.init(channelURL: channel.channelURL, messageListParams: messageListParams))
    }

    // MARK: The cover

    /// Asks for the cover's address (`showCoverURLPrompt()`); `needRemoveItem` says one is
    /// set (an empty answer removes it).
    public func selectChannelImage(needRemoveItem: Bool) {
        showCoverURLPrompt()
    }

    /// Presents a prompt for the cover's address, filled with the current one. The answer
    /// is checked by the service's rule (`OpenChannelCreateParams.validate(coverURL:)`); a
    /// refused one stays in the prompt with the reason, to be fixed.
    @discardableResult
    open func showCoverURLPrompt() -> TextPromptViewController {
        let strings = StringSet.current.createOpenChannel
        let prompt = TextPromptViewController(title: strings.coverPromptTitle, message: strings.coverPromptMessage,
                                              placeholder: strings.coverPromptPlaceholder, text: profileInputComponent?.coverURL ?? "")
        prompt.appearance = resolvedTheme.componentTheme.alertAppearance
        prompt.hint = strings.coverPromptHint
        prompt.onSubmit = { [weak self] prompt, text in
            let address = text.trimmingCharacters(in: .whitespaces)
            if !address.isEmpty {
                do throws(ChatError) {
                    try OpenChannelCreateParams.validate(coverURL: address)
                } catch {
                    prompt.errorText = error.message
                    return
                }
            }
            prompt.dismiss()
            self?.profileInputComponent?.coverURL = address.isEmpty ? nil : address
        }
        present(prompt)
        return prompt
    }

    // MARK: CreateOpenChannelModuleHeaderDelegate

    /// Places the header's items.
    open func createOpenChannelModule(_ headerComponent: CreateOpenChannelModule.Header, didUpdateTitleView titleView: View?) { headerDidUpdateItems(headerComponent) }

    /// Places the header's items.
    open func createOpenChannelModule(_ headerComponent: CreateOpenChannelModule.Header, didUpdateLeftItem leftItem: View?) { headerDidUpdateItems(headerComponent) }

    /// Places the header's items.
    open func createOpenChannelModule(_ headerComponent: CreateOpenChannelModule.Header, didUpdateRightItem rightItem: View?) { headerDidUpdateItems(headerComponent) }

    /// Back.
    open func createOpenChannelModule(_ headerComponent: CreateOpenChannelModule.Header, didTapLeftItem leftItem: View) {
        popToPrevious()
    }

    /// Create.
    open func createOpenChannelModule(_ headerComponent: CreateOpenChannelModule.Header, didTapRightItem rightItem: View) {
        createChannel()
    }

    // MARK: CreateOpenChannelModuleProfileInputDelegate

    /// The name changed: Create follows its validity.
    open func createOpenChannelModule(_ profileInputComponent: CreateOpenChannelModule.ProfileInput, shouldChangeChannelName string: String) {
        updateCreateItem()
    }

    /// The cover was chosen: asks for its address.
    open func createOpenChannelModuleDidSelectChannelImage(_ profileInputComponent: CreateOpenChannelModule.ProfileInput, needRemoveItem: Bool) {
        selectChannelImage(needRemoveItem: needRemoveItem)
    }

    /// Enter in the name field: creates, when the name is valid.
    open func createOpenChannelModuleDidSubmit(_ profileInputComponent: CreateOpenChannelModule.ProfileInput) {
        createChannel()
    }

    // MARK: CreateOpenChannelViewModelDelegate

    /// Opens the channel made.
    open func createOpenChannelViewModel(_ viewModel: CreateOpenChannelViewModel, didCreateChannel channel: BaseChannel?) {
        guard let channel else { return }
        dismissAndMoveToChannel(channel, messageListParams: nil)
    }

    /// Says why the service refused, under the field and in a notice; the name stays.
    open func createOpenChannelViewModel(_ viewModel: CreateOpenChannelViewModel, didFailToCreateChannel error: ChatError) {
        didReceiveError(error, isBlocker: false)
    }

    /// Create is off while the request is in flight.
    open func shouldUpdateLoadingState(_ isLoading: Bool) {
        updateCreateItem()
    }

    /// Shows `error` under the field and in a notice; nothing typed is lost.
    open func didReceiveError(_ error: ChatError, isBlocker: Bool) {
        let text = StringSet.current.createOpenChannel.createFailed(error.message)
        profileInputComponent?.errorText = text
        showNotice(text, kind: .error)
    }
}
