/// Deciding whether a channel belongs in a list. The service (over its records) and the
/// collections (over the client's channel objects) both decide with this one function, so
/// a live collection never disagrees with what the service would list.
extension GroupChannelListQueryParams {
    package func includes(
        name: String, customType: String?, isFrozen: Bool, hasLastMessage: Bool,
        hiddenState: HiddenState, myMemberState: MemberState, isMember: (String) -> Bool
    ) -> Bool {
        switch myMemberStateFilter {
        case .all: guard myMemberState != .none else { return false }
        case .joinedOnly: guard myMemberState == .joined else { return false }
        case .invitedOnly: guard myMemberState == .invited else { return false }
        }
        switch hiddenChannelFilter {
        case .unhidden: guard hiddenState == .unhidden else { return false }
        case .hidden: guard hiddenState != .unhidden else { return false }
        case .hiddenAllowAutoUnhide: guard hiddenState == .hiddenAllowAutoUnhide else { return false }
        case .hiddenPreventAutoUnhide: guard hiddenState == .hiddenPreventAutoUnhide else { return false }
        case .all: break
        }
        if !includeEmptyChannel, !hasLastMessage { return false }
        if !includeFrozenChannel, isFrozen { return false }
        if let customTypes = customTypesFilter, !customTypes.contains(customType ?? "") { return false }
        if let text = channelNameContainsFilter, !text.isEmpty, !name.lowercased().contains(text.lowercased()) {
            return false
        }
        if let userIds = userIdsIncludeFilter, !userIds.isEmpty {
            switch queryType {
            case .and: guard userIds.allSatisfy(isMember) else { return false }
            case .or: guard userIds.contains(where: isMember) else { return false }
            }
        }
        return true
    }

    /// Whether a channel object, as the client knows it now, belongs in the list.
    @MainActor
    func includes(_ channel: GroupChannel) -> Bool {
        includes(
            name: channel.name, customType: channel.customType, isFrozen: channel.isFrozen,
            hasLastMessage: channel.lastMessage != nil, hiddenState: channel.hiddenState,
            myMemberState: channel.myMemberState,
            isMember: { userId in channel.members.contains { $0.userId == userId && $0.state != .none } })
    }
}
