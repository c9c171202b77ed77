/// What proves a user's identity to a service that asks for it: a Matrix homeserver does,
/// the in-process `ChatServer` does not and ignores it.
///
/// A value type, safe to pass between threads; it holds a secret, so do not log it.
public enum ChatCredential: Sendable, Equatable {
    /// The account's password (Matrix `m.login.password`).
    case password(String)
    /// An access token obtained earlier, used as is without logging in again.
    case accessToken(String)
}
