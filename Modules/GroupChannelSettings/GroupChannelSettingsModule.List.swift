import BanterChatSDK
import BanterUIKitCore

extension GroupChannelSettingsModule {
    /// The group channel settings list: the channel's name and member count on top, then
    /// Notifications (showing the current choice), Invite users and Leave channel. Each item comes from its
    /// own `create…Item()`, so a subclass can change one, drop one (override `setupItems()`)
    /// or add its own. See `BaseChannelSettingsModule.List` for the lifecycle, keys and
    /// theme precedence. Main actor only.
    @MainActor
    open class List: BaseChannelSettingsModule.List {
        /// Hears the items chosen. Held weakly.
        public weak var delegate: GroupChannelSettingsModuleListDelegate? {
            get { baseDelegate as? GroupChannelSettingsModuleListDelegate }
            set { baseDelegate = newValue }
        }

        /// The channel, once loaded.
        public var channel: GroupChannel? { baseChannel as? GroupChannel }

        /// Notifications, Invite users, Search in channel and Leave channel; none until the
        /// channel has loaded.
        open override func setupItems() {
            items = channel == nil ? [] : [createNotificationItem(), createInviteUsersItem(), createSearchItem(), createLeaveItem()]
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

        /// Invite users; opens the invite screen. Where the reference kit invites from the
        /// member list, this item stands in for it.
        open func createInviteUsersItem() -> ChannelSettingItem {
            ChannelSettingItem(id: "invite", title: StringSet.current.channelSettings.inviteUsers, icon: resolvedTheme.icons.invite,
                               isRightButtonHidden: false) { [weak self] in
                guard let self else { return }
                self.delegate?.groupChannelSettingsModuleDidSelectInviteUsers(self)
            }
        }

        /// Search in channel; opens the message search in this channel.
        open func createSearchItem() -> ChannelSettingItem {
            ChannelSettingItem(id: "search", title: StringSet.current.messageSearch.searchInChannel, icon: resolvedTheme.icons.search,
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
