/// Turns the bytes a terminal sends into `InputEvent`s: UTF-8 text, control keys, CSI and
/// SS3 key sequences (xterm, rxvt and Linux console forms), bracketed paste, SGR mouse
/// reports and focus reports.
///
/// It is pure: bytes in, events out, no I/O and no clock. Input may be split anywhere
/// across `decode` calls; a call returns every event that is complete and holds the rest.
/// A lone ESC cannot be told from the start of a sequence without waiting, so when
/// `hasPendingInput` is true after a call, the caller starts a short timer (25–50 ms) and,
/// if no more input arrives first, calls `flushPending()`.
///
/// Choices where terminals are ambiguous:
/// - Text is delivered as one `.key` event per Unicode scalar, never merged into grapheme
///   clusters: merging would mean waiting to see whether a combining mark follows, and the
///   events would then depend on how reads split the input. An app inserting characters
///   into a `String` gets the clusters back.
/// - ESC before another key is the Alt prefix: `ESC a` is Alt-a, `ESC ESC [ A` (rxvt) is
///   Alt-Up, and `ESC ESC` is Alt-Esc. Alt does not stack: before a key that has Alt
///   already (`ESC ESC [ 1 ; 3 C`), or before a mouse, focus or paste report, the ESC is
///   an Esc key of its own.
/// - A bracketed paste is data, not keys: its content is decoded as UTF-8 with invalid
///   bytes replaced by U+FFFD, and the CR that terminals send for Return (alone or before
///   LF) becomes LF.
/// - Bytes that form nothing the decoder knows, or that break the rules (invalid UTF-8, a
///   malformed or unknown sequence), become `.unknown` with exactly those bytes. Every
///   byte ends up in exactly one event, or is held.
/// - Memory is bounded: at most `maxSequenceBytes` held for an unfinished sequence, and at
///   most `maxPasteBytes` of paste content before a `.paste` event is delivered.
public struct InputDecoder: Sendable {
    /// The most paste content, in bytes, that one `.paste` event carries. A longer paste
    /// arrives as several `.paste` events in order, split between characters (never inside
    /// a UTF-8 scalar or a CR LF pair).
    public static let maxPasteBytes = 1 << 20

    /// The longest control sequence, in bytes from its ESC through its final byte, that
    /// the decoder accepts and so the most it ever holds waiting for more input. A longer
    /// sequence is delivered as `.unknown` events of at most this many bytes each,
    /// through its final byte, so its parameter bytes never turn into typed text.
    public static let maxSequenceBytes = 64

    /// What a scan found at the current position.
    private enum Step {
        /// A complete token of `length` bytes.
        case event(InputEvent, length: Int)
        /// The buffer ends inside a token that may still complete.
        case incomplete
        /// `ESC [ 200 ~`, `length` bytes: a bracketed paste starts after it.
        case pasteStart(length: Int)
        /// A control sequence hit `maxSequenceBytes`; its first `length` bytes are unknown.
        case overlong(length: Int)
    }

    /// Every ASCII character, indexed by its byte.
    private static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

    private let pasteLimit: Int
    /// The start of an incomplete token (or the current piece of an overlong sequence),
    /// held until the next `decode` or `flushPending`.
    private var pending: [UInt8] = []
    /// The open bracketed paste, if any. While it is open every byte goes to it.
    private var paste: PasteCollector?
    /// True after an overlong sequence was cut: bytes up to its final byte are still part
    /// of it.
    private var isInsideOverlongSequence = false

    /// Input bytes represented by the events returned so far; with `heldByteCount`, lets
    /// tests check that no byte is dropped or counted twice.
    private(set) var consumedByteCount = 0
    /// When non-nil, receives the number of input bytes behind each returned event, in
    /// order, so tests can line events up against the input.
    var byteTrace: [Int]?

    /// A decoder with nothing held.
    public init() {
        self.init(pasteLimit: Self.maxPasteBytes)
    }

    /// A decoder splitting pastes every `pasteLimit` bytes (at least 8), so tests can reach
    /// the limit cheaply.
    init(pasteLimit: Int) {
        self.pasteLimit = max(pasteLimit, 8)
    }

