import BanterChatSDK
import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Requests outside `/_matrix/client/v3/`: the relations API (`client/v1`), the media
/// upload (`media/v3`, a raw body rather than JSON) and the authenticated download
/// (`client/v1/media`). Same contract as `send`: one answer, on the main actor.
extension MatrixHTTP {
    /// `send`, under the API prefix `api` (`"client/v1"`, `"media/v3"`) instead of `client/v3`.
    @MainActor
    @discardableResult
    func send<Reply: Decodable & Sendable>(
        api: String, _ method: String, _ path: [String], query: [String: String] = [:], body: MatrixJSON? = nil,
        refusal: @escaping Refusal, reply: @escaping @MainActor (Result<Reply, ChatError>) -> Void
    ) -> URLSessionDataTask? {
        perform(method, api: api, path, query: query, body: body.map { ($0.data, "application/json") }, refusal: refusal) { result in
            reply(result.flatMap { answer in answer.decoded(as: Reply.self, refusal: refusal) })
        }
    }

    /// Uploads `data` to the media repository (`POST /_matrix/media/v3/upload`) and answers
    /// its `mxc://` URI.
    @MainActor
    func upload(
        _ data: Data, contentType: String, fileName: String, refusal: @escaping Refusal,
        reply: @escaping @MainActor (Result<MatrixResponse.Upload, ChatError>) -> Void
    ) {
        perform("POST", api: "media/v3", ["upload"], query: ["filename": fileName], body: (data, contentType),
                timeout: Self.requestTimeout * 3, refusal: refusal) { result in
            reply(result.flatMap { $0.decoded(as: MatrixResponse.Upload.self, refusal: refusal) })
        }
    }

    /// The bytes behind an `mxc://server/id` URI (`GET /_matrix/client/v1/media/download/…`),
    /// which a homeserver with authenticated media serves only with an access token.
    @MainActor
    func download(_ mxc: String, refusal: @escaping Refusal, reply: @escaping @MainActor (Result<Data, ChatError>) -> Void) {
        let parts = mxc.hasPrefix("mxc://") ? mxc.dropFirst(6).split(separator: "/", maxSplits: 1).map(String.init) : []
        guard parts.count == 2 else {
            Task { @MainActor in reply(.failure(.invalidParameter("\"\(mxc)\" is not an mxc:// URI"))) }
            return
        }
        perform("GET", api: "client/v1", ["media", "download", parts[0], parts[1]], body: nil, refusal: refusal) { result in
            reply(result.flatMap { answer in
                guard (200..<300).contains(answer.status) else {
                    return answer.decoded(as: MatrixEmpty.self, refusal: refusal).map { _ in Data() }
                }
                return .success(answer.body)
            })
        }
    }

    /// One request with a raw body; answers the transport outcome, undecoded.
    @MainActor
    @discardableResult
    private func perform(
        _ method: String, api: String, _ path: [String], query: [String: String] = [:], body: (Data, String)?,
        timeout: TimeInterval = requestTimeout, refusal: @escaping Refusal,
        reply: @escaping @MainActor (Result<Answer, ChatError>) -> Void
    ) -> URLSessionDataTask? {
        guard let url = Self.url(homeserver, api: api, path: path, query: query) else {
            Task { @MainActor in reply(.failure(.invalidParameter("a Matrix path of \(path) cannot make a URL"))) }
            return nil
        }
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = method
        if let accessToken { request.setValue("Bearer \(accessToken)", forHTTPHeaderField: "Authorization") }
        if let (data, contentType) = body {
            request.setValue(contentType, forHTTPHeaderField: "Content-Type")
            request.httpBody = data
        }
        let task = session.dataTask(with: request) { data, response, error in
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            let answer = Answer(status: status, body: data ?? Data(), error: error.map { $0 as? URLError ?? URLError(.unknown) })
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    if let error = answer.error { return reply(.failure(ChatError(transport: error))) }
                    reply(.success(answer))
                }
            }
        }
        task.resume()
        return task
    }

    /// `url(_:path:query:)` with `/_matrix/<api>/` in place of `/_matrix/client/v3/`.
    static func url(_ homeserver: URL, api: String, path: [String], query: [String: String]) -> URL? {
        guard let url = url(homeserver, path: path, query: query),
              var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let range = components.percentEncodedPath.range(of: "/_matrix/client/v3/") else { return nil }
        components.percentEncodedPath.replaceSubrange(range, with: "/_matrix/\(api)/")
        return components.url
    }
}
