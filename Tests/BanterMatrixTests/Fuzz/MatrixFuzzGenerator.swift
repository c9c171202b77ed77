import Foundation

/// Makes the events of a fuzzed room, as other clients and a careless homeserver could send
/// them: messages of every known and unknown type, edits (of edits), thread replies (to
/// thread replies), plain replies, reactions (to reactions), redactions, relations to events
/// that do not exist, duplicate event ids, times far in the past, far in the future and out of
/// order, hostile state (control characters, huge names), 1 MB bodies, encrypted events; and
/// then mutates some of them: a field removed, or given another JSON type or a huge value.
struct MatrixFuzzGenerator {
    typealias R = MatrixHistoryRecordings
    var random: MatrixFuzzRandom
    /// The event ids made so far, in order, for relations and duplicates.
    private(set) var eventIds: [String] = []
    /// The ids of the message events only, for thread reads.
    private(set) var messageIds: [String] = []
    private var clock = R.firstTime
    private var counter = 0

    static let users = [R.alice, R.bob, "@mallory:evil.test", "@\u{1B}[31mred:localhost"]

    /// Texts no screen should pass to the terminal as they are.
    static let hostileTexts = [
        "plain words", "", " ", "\u{1B}[2J\u{1B}[H cleared?", "\u{1B}]0;title\u{07}bell", "line\r\noverwritten",
        "\u{9B}31mC1 CSI", "tab\there", "\u{0}nul\u{7F}del", "\u{202E}txet desrever", "zero\u{200B}width",
        "👩‍👩‍👧‍👦 family 🇫🇷", "e\u{301}\u{301}\u{301}\u{301}\u{301}", "<b>html</b> & \"quotes\"",
        String(repeating: "long ", count: 2_000), String(repeating: "\n", count: 200),
    ]

    init(seed: UInt64) {
        random = MatrixFuzzRandom(seed: seed)
    }

    /// The next `count` events of the room, as JSON objects.
    mutating func events(_ count: Int) -> [[String: Any]] {
        (0..<count).map { _ in
            var event = nextEvent()
            if random.oneIn(8) { mutate(&event) }
            return event
        }
    }

    private mutating func text() -> String {
        if random.oneIn(300) { return String(repeating: "x", count: 1 << 20) }  // a 1 MB body
        return random.pick(Self.hostileTexts)
    }

    private mutating func time() -> Int64 {
        clock += Int64.random(in: 0...200, using: &random)
        switch Int.random(in: 0..<20, using: &random) {
        case 0: return random.pick([0, -1, Int64.min, 1])
        case 1: return random.pick([Int64.max, 1 << 60, 9_000_000_000_000_000, clock + 100 * 365 * 86_400_000])
        case 2: return clock - Int64.random(in: 1...1_000_000, using: &random)
        default: return clock
        }
    }

    /// An event id made before (a target), or one nobody made.
    private mutating func target(amongMessages: Bool = false) -> String {
        let known = amongMessages ? messageIds : eventIds
        if known.isEmpty || random.oneIn(6) { return "$missing-\(Int.random(in: 0..<1_000, using: &random))" }
        return random.pick(known)
    }

