/// The server's copy of one user: what every client's `User` objects are built from.
struct UserRecord: Codable, Equatable, Sendable {
    var userId: String
    var nickname: String
    var profileURL: String?
}
