import BanterChatSDK
import BanterUIKitCore

extension ModerationsModule {
    /// The moderation list, as the reference kit's, for group and open channels alike: the
    /// channel's name and member or participant count on top, then Operators, Muted members
    /// (Muted users in an open channel) and Banned users (each opening the matching user
    /// list), Freeze channel, a switch showing whether the channel is frozen, and Reports
    /// (the reports filed in the channel). Choosing a row tells the delegate; the switch
    /// follows the channel, so a refused freeze puts it back. Each item comes from its own `create…Item()`, so a subclass can change, drop
    /// (override `setupItems()`) or add items. See `BaseChannelSettingsModule.List` for the
    /// lifecycle, keys and theme precedence. Main actor only.
    @MainActor
    open class List: BaseChannelSettingsModule.List {
        /// Hears the items chosen. Held weakly.
        public weak var delegate: ModerationsModuleListDelegate? {
            get { baseDelegate as? ModerationsModuleListDelegate }
            set { baseDelegate = newValue }
        }

        /// The channel, once loaded.
        public var channel: BaseChannel? { baseChannel }

        /// Operators, Muted members or users, Banned users, Freeze channel and Reports; none until
        /// the channel has loaded.
        open override func setupItems() {
            items = channel == nil ? [] : [createOperatorsItem(), createMutedUsersItem(), createBannedUsersItem(), createFreezeItem(), createReportsItem()]
        }

        /// Reports; lists the reports filed in the channel.
        open func createReportsItem() -> ChannelSettingItem {
            makeLinkItem(id: "reports", title: StringSet.current.moderations.reports, icon: resolvedTheme.icons.moderations) { [weak self] in
                guard let self else { return }
                self.delegate?.moderationsModuleDidSelectReports(self)
            }
        }

        /// Operators; opens the operators list.
        open func createOperatorsItem() -> ChannelSettingItem {
            makeLinkItem(id: "operators", title: StringSet.current.moderations.operators, icon: resolvedTheme.icons.operatorMark) { [weak self] in
                guard let self else { return }
                self.delegate?.moderationsModuleDidSelectOperators(self)
            }
        }

        /// Muted members (Muted users in an open channel); opens the muted list.
        open func createMutedUsersItem() -> ChannelSettingItem {
            let strings = StringSet.current.moderations
            let title = channel is OpenChannel ? strings.mutedUsers : strings.mutedMembers
            return makeLinkItem(id: "muted", title: title, icon: resolvedTheme.icons.muted) { [weak self] in
                guard let self else { return }
                self.delegate?.moderationsModuleDidSelectMutedUsers(self)
            }
        }

        /// Banned users; opens the banned users list.
        open func createBannedUsersItem() -> ChannelSettingItem {
            makeLinkItem(id: "banned", title: StringSet.current.moderations.bannedUsers, icon: resolvedTheme.icons.banned) { [weak self] in
                guard let self else { return }
                self.delegate?.moderationsModuleDidSelectBannedUsers(self)
            }
        }

        /// Freeze channel, a switch on while the channel is frozen; choosing it asks for the
        /// other state.
        open func createFreezeItem() -> ChannelSettingItem {
            makeFreezeItem(isFrozen: channel?.isFrozen ?? false) { [weak self] state in
                guard let self else { return }
                self.delegate?.moderationsModule(self, didChangeFreezeMode: state)
            }
        }

        /// The member count (a group channel) or participant count (an open one), under the name.
        open override var channelDetail: String {
            switch channel {
            case let group as GroupChannel: StringSet.current.channel.memberCount(group.memberCount)
            case let open as OpenChannel: StringSet.current.openChannel.participantCount(open.participantCount)
            default: ""
            }
        }
    }
}
