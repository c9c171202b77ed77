import Foundation

/// A hand-written reader of the channel file's lines (`LocalCacheHeader` and
/// `ChannelPayload`), because a start from the cache is mostly their decoding: through
/// `Decodable`, even with `StoreJSONDecoder`, each key costs a keyed container's generic
/// machinery, and a 500-channel cache took two thirds of the first frame to decode.
///
/// It reads exactly the shape `JSONEncoder` writes for these types and gives the value
/// `JSONDecoder` would; anything else (an unknown or repeated key, a missing field, a number
/// with a fraction or exponent, an escape it cannot turn into valid UTF-8, trailing bytes)
/// makes it answer nil, and the caller decodes the line through `Decodable` as before, so
/// damage is still reported the same way. The rarer parts of a last message (`extras`,
/// `parent`) are handed to `StoreJSONDecoder`.
///
/// Keep it in step with the types it reads: a field added to one of them and not read here
/// is an unknown key, which costs only speed (every line falls back), never data.
struct LocalCacheLineReader {
    /// Anything not read here; the line goes to `Decodable`.
    struct Unread: Error {}

    private let base: UnsafePointer<UInt8>
    private let end: Int
    private var index = 0
    /// The current member's key, as a byte range of the line.
    private var keyStart = 0
    private var keyLength = 0

    private init(_ base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        end = count
    }

