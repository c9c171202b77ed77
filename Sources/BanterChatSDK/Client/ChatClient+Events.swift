/// Applying what the service pushes: update the cached objects first, then tell the
/// delegates, then the collections.
extension ChatClient {
    package func receive(_ event: ServerEvent) {
        switch event {
        case .messageReceived(let channelPayload, let messagePayload):
            let channel = channel(from: channelPayload)
            let message = makeMessage(messagePayload)
            forEachChannelDelegate { $0.channel(channel, didReceive: message) }
            notify(event, channel)
        case .mentioned(let channelPayload, let messagePayload):
            let channel = channel(from: channelPayload)
            let message = makeMessage(messagePayload)
            forEachChannelDelegate { $0.channel(channel, didReceiveMention: message) }
        case .messageUpdated(let channelPayload, let messagePayload):
            let channel = channel(from: channelPayload)
            let message = makeMessage(messagePayload)
            forEachChannelDelegate { $0.channel(channel, didUpdate: message) }
            notify(event, channel)
        case .messageDeleted(let channelPayload, let messageId):
            let channel = channel(from: channelPayload)
            forEachChannelDelegate { $0.channel(channel, messageWasDeleted: messageId) }
            notify(event, channel)
        case .reactionUpdated(let channelPayload, let reactionEvent):
            let channel = channel(from: channelPayload)
            forEachChannelDelegate { $0.channel(channel, updatedReaction: reactionEvent) }
            notify(event, channel)
        case .threadInfoUpdated(let channelPayload, let parentId, let info):
            let channel = channel(from: channelPayload)
            forEachChannelDelegate { $0.channel(channel, didUpdateThreadInfo: info, parentMessageId: parentId) }
            notify(event, channel)
        case .channelChanged(let channelPayload, let change):
            let channel = channel(from: channelPayload)
            tellDelegates(change, channel)
            notify(event, channel)
        case .channelDeleted(let url, let type):
            forgetChannel(url)
            forEachChannelDelegate { $0.channelWasDeleted(url, channelType: type) }
            notify(event, nil)
        }
    }

    private func notify(_ event: ServerEvent, _ channel: BaseChannel?) {
        forEachObserver { $0.client(self, didReceive: event, channel: channel) }
    }

    private func tellDelegates(_ change: ChannelChange, _ channel: BaseChannel) {
        let group = channel as? GroupChannel
        let open = channel as? OpenChannel
        forEachChannelDelegate { delegate in
            let groupDelegate = group == nil ? nil : delegate as? GroupChannelDelegate
            switch change {
            case .updated: delegate.channelWasChanged(channel)
            case .frozen: delegate.channelWasFrozen(channel)
            case .unfrozen: delegate.channelWasUnfrozen(channel)
            case .userMuted(let user): delegate.channel(channel, userWasMuted: self.user(for: user.userId, updating: user))
            case .userUnmuted(let user): delegate.channel(channel, userWasUnmuted: self.user(for: user.userId, updating: user))
            case .userBanned(let user): delegate.channel(channel, userWasBanned: self.user(for: user.userId, updating: user))
            case .userUnbanned(let user): delegate.channel(channel, userWasUnbanned: self.user(for: user.userId, updating: user))
            case .operatorsUpdated: delegate.channelDidUpdateOperators(channel)
            case .userJoined(let user):
                if let group { groupDelegate?.channel(group, userDidJoin: self.user(for: user.userId, updating: user)) }
            case .userLeft(let user):
                if let group { groupDelegate?.channel(group, userDidLeave: self.user(for: user.userId, updating: user)) }
            case .invited(let inviter, let invitees):
                if let group {
                    groupDelegate?.channel(
                        group, didReceiveInvitation: invitees.map { self.user(for: $0.userId, updating: $0) },
                        inviter: inviter.map { self.user(for: $0.userId, updating: $0) })
                }
            case .hidden: if let group { groupDelegate?.channelWasHidden(group) }
            case .readStatus: if let group { groupDelegate?.channelDidUpdateReadStatus(group) }
            case .deliveryStatus: if let group { groupDelegate?.channelDidUpdateDeliveryStatus(group) }
            case .typingStatus: if let group { groupDelegate?.channelDidUpdateTypingStatus(group) }
            case .userEntered(let user):
                if let open { (delegate as? OpenChannelDelegate)?.channel(open, userDidEnter: self.user(for: user.userId, updating: user)) }
            case .userExited(let user):
                if let open { (delegate as? OpenChannelDelegate)?.channel(open, userDidExit: self.user(for: user.userId, updating: user)) }
            }
        }
    }
}
