import BanterChatSDK
import Foundation

/// An error body of the Matrix client-server API (`{"errcode": "M_FORBIDDEN", "error": "…"}`),
/// with the HTTP status it came with. The Matrix backend turns it into a `ChatError`
/// (`ChatError(matrix:refusing:userId:)`), so the UI sees the codes it sees on the mock.
struct MatrixError: Sendable, Equatable {
    /// The HTTP status of the response.
    var status: Int
    /// The Matrix error code, such as `M_FORBIDDEN`, `M_NOT_FOUND`, `M_LIMIT_EXCEEDED`.
    var errcode: String
    /// The server's own words, for the message of the `ChatError`.
    var message: String
    /// For `M_LIMIT_EXCEEDED`, how long to wait before retrying.
    var retryAfterMilliseconds: Int?

    /// Reads an error response; nil when the body is not a Matrix error (a proxy's HTML
    /// page, say), which the caller reports as a server that does not speak Matrix.
    init?(status: Int, body: Data) {
        guard let decoded = try? JSONDecoder().decode(Body.self, from: body) else { return nil }
        self.status = status
        errcode = decoded.errcode
        message = decoded.error ?? decoded.errcode
        retryAfterMilliseconds = decoded.retryAfterMilliseconds
    }

    private struct Body: Decodable {
        var errcode: String
        var error: String?
        var retryAfterMilliseconds: Int?

        enum CodingKeys: String, CodingKey {
            case errcode, error
            case retryAfterMilliseconds = "retry_after_ms"
        }
    }
}
