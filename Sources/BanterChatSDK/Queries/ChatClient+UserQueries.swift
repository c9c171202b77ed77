/// Making the user list, member list and open channel list queries.
extension ChatClient {
    /// Every user on the service, or only those in `userIds`.
    public func createApplicationUserListQuery(userIds: [String]? = nil) -> ApplicationUserListQuery {
        ApplicationUserListQuery(client: self, scheduler: scheduler, source: .application(userIds: userIds))
    }

    public func createOpenChannelListQuery() -> OpenChannelListQuery {
        OpenChannelListQuery(client: self, scheduler: scheduler)
    }
}

extension BaseChannel {
    /// The channel's operators.
    public func createOperatorListQuery() -> OperatorListQuery {
        OperatorListQuery(client: client, scheduler: scheduler, source: .operators(channelURL: channelURL))
    }

    /// The users muted here now, with when each mute ends.
    public func createMutedUserListQuery() -> MutedUserListQuery {
        MutedUserListQuery(client: client, scheduler: scheduler, source: .muted(channelURL: channelURL))
    }

    /// The users banned from here now, with when each ban ends; operators only.
    public func createBannedUserListQuery() -> BannedUserListQuery {
        BannedUserListQuery(client: client, scheduler: scheduler, source: .banned(channelURL: channelURL))
    }
}

extension GroupChannel {
    /// The members, by nickname, with filters.
    public func createMemberListQuery() -> MemberListQuery {
        MemberListQuery(client: client, scheduler: scheduler, channelURL: channelURL)
    }
}

extension OpenChannel {
    /// The users in the channel now.
    public func createParticipantListQuery() -> ParticipantListQuery {
        ParticipantListQuery(client: client, scheduler: scheduler, source: .participants(channelURL: channelURL))
    }
}
