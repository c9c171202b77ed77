import Foundation

/// The envelope of every cache file: a first line `banter-cache <version> <length> <checksum>`
/// then `length` bytes of JSON lines. The checksum (FNV-1a, 64 bits) is over those bytes, so a
/// file cut short, grown, or changed at any byte is recognised as damaged and never decoded
/// into data that looks right; a file of another format version is recognised as such.
///
/// The checksum guards against damage (a crash of the disk, a half-copied folder), not against
/// someone who can write the file: they own the account, and the service is trusted over the
/// cache anyway.
enum LocalCacheFrame {
    /// The format this build writes and reads; anything else is discarded as older or newer.
    static let version = 1
    private static let magic = "banter-cache"

    /// Why a file could not be read back.
    enum Damage: Error, Equatable {
        /// Not a cache file, or cut short, or changed since it was written.
        case corrupt(String)
        /// A cache file of another format version.
        case otherVersion(Int)
    }

    /// `body` with its first line.
    static func wrap(_ body: Data) -> Data {
        var data = Data("\(magic) \(version) \(body.count) \(String(checksum(body), radix: 16))\n".utf8)
        data.append(body)
        return data
    }

    /// The body of a file written by `wrap`, checked against its length and checksum.
    static func unwrap(_ data: Data) throws(Damage) -> Data {
        guard let newline = data.prefix(128).firstIndex(of: 0x0A) else { throw .corrupt("no header line") }
        let fields = String(decoding: data[data.startIndex..<newline], as: UTF8.self).split(separator: " ")
        guard fields.count == 4, fields[0] == magic, let version = Int(fields[1]) else { throw .corrupt("not a cache file") }
        guard version == Self.version else { throw .otherVersion(version) }
        guard let length = Int(fields[2]), let sum = UInt64(fields[3], radix: 16) else { throw .corrupt("bad header line") }
        let body = data[(newline + 1)...]
        guard body.count == length else { throw .corrupt("\(body.count) bytes where \(length) were written") }
        guard checksum(body) == sum else { throw .corrupt("checksum mismatch") }
        return Data(body)
    }

    /// FNV-1a over `bytes`.
    static func checksum(_ bytes: Data) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        bytes.withUnsafeBytes { buffer in
            for byte in buffer {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01B3
            }
        }
        return hash
    }
}