    /// True when bytes are held that only more input or a timeout can resolve: a lone ESC,
    /// an unfinished escape sequence or UTF-8 scalar. The caller should then call
    /// `flushPending()` if nothing more arrives within a short timeout.
    ///
    /// An open bracketed paste does not count: a slow paste looks the same as a stalled
    /// one, and its content is held until `ESC [ 201 ~` (or `maxPasteBytes`) instead.
    public var hasPendingInput: Bool {
        !pending.isEmpty || isInsideOverlongSequence
    }

    /// True while a bracketed paste is open (its start marker seen, its end not yet).
    var isInsidePaste: Bool { paste != nil }

    /// Bytes held for an unfinished token; at most `maxSequenceBytes`.
    var pendingByteCount: Int { pending.count }

    /// Input bytes held and not yet represented by any returned event.
    var heldByteCount: Int {
        pending.count + (paste?.heldByteCount ?? 0)
    }

    /// Consumes `bytes` and returns every event they complete, in order. Bytes that may be
    /// the start of a longer token are held for the next call (see `hasPendingInput`).
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        var events: [InputEvent] = []
        if pending.isEmpty {
            let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
                // Text is about one event per byte; one allocation up front saves the
                // regrowth. Capped, and skipped in a paste, where bytes are not events.
                if paste == nil { events.reserveCapacity(min(buffer.count, 4096)) }
                process(buffer, isFinal: false, into: &events)
            }
            if done != nil { return events }
        }
        var combined = pending
        pending.removeAll(keepingCapacity: true)
        combined.append(contentsOf: bytes)
        combined.withUnsafeBufferPointer { process($0, isFinal: false, into: &events) }
        return events
    }

    /// Resolves held bytes as if no more input will follow them; call it when the timeout
    /// started after `hasPendingInput` was true fires. A lone ESC becomes Esc, `ESC [` and
    /// `ESC O` become Alt-[ and Alt-O, `ESC` before a held key adds Alt to it, and any
    /// other unfinished sequence or UTF-8 scalar becomes `.unknown` with its bytes.
    ///
    /// Afterwards `hasPendingInput` is false. An open bracketed paste is left open.
    public mutating func flushPending() -> [InputEvent] {
        var events: [InputEvent] = []
        let held = pending
        pending = []
        held.withUnsafeBufferPointer { process($0, isFinal: true, into: &events) }
        isInsideOverlongSequence = false
        return events
    }

    // MARK: - The token loop

    /// Decodes `bytes` into `events`. With `isFinal`, nothing is held: tokens cut short by
    /// the end of the buffer are resolved as `flushPending` describes.
    private mutating func process(_ bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool, into events: inout [InputEvent]) {
        let end = bytes.count
        var index = 0
        // Copying a ready-made Character is cheaper than building one per byte.
        let characters = Self.asciiCharacters
        while index < end {
            if paste != nil {
                index = feedPaste(bytes, from: index, into: &events)
                continue
            }
            if isInsideOverlongSequence {
                index = continueOverlongSequence(bytes, from: index, isFinal: isFinal, into: &events)
                continue
            }
            let byte = bytes[index]
            if byte &- 0x20 < 0x5F {
                // Typed text is mostly printable ASCII: decode the whole run here, without
                // going through the general scanner for each byte.
                let start = index
                repeat {
                    events.append(.key(KeyEvent(.character(characters[Int(bytes[index])]))))
                    index += 1
                } while index < end && bytes[index] &- 0x20 < 0x5F
                consumedByteCount += index - start
                if byteTrace != nil { byteTrace!.append(contentsOf: repeatElement(1, count: index - start)) }
                continue
            }
            switch scanToken(bytes, at: index, isFinal: isFinal, isAfterEscape: false) {
            case .event(let event, let length):
                emit(event, length: length, into: &events)
                index += length
            case .incomplete:
                pending.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index...]))
                index = end
            case .pasteStart(let length):
                paste = PasteCollector(limit: pasteLimit, startLength: length)
                index += length
            case .overlong(let length):
                emit(.unknown(Self.copy(bytes, index, length)), length: length, into: &events)
                isInsideOverlongSequence = true
                index += length
            }
        }
    }

    private mutating func emit(_ event: InputEvent, length: Int, into events: inout [InputEvent]) {
        events.append(event)
        consumedByteCount += length
        byteTrace?.append(length)
    }

    private mutating func feedPaste(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into events: inout [InputEvent]) -> Int {
        let result = paste!.feed(bytes, from: start)
        for chunk in result.chunks {
            emit(.paste(chunk.text), length: chunk.byteCount, into: &events)
        }
        if result.ended { paste = nil }
        return result.next
    }

    /// Swallows the rest of a sequence cut at `maxSequenceBytes`: parameter and
    /// intermediate bytes in `.unknown` pieces of at most that size, through the final
    /// byte. Any other byte ends it and is decoded normally.
    private mutating func continueOverlongSequence(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool, into events: inout [InputEvent]
    ) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if (0x20...0x3F).contains(byte) {
                index += 1
                if index - start == Self.maxSequenceBytes {
                    emit(.unknown(Self.copy(bytes, start, index - start)), length: index - start, into: &events)
                    return index
                }
                continue
            }
            if (0x40...0x7E).contains(byte) { index += 1 }
            isInsideOverlongSequence = false
            if index > start {
                emit(.unknown(Self.copy(bytes, start, index - start)), length: index - start, into: &events)
            }
            return index
        }
        if isFinal {
            isInsideOverlongSequence = false
            emit(.unknown(Self.copy(bytes, start, index - start)), length: index - start, into: &events)
        } else {
            pending.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        return index
    }

    // MARK: - Scanning one token

    /// Scans the token at `index`. `isAfterEscape` is set when an ESC just before it is
    /// being tried as the Alt prefix, which applies only once.
    private func scanToken(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, isFinal: Bool, isAfterEscape: Bool) -> Step {
        let byte = bytes[index]
        switch byte {
        case 0x1B:
            return scanEscape(bytes, at: index, isFinal: isFinal, isAfterEscape: isAfterEscape)
        case 0x20...0x7E:
            return .event(.key(KeyEvent(.character(Character(Unicode.Scalar(byte))))), length: 1)
        case 0x00...0x1F, 0x7F:
            return .event(.key(Self.controlKey(byte)), length: 1)
        default:
            return Self.scanScalar(bytes, at: index, isFinal: isFinal)
        }
    }

    private func scanEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, isFinal: Bool, isAfterEscape: Bool) -> Step {
        guard index + 1 < bytes.count else {
            return isFinal ? .event(.key(KeyEvent(.escape)), length: 1) : .incomplete
        }
        let next = bytes[index + 1]
        if next == UInt8(ascii: "[") || next == UInt8(ascii: "O") {
            return scanSequence(bytes, at: index, isFinal: isFinal)
        }
        if isAfterEscape {
            return .event(.key(KeyEvent(.escape)), length: 1)
        }
        switch scanToken(bytes, at: index + 1, isFinal: isFinal, isAfterEscape: true) {
        case .incomplete:
            return .incomplete
        case .event(.key(var key), let length) where !key.modifiers.contains(.alt):
            key.modifiers.insert(.alt)
            return .event(.key(key), length: length + 1)
        default:
            // ESC before a mouse report, a paste, unknown bytes or a key that already has
            // Alt (Alt does not stack): a key of its own.
            return .event(.key(KeyEvent(.escape)), length: 1)
        }
    }

    /// Scans the CSI or SS3 sequence whose ESC is at `index`.
    private func scanSequence(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, isFinal: Bool) -> Step {
        let end = bytes.count
        let introducer = bytes[index + 1]
        if introducer == UInt8(ascii: "["), index + 2 < end, bytes[index + 2] == UInt8(ascii: "[") {
            // Linux console F1–F5: `ESC [ [ A` to `ESC [ [ E`.
            guard index + 3 < end else {
                return isFinal ? .event(.unknown(Self.copy(bytes, index, 3)), length: 3) : .incomplete
            }
            let final = bytes[index + 3]
            if (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(final) {
                return .event(.key(KeyEvent(.function(Int(final - UInt8(ascii: "A")) + 1))), length: 4)
            }
            let length = (0x40...0x7E).contains(final) ? 4 : 3
            return .event(.unknown(Self.copy(bytes, index, length)), length: length)
        }
        switch InputSequence.scan(bytes, from: index, maxLength: Self.maxSequenceBytes) {
        case .incomplete:
            guard isFinal else { return .incomplete }
            if end - index == 2 { return Self.altIntroducer(introducer) }
            return .event(.unknown(Self.copy(bytes, index, end - index)), length: end - index)
        case .malformed(let length):
            if length == 2 { return Self.altIntroducer(introducer) }
            return .event(.unknown(Self.copy(bytes, index, length)), length: length)
        case .overlong(let length):
            return .overlong(length: length)
        case .complete(let sequence, let length):
            if sequence.isPasteStart { return .pasteStart(length: length) }
            if sequence.isLegacyMouseReport {
                // An X10 mouse report (from a terminal without SGR mouse) carries three raw
                // bytes; take them with it so they do not turn into typed text.
                let total = min(length + 3, end - index)
                guard total == length + 3 || isFinal else { return .incomplete }
                return .event(.unknown(Self.copy(bytes, index, total)), length: total)
            }
            let event = sequence.event ?? .unknown(Self.copy(bytes, index, length))
            return .event(event, length: length)
        }
    }

    /// `ESC [` or `ESC O` not followed by a sequence: Alt with the bracket or letter.
    private static func altIntroducer(_ introducer: UInt8) -> Step {
        .event(.key(KeyEvent(.character(Character(Unicode.Scalar(introducer))), modifiers: .alt)), length: 2)
    }

    /// Decodes the UTF-8 scalar whose lead byte is at `index`. An invalid byte or a
    /// sequence cut short by an invalid byte becomes `.unknown` with the bytes up to (not
    /// including) the byte that broke it, the "maximal subpart" Unicode recommends, so
    /// the breaking byte is decoded afresh.
    private static func scanScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, isFinal: Bool) -> Step {
        let lead = bytes[index]
        let length: Int
        // The second byte's range excludes overlong forms, surrogates and values past U+10FFFF.
        var secondLow: UInt8 = 0x80
        var secondHigh: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondLow = 0xA0
        case 0xED: length = 3; secondHigh = 0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; secondLow = 0x90
        case 0xF4: length = 4; secondHigh = 0x8F
        case 0xF1...0xF3: length = 4
        default: return .event(.unknown([lead]), length: 1)
        }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            guard index + offset < bytes.count else {
                let available = bytes.count - index
                return isFinal ? .event(.unknown(copy(bytes, index, available)), length: available) : .incomplete
            }
            let byte = bytes[index + offset]
            let low = offset == 1 ? secondLow : 0x80
            let high = offset == 1 ? secondHigh : 0xBF
            guard byte >= low && byte <= high else {
                return .event(.unknown(copy(bytes, index, offset)), length: offset)
            }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else {
            return .event(.unknown(copy(bytes, index, length)), length: length)
        }
        return .event(.key(KeyEvent(.character(Character(scalar)))), length: length)
    }

    /// The key a C0 control byte or DEL stands for (ESC is handled by the caller).
    private static func controlKey(_ byte: UInt8) -> KeyEvent {
        switch byte {
        case 0x00: KeyEvent(.character(" "), modifiers: .control)
        case 0x08: KeyEvent(.backspace, modifiers: .control)
        case 0x09: KeyEvent(.tab)
        // Raw mode clears ICRNL, so Return arrives as CR; LF can only be Ctrl-J.
        case 0x0A: KeyEvent(.character("j"), modifiers: .control)
        case 0x0D: KeyEvent(.enter)
        case 0x7F: KeyEvent(.backspace)
        case 0x01...0x1A: KeyEvent(.character(Character(Unicode.Scalar(byte + 0x60))), modifiers: .control)
        default: KeyEvent(.character(Character(Unicode.Scalar(byte + 0x40))), modifiers: .control)
        }
    }

    private static func copy(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(rebasing: bytes[start..<start + count]))
    }
}
