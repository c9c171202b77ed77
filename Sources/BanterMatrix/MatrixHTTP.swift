import BanterChatSDK
import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The client-server API over `URLSession`: one JSON request, one answer, decoded and
/// mapped to `ChatError`, delivered on the main actor.
///
/// URLSession calls back on its own queue; the answer crosses to the main queue as Sendable
/// values only (status and bytes), and is decoded there. Answers to different requests keep
/// the order in which they complete, not the order in which they were made.
struct MatrixHTTP: Sendable {
    let homeserver: URL
    var accessToken: String?
    let session: URLSession

    /// How long a request other than the `/sync` long poll may take before 800180.
    static let requestTimeout: TimeInterval = 20

    init(homeserver: URL, session: URLSession = MatrixHTTP.uncachedSession) {
        self.homeserver = homeserver
        self.session = session
    }

    /// The session every request goes through unless a test gives another, shared by every
    /// client of the process.
    /// - Ephemeral, so nothing (answers, cookies) is written to disk: `URLSession.shared`
    ///   keeps an on-disk cache under `~/.cache`, which would hold the account's messages.
    /// - Each connected client holds one connection in a `/sync` long poll; the default
    ///   allows six per host, so with six clients connected every other request would wait
    ///   behind the polls.
    static let uncachedSession: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 256
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration)
    }()

    /// What a refused request was about, for the error mapping.
    typealias Refusal = @MainActor (MatrixError) -> ChatError

    /// Sends `method path?query` with `body` as JSON, and answers with the decoded reply.
    /// `timeout` is the transport's limit (the long poll needs more than the default);
    /// `version` the API version of the endpoint (a few, like `timestamp_to_event`, are v1 only).
    @MainActor
    @discardableResult
    func send<Reply: Decodable & Sendable>(
        _ method: String, _ path: [String], query: [String: String] = [:], version: String = "v3", body: MatrixJSON? = nil,
        timeout: TimeInterval = requestTimeout, refusal: @escaping Refusal,
        reply: @escaping @MainActor (Result<Reply, ChatError>) -> Void
    ) -> URLSessionDataTask? {
        guard let url = Self.url(homeserver, path: path, query: query, version: version) else {
            Task { @MainActor in reply(.failure(.invalidParameter("a Matrix path of \(path) cannot make a URL"))) }
            return nil
        }
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = method
        if let accessToken { request.setValue("Bearer \(accessToken)", forHTTPHeaderField: "Authorization") }
        if let body {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = body.data
        }
        let task = session.dataTask(with: request) { data, response, error in
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            let urlError = error.map { $0 as? URLError ?? URLError(.unknown) }
            let answer = Answer(status: status, body: data ?? Data(), error: urlError)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { reply(answer.decoded(as: Reply.self, refusal: refusal)) }
            }
        }
        task.resume()
        return task
    }

    /// The raw outcome of a request, as it crosses from URLSession's queue.
    struct Answer: Sendable {
        var status: Int
        var body: Data
        var error: URLError?

        @MainActor
        func decoded<Reply: Decodable>(as type: Reply.Type, refusal: Refusal) -> Result<Reply, ChatError> {
            if let error { return .failure(ChatError(transport: error)) }
            guard (200..<300).contains(status) else {
                // A proxy in front of a homeserver that is down or restarting answers 502-504:
                // the server is unavailable, which passes, as a network error does (a send
                // waits in the outbox rather than failing).
                if (502...504).contains(status) {
                    return .failure(ChatError(.networkError, "Network error: the homeserver is unavailable (HTTP \(status))."))
                }
                guard let matrixError = MatrixError(status: status, body: body) else {
                    return .failure(Self.notMatrix("answered HTTP \(status) without a Matrix error"))
                }
                return .failure(refusal(matrixError))
            }
            do {
                return .success(try JSONDecoder().decode(Reply.self, from: body))
            } catch {
                return .failure(Self.notMatrix("answered what is not the expected Matrix JSON (\(error))"))
            }
        }

        static func notMatrix(_ detail: String) -> ChatError {
            ChatError(.internalServerError, "Internal server error: the homeserver \(detail); is the URL a Matrix homeserver?")
        }
    }

    /// `/_matrix/client/v3/` (or `version`) and the path's segments, each percent-encoded on its own: room
    /// ids (`!x:host`), user ids (`@u:host`) and transaction ids may hold any character.
    static func url(_ homeserver: URL, path: [String], query: [String: String], version: String = "v3") -> URL? {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let encoded = path.compactMap { $0.addingPercentEncoding(withAllowedCharacters: allowed) }
        guard encoded.count == path.count,
              var components = URLComponents(url: homeserver, resolvingAgainstBaseURL: false) else { return nil }
        let base = components.percentEncodedPath.hasSuffix("/") ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
        components.percentEncodedPath = base + "/_matrix/client/\(version)/" + encoded.joined(separator: "/")
        if !query.isEmpty {
            // A value may itself be a URL with a query (a link preview's address): its & = + #
            // and ? must stay inside the value, which `queryItems` would leave bare.
            var valueAllowed = CharacterSet.urlQueryAllowed
            valueAllowed.remove(charactersIn: "&=+#?")
            components.percentEncodedQueryItems = query.sorted { $0.key < $1.key }.map {
                URLQueryItem(name: $0.key, value: $0.value.addingPercentEncoding(withAllowedCharacters: valueAllowed))
            }
        }
        return components.url
    }
}

/// An answer whose body does not matter (`{}`).
struct MatrixEmpty: Decodable, Sendable {}
