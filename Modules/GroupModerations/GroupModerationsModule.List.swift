import BanterChatSDK
import BanterUIKitCore

extension GroupModerationsModule {
    /// The moderation list, as the reference kit's: the channel's name and member count on
    /// top, then Operators, Muted members and Banned users (each opening the matching user
    /// list) and Freeze channel, a switch showing whether the channel is frozen. Choosing a
    /// row tells the delegate; the switch follows the channel, so a refused freeze puts it
    /// back. Each item comes from its own `create…Item()`, so a subclass can change, drop
    /// (override `setupItems()`) or add items. See `BaseChannelSettingsModule.List` for the
    /// lifecycle, keys and theme precedence. Main actor only.
    @MainActor
    open class List: BaseChannelSettingsModule.List {
        /// Hears the items chosen. Held weakly.
        public weak var delegate: GroupModerationsModuleListDelegate? {
            get { baseDelegate as? GroupModerationsModuleListDelegate }
            set { baseDelegate = newValue }
        }

        /// The channel, once loaded.
        public var channel: GroupChannel? { baseChannel as? GroupChannel }

        /// Operators, Muted members, Banned users and Freeze channel; none until the channel
        /// has loaded.
        open override func setupItems() {
            items = channel == nil ? [] : [createOperatorsItem(), createMutedMembersItem(), createBannedUsersItem(), createFreezeItem()]
        }

        /// Operators; opens the operators list.
        open func createOperatorsItem() -> ChannelSettingItem {
            ChannelSettingItem(id: "operators", title: StringSet.current.moderations.operators, icon: resolvedTheme.icons.operatorMark,
                               isRightButtonHidden: false) { [weak self] in
                guard let self else { return }
                self.delegate?.groupModerationsModuleDidSelectOperators(self)
            }
        }

        /// Muted members; opens the muted members list.
        open func createMutedMembersItem() -> ChannelSettingItem {
            ChannelSettingItem(id: "muted", title: StringSet.current.moderations.mutedMembers, icon: resolvedTheme.icons.muted,
                               isRightButtonHidden: false) { [weak self] in
                guard let self else { return }
                self.delegate?.groupModerationsModuleDidSelectMutedMembers(self)
            }
        }

        /// Banned users; opens the banned users list.
        open func createBannedUsersItem() -> ChannelSettingItem {
            ChannelSettingItem(id: "banned", title: StringSet.current.moderations.bannedUsers, icon: resolvedTheme.icons.banned,
                               isRightButtonHidden: false) { [weak self] in
                guard let self else { return }
                self.delegate?.groupModerationsModuleDidSelectBannedUsers(self)
            }
        }

        /// Freeze channel, a switch on while the channel is frozen; choosing it asks for the
        /// other state.
        open func createFreezeItem() -> ChannelSettingItem {
            makeFreezeItem(isFrozen: channel?.isFrozen ?? false) { [weak self] state in
                guard let self else { return }
                self.delegate?.groupModerationsModule(self, didChangeFreezeMode: state)
            }
        }

        /// The member count, under the name.
        open override var channelDetail: String {
            channel.map { StringSet.current.channel.memberCount($0.memberCount) } ?? ""
        }
    }
}
