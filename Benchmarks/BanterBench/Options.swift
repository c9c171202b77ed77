/// What the command line asked for.
struct Options: Equatable {
    var quick = false
    /// Substrings; a case runs when its name contains any of them, or when there are none.
    var filters: [String] = []
    var jsonPath: String?
    var check = false
    var list = false
    var help = false

    static let usage = """
        usage: banter-bench [--quick] [--filter NAME]... [--json FILE] [--check] [--list] [--help]

          --quick        run each case briefly (a few seconds in all); figures are rough
          --filter NAME  run only cases whose name contains NAME; may be repeated
          --json FILE    also write the results to FILE, one JSON object per case
          --check        exit with status 1 if any case misses its target
          --list         print the names of the cases that would run, and exit
          --help         print this help, and exit

        Build in release mode: swift run -c release banter-bench
        """

    func selects(_ name: String) -> Bool {
        filters.isEmpty || filters.contains { name.contains($0) }
    }

    /// Parses the arguments after the program name. Values follow their flag as the next
    /// argument or after `=` (`--json out.json`, `--json=out.json`).
    static func parse(_ arguments: [String]) throws(OptionsError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-") else { throw .unexpectedArgument(argument) }
            let flag: String
            let inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else {
                flag = argument
                inlineValue = nil
            }

            // A flag's value may not look like a flag: `--json --check` is a forgotten
            // file name, not a file called "--check".
            func value() throws(OptionsError) -> String {
                if let inlineValue {
                    guard !inlineValue.isEmpty else { throw .missingValue(flag: flag) }
                    return inlineValue
                }
                guard let next = remaining.first, !next.isEmpty, !next.hasPrefix("--") else {
                    throw .missingValue(flag: flag)
                }
                remaining.removeFirst()
                return next
            }
            func noValue() throws(OptionsError) {
                if inlineValue != nil { throw .unexpectedValue(flag: flag) }
            }

            switch flag {
            case "--quick": try noValue(); options.quick = true
            case "--check": try noValue(); options.check = true
            case "--list": try noValue(); options.list = true
            case "--help", "-h": try noValue(); options.help = true
            case "--filter": options.filters.append(try value())
            case "--json": options.jsonPath = try value()
            default: throw .unknownFlag(flag)
            }
        }
        return options
    }
}
