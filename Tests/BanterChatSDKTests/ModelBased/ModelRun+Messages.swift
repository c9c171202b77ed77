@testable import BanterChatSDK

/// The message steps: what the service must answer to each, and what it must then store.
extension ModelRun {
    func send(_ c: Int, _ index: Int, _ channel: GroupChannel, text: String, parent: Int64?) throws(ModelFailure) {
        let userId = model.userIds[c]
        let expected = sendExpectation(c, index, text: text, parent: parent, requestId: nil)
        var params = UserMessageCreateParams(message: text)
        params.parentMessageId = parent
        var pending: UserMessage?
        var returned: UserMessage?
        let result = try check("\(userId) sends in \(channel.channelURL)", expected) { done in
            pending = channel.sendUserMessage(params: params) { message, error in
                returned = message
                done(error.map { .failure($0) } ?? .success(message))
            }
        }
        try settleSend(c, index, result: result, returned: returned, requestId: pending?.requestId ?? "", text: text, parent: parent)
    }

    func resend(_ c: Int, _ number: Int, elsewhere: Bool) throws(ModelFailure) {
        guard !failed[c].isEmpty else { return }
        let position = number % failed[c].count
        let message = failed[c][position]
        guard let index = model.channels.firstIndex(where: { $0.url == message.channelURL }) else { return }
        var through = objects[c][message.channelURL]
        if elsewhere { through = objects[c].first { $0.key != message.channelURL }?.value }
        guard let channel = through else { return }
        let expected: ReferenceModel.Expectation = elsewhere || !message.isResendable
            ? .refused(.invalidParameter)
            : sendExpectation(c, index, text: message.message, parent: message.parentMessageId, requestId: message.requestId)
        var returned: UserMessage?
        let result = try check("u\(c) resends \(message.requestId) through \(channel.channelURL)", expected) { done in
            channel.resendUserMessage(message) { message, error in
                returned = message
                done(error.map { .failure($0) } ?? .success(message))
            }
        }
        guard !(elsewhere || !message.isResendable) else { return }
        failed[c].remove(at: position)
        try settleSend(c, index, result: result, returned: returned, requestId: message.requestId, text: message.message,
                       parent: message.parentMessageId)
    }

    /// The service's checks for a send, in order: the text (on the client), the connection,
    /// the rate limit, a resend of what is already stored, posting rights, the parent.
    private func sendExpectation(_ c: Int, _ index: Int, text: String, parent: Int64?, requestId: String?) -> ReferenceModel.Expectation {
        let userId = model.userIds[c]
        let channel = model.channels[index]
        var expected = ReferenceModel.Expectation.success
        if !ReferenceModel.isValidText(text) { return .refused(.invalidParameter) }
        if let refusal = model.connectionRefusal(client: c) { return .refused(refusal) }
        expected.mayTimeOut = model.faultsOn
        if model.isRateLimited(userId, at: now) { expected.code = .tooManyMessages; return expected }
        if let requestId, channel.messages.contains(where: { $0.requestId == requestId }) { return expected }
        if let refusal = model.postingRefusal(userId, in: channel, at: now) { expected.code = refusal }
        else if let parent {
            if let message = channel.message(parent) {
                if message.parentId != nil { expected.code = .invalidParameter }
            } else {
                expected.code = .messageNotFound
            }
        }
        return expected
    }

