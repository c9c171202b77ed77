import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import BanterChatSDK
@testable import BanterMatrix

/// A homeserver stand-in for unit tests of the Matrix history reads: one room's timeline of
/// events in Synapse's JSON shape (`MatrixHistoryRecordings`), served as Synapse serves
/// `/messages`, `/context`, `timestamp_to_event`, `/event`, `/state` and one state event (type and sender
/// filters applied before the limit, `end` left out once nothing is left, the context's
/// limit split in half), through a `URLProtocol` on a `URLSession` of its own. Tokens are
/// `t<n>`: the position before the timeline's n-th event. Answers set with `answer` win
/// over the timeline, for recorded answers to exact requests. Answers to an endpoint can be
/// held back (`hold`, `release`) to race a `/sync` against a read.
///
/// Every request is logged (`requests`), so tests count what a read cost. Each stub has its
/// own host, so tests running in parallel never share one.
final class MatrixStubHomeserver: @unchecked Sendable {
    struct Event {
        var json: [String: Any]
        var id: String { json["event_id"] as? String ?? "" }
        var type: String { json["type"] as? String ?? "" }
        var sender: String { json["sender"] as? String ?? "" }
        var timestamp: Int64 { (json["origin_server_ts"] as? NSNumber)?.int64Value ?? 0 }
        var redacts: String? { type == "m.room.redaction" ? json["redacts"] as? String : nil }
    }

    let host = "stub-\(UUID().uuidString.lowercased()).test"
    let roomId: String
    private let lock = NSLock()
    private var timeline: [Event] = []
    private var state: String = "[]"
    private var answers: [(pathSuffix: String, query: String, request: String, status: Int, body: String)] = []
    private var log: [URLComponents] = []
    /// Each event's latest edit and whether it was redacted, worked out once per timeline.
    private var relations: [String: (edit: Event?, redacted: Bool)]?
    /// Endpoints whose answers are held back, the deliveries held, and who waits for one.
    private var holding: [(endpoint: String, query: String)] = []
    private var held: [() -> Void] = []
    private var heldWaiters: [CheckedContinuation<Void, Never>] = []
    /// The `m.room.message` events sent (`PUT …/send/m.room.message/{txn}`), in order, by
    /// transaction id; a transaction sent again is answered with its first event.
    private var sentEvents: [(transactionId: String, eventId: String, content: [String: Any])] = []
    private var uploadCount = 0
    /// The uploads (numbered from 1) the media repository refuses with a 500.
    var failingUploads: Set<Int> = []
    /// Who the events sent through the stub are from.
    var sender = "@banter_b:localhost"

    init(roomId: String) {
        self.roomId = roomId
        Self.registry.withLock { $0[host] = self }
    }

    deinit {
        Self.registry.withLock { $0[host] = nil }
    }

