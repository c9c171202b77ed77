/// A person on the service, as one client sees them. The client updates these objects in
/// place when profiles change; compare users by `userId`.
@MainActor
public class User {
    /// The unique, unchangeable id.
    public let userId: String
    /// The display name.
    public internal(set) var nickname: String
    /// Where the profile picture lives, if the user has one.
    public internal(set) var profileURL: String?

    init(_ record: UserRecord) {
        userId = record.userId
        nickname = record.nickname
        profileURL = record.profileURL
    }

    func update(from record: UserRecord) {
        nickname = record.nickname
        profileURL = record.profileURL
    }

    var record: UserRecord { UserRecord(userId: userId, nickname: nickname, profileURL: profileURL) }
}
