/// The first line of every store file, saying what the file is and which journal generation it
/// belongs to; a file whose first line is not a matching preamble is corrupt, never guessed at.
enum StorePreamble {
    /// The on-disk format version; a reader refuses files of any other version.
    static let version = 1

    /// The fields every preamble shares, read first so that a file of the wrong kind or version
    /// is reported as such rather than as a puzzling decoding failure.
    struct Kind: Decodable {
        var format: String?
        var version: Int?
    }

    /// The first line of `journal-<generation>.jsonl`; mutation lines follow it.
    struct Journal: Codable, Equatable {
        static let format = "banter-store-journal"
        var format = Journal.format
        var version = StorePreamble.version
        var generation: UInt64

        init(generation: UInt64) { self.generation = generation }
    }

    /// The first line of `snapshot.jsonl`: the caller's header value, the generation of the
    /// journal that continues it, and how many record lines follow (so a cut-short copy is caught).
    struct Snapshot<Header: Codable>: Codable {
        static var format: String { "banter-store-snapshot" }
        var format = Snapshot.format
        var version = StorePreamble.version
        var generation: UInt64
        var recordCount: Int
        var header: Header

        init(generation: UInt64, recordCount: Int, header: Header) {
            self.generation = generation
            self.recordCount = recordCount
            self.header = header
        }
    }
}
