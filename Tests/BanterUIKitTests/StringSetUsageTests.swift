import Foundation
import Testing
import BanterUIKit

/// Every `StringSet` field is shown somewhere: a field no code reads is a translation
/// nobody sees. The fields are listed by reflection, so a new field is checked without
/// touching this test, and each is looked for in the package's code (Sources, Modules,
/// Samples; the Strings folder that declares them and comment lines left out).
@Suite("StringSet fields are read")
@MainActor
struct StringSetUsageTests {
    /// The package's root, three levels above this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The code that may read a string, one text per file, comment lines removed.
    static let sources: [String] = {
        var texts: [String] = []
        for folder in ["Sources", "Modules", "Samples"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" {
                guard !url.path.contains("/BanterUIKitCore/Strings/"),
                      let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                texts.append(text.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                    .joined(separator: "\n"))
            }
        }
        return texts
    }()

    /// Every field as (group, field): `("channelSettings", "searchMessages")`.
    static let fields: [(group: String, field: String)] = Mirror(reflecting: StringSet()).children.flatMap { group in
        Mirror(reflecting: group.value).children.compactMap { field in
            guard let groupName = group.label, let fieldName = field.label else { return nil }
            return (groupName, fieldName)
        }
    }

    /// Whether some code reads `group.field`: written out (`StringSet.current.common.ok`),
    /// or through a local copy of the group (`let strings = StringSet.current.common`, then
    /// `strings.ok` in the same file).
    static func isRead(group: String, field: String, in sources: [String]) -> Bool {
        let path = try! Regex("\\.\(group)\\s*\\.\\s*\(field)\\b")
        let binding = try! Regex("(?:let|var)\\s+(\\w+)\\s*=\\s*StringSet\\.current\\.\(group)\\b")
        return sources.contains { text in
            if text.contains(path) { return true }
            return text.matches(of: binding).contains { match in
                guard let alias = match.output[1].substring else { return false }
                return text.contains(try! Regex("\\b\(alias)\\.\(field)\\b"))
            }
        }
    }

    @Test func theFieldsAreListed() {
        // Guards against a vacuous pass: reflection sees every group and their fields.
        #expect(Self.fields.count > 200)
        #expect(Self.fields.contains { $0 == ("channelSettings", "searchMessages") })
        #expect(Set(Self.fields.map(\.group)).count == 16)
        #expect(!Self.sources.isEmpty)
    }

    @Test func aFieldNoCodeReadsIsFound() {
        // What the check answers for an unused field, here one no code can name.
        #expect(!Self.isRead(group: "channelSettings", field: "neverDeclaredAnywhere", in: Self.sources))
        #expect(Self.isRead(group: "channelSettings", field: "searchMessages", in: Self.sources))
    }

    @Test func everyFieldIsRead() {
        let unread = Self.fields.filter { !Self.isRead(group: $0.group, field: $0.field, in: Self.sources) }
        #expect(unread.map { "\($0.group).\($0.field)" } == [])
    }
}