    private mutating func nextEvent() -> [String: Any] {
        counter += 1
        var id = "$fuzz\(counter)"
        if !eventIds.isEmpty, random.oneIn(20) { id = random.pick(eventIds) }  // a duplicate event id
        var event: [String: Any] = [
            "event_id": id, "origin_server_ts": time(), "sender": random.pick(Self.users), "room_id": R.roomId,
            "unsigned": ["age": 100],
        ]
        var isMessage = false
        switch Int.random(in: 0..<16, using: &random) {
        case 0...3:
            isMessage = true
            event["type"] = "m.room.message"
            let msgtype = random.pick(["m.text", "m.text", "m.emote", "m.notice", "m.image", "m.file", "org.example.poll", "m.location"])
            var content: [String: Any] = ["msgtype": msgtype, "body": text()]
            if msgtype == "m.image" || msgtype == "m.file" {
                content["url"] = "mxc://localhost/\(counter)"
                content["info"] = ["size": random.pick([0, -5, Int.max, 1_024] as [Any]), "mimetype": text()]
                content["filename"] = text()
            }
            if random.oneIn(4) { content["m.mentions"] = ["user_ids": [random.pick(Self.users), text()]] }
            if random.oneIn(6) { event["unsigned"] = ["transaction_id": "txn\(counter)"] }
            event["content"] = content
        case 4:
            event["type"] = "m.room.message"
            let body = text()
            event["content"] = [
                "msgtype": "m.text", "body": "* " + body,
                "m.new_content": ["msgtype": random.pick(["m.text", "m.notice", "weird"]), "body": body],
                "m.relates_to": ["rel_type": "m.replace", "event_id": target()],
            ]
        case 5, 6:
            isMessage = true
            event["type"] = "m.room.message"
            let parent = target(amongMessages: random.oneIn(2))
            let relation: [String: Any] = random.oneIn(2)
                ? ["rel_type": "m.thread", "event_id": parent, "is_falling_back": true, "m.in_reply_to": ["event_id": parent]]
                : ["m.in_reply_to": ["event_id": parent]]
            event["content"] = ["msgtype": "m.text", "body": text(), "m.relates_to": relation]
        case 7, 8:
            event["type"] = "m.reaction"
            event["content"] = ["m.relates_to": ["rel_type": "m.annotation", "event_id": target(), "key": random.pick(["👍", "\u{1B}[5m", "", text()])]]
        case 9:
            event["type"] = "m.room.redaction"
            let redacted = target()
            event["redacts"] = redacted
            event["content"] = ["redacts": redacted]
        case 10:
            event["type"] = "m.room.name"
            event["state_key"] = ""
            event["content"] = ["name": random.oneIn(3) ? String(repeating: "Name\u{1B}[1m", count: 5_000) : text()]
        case 11:
            let user = random.pick(Self.users.filter { $0 != R.bob })
            event["type"] = "m.room.member"
            event["state_key"] = user
            event["content"] = ["membership": random.pick(["join", "leave", "invite", "ban", "knock", "???"]), "displayname": text()]
        case 12:
            event["type"] = random.pick(["m.room.topic", "m.room.power_levels", "m.room.avatar"])
            event["state_key"] = ""
            event["content"] = ["topic": text(), "users": random.oneIn(2) ? "everyone" as Any : [R.alice: 100, "x": "y"], "url": text()]
        case 13:
            event["type"] = "m.room.encrypted"
            event["content"] = ["algorithm": "m.megolm.v1.aes-sha2", "ciphertext": "AwgAEn...", "device_id": "DEV", "session_id": "S"]
        case 14:
            event["type"] = random.pick(["org.example.unknown", "m.poll.start", "m.call.invite", "m.sticker"])
            event["content"] = ["body": text(), "whatever": ["nested": [1, 2, 3]]]
        default:
            event["type"] = "m.room.message"
            event["content"] = ["msgtype": "m.text"]  // no body
            isMessage = true
        }
        eventIds.append(id)
        if isMessage { messageIds.append(id) }
        return event
    }

    /// Another JSON type, or a huge value, for a field.
    private mutating func wrongValue() -> Any {
        random.pick([
            42, -1.5e300, true, NSNull(), "text", [1, "two", NSNull()], ["key": ["deeper": 1]],
            String(repeating: "z", count: 100_000), [String: Any](),
        ] as [Any])
    }

    /// One field of the event, or of its content or relation, removed or made wrong.
    mutating func mutate(_ event: inout [String: Any]) {
        let remove = random.oneIn(3)
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let key = random.pick(["event_id", "type", "sender", "origin_server_ts", "content", "unsigned", "state_key", "redacts"])
            event[key] = remove ? nil : wrongValue()
        case 1:
            guard var content = event["content"] as? [String: Any] else { return }
            let key = random.pick(["body", "msgtype", "m.relates_to", "m.new_content", "info", "url", "m.mentions", "name", "membership", "redacts"])
            content[key] = remove ? nil : wrongValue()
            event["content"] = content
        default:
            guard var content = event["content"] as? [String: Any], var relation = content["m.relates_to"] as? [String: Any] else {
                event["unsigned"] = ["m.relations": ["m.thread": ["count": wrongValue(), "latest_event": wrongValue()], "m.replace": wrongValue()]]
                return
            }
            relation[random.pick(["event_id", "rel_type", "key", "m.in_reply_to"])] = remove ? nil : wrongValue()
            content["m.relates_to"] = relation
            event["content"] = content
        }
    }

    /// A `/sync` answer carrying `events` for the room, sometimes with a section of the wrong
    /// shape or garbage beside the events.
    mutating func sync(_ events: [[String: Any]], batch: Int) -> [String: Any] {
        var timelineEvents: [Any] = events
        if random.oneIn(10) { timelineEvents.insert(random.pick([5, "event", NSNull(), [1]] as [Any]), at: Int.random(in: 0...timelineEvents.count, using: &random)) }
        var timeline: [String: Any] = ["events": timelineEvents, "prev_batch": "t\(batch)", "limited": false]
        if random.oneIn(15) { timeline["limited"] = random.pick(["yes", 1, NSNull()] as [Any]) }
        var room: [String: Any] = [
            "timeline": timeline, "state": ["events": []],
            "ephemeral": ["events": [["type": "m.typing", "content": ["user_ids": [R.alice]]]]],
            "unread_notifications": ["notification_count": random.oneIn(10) ? "many" as Any : 1],
        ]
        if random.oneIn(15) { room[random.pick(["state", "ephemeral", "account_data"])] = wrongValue() }
        var join: [String: Any] = [R.roomId: room]
        if random.oneIn(15) { join["!other:evil.test"] = wrongValue() }
        return ["next_batch": "s\(batch)", "rooms": ["join": join]]
    }
}
