/// Which users a list holds.
package enum UserListSource {
    case application(userIds: [String]?)
    case operators(channelURL: String)
    case muted(channelURL: String)
    case banned(channelURL: String)
    case participants(channelURL: String)
    /// The users the current user has blocked.
    case blocked
}
