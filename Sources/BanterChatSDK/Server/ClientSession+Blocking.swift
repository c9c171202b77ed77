/// The mock's blocking and reporting requests (see `ChatServer+Blocking`).
extension ClientSession {
    var blockedUserIds: Set<String> {
        server?.blockedUserIds(of: userId) ?? []
    }

    func setBlocked(userId: String, blocked: Bool, reply: @escaping BackendReply<UserRecord>) {
        server?.submit(.block, from: self, handler: { context throws(ChatError) in
            try context.server.setBlocked(context, userId: userId, blocked: blocked)
        }, reply: reply)
    }

    func report(
        url: String, messageId: Int64?, offendingUserId: String?, category: ReportCategory, description: String?,
        reply: @escaping BackendReply<Void>
    ) {
        server?.submit(.report, from: self, handler: { context throws(ChatError) in
            try context.server.report(
                context, url: url, messageId: messageId, offendingUserId: offendingUserId,
                category: category, description: description)
        }, reply: reply)
    }

    func listReports(url: String, reply: @escaping BackendReply<[ReportRecord]>) {
        server?.submit(.loadUsers, from: self, handler: { context throws(ChatError) in
            try context.server.reports(context, url: url)
        }, reply: reply)
    }
}
