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

    /// A user made by the app, not read from the service: for a custom data source of the
    /// user pickers and lists, which can show people without looking them up first. An empty
    /// `nickname` shows the id. The client does not follow a user made this way (its
    /// profile does not update), and the service knows the person by `userId` only.
    public init(userId: String, nickname: String = "", profileURL: String? = nil) {
        self.userId = userId
        self.nickname = nickname
        self.profileURL = profileURL
    }

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
