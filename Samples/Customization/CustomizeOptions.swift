import BanterCanvas
import BanterTesting

/// The `banter-customize` command line, parsed by hand to keep the package free of
/// dependencies. `banter-customize --help` prints `usage`.
struct CustomizeOptions: Equatable {
    /// The entry to open directly; nil shows the catalogue.
    var entryId: String?
    /// Open the entry as the kit draws it by default, without its customisation.
    var showsDefault = false
    var listEntries = false
    var userId = "me"
    var seed: UInt64 = 1
    var theme = "dark"
    var quiet = false
    var headless = false
    var size = Size(width: 80, height: 24)
    var scriptPath: String?
    var recordPath: String?
    var screenPath: String?
    var showHelp = false

    static let usage = """
    banter-customize: the kit's customisation points, each shown customised and as the
    default, on a simulated chat workspace.

    Usage: banter-customize [ENTRY [--default]] [options]
           banter-customize ENTRY [--default] --headless --size COLSxROWS --script FILE [--screen FILE] [--record FILE]
           banter-customize --list

    Without ENTRY it opens the catalogue: Up/Down choose, Enter opens the customised
    version, d opens the default, Esc comes back, ? shows the key help, Ctrl-T switches
    light/dark, Ctrl-C quits.

    Options:
      --default          open ENTRY as the kit draws it without the customisation
      --list             print every entry's id and title, and exit
      --user ID          sign in as ID (default: me)
      --seed N           the workspace and the simulated people follow seed N (default: 1)
      --theme light|dark the colour scheme to start with (default: dark)
      --quiet            no simulated activity: nobody else types or writes
      --headless         run a script against a virtual clock instead of the terminal
      --size COLSxROWS   the headless screen's size (default: 80x24; at least 20x8)
      --script FILE      the steps to run, one a line (see banter --help)
      --record FILE      write every byte the terminal would have received
      --screen FILE      write the final screen as plain text
      --help             show this help
    """

    /// Parses the arguments after the program name; `entryIds` are the ids ENTRY may be.
    static func parse(_ arguments: [String], entryIds: [String]) throws(CustomizeOptionsError) -> CustomizeOptions {
        var options = CustomizeOptions()
        var remaining = arguments[...]
        func value(for flag: String) throws(CustomizeOptionsError) -> String {
            guard let next = remaining.popFirst(), !next.hasPrefix("--") else { throw .missingValue(flag) }
            return next
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--default": options.showsDefault = true
            case "--list": options.listEntries = true
            case "--user": options.userId = try value(for: argument)
            case "--seed":
                let text = try value(for: argument)
                guard let seed = UInt64(text) else { throw .invalidValue(argument, text, "a whole number from 0") }
                options.seed = seed
            case "--theme":
                let text = try value(for: argument)
                guard text == "light" || text == "dark" else { throw .invalidValue(argument, text, "light or dark") }
                options.theme = text
            case "--quiet": options.quiet = true
            case "--headless": options.headless = true
            case "--size":
                let text = try value(for: argument)
                guard let size = HeadlessScript.size(text), size.width >= 20, size.height >= 8 else {
                    throw .invalidValue(argument, text, "COLSxROWS, at least 20x8")
                }
                options.size = size
            case "--script": options.scriptPath = try value(for: argument)
            case "--record": options.recordPath = try value(for: argument)
            case "--screen": options.screenPath = try value(for: argument)
            case "--help", "-h": options.showHelp = true
            default:
                guard !argument.hasPrefix("-"), options.entryId == nil else { throw .unknownOption(argument) }
                guard entryIds.contains(argument) else { throw .unknownEntry(argument, entryIds) }
                options.entryId = argument
            }
        }
        if !options.headless, options.scriptPath != nil || options.recordPath != nil || options.screenPath != nil { throw .needsHeadless }
        if options.headless {
            guard options.entryId != nil else { throw .headlessNeedsEntry }
            guard options.scriptPath != nil else { throw .missingValue("--script") }
        }
        if options.showsDefault, options.entryId == nil { throw .defaultNeedsEntry }
        return options
    }
}
