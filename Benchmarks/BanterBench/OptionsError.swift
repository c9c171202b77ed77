/// A command line `Options.parse` cannot accept; the tool reports it with the usage and
/// exits with status 2.
enum OptionsError: Error, Equatable, CustomStringConvertible {
    case unknownFlag(String)
    case missingValue(flag: String)
    case unexpectedValue(flag: String)
    case unexpectedArgument(String)

    var description: String {
        switch self {
        case .unknownFlag(let flag):
            return "unknown option '\(flag)'"
        case .missingValue(let flag):
            return "option '\(flag)' needs a value"
        case .unexpectedValue(let flag):
            return "option '\(flag)' takes no value"
        case .unexpectedArgument(let argument):
            return "unexpected argument '\(argument)'"
        }
    }
}
