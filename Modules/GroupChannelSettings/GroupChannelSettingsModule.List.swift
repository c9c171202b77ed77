import BanterChatSDK
import BanterUIKitCore

extension GroupChannelSettingsModule {
    /// The group channel settings list: the channel's name and member count on top, then,
    /// as the reference kit's, Moderations (operators only), Notifications (showing the
    /// current choice), Members (with the count; inviting lives in the member list's
    /// header) and Leave channel. Each item comes from its own `create…Item()`, so a
    /// subclass can change one, drop one (override `setupItems()`) or add its own (Invite
    /// users, `createInviteUsersItem()`, is no longer in the default list). See `BaseChannelSettingsModule.List` for the lifecycle, keys and
    /// theme precedence. Main actor only.
    @MainActor
    open class List: BaseChannelSettingsModule.List {
        /// Hears the items chosen. Held weakly.
        public weak var delegate: GroupChannelSettingsModuleListDelegate? {
            get { baseDelegate as? GroupChannelSettingsModuleListDelegate }
            set { baseDelegate = newValue }
        }
        /// Gives the channel and the current user's role. Held weakly.
        public weak var dataSource: GroupChannelSettingsModuleListDataSource? {
            get { baseDataSource as? GroupChannelSettingsModuleListDataSource }
            set { baseDataSource = newValue }
        }

        /// Stores the delegate, data source and theme, then sets up views, layouts and styles
        /// once each (through the base `configure`, so an override of either runs).
        open func configure(delegate: GroupChannelSettingsModuleListDelegate, dataSource: GroupChannelSettingsModuleListDataSource,
                            theme: ChannelSettingsTheme?) {
            configure(delegate: delegate as BaseChannelSettingsModuleListDelegate,
                      dataSource: dataSource as BaseChannelSettingsModuleListDataSource, theme: theme)
        }

        /// The channel, once loaded.
        public var channel: GroupChannel? { baseChannel as? GroupChannel }

        /// Moderations (operators only), Notifications, Members, Search in channel and Leave
        /// channel; none until the channel has loaded.
        open override func setupItems() {
            guard channel != nil else {
                items = []
                return
            }
            items = (isOperator ? [createModerationsItem()] : []) + [createNotificationItem(), createMembersItem(), createSearchItem(), createLeaveItem()]
        }

        /// Moderations; opens the moderation screen (operators only).
        open func createModerationsItem() -> ChannelSettingItem {
            ChannelSettingItem(id: "moderations", title: StringSet.current.channelSettings.moderations, icon: resolvedTheme.icons.moderations,
                               isRightButtonHidden: false) { [weak self] in
                guard let self else { return }
                self.delegate?.groupChannelSettingsModuleDidSelectModerations(self)
            }
        }

        /// Members, with the count on the right; opens the member list.
        open func createMembersItem() -> ChannelSettingItem {
            ChannelSettingItem(id: "members", title: StringSet.current.channelSettings.members,
                               subtitle: channel.map { String($0.memberCount) }, icon: resolvedTheme.icons.members,
                               isRightButtonHidden: false) { [weak self] in
                guard let self else { return }
                self.delegate?.groupChannelSettingsModuleDidSelectMembers(self)
            }
        }

        /// Notifications, with the current choice on the right; opens the notification settings.
        open func createNotificationItem() -> ChannelSettingItem {
            let strings = StringSet.current.channelSettings
            let option = channel?.myPushTriggerOption ?? .default
            return ChannelSettingItem(id: "notifications", title: strings.notifications, subtitle: strings.pushTriggerOption(option),
                                      icon: resolvedTheme.icons.notifications, isRightButtonHidden: false) { [weak self] in
                guard let self else { return }
                self.delegate?.groupChannelSettingsModuleDidSelectNotifications(self)
            }
        }

        /// Invite users; opens the invite screen. Not in the default list (the member list's
        /// header invites, as the reference kit's); a subclass may add it back.
        open func createInviteUsersItem() -> ChannelSettingItem {
            ChannelSettingItem(id: "invite", title: StringSet.current.channelSettings.inviteUsers, icon: resolvedTheme.icons.invite,
                               isRightButtonHidden: false) { [weak self] in
                guard let self else { return }
                self.delegate?.groupChannelSettingsModuleDidSelectInviteUsers(self)
            }
        }

        /// Search in channel; opens the message search in this channel.
        open func createSearchItem() -> ChannelSettingItem {
            ChannelSettingItem(id: "search", title: StringSet.current.channelSettings.searchMessages, icon: resolvedTheme.icons.search,
                               isRightButtonHidden: false) { [weak self] in
                guard let self else { return }
                self.delegate?.groupChannelSettingsModuleDidSelectSearch(self)
            }
        }

        /// Leave channel, drawn as destructive.
        open func createLeaveItem() -> ChannelSettingItem {
            ChannelSettingItem(id: "leave", title: StringSet.current.channelSettings.leaveChannel, icon: resolvedTheme.icons.leave,
                               isDestructive: true) { [weak self] in
                guard let self else { return }
                self.delegate?.groupChannelSettingsModuleDidSelectLeave(self)
            }
        }

        /// The member count, under the name.
        open override var channelDetail: String {
            channel.map { StringSet.current.channel.memberCount($0.memberCount) } ?? ""
        }
    }
}
