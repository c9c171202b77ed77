import BanterChatSDK
import BanterUIKitCore

extension GroupChannelPushSettingsModule {
    /// The notification settings list: the channel's name, then one row per choice (All new
    /// messages, Mentions only, Off), the current one checked. Choosing a row tells the
    /// delegate; the check moves once the service has the new choice. See
    /// `BaseChannelSettingsModule.List` for the lifecycle, keys and theme precedence.
    /// Main actor only.
    @MainActor
    open class List: BaseChannelSettingsModule.List {
        /// Hears the choice. Held weakly.
        public weak var delegate: GroupChannelPushSettingsModuleListDelegate? {
            get { baseDelegate as? GroupChannelPushSettingsModuleListDelegate }
            set { baseDelegate = newValue }
        }
        /// Gives the channel and the current user's role. Held weakly.
        public weak var dataSource: GroupChannelPushSettingsModuleListDataSource? {
            get { baseDataSource as? GroupChannelPushSettingsModuleListDataSource }
            set { baseDataSource = newValue }
        }

        /// Stores the delegate, data source and theme, then sets up views, layouts and styles
        /// once each (through the base `configure`, so an override of either runs).
        open func configure(delegate: GroupChannelPushSettingsModuleListDelegate, dataSource: GroupChannelPushSettingsModuleListDataSource,
                            theme: ChannelSettingsTheme?) {
            configure(delegate: delegate as BaseChannelSettingsModuleListDelegate,
                      dataSource: dataSource as BaseChannelSettingsModuleListDataSource, theme: theme)
        }

        /// The choices offered, in order; `.default` counts as All new messages.
        open var options: [GroupChannelPushTriggerOption] { [.all, .mentionOnly, .off] }

        /// One item per option; none until the channel has loaded.
        open override func setupItems() {
            guard let channel = baseChannel as? GroupChannel else { items = []; return }
            let current = channel.myPushTriggerOption
            items = options.map { createItem(for: $0, isSelected: $0 == current || ($0 == .all && current == .default)) }
        }

        /// The row for `option`, checked when it is the current choice.
        open func createItem(for option: GroupChannelPushTriggerOption, isSelected: Bool) -> ChannelSettingItem {
            let icons = resolvedTheme.icons
            return ChannelSettingItem(id: option.rawValue, title: title(for: option), icon: isSelected ? icons.checkedBox : icons.checkbox) { [weak self] in
                guard let self else { return }
                self.delegate?.groupChannelPushSettingsModule(self, didChangePushTriggerOption: option)
            }
        }

        /// The row's text for `option`, from `StringSet`.
        open func title(for option: GroupChannelPushTriggerOption) -> String {
            let strings = StringSet.current.channelSettings
            switch option {
            case .default, .all: return strings.pushAll
            case .mentionOnly: return strings.pushMentionsOnly
            case .off: return strings.pushOff
            }
        }
    }
}
