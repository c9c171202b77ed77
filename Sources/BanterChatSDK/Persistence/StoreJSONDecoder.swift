import Foundation
import Glibc

/// A fast decoder for the store's JSON lines, because Foundation's JSONDecoder costs about half
/// a microsecond per key on Linux (0.57 s for a 100,000-record snapshot). It also checks syntax
/// strictly (RFC 8259), where JSONDecoder tolerates some errors, such as trailing commas.
///
/// It decodes plain JSON of the shapes JSONEncoder writes and leaves everything else to
/// JSONDecoder: deep nesting, invalid strings (lone surrogates, bad UTF-8), number text it does
/// not read exactly as JSONDecoder would, `Data`, `URL`, `Decimal` and `Float` (which JSONDecoder treats its own
/// way), and any line on which a decoding error was raised, even one the type's own
/// `init(from:)` caught. So every value it does return is the one JSONDecoder would give.
///
/// Its decoders and containers report an empty `codingPath`: building the path cost an
/// array for every nested value, no type of the store reads it, and an error (where a path
/// matters) sends the line to JSONDecoder, whose errors carry it.
package enum StoreJSONDecoder {
    /// What became of one line.
    package enum Outcome<T> {
        /// The decoded value, equal to JSONDecoder's.
        case value(T)
        /// The line is not valid JSON.
        case invalidJSON
        /// Valid JSON, but for JSONDecoder to decode (or to explain why it does not).
        case deferred
    }

    /// Decodes `bytes` as one JSON value of type `T`.
    package static func decode<T: Decodable>(_ type: T.Type, from bytes: Data) -> Outcome<T> {
        // An owned copy, so a decoder that a type's `init(from:)` keeps stays memory-safe.
        let bytes = [UInt8](bytes)
        let nodes: [Node]
        switch bytes.withUnsafeBytes({ Tokenizer(bytes: $0).tokenize() }) {
        case .nodes(let tokens): nodes = tokens
        case .invalid: return .invalidJSON
        case .unsupported: return .deferred
        }
        let state = DecodingState(bytes: bytes, nodes: nodes)
        guard let value = try? state.decodeValue(T.self, at: 0), !state.failed else { return .deferred }
        return .value(value)
    }
}

// MARK: - Tokens

/// One JSON value of the line, in document order: a container is followed by its contents.
private struct Node {
    enum Kind: UInt8 { case object, array, string, escapedString, integer, number, bool, null }
    var kind: Kind
    /// Strings: the bytes between the quotes (for keys, 1 in `isASCII` if they are all ASCII);
    /// numbers: the number's text; booleans: 1 for true.
    /// Containers: `start` is the member (or element) count, `end` the index of the node after
    /// the container's last descendant.
    var start: Int
    var end: Int
    var isASCII = true
}

/// Splits one line into nodes, checking it is strictly valid JSON.
private struct Tokenizer {
    enum Outcome {
        case nodes([Node])
        case invalid
        /// Valid JSON syntax, but with a key JSONDecoder would reject (a lone surrogate, bad
        /// UTF-8), or nested too deep to check here.
        case unsupported
    }

