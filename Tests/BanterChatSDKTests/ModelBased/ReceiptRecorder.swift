@testable import BanterChatSDK

/// Notes which messages and deletions a client's delegate hears of, per channel, so the
/// model-based test can check the order: each channel's messages arrive oldest first, once.
@MainActor
final class ReceiptRecorder: GroupChannelDelegate {
    private(set) var received: [String: [Int64]] = [:]
    private(set) var deleted: [String: [Int64]] = [:]

    func channel(_ channel: BaseChannel, didReceive message: BaseMessage) {
        received[channel.channelURL, default: []].append(message.messageId)
    }

    func channel(_ channel: BaseChannel, messageWasDeleted messageId: Int64) {
        deleted[channel.channelURL, default: []].append(messageId)
    }
}
