/// A command line `banter-customize` cannot run with, said the way a person fixes it.
enum CustomizeOptionsError: Error, Equatable, CustomStringConvertible {
    case unknownOption(String)
    case unknownEntry(String, [String])
    case missingValue(String)
    case invalidValue(String, String, String)
    case needsHeadless
    case headlessNeedsEntry
    case defaultNeedsEntry

    var description: String {
        switch self {
        case .unknownOption(let option): "unknown option \(option) (see banter-customize --help)"
        case .unknownEntry(let entry, let known): "no entry \(entry); the entries are: \(known.joined(separator: ", "))"
        case .missingValue(let option): "\(option) needs a value"
        case .invalidValue(let option, let value, let expected): "\(option) \(value): expected \(expected)"
        case .needsHeadless: "--script, --record and --screen need --headless"
        case .headlessNeedsEntry: "--headless needs an ENTRY to open (see --list)"
        case .defaultNeedsEntry: "--default needs an ENTRY to open (see --list)"
        }
    }
}
