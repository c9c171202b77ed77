/// The server's copy of one user: what every client's `User` objects are built from.
package struct UserRecord: Codable, Equatable, Sendable {
    package var userId: String
    package var nickname: String
    package var profileURL: String?

    package init(userId: String, nickname: String, profileURL: String? = nil) {
        self.userId = userId
        self.nickname = nickname
        self.profileURL = profileURL
    }
}
