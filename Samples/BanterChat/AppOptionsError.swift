/// A command line `banter` cannot run with, said the way a person fixes it.
enum AppOptionsError: Error, Equatable, CustomStringConvertible {
    case unknownOption(String)
    case missingValue(String)
    case invalidValue(String, String, String)
    case conflict(String, String)
    case needsHeadless
    case headlessNeedsScript
    case homeserverNeedsUser

    var description: String {
        switch self {
        case .unknownOption(let option): "unknown option \(option) (see banter --help)"
        case .missingValue(let option): "\(option) needs a value"
        case .invalidValue(let option, let value, let expected): "\(option) \(value): expected \(expected)"
        case .conflict(let first, let second): "\(first) and \(second) cannot be used together"
        case .needsHeadless: "--script, --record and --screen need --headless"
        case .headlessNeedsScript: "--headless needs --script FILE: the steps to run (see banter --help)"
        case .homeserverNeedsUser: "--homeserver needs --user ID: the Matrix account to sign in as, such as @ann:example.org"
        }
    }
}