    private let bytes: UnsafeRawBufferPointer
    private var nodes: [Node] = []
    private var hasUnsupportedKey = false
    private var tooDeep = false
    private var count: Int { bytes.count }

    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        nodes.reserveCapacity(32)
    }

    private func byte(_ index: Int) -> UInt8 { bytes[index] }

    private func skipWhitespace(_ index: inout Int) {
        while index < count {
            switch byte(index) {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// The line's nodes, if it is one valid JSON value (surrounded by whitespace at most).
    consuming func tokenize() -> Outcome {
        var index = 0
        skipWhitespace(&index)
        let valid = value(&index, depth: 0)
        skipWhitespace(&index)
        if tooDeep { return .unsupported }
        guard valid, index == count else { return .invalid }
        return hasUnsupportedKey ? .unsupported : .nodes(nodes)
    }

    private mutating func value(_ index: inout Int, depth: Int) -> Bool {
        guard depth < 256 else {
            tooDeep = true
            return false
        }
        guard index < count else { return false }
        switch byte(index) {
        case UInt8(ascii: "{"):
            return container(&index, depth: depth, kind: .object, close: UInt8(ascii: "}"))
        case UInt8(ascii: "["):
            return container(&index, depth: depth, kind: .array, close: UInt8(ascii: "]"))
        case UInt8(ascii: "\""):
            return string(&index, isKey: false)
        case UInt8(ascii: "t"):
            return literal(&index, "true", Node(kind: .bool, start: 1, end: 0))
        case UInt8(ascii: "f"):
            return literal(&index, "false", Node(kind: .bool, start: 0, end: 0))
        case UInt8(ascii: "n"):
            return literal(&index, "null", Node(kind: .null, start: 0, end: 0))
        default:
            return number(&index)
        }
    }

    private mutating func container(_ index: inout Int, depth: Int, kind: Node.Kind, close: UInt8) -> Bool {
        let node = nodes.count
        nodes.append(Node(kind: kind, start: 0, end: 0))
        index += 1
        skipWhitespace(&index)
        var members = 0
        if index < count, byte(index) == close {
            index += 1
        } else {
            while true {
                if kind == .object {
                    guard index < count, byte(index) == UInt8(ascii: "\""), string(&index, isKey: true) else { return false }
                    skipWhitespace(&index)
                    guard index < count, byte(index) == UInt8(ascii: ":") else { return false }
                    index += 1
                    skipWhitespace(&index)
                }
                guard value(&index, depth: depth + 1) else { return false }
                members += 1
                skipWhitespace(&index)
                guard index < count else { return false }
                if byte(index) == close {
                    index += 1
                    break
                }
                guard byte(index) == UInt8(ascii: ",") else { return false }
                index += 1
                skipWhitespace(&index)
            }
        }
        nodes[node].start = members
        nodes[node].end = nodes.count
        return true
    }

    /// A string token. Keys are checked now (a key JSONDecoder would reject marks the line
    /// unsupported), so that looking them up cannot fail; a key is `isASCII` only if it is plain
    /// ASCII without escapes, the case where comparing bytes is comparing strings.
    private mutating func string(_ index: inout Int, isKey: Bool) -> Bool {
        var position = index + 1
        var escaped = false
        var isASCII = true
        while position < count {
            let current = byte(position)
            if current == UInt8(ascii: "\"") {
                if isKey && !isASCII {
                    let content = UnsafeRawBufferPointer(rebasing: bytes[(index + 1)..<position])
                    let valid = escaped ? unescapedString(content) != nil : String(validating: content, as: UTF8.self) != nil
                    if !valid { hasUnsupportedKey = true }
                }
                nodes.append(Node(kind: escaped ? .escapedString : .string, start: index + 1, end: position, isASCII: isASCII))
                index = position + 1
                return true
            }
            if current < 0x20 { return false }
            if current >= 0x80 { isASCII = false }
            if current == UInt8(ascii: "\\") {
                escaped = true
                isASCII = false
                position += 1
                guard position < count else { return false }
                switch byte(position) {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                    UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    break
                case UInt8(ascii: "u"):
                    guard position + 4 < count, hexValue(bytes, at: position + 1) != nil else { return false }
                    position += 4
                default:
                    return false
                }
            }
            position += 1
        }
        return false
    }

    private mutating func literal(_ index: inout Int, _ text: StaticString, _ node: Node) -> Bool {
        let length = text.utf8CodeUnitCount
        guard index + length <= count, memcmp(bytes.baseAddress! + index, text.utf8Start, length) == 0 else { return false }
        nodes.append(node)
        index += length
        return true
    }

    /// A number in strict JSON syntax; `.integer` if it has no fraction or exponent.
    private mutating func number(_ index: inout Int) -> Bool {
        let start = index
        var position = index
        func digits() -> Int {
            let first = position
            while position < count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte(position)) { position += 1 }
            return position - first
        }
        if position < count, byte(position) == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        let integerDigits = digits()
        guard integerDigits > 0, integerDigits == 1 || byte(integerStart) != UInt8(ascii: "0") else { return false }
        var kind = Node.Kind.integer
        if position < count, byte(position) == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { return false }
            kind = .number
        }
        if position < count, byte(position) | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < count, byte(position) == UInt8(ascii: "+") || byte(position) == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { return false }
            kind = .number
        }
        nodes.append(Node(kind: kind, start: start, end: position))
        index = position
        return true
    }
}

