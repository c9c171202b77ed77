/// One report kept by the service: who reported what (a message, or a user in a channel),
/// why, and when. The mock keeps every report; a channel's operators list them.
package struct ReportRecord: Codable, Equatable, Sendable {
    package var reporterId: String
    package var channelURL: String
    /// The reported message; nil when a user is reported.
    package var messageId: Int64?
    /// The user reported, or the reported message's sender.
    package var offendingUserId: String
    package var category: ReportCategory
    package var description: String?
    package var createdAt: Int64

    package init(
        reporterId: String, channelURL: String, messageId: Int64?, offendingUserId: String,
        category: ReportCategory, description: String?, createdAt: Int64
    ) {
        self.reporterId = reporterId
        self.channelURL = channelURL
        self.messageId = messageId
        self.offendingUserId = offendingUserId
        self.category = category
        self.description = description
        self.createdAt = createdAt
    }
}
