import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// What signing in to a homeserver answers when it is refused, on recorded error bodies.
@Suite("Matrix sign-in refusals")
struct MatrixSignInMappingTests {
    @Test(arguments: [
        (401, #"{"errcode":"M_UNKNOWN_TOKEN","error":"Invalid access token passed."}"#),
        (401, #"{"errcode":"M_MISSING_TOKEN","error":"Missing access token."}"#),
        (403, #"{"errcode":"M_FORBIDDEN","error":"Invalid username or password"}"#),
    ])
    @MainActor
    func anUnknownTokenIsRefusedAsAWrongPasswordIs(status: Int, body: String) throws {
        let matrixError = try #require(MatrixError(status: status, body: Data(body.utf8)))
        let error = ChatError(matrix: matrixError, refusing: .user("@ann:localhost"), userId: "@ann:localhost")
        #expect(error.code == .nonAuthorized)
        #expect(error.message.contains(matrixError.errcode))
    }
}
