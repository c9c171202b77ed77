/// One report filed in a channel, as its operators read it (`BaseChannel.loadReports`).
public struct ChannelReport: Equatable, Sendable {
    /// Who filed it.
    public let reporterId: String
    /// The reported message; nil for a report on a user.
    public let messageId: Int64?
    /// The user reported, or the reported message's sender.
    public let offendingUserId: String
    public let category: ReportCategory
    /// What the reporter wrote; nil when they wrote nothing.
    public let reportDescription: String?
    /// When it was filed, in milliseconds since 1970.
    public let createdAt: Int64

    init(_ record: ReportRecord) {
        reporterId = record.reporterId
        messageId = record.messageId
        offendingUserId = record.offendingUserId
        category = record.category
        reportDescription = record.description
        createdAt = record.createdAt
    }
}
