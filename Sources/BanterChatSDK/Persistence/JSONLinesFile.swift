import Dispatch
import Foundation
import Glibc

/// A store file read whole into memory and split at "\n", with decoding that fails as
/// `ChatError(.malformedData, …)` naming the file, the 1-based line and what was wrong.
struct JSONLinesFile {
    /// The file's path, for messages.
    let path: String
    /// The file's bytes.
    let data: Data
    /// The byte ranges of the complete lines (those ending in "\n"), without the "\n".
    let lines: [Range<Int>]
    /// The length of the file up to and including its last "\n"; bytes beyond it are a line whose
    /// write was cut short.
    let completeLength: Int
    private let decoder = JSONDecoder()

    /// Reads and splits the file at `path`; never modifies it.
    init(path: String) throws(ChatError) {
        self.path = path
        data = try StoreFile.contents(of: path)
        var lines: [Range<Int>] = []
        var completeLength = 0
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            guard let base = bytes.baseAddress else { return }
            var start = 0
            while start < bytes.count, let newline = memchr(base + start, 0x0A, bytes.count - start) {
                let end = base.distance(to: UnsafeRawPointer(newline))
                lines.append(start..<end)
                start = end + 1
            }
            completeLength = start
        }
        self.lines = lines
        self.completeLength = completeLength
    }

    /// Whether the file ends with bytes not followed by "\n".
    var hasTruncatedTail: Bool { completeLength < data.count }

    /// Decodes the complete line at 0-based `index` as a `T`: with the fast decoder when it can,
    /// else with JSONDecoder, whose result it always equals, and whose error names the problem.
    /// A line that is not strictly valid JSON is corrupt even where JSONDecoder would accept it.
    func decode<T: Decodable>(_ type: T.Type, line index: Int) throws(ChatError) -> T {
        let bytes = data[lines[index]]
        switch StoreJSONDecoder.decode(T.self, from: bytes) {
        case .value(let value): return value
        case .invalidJSON: throw corrupt(line: index + 1, "not valid JSON.")
        case .deferred: break
        }
        do {
            return try decoder.decode(T.self, from: bytes)
        } catch let error as DecodingError {
            throw corrupt(line: index + 1, JSONLinesFile.explain(error, decoding: T.self, from: bytes))
        } catch {
            throw corrupt(line: index + 1, "valid JSON that does not decode as \(T.self): \(error).")
        }
    }

    /// Decodes the complete lines at the 0-based `indices` as `T`s, in order. Many lines are
    /// decoded in parallel chunks; the error is still the one for the first bad line.
    func decodeLines<T: Decodable & Sendable>(_ type: T.Type, _ indices: Range<Int>) throws(ChatError) -> [T] {
        let processors = ProcessInfo.processInfo.activeProcessorCount
        guard processors > 1, indices.count >= 8192 else { return try decodeChunk(T.self, indices) }
        let chunkCount = processors * 4
        let chunkSize = (indices.count + chunkCount - 1) / chunkCount
        // Each iteration writes only its own slot, and the slots are read after all have finished.
        nonisolated(unsafe) let results = UnsafeMutableBufferPointer<Result<[T], ChatError>>.allocate(capacity: chunkCount)
        results.initialize(repeating: .success([]))
        defer {
            results.deinitialize()
            results.deallocate()
        }
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let start = min(indices.lowerBound + chunk * chunkSize, indices.upperBound)
            let end = min(start + chunkSize, indices.upperBound)
            results[chunk] = Result { () throws(ChatError) in try decodeChunk(T.self, start..<end) }
        }
        var values: [T] = []
        values.reserveCapacity(indices.count)
        for result in results { values.append(contentsOf: try result.get()) }
        return values
    }

    private func decodeChunk<T: Decodable>(_ type: T.Type, _ indices: Range<Int>) throws(ChatError) -> [T] {
        var values: [T] = []
        values.reserveCapacity(indices.count)
        for index in indices { values.append(try decode(T.self, line: index)) }
        return values
    }

    /// The error for a corrupt 1-based `line` of this file.
    func corrupt(line: Int, _ problem: String) -> ChatError {
        JSONLinesFile.corrupt(path, "line \(line): \(problem)")
    }

    /// The error for a corrupt store file; `detail` says where and what.
    static func corrupt(_ path: String, _ detail: String) -> ChatError {
        ChatError(.malformedData, "Corrupt store file \(path), \(detail)")
    }

    /// Says why `bytes` did not decode: not JSON at all, or JSON of the wrong shape (and where).
    private static func explain<T>(_ error: DecodingError, decoding type: T.Type, from bytes: Data) -> String {
        // Syntax was checked before, but a string that is not UTF-8 or holds a lone surrogate
        // still makes the line invalid JSON, which JSONDecoder reports as `dataCorrupted`, just
        // like a bad value; a second check, on this failure path only, tells them apart.
        if (try? JSONSerialization.jsonObject(with: bytes, options: .fragmentsAllowed)) == nil {
            return "not valid JSON."
        }
        func at(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "" : " at \(path)"
        }
        let shape: String
        switch error {
        case .keyNotFound(let key, let context):
            shape = "missing key \"\(key.stringValue)\"\(at(context))."
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            shape = "\(context.debugDescription.trimmingCharacters(in: CharacterSet(charactersIn: ".")))\(at(context))."
        @unknown default:
            shape = "\(error)."
        }
        return "valid JSON that does not decode as \(T.self): \(shape)"
    }
}
