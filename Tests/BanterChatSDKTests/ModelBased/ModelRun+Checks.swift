import BanterScheduling
@testable import BanterChatSDK

/// The invariants: the stored state equals the model's after every step; at checkpoints,
/// collections equal fresh queries and delegates heard every channel's messages in order.
extension ModelRun {
    func compareStoredState() throws(ModelFailure) {
        let stored = server.state.allChannels.filter { $0.header.kind == .group }
        guard stored.count == model.channels.count else {
            throw fail("the service has \(stored.count) group channels, the model \(model.channels.count)")
        }
        let at = now
        for channel in model.channels {
            guard let record = server.state[channel.url] else { throw fail("\(channel.url) is gone") }
            let url = channel.url
            guard Set(record.members.keys) == Set(channel.members.keys) else {
                throw fail("\(url) has members \(record.members.keys.sorted()), the model \(channel.members.keys.sorted())")
            }
            for (userId, member) in channel.members {
                let stored = record.members[userId]!
                let storedMember = ReferenceModel.Member(
                    isOperator: stored.isOperator, mutedUntil: stored.mutedUntil,
                    isHidden: stored.hiddenState != .unhidden, unread: stored.unreadMessageCount)
                guard storedMember == member else { throw fail("\(userId) in \(url) is \(storedMember), the model says \(member)") }
            }
            guard record.header.bannedUntil == channel.bannedUntil else {
                throw fail("\(url) bans \(record.header.bannedUntil), the model \(channel.bannedUntil)")
            }
            guard record.header.isFrozen == channel.isFrozen else { throw fail("\(url) frozen: \(record.header.isFrozen)") }
            let messages = record.messages.map { message in
                ReferenceModel.Message(id: message.messageId, sender: message.senderId ?? "", text: message.text,
                                       parentId: message.parentMessageId, requestId: message.requestId ?? "",
                                       reactions: record.extras[message.messageId]?.reactions ?? [:])
            }
            guard messages == channel.messages else {
                throw fail("\(url) stores \(messages.map(\.id)), the model \(channel.messages.map(\.id)) (at \(at))")
            }
        }
    }

    /// Waits, in virtual time, until every connected client is open again after the
    /// network came back (or has noticed that it went).
    func awaitReconnection() throws(ModelFailure) {
        scheduler.advance(by: .zero)
        guard model.isNetworkAvailable else { return }
        for _ in 0..<180 {
            if clients.indices.allSatisfy({ !model.isConnected[$0] || clients[$0].connectionState == .open }) { return }
            scheduler.advance(by: .seconds(1))
        }
        throw fail("clients did not reconnect within three minutes of the network's return")
    }

    /// Starts the service again from its store, as after a crash or a deploy.
    func restart() throws(ModelFailure) {
        guard setup.usesStore, let storeDirectory else { return }
        for collection in collections { collection.dispose() }
        for client in clients { client.disconnect() }
        scheduler.advance(by: .zero)
        server.closeStore()
        do {
            server = try ChatServer(scheduler: scheduler, configuration: server.configuration, storeDirectory: storeDirectory)
            server.configuration.failureRates = [:]
            model.isNetworkAvailable = true
            model.faultsOn = false
            model.sendTimes = [:]
            try connectEveryone()
        } catch {
            throw fail("the service did not start again from its store: \(error)")
        }
    }

    func checkpoint() throws(ModelFailure) {
        server.configuration.failureRates = [:]
        model.faultsOn = false
        if !model.isNetworkAvailable {
            server.isNetworkAvailable = true
            model.isNetworkAvailable = true
            try awaitReconnection()
        }
        for (c, client) in clients.enumerated() where !model.isConnected[c] {
            let userId = model.userIds[c]
            try check("\(userId) connects", .success) { client.connect(userId: userId, nickname: userId, completion: $0) }
            model.isConnected[c] = true
        }
        for c in uncertain.sorted() { server.dropConnections(of: model.userIds[c]) }
        uncertain = []
        try awaitReconnection()
        scheduler.advance(by: .seconds(1))
        try compareStoredState()
        for (c, client) in clients.enumerated() {
            let userId = model.userIds[c]
            let wanted = Set(model.channels.filter { $0.members[userId].map { !$0.isHidden } ?? false }.map(\.url))
            let collection = collections[c]
            for _ in 0..<100 where collection.hasNext {
                _ = run { collection.loadMore(completion: $0) }
            }
            let listed = Set(collection.channelList.map(\.channelURL))
            guard listed == wanted else {
                throw fail("\(userId)'s channel collection lists \(listed.sorted()), a fresh query \(wanted.sorted())")
            }
            let query = client.createMyGroupChannelListQuery()
            var fresh: Set<String> = []
            for _ in 0..<100 where query.hasNext {
                guard case .success(let page) = run({ query.loadNextPage(completion: $0) }) else { throw fail("\(userId)'s channel query failed") }
                fresh.formUnion(page.map(\.channelURL))
            }
            guard fresh == wanted else { throw fail("\(userId)'s fresh channel query lists \(fresh.sorted()), the model \(wanted.sorted())") }
            if let collection = messageCollections[c], let index = model.channels.firstIndex(where: { $0.url == collection.channel.channelURL }),
               model.channels[index].members[userId] != nil {
                let wanted = model.channels[index].messages.filter { $0.parentId == nil }.suffix(100).map { "\($0.id) \($0.text.prefix(20))" }
                let held = collection.succeededMessages.suffix(100).map { "\($0.messageId) \($0.message.prefix(20))" }
                guard held == Array(wanted) else {
                    throw fail("\(userId)'s message collection on \(collection.channel.channelURL) holds \(held), the service \(wanted)")
                }
            }
            for (url, ids) in recorders[c].received {
                guard zip(ids, ids.dropFirst()).allSatisfy({ $0 < $1 }) else {
                    throw fail("\(userId)'s delegate heard \(url)'s messages out of order or twice: \(ids)")
                }
                if let phantom = ids.first(where: { !everStored.contains($0) }) {
                    throw fail("\(userId)'s delegate heard of message \(phantom), which the service never stored")
                }
            }
        }
    }
}
