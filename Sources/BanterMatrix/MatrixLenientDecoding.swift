import BanterChatSDK

/// Decoding that keeps what it can of an answer: other clients send events Banter has never
/// seen, and a homeserver passes on what they sent. An event (or a room's section) that does
/// not decode is skipped on its own, never the whole `/sync` or page: a `/sync` that failed
/// as a whole would be asked again from the same token, fail again, and stall the account
/// on one bad event for good (found by the event fuzz test, `MatrixEventFuzzTests`).
extension KeyedDecodingContainer {
    /// The elements of the array at `key` that decode, in order; none when the key is absent
    /// or holds no array.
    func decodeEach<Element: Decodable>(_ type: Element.Type, forKey key: Key) -> [Element] {
        guard var items = try? nestedUnkeyedContainer(forKey: key) else { return [] }
        var decoded: [Element] = []
        while !items.isAtEnd {
            if let item = try? items.decode(Element.self) {
                decoded.append(item)
            } else if (try? items.decode(MatrixSkippedValue.self)) == nil {
                break  // cannot step over it: keep what came before
            }
        }
        return decoded
    }

    /// The entries of the object at `key` whose values decode; nil when the key is absent or
    /// holds no object.
    func decodeEachValue<Value: Decodable>(_ type: Value.Type, forKey key: Key) -> [String: Value]? {
        guard let entries = try? nestedContainer(keyedBy: MatrixDynamicKey.self, forKey: key) else { return nil }
        var decoded: [String: Value] = [:]
        for entry in entries.allKeys {
            if let value = try? entries.decode(Value.self, forKey: entry) { decoded[entry.stringValue] = value }
        }
        return decoded
    }

    /// The value at `key`, or nil when it is absent or of another type than Matrix specifies.
    func decodeLeniently<Value: Decodable>(_ type: Value.Type, forKey key: Key) -> Value? {
        (try? decodeIfPresent(Value.self, forKey: key)) ?? nil
    }
}

/// Any JSON value, read only to step over it.
struct MatrixSkippedValue: Decodable {
    init(from decoder: any Decoder) throws {}
}

/// An object's keys as they come (room ids, user ids).
struct MatrixDynamicKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}