/// The value of the four hex digits at `index`, or nil.
private func hexValue(_ bytes: UnsafeRawBufferPointer, at index: Int) -> UInt16? {
    var value: UInt16 = 0
    for offset in 0..<4 {
        let current = bytes[index + offset]
        let digit: UInt8
        switch current {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = current - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = current - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = current - UInt8(ascii: "A") + 10
        default: return nil
        }
        value = value << 4 | UInt16(digit)
    }
    return value
}

/// The content of an escaped JSON string (between the quotes, escapes already checked by the
/// tokenizer) as a `String`, or nil if it holds a lone surrogate or is not UTF-8, which JSONDecoder
/// rejects.
private func unescapedString(_ bytes: UnsafeRawBufferPointer) -> String? {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
        let current = bytes[index]
        index += 1
        guard current == UInt8(ascii: "\\") else {
            result.append(current)
            continue
        }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "u"):
            guard let unit = hexValue(bytes, at: index) else { return nil }
            index += 4
            var scalar: Unicode.Scalar?
            if (0xD800..<0xDC00).contains(unit) {
                if index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                    let low = hexValue(bytes, at: index + 2), (0xDC00..<0xE000).contains(low) {
                    scalar = Unicode.Scalar(0x10000 + (UInt32(unit - 0xD800) << 10 | UInt32(low - 0xDC00)))
                    index += 6
                }
            } else {
                scalar = Unicode.Scalar(unit)
            }
            guard let scalar else { return nil }
            result.append(contentsOf: UTF8.encode(scalar)!)
        default:
            result.append(escape)
        }
    }
    return String(validating: result, as: UTF8.self)
}

/// The line being decoded and its nodes; shared by the decoder and containers of one line.
private final class DecodingState {
    let bytes: [UInt8]
    let nodes: [Node]
    /// Set by every error raised while decoding; a line on which it is set is left to JSONDecoder.
    private(set) var failed = false

    /// Any failure; also marks the line as one for JSONDecoder.
    struct Unsupported: Error {}

    init(bytes: [UInt8], nodes: [Node]) {
        self.bytes = bytes
        self.nodes = nodes
    }

    func unsupported() -> Unsupported {
        failed = true
        return Unsupported()
    }

    // MARK: Navigating

    /// The index of the node after `node` and its contents.
    func next(_ node: Int) -> Int {
        switch nodes[node].kind {
        case .object, .array: nodes[node].end
        default: node + 1
        }
    }

    /// The value node of the first member named `key` (JSONDecoder also keeps the first of
    /// duplicate keys), or nil. Keys compare as `String`s, as in JSONDecoder (where "\u{212A}" is
    /// "K"), but as bytes when both are ASCII, where that is the same and much faster.
    func member(of object: Int, _ key: some CodingKey) -> Int? {
        var name = key.stringValue
        return name.withUTF8 { wanted -> Int? in
            let wantedIsASCII = wanted.allSatisfy { $0 < 0x80 }
            return bytes.withUnsafeBytes { line -> Int? in
                var node = object + 1
                let end = nodes[object].end
                while node < end {
                    let keyNode = nodes[node]
                    if keyNode.isASCII && wantedIsASCII {
                        if keyNode.end - keyNode.start == wanted.count,
                            wanted.isEmpty || memcmp(line.baseAddress! + keyNode.start, wanted.baseAddress!, wanted.count) == 0 {
                            return node + 1
                        }
                    } else if string(key: node) == String(decoding: wanted, as: UTF8.self) {
                        return node + 1
                    }
                    node = next(node + 1)
                }
                return nil
            }
        }
    }

