/// What a list or a chat header shows of a channel, to tell after a catch-up which channel
/// objects the service's reply actually changed (the objects are updated in place, so only
/// a snapshot taken before can say).
extension GroupChannel {
    struct CollectionFingerprint: Equatable {
        var name: String
        var coverURL: String?
        var customType: String?
        var data: String?
        var isFrozen: Bool
        var myRole: Role
        var myMutedState: MutedState
        var myMemberState: MemberState
        var hiddenState: HiddenState
        var memberIds: [String]
        var joinedMemberCount: Int
        var unreadMessageCount: Int
        var unreadMentionCount: Int
        var lastMessageId: Int64?
        var lastMessageUpdatedAt: Int64?
        var lastReadTimes: [String: Int64]
    }

    var collectionFingerprint: CollectionFingerprint {
        CollectionFingerprint(
            name: name, coverURL: coverURL, customType: customType, data: data, isFrozen: isFrozen,
            myRole: myRole, myMutedState: myMutedState, myMemberState: myMemberState, hiddenState: hiddenState,
            memberIds: members.map(\.userId), joinedMemberCount: joinedMemberCount,
            unreadMessageCount: unreadMessageCount, unreadMentionCount: unreadMentionCount,
            lastMessageId: lastMessage?.messageId, lastMessageUpdatedAt: lastMessage?.updatedAt,
            lastReadTimes: lastReadTimes)
    }
}