    /// `bytes` read as `T` when `T` is a type this reader knows; nil otherwise or when the
    /// line is not in the expected shape.
    static func read<T>(_ type: T.Type, _ bytes: Data) -> T? {
        guard T.self == ChannelPayload.self || T.self == LocalCacheHeader.self else { return nil }
        return bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> T? in
            guard let start = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
            var reader = LocalCacheLineReader(start, count: buffer.count)
            do throws(Unread) {
                let value: Any = T.self == ChannelPayload.self ? try reader.channelPayload() : try reader.header()
                reader.skipSpace()
                guard reader.index == reader.end else { return nil }
                return value as? T
            } catch {
                return nil
            }
        }
    }

    // MARK: The types

    private mutating func header() throws(Unread) -> LocalCacheHeader {
        var userId: String?, user: UserRecord?, syncToken: String?, lastUse: [String: Int]?, useClock: Int?
        try object { reader throws(Unread) in
            if reader.key("userId") { try reader.once(userId); userId = try reader.string() }
            else if reader.key("user") { try reader.once(user); user = try reader.null() ? nil : try reader.userRecord() }
            else if reader.key("syncToken") { try reader.once(syncToken); syncToken = try reader.null() ? nil : try reader.string() }
            else if reader.key("lastUse") { try reader.once(lastUse); lastUse = try reader.intDictionary().mapValues { Int($0) } }
            else if reader.key("useClock") { try reader.once(useClock); useClock = Int(try reader.integer()) }
            else { throw Unread() }
        }
        guard let userId, let lastUse, let useClock else { throw Unread() }
        return LocalCacheHeader(userId: userId, user: user, syncToken: syncToken, lastUse: lastUse, useClock: useClock)
    }

    private mutating func channelPayload() throws(Unread) -> ChannelPayload {
        var header: ChannelHeader?, members: [ChannelPayload.MemberSummary]?, joinedMemberCount: Int?
        var my: MemberRecord?, myMutedUntil: Int64?, isOperator: Bool?, lastMessage: MessagePayload?
        var participantCount: Int?, typingUserIds: [String]?
        var seenOptional: (my: Bool, muted: Bool, last: Bool) = (false, false, false)
        try object { reader throws(Unread) in
            if reader.key("header") { try reader.once(header); header = try reader.channelHeader() }
            else if reader.key("members") {
                try reader.once(members)
                var list: [ChannelPayload.MemberSummary] = []
                try reader.array { reader throws(Unread) in list.append(try reader.memberSummary()) }
                members = list
            }
            else if reader.key("joinedMemberCount") { try reader.once(joinedMemberCount); joinedMemberCount = Int(try reader.integer()) }
            else if reader.key("my") { try reader.once(seenOptional.my); seenOptional.my = true; my = try reader.null() ? nil : try reader.memberRecord() }
            else if reader.key("myMutedUntil") { try reader.once(seenOptional.muted); seenOptional.muted = true; myMutedUntil = try reader.null() ? nil : try reader.integer() }
            else if reader.key("isOperator") { try reader.once(isOperator); isOperator = try reader.bool() }
            else if reader.key("lastMessage") { try reader.once(seenOptional.last); seenOptional.last = true; lastMessage = try reader.null() ? nil : try reader.messagePayload() }
            else if reader.key("participantCount") { try reader.once(participantCount); participantCount = Int(try reader.integer()) }
            else if reader.key("typingUserIds") { try reader.once(typingUserIds); typingUserIds = try reader.stringArray() }
            else { throw Unread() }
        }
        guard let header, let members, let joinedMemberCount, let isOperator, let participantCount, let typingUserIds else { throw Unread() }
        return ChannelPayload(
            header: header, members: members, joinedMemberCount: joinedMemberCount, my: my, myMutedUntil: myMutedUntil,
            isOperator: isOperator, lastMessage: lastMessage, participantCount: participantCount, typingUserIds: typingUserIds)
    }

    private mutating func channelHeader() throws(Unread) -> ChannelHeader {
        var url: String?, kind: ChannelType?, name: String?, coverURL: String?, customType: String?, data: String?
        var createdAt: Int64?, createdBy: String?, encryption: String?
        var isDistinct: Bool?, isSuper: Bool?, isBroadcast: Bool?, isPublic: Bool?, isFrozen: Bool?
        var operatorIds: [String]?, bannedUntil: [String: Int64]?, mutedUntil: [String: Int64]?
        var seen: UInt8 = 0
        try object { reader throws(Unread) in
            func optionalString(_ slot: Int) throws(Unread) -> String? {
                try reader.present(slot, seen: &seen) ? try reader.string() : nil
            }
            if reader.key("url") { try reader.once(url); url = try reader.string() }
            else if reader.key("kind") { try reader.once(kind); kind = try reader.enumeration(ChannelType.self) }
            else if reader.key("name") { try reader.once(name); name = try reader.string() }
            else if reader.key("coverURL") { coverURL = try optionalString(0) }
            else if reader.key("customType") { customType = try optionalString(1) }
            else if reader.key("data") { data = try optionalString(2) }
            else if reader.key("createdAt") { try reader.once(createdAt); createdAt = try reader.integer() }
            else if reader.key("createdBy") { createdBy = try optionalString(3) }
            else if reader.key("encryption") { encryption = try optionalString(4) }
            else if reader.key("isDistinct") { try reader.once(isDistinct); isDistinct = try reader.bool() }
            else if reader.key("isSuper") { try reader.once(isSuper); isSuper = try reader.bool() }
            else if reader.key("isBroadcast") { try reader.once(isBroadcast); isBroadcast = try reader.bool() }
            else if reader.key("isPublic") { try reader.once(isPublic); isPublic = try reader.bool() }
            else if reader.key("isFrozen") { try reader.once(isFrozen); isFrozen = try reader.bool() }
            else if reader.key("operatorIds") { try reader.once(operatorIds); operatorIds = try reader.stringArray() }
            else if reader.key("bannedUntil") { try reader.once(bannedUntil); bannedUntil = try reader.intDictionary() }
            else if reader.key("mutedUntil") { try reader.once(mutedUntil); mutedUntil = try reader.intDictionary() }
            else { throw Unread() }
        }
        guard let url, let kind, let name, let createdAt, let isDistinct, let isSuper, let isBroadcast, let isPublic,
              let isFrozen, let operatorIds, let bannedUntil, let mutedUntil else { throw Unread() }
        var header = ChannelHeader(
            url: url, kind: kind, name: name, coverURL: coverURL, customType: customType, data: data, createdAt: createdAt,
            createdBy: createdBy, isDistinct: isDistinct, isSuper: isSuper, isBroadcast: isBroadcast, isPublic: isPublic,
            isFrozen: isFrozen, operatorIds: operatorIds, bannedUntil: bannedUntil, mutedUntil: mutedUntil)
        header.encryption = encryption
        return header
    }

    private mutating func memberSummary() throws(Unread) -> ChannelPayload.MemberSummary {
        var user: UserRecord?, record: MemberRecord?
        try object { reader throws(Unread) in
            if reader.key("user") { try reader.once(user); user = try reader.userRecord() }
            else if reader.key("record") { try reader.once(record); record = try reader.memberRecord() }
            else { throw Unread() }
        }
        guard let user, let record else { throw Unread() }
        return ChannelPayload.MemberSummary(user: user, record: record)
    }

    private mutating func userRecord() throws(Unread) -> UserRecord {
        var userId: String?, nickname: String?, profileURL: String?, seenProfile = false
        try object { reader throws(Unread) in
            if reader.key("userId") { try reader.once(userId); userId = try reader.string() }
            else if reader.key("nickname") { try reader.once(nickname); nickname = try reader.string() }
            else if reader.key("profileURL") { try reader.once(seenProfile); seenProfile = true; profileURL = try reader.null() ? nil : try reader.string() }
            else { throw Unread() }
        }
        guard let userId, let nickname else { throw Unread() }
        return UserRecord(userId: userId, nickname: nickname, profileURL: profileURL)
    }

    private mutating func memberRecord() throws(Unread) -> MemberRecord {
        var userId: String?, state: MemberState?, isOperator: Bool?, joinedAt: Int64?, lastReadAt: Int64?
        var lastDeliveredAt: Int64?, unreadMessageCount: Int?, unreadMentionCount: Int?, hiddenState: HiddenState?
        var mutedUntil: Int64?, invitedBy: String?, readThroughMessageId: Int64?, pushTriggerOption: GroupChannelPushTriggerOption?
        var seen: UInt8 = 0
        try object { reader throws(Unread) in
            if reader.key("userId") { try reader.once(userId); userId = try reader.string() }
            else if reader.key("state") { try reader.once(state); state = try reader.enumeration(MemberState.self) }
            else if reader.key("isOperator") { try reader.once(isOperator); isOperator = try reader.bool() }
            else if reader.key("joinedAt") { try reader.once(joinedAt); joinedAt = try reader.integer() }
            else if reader.key("lastReadAt") { try reader.once(lastReadAt); lastReadAt = try reader.integer() }
            else if reader.key("lastDeliveredAt") { try reader.once(lastDeliveredAt); lastDeliveredAt = try reader.integer() }
            else if reader.key("unreadMessageCount") { try reader.once(unreadMessageCount); unreadMessageCount = Int(try reader.integer()) }
            else if reader.key("unreadMentionCount") { try reader.once(unreadMentionCount); unreadMentionCount = Int(try reader.integer()) }
            else if reader.key("hiddenState") { try reader.once(hiddenState); hiddenState = try reader.enumeration(HiddenState.self) }
            else if reader.key("mutedUntil") { if try reader.present(0, seen: &seen) { mutedUntil = try reader.integer() } }
            else if reader.key("invitedBy") { if try reader.present(1, seen: &seen) { invitedBy = try reader.string() } }
            else if reader.key("readThroughMessageId") { if try reader.present(2, seen: &seen) { readThroughMessageId = try reader.integer() } }
            else if reader.key("pushTriggerOption") { if try reader.present(3, seen: &seen) { pushTriggerOption = try reader.enumeration(GroupChannelPushTriggerOption.self) } }
            else { throw Unread() }
        }
        guard let userId, let state, let isOperator, let joinedAt, let lastReadAt, let lastDeliveredAt,
              let unreadMessageCount, let unreadMentionCount, let hiddenState else { throw Unread() }
        var record = MemberRecord(userId: userId, state: state, at: joinedAt, invitedBy: invitedBy)
        record.isOperator = isOperator
        record.mutedUntil = mutedUntil
        record.lastReadAt = lastReadAt
        record.readThroughMessageId = readThroughMessageId
        record.lastDeliveredAt = lastDeliveredAt
        record.unreadMessageCount = unreadMessageCount
        record.unreadMentionCount = unreadMentionCount
        record.hiddenState = hiddenState
        record.pushTriggerOption = pushTriggerOption
        return record
    }

    private mutating func messagePayload() throws(Unread) -> MessagePayload {
        var channelURL: String?, channelType: ChannelType?, record: MessageRecord?, extras: MessageExtras?
        var sender: UserRecord?, parent: MessagePayload.ParentPayload?, senderHiddenState: HiddenState?
        var seen: UInt8 = 0
        try object { reader throws(Unread) in
            if reader.key("channelURL") { try reader.once(channelURL); channelURL = try reader.string() }
            else if reader.key("channelType") { try reader.once(channelType); channelType = try reader.enumeration(ChannelType.self) }
            else if reader.key("record") { try reader.once(record); record = try reader.messageRecord() }
            else if reader.key("sender") { if try reader.present(0, seen: &seen) { sender = try reader.userRecord() } }
            else if reader.key("senderHiddenState") { if try reader.present(1, seen: &seen) { senderHiddenState = try reader.enumeration(HiddenState.self) } }
            else if reader.key("extras") { if try reader.present(2, seen: &seen) { extras = try reader.decodable(MessageExtras.self) } }
            else if reader.key("parent") { if try reader.present(3, seen: &seen) { parent = try reader.decodable(MessagePayload.ParentPayload.self) } }
            else { throw Unread() }
        }
        guard let channelURL, let channelType, let record else { throw Unread() }
        return MessagePayload(channelURL: channelURL, channelType: channelType, record: record, extras: extras,
                              sender: sender, parent: parent, senderHiddenState: senderHiddenState)
    }

    private mutating func messageRecord() throws(Unread) -> MessageRecord {
        var messageId: Int64?, kind: MessageRecord.Kind?, senderId: String?, text: String?, createdAt: Int64?
        var updatedAt: Int64?, requestId: String?, parentMessageId: Int64?
        var seen: UInt8 = 0
        try object { reader throws(Unread) in
            if reader.key("messageId") { try reader.once(messageId); messageId = try reader.integer() }
            else if reader.key("kind") {
                try reader.once(kind)
                let raw = try reader.integer()
                guard let value = UInt8(exactly: raw).flatMap(MessageRecord.Kind.init(rawValue:)) else { throw Unread() }
                kind = value
            }
            else if reader.key("text") { try reader.once(text); text = try reader.string() }
            else if reader.key("createdAt") { try reader.once(createdAt); createdAt = try reader.integer() }
            else if reader.key("updatedAt") { try reader.once(updatedAt); updatedAt = try reader.integer() }
            else if reader.key("senderId") { if try reader.present(0, seen: &seen) { senderId = try reader.string() } }
            else if reader.key("requestId") { if try reader.present(1, seen: &seen) { requestId = try reader.string() } }
            else if reader.key("parentMessageId") { if try reader.present(2, seen: &seen) { parentMessageId = try reader.integer() } }
            else { throw Unread() }
        }
        guard let messageId, let kind, let text, let createdAt, let updatedAt else { throw Unread() }
        return MessageRecord(messageId: messageId, kind: kind, senderId: senderId, text: text, createdAt: createdAt,
                             updatedAt: updatedAt, requestId: requestId, parentMessageId: parentMessageId)
    }

    // MARK: Structure

    /// Reads an object, calling `body` at each member's value with its key set (`key(_:)`).
    private mutating func object(_ body: (inout LocalCacheLineReader) throws(Unread) -> Void) throws(Unread) {
        try expect(UInt8(ascii: "{"))
        skipSpace()
        if try peek() == UInt8(ascii: "}") { index += 1; return }
        while true {
            skipSpace()
            try readKey()
            skipSpace()
            try expect(UInt8(ascii: ":"))
            try body(&self)
            skipSpace()
            let next = try peek()
            index += 1
            if next == UInt8(ascii: "}") { return }
            guard next == UInt8(ascii: ",") else { throw Unread() }
        }
    }

    /// Reads an array, calling `body` at each element.
    private mutating func array(_ body: (inout LocalCacheLineReader) throws(Unread) -> Void) throws(Unread) {
        try expect(UInt8(ascii: "["))
        skipSpace()
        if try peek() == UInt8(ascii: "]") { index += 1; return }
        while true {
            try body(&self)
            skipSpace()
            let next = try peek()
            index += 1
            if next == UInt8(ascii: "]") { return }
            guard next == UInt8(ascii: ",") else { throw Unread() }
        }
    }

    /// A member's key: plain ASCII without escapes (every key these types have).
    private mutating func readKey() throws(Unread) {
        try expect(UInt8(ascii: "\""))
        keyStart = index
        while index < end, base[index] != UInt8(ascii: "\"") {
            guard base[index] != UInt8(ascii: "\\"), base[index] >= 0x20, base[index] < 0x80 else { throw Unread() }
            index += 1
        }
        guard index < end else { throw Unread() }
        keyLength = index - keyStart
        index += 1
    }

    /// Whether the current member's key is `name`.
    private func key(_ name: StaticString) -> Bool {
        name.utf8CodeUnitCount == keyLength && memcmp(base + keyStart, name.utf8Start, keyLength) == 0
    }

    /// Throws when a field was read before: a repeated key goes to `Decodable`.
    private func once<Value>(_ slot: Value?) throws(Unread) {
        if slot != nil { throw Unread() }
    }

    /// For an optional key read once: refuses it the second time (`seen` keeps one bit per
    /// key, by `slot`) and answers whether a value follows rather than `null`.
    private mutating func present(_ slot: Int, seen: inout UInt8) throws(Unread) -> Bool {
        guard seen & 1 << slot == 0 else { throw Unread() }
        seen |= 1 << slot
        return try !null()
    }

    private func once(_ seen: Bool) throws(Unread) {
        if seen { throw Unread() }
    }

    // MARK: Values

    private mutating func skipSpace() {
        while index < end {
            switch base[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func peek() throws(Unread) -> UInt8 {
        guard index < end else { throw Unread() }
        return base[index]
    }

    private mutating func expect(_ byte: UInt8) throws(Unread) {
        skipSpace()
        guard index < end, base[index] == byte else { throw Unread() }
        index += 1
    }

    /// Reads `null` if it comes next.
    private mutating func null() throws(Unread) -> Bool {
        skipSpace()
        guard try peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    private mutating func literal(_ word: StaticString) throws(Unread) {
        let length = word.utf8CodeUnitCount
        guard end - index >= length, memcmp(base + index, word.utf8Start, length) == 0 else { throw Unread() }
        index += length
    }

    private mutating func bool() throws(Unread) -> Bool {
        skipSpace()
        if try peek() == UInt8(ascii: "t") { try literal("true"); return true }
        try literal("false")
        return false
    }

    /// An integer written as JSONEncoder writes one: optional minus, digits, no leading zero,
    /// no fraction or exponent (those go to `Decodable`), within `Int64`.
    private mutating func integer() throws(Unread) -> Int64 {
        skipSpace()
        let negative = index < end && base[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let first = index
        var value: Int64 = 0
        while index < end, base[index] >= UInt8(ascii: "0"), base[index] <= UInt8(ascii: "9") {
            let digit = Int64(base[index] - UInt8(ascii: "0"))
            let (times, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            guard !overflowA, !overflowB else { throw Unread() }
            value = sum
            index += 1
        }
        let digits = index - first
        guard digits > 0, digits == 1 || base[first] != UInt8(ascii: "0") else { throw Unread() }
        if index < end {
            switch base[index] {
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): throw Unread()
            default: break
            }
        }
        return value
    }

    /// A string: its bytes as they are when it has no escapes, else with them resolved;
    /// valid UTF-8 either way, or the line goes to `Decodable`.
    private mutating func string() throws(Unread) -> String {
        try expect(UInt8(ascii: "\""))
        let start = index
        var isASCII = true
        while index < end {
            let byte = base[index]
            if byte == UInt8(ascii: "\"") {
                let bytes = UnsafeBufferPointer(start: base + start, count: index - start)
                index += 1
                if isASCII { return String(decoding: bytes, as: UTF8.self) }
                guard let text = String(validating: bytes, as: UTF8.self) else { throw Unread() }
                return text
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            guard byte >= 0x20 else { throw Unread() }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        throw Unread()
    }

    private mutating func escapedString(from start: Int) throws(Unread) -> String {
        var bytes = Array(UnsafeBufferPointer(start: base + start, count: index - start))
        while index < end {
            let byte = base[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: bytes, as: UTF8.self) else { throw Unread() }
                return text
            case UInt8(ascii: "\\"):
                guard index < end else { throw Unread() }
                let escape = base[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(escape)
                case UInt8(ascii: "b"): bytes.append(0x08)
                case UInt8(ascii: "f"): bytes.append(0x0C)
                case UInt8(ascii: "n"): bytes.append(0x0A)
                case UInt8(ascii: "r"): bytes.append(0x0D)
                case UInt8(ascii: "t"): bytes.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        try literal("\\u")
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw Unread() }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let value = Unicode.Scalar(scalar) else { throw Unread() }
                    bytes.append(contentsOf: Array(String(Character(value)).utf8))
                default: throw Unread()
                }
            default:
                guard byte >= 0x20 else { throw Unread() }
                bytes.append(byte)
            }
        }
        throw Unread()
    }

    private mutating func hex4() throws(Unread) -> UInt32 {
        guard end - index >= 4 else { throw Unread() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = base[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Unread()
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func enumeration<E: RawRepresentable>(_ type: E.Type) throws(Unread) -> E where E.RawValue == String {
        guard let value = E(rawValue: try string()) else { throw Unread() }
        return value
    }

    private mutating func stringArray() throws(Unread) -> [String] {
        var values: [String] = []
        try array { reader throws(Unread) in values.append(try reader.string()) }
        return values
    }

    /// An object of integers by string key (keys may hold anything a string may).
    private mutating func intDictionary() throws(Unread) -> [String: Int64] {
        var values: [String: Int64] = [:]
        try expect(UInt8(ascii: "{"))
        skipSpace()
        if try peek() == UInt8(ascii: "}") { index += 1; return values }
        while true {
            skipSpace()
            let key = try string()
            try expect(UInt8(ascii: ":"))
            guard values.updateValue(try integer(), forKey: key) == nil else { throw Unread() }
            skipSpace()
            let next = try peek()
            index += 1
            if next == UInt8(ascii: "}") { return values }
            guard next == UInt8(ascii: ",") else { throw Unread() }
        }
    }

    /// A value of a rarer type, through `StoreJSONDecoder` on its bytes alone.
    private mutating func decodable<T: Decodable>(_ type: T.Type) throws(Unread) -> T {
        skipSpace()
        let start = index
        try skipValue(depth: 0)
        let bytes = Data(bytes: base + start, count: index - start)
        guard case .value(let value) = StoreJSONDecoder.decode(type, from: bytes) else { throw Unread() }
        return value
    }

    /// Steps over one value of any kind (checked only as far as finding its end needs).
    private mutating func skipValue(depth: Int) throws(Unread) {
        guard depth < 64 else { throw Unread() }
        skipSpace()
        switch try peek() {
        case UInt8(ascii: "{"):
            index += 1
            skipSpace()
            if try peek() == UInt8(ascii: "}") { index += 1; return }
            while true {
                skipSpace()
                _ = try string()
                try expect(UInt8(ascii: ":"))
                try skipValue(depth: depth + 1)
                skipSpace()
                let next = try peek()
                index += 1
                if next == UInt8(ascii: "}") { return }
                guard next == UInt8(ascii: ",") else { throw Unread() }
            }
        case UInt8(ascii: "["):
            index += 1
            skipSpace()
            if try peek() == UInt8(ascii: "]") { index += 1; return }
            while true {
                try skipValue(depth: depth + 1)
                skipSpace()
                let next = try peek()
                index += 1
                if next == UInt8(ascii: "]") { return }
                guard next == UInt8(ascii: ",") else { throw Unread() }
            }
        case UInt8(ascii: "\""):
            _ = try string()
        default:
            // A number or literal: up to the next delimiter; StoreJSONDecoder checks it.
            let start = index
            scan: while index < end {
                switch base[index] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D: break scan
                default: index += 1
                }
            }
            guard index > start else { throw Unread() }
        }
    }
}
