import BanterChatSDK

/// Reading back what a `/sync` answer left open (`MatrixFollowUp`) and telling it.
extension MatrixSession {
    /// Runs after a `/sync` answer's events were told. A thread's summary is told once per
    /// root per answer (the last change's time); a read that fails tells nothing, as the next
    /// change or history load brings the state again.
    func resolveFollowUps() {
        let pending = account.followUps
        account.followUps.removeAll()
        var lastForRoot: [String: Int] = [:]
        for (index, followUp) in pending.enumerated() {
            switch followUp {
            case .threadInfo(_, let root, _), .threadReply(_, _, let root, _, _): lastForRoot[root] = index
            case .edit: break
            }
        }
        for (index, followUp) in pending.enumerated() {
            switch followUp {
            case .threadInfo(let roomId, let root, let at):
                guard lastForRoot[root] == index else { continue }
                readRoot(root, in: roomId) { [self] room, rootMessage in tellThreadInfo(of: rootMessage, in: room, at: at) }
            case .threadReply(let roomId, let reply, let root, let notify, let at):
                let tellsInfo = lastForRoot[root] == index
                readRoot(root, in: roomId) { [self] room, rootMessage in
                    if notify { listener?.receive(.messageReceived(room.channelPayload(for: userId), room.payload(reply))) }
                    if tellsInfo { tellThreadInfo(of: rootMessage, in: room, at: at) }
                }
            case .edit(let roomId, let target):
                readEvent(target, in: roomId, refusal: refusal(.channel(url: roomId))) { [self] result in
                    guard isOpen, case .success((_, let message?)) = result, var room = account.rooms[roomId] else { return }
                    if room.lastMessage?.record.messageId == message.record.messageId {
                        room.lastMessage = message
                        account.rooms[roomId] = room
                    }
                    let event = ServerEvent.messageUpdated(room.channelPayload(for: userId), room.payload(message))
                    noteLiveChanges([event])
                    listener?.receive(event)
                }
            }
        }
    }

    /// Reads a thread root (with its bundled summary), which also gives it an id.
    private func readRoot(_ root: String, in roomId: String, then tell: @escaping @MainActor (MatrixRoom, MatrixMessageMapping.Message) -> Void) {
        readEvent(root, in: roomId, refusal: refusal(.channel(url: roomId))) { [self] result in
            guard isOpen, case .success((_, let message?)) = result, let room = account.rooms[roomId] else { return }
            tell(room, message)
        }
    }

    private func tellThreadInfo(of root: MatrixMessageMapping.Message, in room: MatrixRoom, at time: Int64) {
        let info = ThreadInfo(replyCount: root.extras.replyCount, lastRepliedAt: root.extras.lastRepliedAt, updatedAt: time)
        listener?.receive(.threadInfoUpdated(room.channelPayload(for: userId), parentMessageId: root.record.messageId, info))
    }
}
