/// One channel's cached messages: the newest `LocalCache.messageLimit` the user saw,
/// oldest first, as the service described them.
struct LocalCacheMessages: Codable, Sendable {
    var channelURL: String
    var messages: [MessagePayload]
}