    /// The key at `node`, which the tokenizer found to be valid.
    private func string(key node: Int) -> String {
        let token = nodes[node]
        if token.kind == .escapedString {
            return bytes.withUnsafeBytes { unescapedString(UnsafeRawBufferPointer(rebasing: $0[token.start..<token.end]))! }
        }
        return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// The member names of `object` in document order, each once (JSONDecoder lists equal keys,
    /// as `String`s compare them, once).
    func keys(of object: Int) -> [String] {
        var keys: [String] = []
        var node = object + 1
        while node < nodes[object].end {
            keys.append(string(key: node))
            node = next(node + 1)
        }
        guard keys.count > 1 else { return keys }
        var seen = Set<String>()
        return keys.filter { seen.insert($0).inserted }
    }

    func kind(_ node: Int) -> Node.Kind { nodes[node].kind }

    // MARK: Values

    /// Decodes `T` from `node` through its own `init(from:)`, except for the types JSONDecoder
    /// decodes its own way, which are left to it.
    func decodeValue<T: Decodable>(_ type: T.Type, at node: Int) throws -> T {
        if T.self == Data.self || T.self == URL.self || T.self == Decimal.self || T.self == Float.self
            || T.self == Int128.self || T.self == UInt128.self {
            throw unsupported()
        }
        return try T(from: ValueDecoder(state: self, node: node))
    }

    func bool(_ node: Int) throws -> Bool {
        guard nodes[node].kind == .bool else { throw unsupported() }
        return nodes[node].start == 1
    }

    func string(_ node: Int) throws -> String {
        let token = nodes[node]
        switch token.kind {
        case .string:
            guard let value = String(validating: bytes[token.start..<token.end], as: UTF8.self) else { throw unsupported() }
            return value
        case .escapedString:
            let value = bytes.withUnsafeBytes { unescapedString(UnsafeRawBufferPointer(rebasing: $0[token.start..<token.end])) }
            guard let value else {
                throw unsupported()
            }
            return value
        default:
            throw unsupported()
        }
    }

    /// An integer from an integer token (no fraction, exponent or "-0", which are left to
    /// JSONDecoder), if `T` holds it.
    func integer<T: FixedWidthInteger>(_ node: Int) throws -> T {
        let token = nodes[node]
        guard token.kind == .integer else { throw unsupported() }
        var index = token.start
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var magnitude: UInt64 = 0
        while index < token.end {
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(bytes[index] &- UInt8(ascii: "0")))
            guard !overflow1, !overflow2 else { throw unsupported() }
            magnitude = sum
            index += 1
        }
        if negative {
            guard magnitude > 0, T.isSigned, magnitude <= UInt64(Int64.max) + 1 else { throw unsupported() }
            let value = magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
            guard let result = T(exactly: value) else { throw unsupported() }
            return result
        }
        guard let result = T(exactly: magnitude) else { throw unsupported() }
        return result
    }

    /// A finite `Double` from a number token, correctly rounded as JSONDecoder rounds it.
    func double(_ node: Int) throws -> Double {
        let token = nodes[node]
        guard token.kind == .integer || token.kind == .number else { throw unsupported() }
        let text = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw unsupported() }
        return value
    }
}

// MARK: - Decoder and containers

/// The decoder of one value; it is also that value's single-value container.
private struct ValueDecoder: Decoder, SingleValueDecodingContainer, JSONValueKindReporting {
    let state: DecodingState
    let node: Int

    var jsonValueKind: JSONValueKind {
        switch state.kind(node) {
        case .object: .object
        case .array: .array
        case .string, .escapedString: .string
        case .integer, .number: .number
        case .bool: .bool
        case .null: .null
        }
    }
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard state.kind(node) == .object else { throw state.unsupported() }
        return KeyedDecodingContainer(KeyedContainer<Key>(state: state, node: node))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard state.kind(node) == .array else { throw state.unsupported() }
        return UnkeyedContainer(state: state, node: node)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { state.kind(node) == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try state.bool(node) }
    func decode(_ type: String.Type) throws -> String { try state.string(node) }
    func decode(_ type: Double.Type) throws -> Double { try state.double(node) }
    func decode(_ type: Float.Type) throws -> Float { throw state.unsupported() }
    func decode(_ type: Int.Type) throws -> Int { try state.integer(node) }
    func decode(_ type: Int8.Type) throws -> Int8 { try state.integer(node) }
    func decode(_ type: Int16.Type) throws -> Int16 { try state.integer(node) }
    func decode(_ type: Int32.Type) throws -> Int32 { try state.integer(node) }
    func decode(_ type: Int64.Type) throws -> Int64 { try state.integer(node) }
    func decode(_ type: UInt.Type) throws -> UInt { try state.integer(node) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try state.integer(node) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try state.integer(node) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try state.integer(node) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try state.integer(node) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try state.decodeValue(T.self, at: node) }
}

