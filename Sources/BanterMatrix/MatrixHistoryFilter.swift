import BanterChatSDK
import Foundation

/// `MessageListParams`' filters on the Matrix backend, applied as the mock applies them.
///
/// The homeserver filters what it can before a page is cut (`types` and `senders` of a
/// `RoomEventFilter`), so a page holds no state events or redactions, and a sender filter
/// costs no more pages than its matches. Reactions stay in, so the messages a page loads
/// carry their counts (`MatrixRoom.absorb`); they take no message's place. The rest depends on Banter's mapping of the
/// content (message kind from `msgtype`, custom type, thread replies) and is applied here,
/// reading on until enough messages pass.
struct MatrixHistoryFilter: Sendable {
    private let kind: MessageRecord.Kind?
    private let customTypes: Set<String>?
    private let senders: Set<String>?
    private let replyType: MessageListParams.ReplyType
    /// The `filter` query parameter of `/messages` and `/context`.
    let server: String
    /// Tells filters apart for the walks kept between pages: a walk read for one filter
    /// may have passed over what another would take.
    let key: String

    init(_ params: MessageListParams) {
        kind = switch params.messageTypeFilter {
        case .all: nil
        case .user: .user
        case .file: .file
        case .admin: .admin
        }
        customTypes = params.customTypes.map(Set.init)
        senders = params.senderUserIds.map(Set.init)
        replyType = params.replyType
        var filter: [String: MatrixJSON] = [
            "types": .array([.string("m.room.message"), .string(MatrixMessageMapping.encryptedType), .string("m.reaction")]),
        ]
        if let senders, !senders.isEmpty {
            filter["senders"] = .array(senders.sorted().map(MatrixJSON.string))
        }
        server = String(decoding: MatrixJSON.object(filter).data, as: UTF8.self)
        key = [
            kind.map { "\($0)" } ?? "*",
            customTypes.map { $0.sorted().joined(separator: ",") } ?? "*",
            senders.map { $0.sorted().joined(separator: ",") } ?? "*",
            replyType.rawValue,
        ].joined(separator: "|")
    }

    /// No message can pass (an empty list of custom types or senders): nothing to read.
    var matchesNothing: Bool {
        customTypes?.isEmpty == true || senders?.isEmpty == true
    }

    /// Whether a message of the channel's own history passes, as
    /// `ChatServer.loadMessages` decides for a read that is not a thread's.
    func admits(_ message: MatrixMessageMapping.Message) -> Bool {
        let record = message.record
        if let kind, record.kind != kind { return false }
        if let senders, !senders.contains(record.senderId ?? "") { return false }
        if let customTypes, !customTypes.contains(message.extras.customType ?? "") { return false }
        guard message.parentEventId != nil || record.parentMessageId != nil else { return true }
        switch replyType {
        case .none: return false
        case .all: return true
        case .onlyReplyToChannel: return message.extras.isReplyToChannel
        }
    }
}
