/// Timeline events in the shape Synapse 1.163.2 serves them from `/messages` and `/context`
/// (recorded on loopback with `Scripts/matrix-dev-server`; `recorded` is one such answer
/// verbatim), varied by the fields the history reads look at, for `MatrixStubHomeserver`.
enum MatrixHistoryRecordings {
    static let roomId = "!QpD3bv1MXt4eQRxtynXf67GU0z1c4AoAUJHnqS5MmmI"
    static let alice = "@banter_a:localhost"
    static let bob = "@banter_b:localhost"
    /// The server time of the first message; later ones follow `spacing` ms apart.
    static let firstTime: Int64 = 1_795_790_957_712
    static let spacing: Int64 = 80

    /// `GET /rooms/{room}/messages?dir=b&limit=1`, as recorded.
    static let recorded = #"{"chunk":[{"age":820085,"content":{"body":"m6","msgtype":"m.text"},"event_id":"$nZ7lB4F47ESyqIu-k9iyi_1WxAlXE9lzg_uwvgXTb8A","origin_server_ts":1795790957712,"room_id":"!QpD3bv1MXt4eQRxtynXf67GU0z1c4AoAUJHnqS5MmmI","sender":"@banter_a:localhost","type":"m.room.message","unsigned":{"age":820085,"membership":"join","transaction_id":"t6-32164"},"user_id":"@banter_a:localhost"}],"start":"t13-14_0_0_0_0_0_0_0_0_0_0_0_0_0","end":"t13-13_0_0_0_0_0_0_0_0_0_0_0_0_0"}"#

    static func eventId(_ number: Int) -> String { "$event\(number)-recorded" }
    static func time(_ number: Int) -> Int64 { firstTime + Int64(number) * spacing }

    /// Message `number` of the room: "message <number>" from `sender`.
    static func message(
        _ number: Int, sender: String = alice, msgtype: String = "m.text", customType: String? = nil,
        threadRoot: Int? = nil, transactionId: String? = nil, time: Int64? = nil
    ) -> String {
        var content = #""body":"message \#(number)","msgtype":"\#(msgtype)""#
        if let customType { content += #","banter.custom_type":"\#(customType)""# }
        if let threadRoot {
            content += #","m.relates_to":{"rel_type":"m.thread","event_id":"\#(eventId(threadRoot))","is_falling_back":true}"#
        }
        let txn = transactionId.map { #","transaction_id":"\#($0)""# } ?? ""
        return #"{"age":1200,"content":{\#(content)},"event_id":"\#(eventId(number))","origin_server_ts":\#(time ?? self.time(number)),"room_id":"\#(roomId)","sender":"\#(sender)","type":"m.room.message","unsigned":{"age":1200,"membership":"join"\#(txn)},"user_id":"\#(sender)"}"#
    }

    /// An edit of message `target`, itself event `number`.
    static func edit(_ number: Int, of target: Int, to text: String) -> String {
        #"{"content":{"body":"* \#(text)","m.new_content":{"body":"\#(text)","msgtype":"m.text"},"m.relates_to":{"event_id":"\#(eventId(target))","rel_type":"m.replace"},"msgtype":"m.text"},"event_id":"\#(eventId(number))","origin_server_ts":\#(time(number)),"room_id":"\#(roomId)","sender":"\#(alice)","type":"m.room.message","unsigned":{"age":500}}"#
    }

    /// A redaction of message `target` (room version 12: `redacts` in the content).
    static func redaction(_ number: Int, of target: Int) -> String {
        #"{"content":{"redacts":"\#(eventId(target))"},"event_id":"\#(eventId(number))","origin_server_ts":\#(time(number)),"redacts":"\#(eventId(target))","room_id":"\#(roomId)","sender":"\#(alice)","type":"m.room.redaction","unsigned":{"age":400}}"#
    }

    /// A membership event (state), as the timeline carries it.
    static func join(_ number: Int, user: String = bob) -> String {
        #"{"content":{"displayname":"banter_b","membership":"join"},"event_id":"\#(eventId(number))","origin_server_ts":\#(time(number)),"room_id":"\#(roomId)","sender":"\#(user)","state_key":"\#(user)","type":"m.room.member","unsigned":{"age":300}}"#
    }

    /// A `/sync` whose timeline for the room holds `events` (oldest first).
    static func sync(_ events: [String], limited: Bool, prevBatch: String, nextBatch: String = "s99_1") -> String {
        #"{"next_batch":"\#(nextBatch)","rooms":{"join":{"\#(roomId)":{"timeline":{"events":[\#(events.joined(separator: ","))],"prev_batch":"\#(prevBatch)","limited":\#(limited)},"state":{"events":[]}}}}}"#
    }
}
