import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A room's messages in the homeserver's own order, read over the client-server API
/// directly (`/login`, then `/messages` backwards to the room's start), not through the
/// SDK: the order the run checks the clients against must not come from the code under
/// test.
struct ServerHistory: Sendable {
    let homeserver: URL
    let accessToken: String

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Signs in as `user` with `password` (a new device each time).
    static func signIn(_ homeserver: URL, user: String, password: String) async throws(Failure) -> ServerHistory {
        let body: [String: Any] = [
            "type": "m.login.password", "identifier": ["type": "m.id.user", "user": user], "password": password,
        ]
        let answer = try await request(homeserver, "POST", "/_matrix/client/v3/login", body: body, token: nil)
        guard let token = answer["access_token"] as? String else { throw Failure(description: "no access_token signing in as \(user)") }
        return ServerHistory(homeserver: homeserver, accessToken: token)
    }

    /// The bodies of every `m.room.message` in `roomId`, oldest first.
    func messageBodies(in roomId: String) async throws(Failure) -> [String] {
        let room = roomId.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? roomId
        var bodies: [String] = []
        var from: String?
        while true {
            var path = "/_matrix/client/v3/rooms/\(room)/messages?dir=b&limit=1000"
            if let from { path += "&from=\(from.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? from)" }
            let page = try await Self.request(homeserver, "GET", path, body: nil, token: accessToken)
            let chunk = page["chunk"] as? [[String: Any]] ?? []
            for event in chunk where event["type"] as? String == "m.room.message" {
                if let body = (event["content"] as? [String: Any])?["body"] as? String { bodies.append(body) }
            }
            guard let end = page["end"] as? String, !chunk.isEmpty else { break }
            from = end
        }
        return bodies.reversed()
    }

    private static func request(
        _ homeserver: URL, _ method: String, _ path: String, body: [String: Any]?, token: String?
    ) async throws(Failure) -> [String: Any] {
        guard let url = URL(string: homeserver.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/")) + path) else {
            throw Failure(description: "not a URL: \(path)")
        }
        var request = URLRequest(url: url, timeoutInterval: 120)
        request.httpMethod = method
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let body {
            request.httpBody = try? JSONSerialization.data(withJSONObject: body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let outcome: Result<(Data, Int), Failure> = await withCheckedContinuation { done in
            URLSession.shared.dataTask(with: request) { data, response, error in
                if let error { return done.resume(returning: .failure(Failure(description: "\(method) \(path): \(error.localizedDescription)"))) }
                done.resume(returning: .success((data ?? Data(), (response as? HTTPURLResponse)?.statusCode ?? 0)))
            }.resume()
        }
        let (data, status) = try outcome.get()
        guard status == 200, let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw Failure(description: "\(method) \(path) answered HTTP \(status): \(String(decoding: data.prefix(300), as: UTF8.self))")
        }
        return object
    }
}
