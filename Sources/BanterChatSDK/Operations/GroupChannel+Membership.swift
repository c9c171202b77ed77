/// Membership, hiding, read state and typing in a group channel.
extension GroupChannel {
    /// Invites users; with the service's default auto-accept they join at once.
    public func invite(userIds: [String], completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        let url = channelURL
        requestChannel({ $0.invite(url: url, userIds: userIds, reply: $1) }, completion: completion)
    }

    public func invite(userIds: [String]) async throws(ChatError) {
        try await awaiting { invite(userIds: userIds, completion: $0) }
    }

    /// Joins a public channel, or accepts a pending invitation.
    public func join(completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        let url = channelURL
        requestChannel({ $0.join(url: url, reply: $1) }, completion: completion)
    }

    public func join() async throws(ChatError) {
        try await awaiting { join(completion: $0) }
    }

    /// Leaves the channel; it disappears from the user's channel list.
    public func leave(completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        let url = channelURL
        requestVoid({ $0.leave(url: url, reply: $1) }, completion: completion)
    }

    public func leave() async throws(ChatError) {
        try await awaiting { leave(completion: $0) }
    }

    /// Hides the channel from the user's list (and marks it read); with `allowAutoUnhide`
    /// the next message brings it back.
    public func hide(allowAutoUnhide: Bool = true, completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        let url = channelURL
        let state: HiddenState = allowAutoUnhide ? .hiddenAllowAutoUnhide : .hiddenPreventAutoUnhide
        requestChannel({ $0.setHidden(url: url, hidden: state, reply: $1) }, completion: completion)
    }

    public func hide(allowAutoUnhide: Bool = true) async throws(ChatError) {
        try await awaiting { hide(allowAutoUnhide: allowAutoUnhide, completion: $0) }
    }

    /// Sets which of the channel's messages notify the current user; `myPushTriggerOption`
    /// holds it once the service has it, and the user's other clients hear a channel change.
    /// Fails with 400108 when the user is not a member.
    public func setMyPushTriggerOption(_ option: GroupChannelPushTriggerOption, completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        let url = channelURL
        requestChannel({ $0.setPushTriggerOption(url: url, option: option, reply: $1) }, completion: completion)
    }

    public func setMyPushTriggerOption(_ option: GroupChannelPushTriggerOption) async throws(ChatError) {
        try await awaiting { setMyPushTriggerOption(option, completion: $0) }
    }

    /// Reads the current user's setting from the service (and updates `myPushTriggerOption`).
    public func getMyPushTriggerOption(completion: @escaping @MainActor (Result<GroupChannelPushTriggerOption, ChatError>) -> Void) {
        refresh { [weak self] result in
            completion(result.map { self?.myPushTriggerOption ?? .default })
        }
    }

    public func getMyPushTriggerOption() async throws(ChatError) -> GroupChannelPushTriggerOption {
        try await awaiting { getMyPushTriggerOption(completion: $0) }
    }

    public func unhide(completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        let url = channelURL
        requestChannel({ $0.setHidden(url: url, hidden: .unhidden, reply: $1) }, completion: completion)
    }

    public func unhide() async throws(ChatError) {
        try await awaiting { unhide(completion: $0) }
    }

    /// Marks every message read: the unread counts drop to zero and senders see the receipt.
    public func markAsRead(completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        let url = channelURL
        requestChannel({ $0.markAsRead(url: url, reply: $1) }, completion: completion)
    }

    public func markAsRead() async throws(ChatError) {
        try await awaiting { markAsRead(completion: $0) }
    }

    /// Marks the channel unread from `message` on (the reference SDK's
    /// `markAsUnread(message:)`): the user's read state moves back to just before it, so the
    /// unread count counts it and everything after, and the unread line goes above it. The
    /// user's other clients hear it as a read-status change
    /// (`GroupChannelDelegate.channelDidUpdateReadStatus(_:)`). Only someone else's stored
    /// message of this channel: 800110 for the user's own or an unsent one, 900300 for one of
    /// another channel. The next `markAsRead()` reads it all again.
    public func markAsUnread(message: BaseMessage, completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        let url = channelURL
        let messageId = message.messageId
        var refusal: ChatError?
        if message.channelURL != url {
            refusal = .messageNotFound(messageId)
        } else if messageId <= 0 || !(message.sendingStatus == .succeeded || message.sendingStatus == .none) || message.sender?.userId == client?.currentUser?.userId {
            refusal = .invalidParameter("only someone else's sent message can be marked unread")
        }
        if let refusal {
            scheduler.schedule(after: .zero) { completion?(.failure(refusal)) }
            return
        }
        requestChannel({ $0.markAsUnread(url: url, messageId: messageId, reply: $1) }, completion: completion)
    }

    public func markAsUnread(message: BaseMessage) async throws(ChatError) {
        try await awaiting { markAsUnread(message: message, completion: $0) }
    }

    /// Tells the other members the user is typing; the indicator expires after the service's
    /// typing expiry unless repeated.
    public func startTyping(completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        setTyping(true, completion: completion)
    }

    public func startTyping() async throws(ChatError) {
        try await awaiting { startTyping(completion: $0) }
    }

    public func endTyping(completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil) {
        setTyping(false, completion: completion)
    }

    public func endTyping() async throws(ChatError) {
        try await awaiting { endTyping(completion: $0) }
    }

    private func setTyping(_ isTyping: Bool, completion: (@MainActor (Result<Void, ChatError>) -> Void)?) {
        let url = channelURL
        requestVoid({ $0.typing(url: url, isTyping: isTyping, reply: $1) }, completion: completion)
    }
}
