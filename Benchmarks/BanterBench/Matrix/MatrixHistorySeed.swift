import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A room of 10,000 messages for the "open a long channel" benchmark, written once per
/// homeserver straight through the client-server API (seeding is not what is measured),
/// and found again on later runs by its alias, which is set only once the room is complete.
///
/// Main actor only; blocks, running the main run loop, until done.
@MainActor
enum MatrixHistorySeed {
    static let count = 10_000
    /// The text of the last message, which the screen's first frame must show.
    static let newest = "the newest of 10,000"
    static let aliasName = "banter-bench-history-10k"

    /// The room's id on `homeserver`, seeding it first as `user` if there is none yet.
    static func roomId(homeserver: URL, user: (name: String, password: String)) -> String {
        let login = call("POST", homeserver, ["login"], body: [
            "type": "m.login.password",
            "identifier": ["type": "m.id.user", "user": user.name],
            "password": user.password,
        ])
        guard let token = login["access_token"] as? String, let userId = login["user_id"] as? String,
              let colon = userId.firstIndex(of: ":") else { MatrixBench.fail("logging in to seed the history answered \(login)") }
        let alias = "#\(aliasName)\(userId[colon...])"
        let found = call("GET", homeserver, ["directory", "room", alias], token: token, allowing: [404])
        if let roomId = found["room_id"] as? String { return roomId }

        Console.error("banter-bench: seeding \(count) messages into a room of \(user.name), once for this homeserver…")
        let created = call("POST", homeserver, ["createRoom"], token: token, body: ["name": "Bench history 10k", "preset": "private_chat"])
        guard let roomId = created["room_id"] as? String else { MatrixBench.fail("creating the history room answered \(created)") }
        var next = 1, inFlight = 0, done = 0
        let older = count - 1
        // A send that got no answer (status 0: timed out behind the others) or was rate
        // limited goes again with the same transaction id, which the homeserver stores once.
        func send(_ number: Int, attempt: Int = 1) {
            start("PUT", homeserver, ["rooms", roomId, "send", "m.room.message", "seed-\(number)"], token: token,
                  body: ["msgtype": "m.text", "body": "history \(number) of \(count): a message of an ordinary length, about as long as people write."]) { status, body in
                if (status == 0 || status == 429), attempt < 5 { return send(number, attempt: attempt + 1) }
                guard status == 200 else { MatrixBench.fail("seeding message \(number) answered HTTP \(status): \(String(decoding: body, as: UTF8.self))") }
                inFlight -= 1
                done += 1
                if done % 1_000 == 0 { Console.error("banter-bench: seeded \(done) of \(count)") }
            }
        }
        // Sixteen at a time: the server writes them one by one anyway, and the order among
        // them does not matter; the newest is sent alone, after all of them.
        while done < older {
            while inFlight < 16, next <= older {
                inFlight += 1
                send(next)
                next += 1
            }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
        _ = call("PUT", homeserver, ["rooms", roomId, "send", "m.room.message", "seed-newest"], token: token,
                 body: ["msgtype": "m.text", "body": newest])
        _ = call("PUT", homeserver, ["directory", "room", alias], token: token, body: ["room_id": roomId])
        return roomId
    }

    /// One request, waited for; any status but 200 (or one of `allowing`, answered as an
    /// empty object) ends the process. Other Matrix cases make their raw requests with it too.
    static func call(_ method: String, _ homeserver: URL, _ path: [String], token: String? = nil, query: [String: String] = [:],
                     body: [String: Any]? = nil, allowing: Set<Int> = []) -> [String: Any] {
        var answer: (Int, Data)?
        start(method, homeserver, path, token: token, query: query, body: body) { answer = ($0, $1) }
        MatrixBench.wait(until: "\(method) \(path.joined(separator: "/")) answers") { answer != nil }
        let (status, data) = answer!
        if allowing.contains(status) { return [:] }
        guard status == 200, let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            MatrixBench.fail("\(method) \(path.joined(separator: "/")) answered HTTP \(status): \(String(decoding: data, as: UTF8.self))")
        }
        return object
    }

    /// Starts a request; `done` runs on the main actor with the status (0 for no answer) and body.
    private static func start(_ method: String, _ homeserver: URL, _ path: [String], token: String?, query: [String: String] = [:],
                              body: [String: Any]?, done: @escaping @MainActor (Int, Data) -> Void) {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let encoded = path.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }.joined(separator: "/")
        let search = query.isEmpty ? "" : "?" + query.sorted { $0.key < $1.key }
            .map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0.value)" }.joined(separator: "&")
        guard let url = URL(string: homeserver.absoluteString + "/_matrix/client/v3/" + encoded + search) else {
            MatrixBench.fail("cannot make a URL of \(path)")
        }
        var request = URLRequest(url: url, timeoutInterval: 30)
        request.httpMethod = method
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let body {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try? JSONSerialization.data(withJSONObject: body)
        }
        URLSession.shared.dataTask(with: request) { data, response, _ in
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            let bytes = data ?? Data()
            DispatchQueue.main.async { MainActor.assumeIsolated { done(status, bytes) } }
        }.resume()
    }
}
