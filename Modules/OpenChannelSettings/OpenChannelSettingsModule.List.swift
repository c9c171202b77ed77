import BanterChatSDK
import BanterUIKitCore

extension OpenChannelSettingsModule {
    /// The open channel settings list: the channel's initials, name, participant count and
    /// URL on top, then, as the reference kit's, Moderations (operators only), Participants
    /// (with the count) and Delete channel (operators only, drawn as destructive). Each item
    /// comes from its own `create…Item()`, so a subclass can change one, drop one (override
    /// `setupItems()`) or add its own. See `BaseChannelSettingsModule.List` for the
    /// lifecycle, keys and theme precedence. Main actor only.
    @MainActor
    open class List: BaseChannelSettingsModule.List {
        /// Hears the items chosen. Held weakly.
        public weak var delegate: OpenChannelSettingsModuleListDelegate? {
            get { baseDelegate as? OpenChannelSettingsModuleListDelegate }
            set { baseDelegate = newValue }
        }
        /// Gives the channel and the current user's role. Held weakly.
        public weak var dataSource: OpenChannelSettingsModuleListDataSource? {
            get { baseDataSource as? OpenChannelSettingsModuleListDataSource }
            set { baseDataSource = newValue }
        }

        /// The channel, once loaded.
        public var channel: OpenChannel? { baseChannel as? OpenChannel }

        /// Stores the delegate, data source and theme, then sets up views, layouts and styles
        /// once each (through the base `configure`, so an override of either runs).
        open func configure(delegate: OpenChannelSettingsModuleListDelegate, dataSource: OpenChannelSettingsModuleListDataSource,
                            theme: ChannelSettingsTheme?) {
            configure(delegate: delegate as BaseChannelSettingsModuleListDelegate,
                      dataSource: dataSource as BaseChannelSettingsModuleListDataSource, theme: theme)
        }

        /// Moderations (operators only), Participants and Delete channel (operators only);
        /// none until the channel has loaded.
        open override func setupItems() {
            guard channel != nil else {
                items = []
                return
            }
            items = isOperator ? [createModerationsItem(), createParticipantsItem(), createDeleteItem()] : [createParticipantsItem()]
        }

        /// Moderations; opens the moderation screen (operators only).
        open func createModerationsItem() -> ChannelSettingItem {
            makeLinkItem(id: "moderations", title: StringSet.current.channelSettings.moderations, icon: resolvedTheme.icons.moderations) {
                [weak self] in
                guard let self else { return }
                self.delegate?.openChannelSettingsModuleDidSelectModerations(self)
            }
        }

        /// Participants, with the count on the right; opens the participants list.
        open func createParticipantsItem() -> ChannelSettingItem {
            makeLinkItem(id: "participants", title: StringSet.current.channelSettings.participants,
                         subtitle: channel.map { String($0.participantCount) }, icon: resolvedTheme.icons.members) { [weak self] in
                guard let self else { return }
                self.delegate?.openChannelSettingsModuleDidSelectParticipants(self)
            }
        }

        /// Delete channel, drawn as destructive; asks first.
        open func createDeleteItem() -> ChannelSettingItem {
            ChannelSettingItem(id: "delete", title: StringSet.current.channelSettings.deleteChannel, icon: resolvedTheme.icons.delete,
                               isDestructive: true) { [weak self] in
                guard let self else { return }
                self.delegate?.openChannelSettingsModuleDidSelectDelete(self)
            }
        }

        /// The participant count, under the name.
        open override var channelDetail: String {
            channel.map { StringSet.current.openChannel.participantCount($0.participantCount) } ?? ""
        }
    }
}
