import BanterChatSDK
import BanterUIKitCore

/// The notification settings of one group channel: which of its messages notify the current
/// user (all, mentions only, none). Opened from the channel's settings.
///
/// - Components come from `ModuleSet.groupChannelPushSettingsModule` when the controller is
///   initialised; the view model from `createViewModel()`, which asks
///   `ViewModelSet.groupChannelPushSettingsViewModel`.
/// - Keys: Up/Down move, Enter chooses, Esc goes back. A refusal shows as a notice and the
///   check stays where it was.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class GroupChannelPushSettingsViewController: BaseChannelSettingsViewController, GroupChannelPushSettingsModuleHeaderDelegate,
    GroupChannelPushSettingsModuleListDelegate, GroupChannelPushSettingsModuleListDataSource, GroupChannelPushSettingsViewModelDelegate, ActionClosures {
    /// The header, made from `ModuleSet.groupChannelPushSettingsModule.headerComponent`.
    public var headerComponent: GroupChannelPushSettingsModule.Header? {
        get { baseHeaderComponent as? GroupChannelPushSettingsModule.Header }
        set { baseHeaderComponent = newValue }
    }
    /// The list, made from `ModuleSet.groupChannelPushSettingsModule.listComponent`.
    public var listComponent: GroupChannelPushSettingsModule.List? {
        get { baseListComponent as? GroupChannelPushSettingsModule.List }
        set { baseListComponent = newValue }
    }
    /// The view model, made by `createViewModel()`.
    public var viewModel: GroupChannelPushSettingsViewModel? { baseViewModel as? GroupChannelPushSettingsViewModel }

    // MARK: Action closures (the reference kit's optional closures)

    /// Runs in `viewDidLoad()`, once the components are configured and before the channel loads.
    public var componentDidLoad: (@MainActor (GroupChannelPushSettingsViewController) -> Void)?
    /// Runs when the screen is about to appear.
    public var componentWillAppear: (@MainActor (GroupChannelPushSettingsViewController) -> Void)?
    /// Runs when the screen is about to disappear.
    public var componentWillDisappear: (@MainActor (GroupChannelPushSettingsViewController) -> Void)?

    /// The notification settings of the group channel at `channelURL`. Resolves the components.
    public required init(channelURL: String) {
        super.init(channelURL: channelURL, channelType: .group)
        let module = ModuleSet.groupChannelPushSettingsModule
        baseHeaderComponent = module.headerComponent.init()
        baseListComponent = module.listComponent.init()
    }

    /// Makes the view model from `ViewModelSet.groupChannelPushSettingsViewModel`, for
    /// `BanterUIKit.client`. Override to make your own.
    open override func createViewModel() -> BaseChannelSettingsViewModel? {
        ViewModelSet.groupChannelPushSettingsViewModel.init(client: BanterUIKit.client, delegate: self)
    }

    /// Asks the view model to change the setting.
    open func groupChannelPushSettingsModule(_ listComponent: GroupChannelPushSettingsModule.List, didChangePushTriggerOption option: GroupChannelPushTriggerOption) {
        viewModel?.updatePushTriggerOption(option)
    }
}
