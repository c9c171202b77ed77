import Foundation

/// Reporting a message or a user to the service, with the reference SDK's names. The mock
/// keeps reports for the channel's operators (`loadReports`); Matrix sends them to the
/// homeserver's administrators (`/rooms/{room}/report/{event}`, and `/users/{user}/report`
/// where the homeserver has it).
extension BaseChannel {
    /// Reports `message` with a category and an optional description (at most 1,000
    /// characters, or 800110). Reporting one's own message fails with 800110, a message
    /// that is gone with 900300.
    public func report(
        message: BaseMessage, reportCategory: ReportCategory, reportDescription: String? = nil,
        completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil
    ) {
        let (url, messageId) = (channelURL, message.messageId)
        guard messageId > 0 else { return failReport(.invalidParameter("only a sent message can be reported"), completion) }
        if let error = Self.reportDescriptionError(reportDescription) { return failReport(error, completion) }
        requestVoid({ $0.report(url: url, messageId: messageId, offendingUserId: nil, category: reportCategory,
                                description: Self.trimmed(reportDescription), reply: $1) }, completion: completion)
    }

    public func report(message: BaseMessage, reportCategory: ReportCategory, reportDescription: String? = nil) async throws(ChatError) {
        try await awaiting { report(message: message, reportCategory: reportCategory, reportDescription: reportDescription, completion: $0) }
    }

    /// Reports `offendingUser` as met in this channel. Reporting oneself fails with 800110.
    public func report(
        offendingUser: User, reportCategory: ReportCategory, reportDescription: String? = nil,
        completion: (@MainActor (Result<Void, ChatError>) -> Void)? = nil
    ) {
        let (url, userId) = (channelURL, offendingUser.userId)
        if let error = Self.reportDescriptionError(reportDescription) { return failReport(error, completion) }
        requestVoid({ $0.report(url: url, messageId: nil, offendingUserId: userId, category: reportCategory,
                                description: Self.trimmed(reportDescription), reply: $1) }, completion: completion)
    }

    public func report(offendingUser: User, reportCategory: ReportCategory, reportDescription: String? = nil) async throws(ChatError) {
        try await awaiting { report(offendingUser: offendingUser, reportCategory: reportCategory, reportDescription: reportDescription, completion: $0) }
    }

    /// The reports filed here, oldest first; operators only (400108 otherwise). Matrix
    /// answers 800110: its reports go to the homeserver's administrators, not to operators.
    public func loadReports(completion: @escaping @MainActor (Result<[ChannelReport], ChatError>) -> Void) {
        let url = channelURL
        request({ $0.listReports(url: url, reply: $1) }, map: { _, records in records.map(ChannelReport.init) }, completion: completion)
    }

    public func loadReports() async throws(ChatError) -> [ChannelReport] {
        try await awaiting { loadReports(completion: $0) }
    }

    private static func trimmed(_ text: String?) -> String? {
        let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed?.isEmpty == false ? trimmed : nil
    }

    private static func reportDescriptionError(_ text: String?) -> ChatError? {
        (text?.count ?? 0) > 1_000 ? .invalidParameter("a report's description is at most 1,000 characters") : nil
    }

    private func failReport(_ error: ChatError, _ completion: (@MainActor (Result<Void, ChatError>) -> Void)?) {
        scheduler.schedule(after: .zero) { completion?(.failure(error)) }
    }
}