/// An object's members, looked up by comparing key bytes.
private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let state: DecodingState
    let node: Int
    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] { state.keys(of: node).compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { state.member(of: node, key) != nil }

    private func value(_ key: Key) throws -> Int {
        guard let value = state.member(of: node, key) else { throw state.unsupported() }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { state.kind(try value(key)) == .null }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try state.bool(value(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try state.string(value(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try state.double(value(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw state.unsupported() }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try state.integer(value(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try state.integer(value(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try state.integer(value(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try state.integer(value(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try state.integer(value(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try state.integer(value(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try state.integer(value(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try state.integer(value(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try state.integer(value(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try state.integer(value(key)) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try state.decodeValue(T.self, at: value(key))
    }

    // Optional members, as JSONDecoder reads them (absent or null is nil), with one key
    // lookup where the protocol's defaults make three (contains, decodeNil, decode).

    /// The value node of `key`, or nil when the member is absent or null.
    private func present(_ key: Key) -> Int? {
        guard let value = state.member(of: node, key), state.kind(value) != .null else { return nil }
        return value
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try present(key).map(state.bool) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try present(key).map(state.string) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try present(key).map(state.double) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        guard present(key) != nil else { return nil }
        throw state.unsupported()
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try present(key).map(state.integer) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try present(key).map(state.integer) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try present(key).map(state.integer) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try present(key).map(state.integer) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try present(key).map(state.integer) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try present(key).map(state.integer) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try present(key).map(state.integer) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try present(key).map(state.integer) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try present(key).map(state.integer) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try present(key).map(state.integer) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = present(key) else { return nil }
        return try state.decodeValue(T.self, at: value)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try ValueDecoder(state: state, node: value(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ValueDecoder(state: state, node: value(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { throw state.unsupported() }

    func superDecoder(forKey key: Key) throws -> any Decoder { throw state.unsupported() }
}

/// An array's elements, read front to back.
private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let state: DecodingState
    var codingPath: [any CodingKey] { [] }
    let count: Int?
    private(set) var currentIndex = 0
    /// The node of the element at `currentIndex`.
    private var cursor: Int

    init(state: DecodingState, node: Int) {
        self.state = state
        count = state.nodes[node].start
        cursor = node + 1
    }

    var isAtEnd: Bool { currentIndex >= count ?? 0 }

    /// The current element's node, moving past it.
    private mutating func take() throws -> Int {
        guard !isAtEnd else { throw state.unsupported() }
        let node = cursor
        cursor = state.next(cursor)
        currentIndex += 1
        return node
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw state.unsupported() }
        guard state.kind(cursor) == .null else { return false }
        _ = try take()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try state.bool(take()) }
    mutating func decode(_ type: String.Type) throws -> String { try state.string(take()) }
    mutating func decode(_ type: Double.Type) throws -> Double { try state.double(take()) }
    mutating func decode(_ type: Float.Type) throws -> Float { throw state.unsupported() }
    mutating func decode(_ type: Int.Type) throws -> Int { try state.integer(take()) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try state.integer(take()) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try state.integer(take()) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try state.integer(take()) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try state.integer(take()) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try state.integer(take()) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try state.integer(take()) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try state.integer(take()) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try state.integer(take()) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try state.integer(take()) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try state.decodeValue(T.self, at: take())
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try ValueDecoder(state: state, node: take()).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try ValueDecoder(state: state, node: take()).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { throw state.unsupported() }
}