    /// Brings the model up to date after a send or resend, learning from the service whether a
    /// timed-out message was stored (a fault decides that, not a rule).
    private func settleSend(_ c: Int, _ index: Int, result: Result<UserMessage, ChatError>, returned: UserMessage?,
                            requestId: String, text: String, parent: Int64?) throws(ModelFailure) {
        let userId = model.userIds[c]
        let at = now
        switch result {
        case .success(let message):
            if let known = model.channels[index].messages.first(where: { $0.requestId == requestId }) {
                guard known.id == message.messageId else {
                    throw fail("a resend of \(requestId) was stored twice: \(known.id) and \(message.messageId)")
                }
            } else {
                guard message.messageId > (model.channels[index].messages.last?.id ?? 0) else {
                    throw fail("message \(message.messageId) is not newer than the channel's last")
                }
                model.store(ReferenceModel.Message(id: message.messageId, sender: userId, text: text, parentId: parent, requestId: requestId), in: index)
                everStored.insert(message.messageId)
            }
            model.countSend(userId, at: at)
        case .failure(let error):
            guard ReferenceModel.isValidText(text) else { return }
            if let returned, returned.sendingStatus == .failed { failed[c].append(returned) }
            switch error.code {
            case .ackTimeout:
                uncertain.insert(c)
                guard let stored = server.state[model.channels[index].url]?.requestIds[requestId] else { return }
                if !model.channels[index].messages.contains(where: { $0.id == stored }) {
                    model.store(ReferenceModel.Message(id: stored, sender: userId, text: text, parentId: parent, requestId: requestId), in: index)
                    everStored.insert(stored)
                }
            case .invalidParameter, .tooManyMessages, .connectionRequired, .networkError: break
            default: model.countSend(userId, at: at)
            }
        }
    }

    func edit(_ c: Int, _ index: Int, _ channel: GroupChannel, messageId: Int64, text: String) throws(ModelFailure) {
        let userId = model.userIds[c]
        let record = model.channels[index]
        var expected = ReferenceModel.Expectation.success
        if let refusal = model.connectionRefusal(client: c) { expected = .refused(refusal) }
        else if let message = record.message(messageId) {
            if message.sender != userId { expected = .refused(.nonAuthorized) }
            else if let refusal = model.postingRefusal(userId, in: record, at: now) { expected = .refused(refusal) }
            else if !ReferenceModel.isValidText(text) { expected = .refused(.invalidParameter) }
        } else {
            expected = .refused(.messageNotFound)
        }
        try check("\(userId) edits \(messageId)", expected) {
            channel.updateUserMessage(messageId: messageId, params: UserMessageUpdateParams(message: text), completion: $0)
        }
        if expected == .success, let position = record.messages.firstIndex(where: { $0.id == messageId }) {
            model.channels[index].messages[position].text = text
        }
    }

    func delete(_ c: Int, _ index: Int, _ channel: GroupChannel, messageId: Int64) throws(ModelFailure) {
        let userId = model.userIds[c]
        let record = model.channels[index]
        var expected = ReferenceModel.Expectation.success
        if let refusal = model.connectionRefusal(client: c) { expected = .refused(refusal) }
        else if let message = record.message(messageId) {
            if record.members[userId] == nil { expected = .refused(.nonAuthorized) }
            else if message.sender != userId, !model.isOperator(userId, in: record) { expected = .refused(.nonAuthorized) }
        } else {
            expected = .refused(.messageNotFound)
        }
        try check("\(userId) deletes \(messageId)", expected) { channel.deleteMessage(messageId: messageId, completion: $0) }
        if expected == .success { model.remove(messageId: messageId, in: index) }
    }

    func react(_ c: Int, _ index: Int, _ channel: GroupChannel, messageId: Int64, key: String, add: Bool) throws(ModelFailure) {
        let userId = model.userIds[c]
        let record = model.channels[index]
        var expected = ReferenceModel.Expectation.success
        if let refusal = model.connectionRefusal(client: c) { expected = .refused(refusal) }
        else if key.isEmpty || key.count > 128 || key.contains(where: \.isWhitespace) { expected = .refused(.invalidParameter) }
        else if record.message(messageId) == nil { expected = .refused(.messageNotFound) }
        else if record.members[userId] == nil { expected = .refused(.nonAuthorized) }
        try check("\(userId) \(add ? "adds" : "removes") \(key) on \(messageId)", expected) {
            add ? channel.addReaction(messageId: messageId, key: key, completion: $0)
                : channel.deleteReaction(messageId: messageId, key: key, completion: $0)
        }
        guard expected == .success, let position = record.messages.firstIndex(where: { $0.id == messageId }) else { return }
        var users = record.messages[position].reactions[key] ?? []
        if add, !users.contains(userId) { users.append(userId) }
        if !add { users.removeAll { $0 == userId } }
        model.channels[index].messages[position].reactions[key] = users.isEmpty ? nil : users
    }
}
