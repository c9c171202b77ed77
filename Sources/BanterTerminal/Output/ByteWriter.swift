/// The bytes of a frame as they are built: escape sequences and decimal numbers appended
/// into one growing buffer, without `String` and without the per-append uniqueness checks
/// of an array (a full-screen frame is tens of thousands of bytes).
struct ByteWriter: ~Copyable {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = max(16, capacity)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deallocate()
    }

    /// The bytes written so far.
    var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: storage, count: count))
    }

    /// The bytes from `offset` on.
    func bytes(from offset: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: storage + offset, count: count - offset))
    }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = max(capacity * 2, count + extra)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.update(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity = grown
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    /// Appends bytes.
    mutating func append(contentsOf bytes: [UInt8]) {
        reserve(bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            (storage + count).update(from: buffer.baseAddress!, count: buffer.count)
        }
        count += bytes.count
    }

    /// Appends the UTF-8 of a scalar value.
    @inline(__always)
    mutating func appendScalar(_ value: UInt32) {
        reserve(4)
        switch value {
        case 0..<0x80:
            storage[count] = UInt8(value)
            count += 1
        case 0x80..<0x800:
            storage[count] = UInt8(0xC0 | value >> 6)
            storage[count + 1] = UInt8(0x80 | value & 0x3F)
            count += 2
        case 0x800..<0x10000:
            storage[count] = UInt8(0xE0 | value >> 12)
            storage[count + 1] = UInt8(0x80 | (value >> 6) & 0x3F)
            storage[count + 2] = UInt8(0x80 | value & 0x3F)
            count += 3
        default:
            storage[count] = UInt8(0xF0 | value >> 18)
            storage[count + 1] = UInt8(0x80 | (value >> 12) & 0x3F)
            storage[count + 2] = UInt8(0x80 | (value >> 6) & 0x3F)
            storage[count + 3] = UInt8(0x80 | value & 0x3F)
            count += 4
        }
    }

    /// Appends `ESC [` and then `body`.
    mutating func csi(_ body: String) {
        csi()
        for byte in body.utf8 { append(byte) }
    }

    /// Appends `ESC [`.
    @inline(__always)
    mutating func csi() {
        append(0x1B)
        append(0x5B)
    }

    /// Appends `value` in decimal.
    @inline(__always)
    mutating func decimal(_ value: Int) {
        // Parameters are almost always below 1000 (rows, columns, colour components).
        switch value {
        case 0..<10:
            append(UInt8(0x30 + value))
        case 10..<100:
            append(UInt8(0x30 + value / 10))
            append(UInt8(0x30 + value % 10))
        case 100..<1000:
            append(UInt8(0x30 + value / 100))
            append(UInt8(0x30 + value / 10 % 10))
            append(UInt8(0x30 + value % 10))
        default:
            for byte in String(value).utf8 { append(byte) }
        }
    }

    /// The number of bytes `value` takes in decimal.
    static func decimalLength(_ value: Int) -> Int {
        var length = 1, rest = abs(value)
        while rest >= 10 { length += 1; rest /= 10 }
        return value < 0 ? length + 1 : length
    }
}
