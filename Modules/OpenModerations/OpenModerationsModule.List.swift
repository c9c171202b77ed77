import BanterChatSDK
import BanterUIKitCore

extension OpenModerationsModule {
    /// The open channel moderation list: the channel's name and participant count on top,
    /// then Operators, Muted users and Banned users (each opening the matching open user
    /// list) and Freeze channel, a switch showing whether the channel is frozen. Choosing a
    /// row tells the delegate; the switch follows the channel, so a refused freeze puts it
    /// back. Each item comes from its own `create…Item()`, so a subclass can change, drop
    /// (override `setupItems()`) or add items. See `BaseChannelSettingsModule.List` for the
    /// lifecycle, keys and theme precedence. Main actor only.
    @MainActor
    open class List: BaseChannelSettingsModule.List {
        /// Hears the items chosen. Held weakly.
        public weak var delegate: OpenModerationsModuleListDelegate? {
            get { baseDelegate as? OpenModerationsModuleListDelegate }
            set { baseDelegate = newValue }
        }

        /// The channel, once loaded.
        public var channel: OpenChannel? { baseChannel as? OpenChannel }

        /// Operators, Muted users, Banned users and Freeze channel; none until the channel
        /// has loaded.
        open override func setupItems() {
            items = channel == nil ? [] : [createOperatorsItem(), createMutedUsersItem(), createBannedUsersItem(), createFreezeItem()]
        }

        /// Operators; opens the operators list.
        open func createOperatorsItem() -> ChannelSettingItem {
            makeLinkItem(id: "operators", title: StringSet.current.moderations.operators, icon: resolvedTheme.icons.operatorMark) { [weak self] in
                guard let self else { return }
                self.delegate?.openModerationsModuleDidSelectOperators(self)
            }
        }

        /// Muted users; opens the muted users list.
        open func createMutedUsersItem() -> ChannelSettingItem {
            makeLinkItem(id: "muted", title: StringSet.current.moderations.mutedUsers, icon: resolvedTheme.icons.muted) { [weak self] in
                guard let self else { return }
                self.delegate?.openModerationsModuleDidSelectMutedUsers(self)
            }
        }

        /// Banned users; opens the banned users list.
        open func createBannedUsersItem() -> ChannelSettingItem {
            makeLinkItem(id: "banned", title: StringSet.current.moderations.bannedUsers, icon: resolvedTheme.icons.banned) { [weak self] in
                guard let self else { return }
                self.delegate?.openModerationsModuleDidSelectBannedUsers(self)
            }
        }

        /// Freeze channel, a switch on while the channel is frozen; choosing it asks for the
        /// other state.
        open func createFreezeItem() -> ChannelSettingItem {
            makeFreezeItem(isFrozen: channel?.isFrozen ?? false) { [weak self] state in
                guard let self else { return }
                self.delegate?.openModerationsModule(self, didChangeFreezeMode: state)
            }
        }

        /// The participant count, under the name.
        open override var channelDetail: String {
            channel.map { StringSet.current.openChannel.participantCount($0.participantCount) } ?? ""
        }

    }
}