    /// A session whose requests this stub answers.
    var session: URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [MatrixStubProtocol.self]
        return URLSession(configuration: configuration)
    }

    var homeserver: URL { URL(string: "http://\(host)/")! }

    /// Appends events (JSON objects, oldest first) to the room's timeline.
    func append(_ events: [String]) {
        let parsed = events.map { Event(json: (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]) }
        lock.withLock {
            timeline += parsed
            relations = nil
        }
    }

    func setState(_ json: String) {
        lock.withLock { state = json }
    }

    /// Answers `body` to the requests whose path ends with `pathSuffix` and whose query
    /// contains `query` (as sent, percent-encoded) and whose body contains `request` (for a
    /// `POST` such as a sliding sync range), with HTTP `status` (an error body for a refusal).
    func answer(_ pathSuffix: String, query: String = "", request: String = "", status: Int = 200, with body: String) {
        lock.withLock { answers.append((pathSuffix, query, request, status, body)) }
    }

    /// Forgets the answers set with `answer`: the timeline answers again.
    func clearAnswers() {
        lock.withLock { answers = [] }
    }

    /// The requests so far, as `endpoint`: `messages`, `context`, `timestamp_to_event`, …
    var requests: [(endpoint: String, query: [String: String])] {
        lock.withLock {
            log.map { components in
                let segments = components.percentEncodedPath.split(separator: "/")
                let endpoint = segments.count > 5 ? String(segments[5]) : segments.last.map(String.init) ?? ""
                let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
                return (endpoint, query)
            }
        }
    }

    /// The paths of the requests so far, percent-encoded, for tests that read an id in them
    /// (a transaction id).
    var paths: [String] {
        lock.withLock { log.map(\.percentEncodedPath) }
    }

    func count(_ endpoint: String) -> Int {
        requests.count { $0.endpoint == endpoint }
    }

    // MARK: Holding answers back

    /// Holds back the answers to `endpoint` requests (`messages`, `context`, …; `v3/sync`) until
    /// `release()`: each is read from the timeline as it stands when the request arrives,
    /// and delivered late, as a slow homeserver would, so tests can race `/sync` against it.
    /// With `query`, only requests whose query contains it (`since=`: the long poll, not the
    /// first sync).
    func hold(_ endpoint: String, query: String = "") {
        lock.withLock { holding.append((endpoint, query)) }
    }

    /// Returns once an answer is held back.
    func whenHeld() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let ready = lock.withLock {
                if held.isEmpty { heldWaiters.append(waiter) }
                return !held.isEmpty
            }
            if ready { waiter.resume() }
        }
    }

    /// Stops holding answers back and delivers those held, in the order they were asked.
    func release() {
        let deliveries = lock.withLock {
            holding = []
            defer { held = [] }
            return held
        }
        for deliver in deliveries { deliver() }
    }

    /// Stops holding answers back and forgets those held, for requests their client has
    /// cancelled since (a closed session's long poll): answering those would crash.
    func dropHeld() {
        lock.withLock {
            holding = []
            held = []
        }
    }

    /// Runs `deliver` (the protocol's answer to `request`) now, or keeps it for `release()`.
    func deliver(_ request: URLRequest, _ deliver: @escaping () -> Void) {
        let segments = request.url.map { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? "" }?
            .split(separator: "/") ?? []
        // Room endpoints by name (`messages`), others by their last two segments (`v3/sync`).
        let endpoint = segments.count > 5 ? String(segments[5]) : segments.suffix(2).joined(separator: "/")
        let query = request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.percentEncodedQuery } ?? ""
        let waiters: [CheckedContinuation<Void, Never>]? = lock.withLock {
            guard holding.contains(where: { $0.endpoint == endpoint && ($0.query.isEmpty || query.contains($0.query)) }) else { return nil }
            held.append(deliver)
            defer { heldWaiters = [] }
            return heldWaiters
        }
        guard let waiters else { return deliver() }
        for waiter in waiters { waiter.resume() }
    }

    // MARK: Serving

    static let registry = MatrixStubRegistry()

    func respond(to request: URLRequest) -> (Int, Data) {
        guard let url = request.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return (400, Data())
        }
        return lock.withLock {
            log.append(components)
            let path = components.percentEncodedPath
            let query = components.percentEncodedQuery ?? ""
            // A body stream reads once: it is read here for every use.
            let bodyData = Self.body(of: request)
            let sent = bodyData.map { String(decoding: $0, as: UTF8.self) } ?? ""
            if let answer = answers.last(where: {
                path.hasSuffix($0.pathSuffix) && ($0.query.isEmpty || query.contains($0.query)) && ($0.request.isEmpty || sent.contains($0.request))
            }) {
                return (answer.status, Data(answer.body.utf8))
            }
            let items = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
            let segments = (components.path as NSString).pathComponents
            if segments.last == "upload", segments.contains("media") {
                uploadCount += 1
                if failingUploads.contains(uploadCount) { return (500, Data(#"{"errcode":"M_UNKNOWN","error":"Internal server error"}"#.utf8)) }
                return (200, Data(#"{"content_uri":"mxc://stub/upload\#(uploadCount)"}"#.utf8))
            }
            if request.httpMethod == "PUT", let redact = segments.firstIndex(of: "redact"), segments.count > redact + 1 {
                return (200, Data(#"{"event_id":"$redaction-\#(segments[redact + 1].dropFirst())"}"#.utf8))
            }
            if request.httpMethod == "PUT", let send = segments.firstIndex(of: "send"), segments.count == send + 3 {
                return sendEvent(transactionId: segments[send + 2], body: bodyData)
            }
            guard let rooms = segments.firstIndex(of: "rooms"), segments.count > rooms + 2 else { return Self.notFound }
            switch segments[rooms + 2] {
            case "messages": return messages(items)
            case "context" where segments.count > rooms + 3: return context(segments[rooms + 3], items)
            case "timestamp_to_event": return timestampToEvent(items)
            case "event" where segments.count > rooms + 3: return event(segments[rooms + 3])
            case "relations" where segments.count > rooms + 3:
                return relations(segments[rooms + 3], relType: segments.count > rooms + 4 ? segments[rooms + 4] : nil)
            case "state" where segments.count > rooms + 3:
                // A trailing slash (the empty state key) is a last "/" component.
                let stateKey = segments.count > rooms + 4 && segments[rooms + 4] != "/" ? segments[rooms + 4] : ""
                return stateContent(type: segments[rooms + 3], stateKey: stateKey)
            case "state": return (200, Data(state.utf8))
            default: return Self.notFound
            }
        }
    }

    private static let notFound = (404, Data(#"{"errcode":"M_NOT_FOUND","error":"Event not found."}"#.utf8))

    private func matches(_ filterJSON: String?) -> (Event) -> Bool {
        guard let filterJSON, let filter = (try? JSONSerialization.jsonObject(with: Data(filterJSON.utf8))) as? [String: Any] else {
            return { _ in true }
        }
        let types = filter["types"] as? [String]
        let senders = (filter["senders"] as? [String]).flatMap { $0.isEmpty ? nil : Set($0) }
        return { event in
            (types?.contains(event.type) ?? true) && (senders?.contains(event.sender) ?? true)
        }
    }

    private static func position(_ token: String?) -> Int? {
        guard let token, token.hasPrefix("t") else { return nil }
        return Int(token.dropFirst())
    }

    /// An event as Synapse serves it now: emptied once redacted, with its latest edit bundled.
    private func served(_ event: Event) -> [String: Any] {
        var json = event.json
        if relations == nil {
            var found: [String: (edit: Event?, redacted: Bool)] = [:]
            for other in timeline {
                if let target = other.redacts { found[target, default: (nil, false)].redacted = true }
                if let target = (other.json["content"] as? [String: Any]).flatMap(Self.relation) { found[target, default: (nil, false)].edit = other }
            }
            relations = found
        }
        let related = relations?[event.id]
        if related?.redacted == true {
            json["content"] = [String: Any]()
            return json
        }
        if let edit = related?.edit {
            var unsigned = json["unsigned"] as? [String: Any] ?? [:]
            unsigned["m.relations"] = ["m.replace": edit.json]
            json["unsigned"] = unsigned
        }
        return json
    }

    private static func relation(_ content: [String: Any]) -> String? {
        guard let relation = content["m.relates_to"] as? [String: Any], relation["rel_type"] as? String == "m.replace" else { return nil }
        return relation["event_id"] as? String
    }

    private func body(_ object: [String: Any]) -> (Int, Data) {
        (200, (try? JSONSerialization.data(withJSONObject: object)) ?? Data())
    }

    private func messages(_ query: [String: String]) -> (Int, Data) {
        let forward = query["dir"] == "f"
        let limit = Int(query["limit"] ?? "10") ?? 10
        let matches = matches(query["filter"])
        var position = Self.position(query["from"]) ?? (forward ? 0 : timeline.count)
        let start = "t\(position)"
        var chunk: [Event] = []
        while chunk.count < limit, forward ? position < timeline.count : position > 0 {
            let event = forward ? timeline[position] : timeline[position - 1]
            position += forward ? 1 : -1
            if matches(event) { chunk.append(event) }
        }
        var answer: [String: Any] = ["chunk": chunk.map(served), "start": start]
        let limited = chunk.count == limit
        if limited || !chunk.isEmpty { answer["end"] = "t\(position)" }
        return body(answer)
    }

    private func context(_ eventId: String, _ query: [String: String]) -> (Int, Data) {
        guard let index = timeline.firstIndex(where: { $0.id == eventId }) else { return Self.notFound }
        let limit = Int(query["limit"] ?? "10") ?? 10
        let matches = matches(query["filter"])
        var before: [Event] = [], after: [Event] = []
        var low = index, high = index + 1
        while before.count < limit / 2, low > 0 {
            low -= 1
            if matches(timeline[low]) { before.append(timeline[low]) }
        }
        while after.count < limit - limit / 2, high < timeline.count {
            if matches(timeline[high]) { after.append(timeline[high]) }
            high += 1
        }
        return body([
            "event": served(timeline[index]), "events_before": before.map(served), "events_after": after.map(served),
            "start": "t\(low)", "end": "t\(high)", "state": [Any](),
        ])
    }

    private func timestampToEvent(_ query: [String: String]) -> (Int, Data) {
        let time = Int64(query["ts"] ?? "") ?? 0
        let found = query["dir"] == "b" ? timeline.last { $0.timestamp <= time } : timeline.first { $0.timestamp >= time }
        guard let found else {
            return (404, Data(#"{"errcode":"M_NOT_FOUND","error":"Unable to find event"}"#.utf8))
        }
        return body(["event_id": found.id, "origin_server_ts": found.timestamp])
    }

    /// `/relations/{event}[/{relType}]`, as Synapse serves it: the events relating to it,
    /// newest first, in one batch.
    private func relations(_ eventId: String, relType: String?) -> (Int, Data) {
        let related = timeline.filter { event in
            guard let relation = (event.json["content"] as? [String: Any])?["m.relates_to"] as? [String: Any],
                  relation["event_id"] as? String == eventId else { return false }
            return relType.map { relation["rel_type"] as? String == $0 } ?? true
        }
        return body(["chunk": related.reversed().map(served)])
    }

    /// `/state/{type}/{stateKey}`: the content of that state event, or 404 as Synapse answers.
    private func stateContent(type: String, stateKey: String) -> (Int, Data) {
        let events = (try? JSONSerialization.jsonObject(with: Data(state.utf8))) as? [[String: Any]] ?? []
        guard let found = events.last(where: { $0["type"] as? String == type && ($0["state_key"] as? String ?? "") == stateKey }) else {
            return (404, Data(#"{"errcode":"M_NOT_FOUND","error":"Event not found."}"#.utf8))
        }
        return body(found["content"] as? [String: Any] ?? [:])
    }

    /// The contents of the events sent through the stub, in order.
    var sent: [(transactionId: String, content: [String: Any])] {
        lock.withLock { sentEvents.map { ($0.transactionId, $0.content) } }
    }

    private func sendEvent(transactionId: String, body: Data?) -> (Int, Data) {
        if let earlier = sentEvents.first(where: { $0.transactionId == transactionId }) {
            return self.body(["event_id": earlier.eventId])
        }
        let content = body.flatMap { (try? JSONSerialization.jsonObject(with: $0)) as? [String: Any] } ?? [:]
        let eventId = "$sent\(sentEvents.count + 1)"
        let time = (timeline.last?.timestamp ?? 1_795_792_000_000) + 10
        sentEvents.append((transactionId, eventId, content))
        timeline.append(Event(json: [
            "type": "m.room.message", "event_id": eventId, "sender": sender, "origin_server_ts": time,
            "content": content, "unsigned": ["transaction_id": transactionId],
        ]))
        relations = nil
        return self.body(["event_id": eventId])
    }

    private static func body(of request: URLRequest) -> Data? {
        if let data = request.httpBody { return data }
        guard let stream = request.httpBodyStream else { return nil }
        stream.open()
        defer { stream.close() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while stream.hasBytesAvailable {
            let count = stream.read(&buffer, maxLength: buffer.count)
            if count <= 0 { break }
            data.append(buffer, count: count)
        }
        return data
    }

    private func event(_ eventId: String) -> (Int, Data) {
        guard let event = timeline.first(where: { $0.id == eventId }) else { return Self.notFound }
        return body(served(event))
    }
}

/// The stubs by host, for the protocol, which URLSession makes by class.
final class MatrixStubRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var stubs: [String: MatrixStubHomeserver] = [:]

    func withLock<T>(_ body: (inout [String: MatrixStubHomeserver]) -> T) -> T {
        lock.withLock { body(&stubs) }
    }
}

/// Hands each request to the stub of its host.
final class MatrixStubProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool {
        request.url?.host?.hasSuffix(".test") == true
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        let host = request.url?.host ?? ""
        let stub = MatrixStubHomeserver.registry.withLock { $0[host] }
        let (status, data) = stub?.respond(to: request) ?? (502, Data())
        let response = HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])!
        let deliver = { [self] in
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: data)
            client?.urlProtocolDidFinishLoading(self)
        }
        guard let stub else { return deliver() }
        stub.deliver(request, deliver)
    }

    override func stopLoading() {}
}
