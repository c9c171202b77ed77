import BanterUIKit
import Foundation
import Testing
@testable import banter

/// `banter --homeserver`: its flags, where the secret comes from, and what a failed sign-in
/// says, without a homeserver.
@Suite("banter on a homeserver: the command line")
struct HomeserverOptionsTests {
    @Test func aHomeserverAndAUserParse() throws {
        let options = try AppOptions.parse(["--homeserver", "http://127.0.0.1:8008/", "--user", "@ann:localhost", "--theme", "light"])
        #expect(options.homeserver == URL(string: "http://127.0.0.1:8008"))
        #expect(options.userId == "@ann:localhost" && options.theme == "light")
        // The simulated service's harmless flags are accepted: a homeserver run is both.
        #expect(try AppOptions.parse(["--homeserver", "https://matrix.example.org", "--user", "me", "--quiet", "--ephemeral"]).homeserver != nil)
        #expect(try AppOptions.parse(["--user", "ann"]).homeserver == nil)
    }

    @Test(arguments: [
        (["--homeserver"], AppOptionsError.missingValue("--homeserver")),
        (["--homeserver", "127.0.0.1:8008", "--user", "a"],
         .invalidValue("--homeserver", "127.0.0.1:8008", "an http:// or https:// URL such as http://127.0.0.1:8008")),
        (["--homeserver", "ftp://example.org", "--user", "a"],
         .invalidValue("--homeserver", "ftp://example.org", "an http:// or https:// URL such as http://127.0.0.1:8008")),
        (["--homeserver", "http://example.org?x=1", "--user", "a"],
         .invalidValue("--homeserver", "http://example.org?x=1", "an http:// or https:// URL such as http://127.0.0.1:8008")),
        (["--homeserver", "http://127.0.0.1:8008"], .homeserverNeedsUser),
        (["--homeserver", "http://127.0.0.1:8008", "--user", "a", "--store", "/tmp/x"], .conflict("--homeserver", "--store")),
        (["--homeserver", "http://127.0.0.1:8008", "--user", "a", "--seed", "3"], .conflict("--homeserver", "--seed")),
        (["--homeserver", "http://127.0.0.1:8008", "--user", "a", "--headless", "--script", "s"], .conflict("--homeserver", "--headless")),
    ])
    func badHomeserverCommandLinesAreRefusedWithAReason(arguments: [String], expected: AppOptionsError) {
        #expect(throws: expected) { try AppOptions.parse(arguments) }
    }

    @Test func aMissingUserSaysWhatAUserIdLooksLike() {
        #expect(AppOptionsError.homeserverNeedsUser.description == "--homeserver needs --user ID: the Matrix account to sign in as, such as @ann:example.org")
    }

    @Test func theHelpListsTheHomeserverFlagAndWhereThePasswordComesFrom() {
        #expect(AppOptions.usage.contains("--homeserver URL"))
        #expect(AppOptions.usage.contains("$BANTER_MATRIX_PASSWORD"))
        #expect(AppOptions.usage.contains("$BANTER_MATRIX_TOKEN"))
        #expect(AppOptions.usage.split(separator: "\n").allSatisfy { $0.count <= 90 })
    }

    @Test func anAccessTokenComesFirstThenAPasswordFromTheEnvironmentThenTheTerminal() throws {
        var asked: [String] = []
        let ask: (String) -> String? = { asked.append($0); return "typed" }
        let both = ["BANTER_MATRIX_TOKEN": "syt_token", "BANTER_MATRIX_PASSWORD": "secret"]
        #expect(try SignInCredential.resolve(environment: both, userId: "ann", homeserver: "http://h", askPassword: ask) == .accessToken("syt_token"))
        #expect(try SignInCredential.resolve(environment: ["BANTER_MATRIX_PASSWORD": "secret"], userId: "ann", homeserver: "http://h", askPassword: ask) == .password("secret"))
        #expect(asked.isEmpty)
        #expect(try SignInCredential.resolve(environment: [:], userId: "ann", homeserver: "http://h", askPassword: ask) == .password("typed"))
        #expect(asked == ["Password for ann on http://h: "])
    }

    @Test func noPasswordAnywhereIsRefusedNamingTheVariable() {
        func failure(_ environment: [String: String], typed: String?) -> String? {
            do {
                _ = try SignInCredential.resolve(environment: environment, userId: "ann", homeserver: "http://h") { _ in typed }
                return nil
            } catch {
                return error.description
            }
        }
        #expect(failure([:], typed: nil) == "no password: there is no terminal to ask on; set $BANTER_MATRIX_PASSWORD (or $BANTER_MATRIX_TOKEN)")
        #expect(failure([:], typed: "") == "no password given")
        #expect(failure(["BANTER_MATRIX_PASSWORD": ""], typed: "x") == "$BANTER_MATRIX_PASSWORD is set but empty")
        #expect(failure(["BANTER_MATRIX_TOKEN": ""], typed: "x") == "$BANTER_MATRIX_TOKEN is set but empty")
    }

    @Test(arguments: [
        (ChatError.Code.networkError, "cannot reach the homeserver at http://h:1: is it running, and are the host and port right?"),
        (.nonAuthorized, "http://h:1 refused to sign in ann: wrong user id or password, or an access token that is no longer valid"),
        (.internalServerError, "http://h:1 does not answer as a Matrix homeserver: check the URL (the server's base URL, without /_matrix)"),
        (.ackTimeout, "the homeserver at http://h:1 did not answer in time"),
        (.invalidParameter, "cannot sign in to http://h:1 as ann"),
    ])
    @MainActor
    func aFailedSignInSaysWhatToCheckThenTheSDKsWords(code: ChatError.Code, firstLine: String) {
        let text = HomeserverSession.explanation(of: ChatError(code, "The words."), userId: "ann", homeserver: URL(string: "http://h:1")!)
        #expect(text == firstLine + "\n(\(code.rawValue): The words.)")
    }
}
