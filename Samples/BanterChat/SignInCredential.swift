import BanterMatrix
import BanterUIKit

/// Where `banter --homeserver` gets the secret that proves the user's identity: an access
/// token from `$BANTER_MATRIX_TOKEN`, else a password from `$BANTER_MATRIX_PASSWORD`, else a
/// password asked for on the terminal (`PasswordPrompt`). Never from the command line,
/// where other users of the machine could read it in the process list.
enum SignInCredential {
    static let tokenVariable = "BANTER_MATRIX_TOKEN"
    static let passwordVariable = "BANTER_MATRIX_PASSWORD"

    /// The credential for `userId` on `homeserver`. `askPassword` is called with the prompt
    /// only when the environment has neither variable; it answers nil when there is no
    /// terminal to ask on.
    static func resolve(
        environment: [String: String], userId: String, homeserver: String,
        askPassword: (String) -> String?
    ) throws(ChatSession.StartError) -> ChatCredential {
        if let token = environment[tokenVariable] {
            guard !token.isEmpty else { throw ChatSession.StartError(description: "$\(tokenVariable) is set but empty") }
            return .accessToken(token)
        }
        if let password = environment[passwordVariable] {
            guard !password.isEmpty else { throw ChatSession.StartError(description: "$\(passwordVariable) is set but empty") }
            return .password(password)
        }
        guard let password = askPassword("Password for \(userId) on \(homeserver): ") else {
            throw ChatSession.StartError(description: "no password: there is no terminal to ask on; set $\(passwordVariable) (or $\(tokenVariable))")
        }
        guard !password.isEmpty else { throw ChatSession.StartError(description: "no password given") }
        return .password(password)
    }
}
