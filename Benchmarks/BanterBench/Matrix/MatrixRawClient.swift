import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A bare client-server API client for the large-account benches: what the homeserver and
/// loopback cost on their own, measured in the same run as Banter, so Banter's figures can
/// be read against them. Blocking calls on URLSession's queue; nothing of Banter's is used.
final class MatrixRawClient: @unchecked Sendable {
    let homeserver: URL
    private(set) var token = ""
    private(set) var since: String?
    /// The rooms this user had joined at the last `initialSync`.
    private(set) var joinedRoomIds: Set<String> = []

    init(homeserver: URL) {
        self.homeserver = homeserver
    }

    /// Sends one request and waits for its answer; nil when it failed.
    func call(_ method: String, _ path: String, query: [String: String] = [:], body: [String: Any]? = nil, timeout: TimeInterval = 120) -> [String: Any]? {
        var components = URLComponents(url: homeserver.appendingPathComponent("_matrix/client/" + path), resolvingAgainstBaseURL: false)!
        if !query.isEmpty { components.queryItems = query.map { URLQueryItem(name: $0.key, value: $0.value) } }
        var request = URLRequest(url: components.url!, timeoutInterval: timeout)
        request.httpMethod = method
        if !token.isEmpty { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let body {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try? JSONSerialization.data(withJSONObject: body)
        }
        let done = DispatchSemaphore(value: 0)
        let answer = Box()
        URLSession.shared.dataTask(with: request) { data, response, _ in
            if (response as? HTTPURLResponse)?.statusCode == 200, let data {
                answer.value = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            }
            done.signal()
        }.resume()
        done.wait()
        return answer.value
    }

    /// Signs in with a new device (so no sync answer is cached for it); false when refused.
    func signIn(_ user: String, password: String) -> Bool {
        token = ""
        let body: [String: Any] = ["type": "m.login.password", "identifier": ["type": "m.id.user", "user": user], "password": password]
        guard let token = call("POST", "v3/login", body: body)?["access_token"] as? String else { return false }
        self.token = token
        return true
    }

    /// One sliding sync request for the `count` most recent rooms, as Banter's window asks;
    /// answers the rooms' names, most recent first.
    func window(_ count: Int) -> [String] {
        let body: [String: Any] = [
            "lists": ["recent": ["ranges": [[0, count - 1]], "timeline_limit": 1, "required_state": [["*", "*"]]]],
            "extensions": ["account_data": ["enabled": true]],
        ]
        guard let answer = call("POST", "unstable/org.matrix.simplified_msc3575/sync", query: ["timeout": "0"], body: body),
              let rooms = answer["rooms"] as? [String: [String: Any]],
              let ops = ((answer["lists"] as? [String: Any])?["recent"] as? [String: Any])?["ops"] as? [[String: Any]],
              let ids = ops.first?["room_ids"] as? [String] else { return [] }
        return ids.compactMap { rooms[$0]?["name"] as? String }
    }

    /// The classic initial sync Banter's fill makes (one timeline event per room); answers
    /// how many rooms it brought.
    func initialSync() -> Int {
        since = nil
        guard let answer = call("GET", "v3/sync", query: ["timeout": "0", "filter": #"{"room":{"timeline":{"limit":1}}}"#]) else { return 0 }
        since = answer["next_batch"] as? String
        let rooms = answer["rooms"] as? [String: Any]
        joinedRoomIds = Set((rooms?["join"] as? [String: Any])?.keys.map { $0 } ?? [])
        return ((rooms?["join"] as? [String: Any])?.count ?? 0) + ((rooms?["invite"] as? [String: Any])?.count ?? 0)
    }

    /// Long-polls from `since` until a `/sync` brings an event whose body is `text`.
    func waitForText(_ text: String) -> Bool {
        for _ in 0..<20 {
            var query = ["timeout": "30000", "filter": #"{"room":{"timeline":{"limit":100}}}"#]
            if let since { query["since"] = since }
            guard let answer = call("GET", "v3/sync", query: query) else { return false }
            since = answer["next_batch"] as? String
            let joined = ((answer["rooms"] as? [String: Any])?["join"] as? [String: [String: Any]]) ?? [:]
            for room in joined.values {
                let events = ((room["timeline"] as? [String: Any])?["events"] as? [[String: Any]]) ?? []
                if events.contains(where: { ($0["content"] as? [String: Any])?["body"] as? String == text }) { return true }
            }
        }
        return false
    }

    /// Sends `text` into `roomId`.
    func send(_ text: String, to roomId: String) -> Bool {
        let path = "v3/rooms/\(roomId)/send/m.room.message/\(UUID().uuidString)"
        return call("PUT", path, body: ["msgtype": "m.text", "body": text]) != nil
    }

    private final class Box: @unchecked Sendable {
        var value: [String: Any]?
    }
}
