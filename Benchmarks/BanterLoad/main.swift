// banter-load: N real ChatClients on a Matrix homeserver, in M rooms, each sending at a
// given rate for a given time with typing and read receipts on; then counts that every
// client received every message of its rooms once, in the homeserver's order, and that
// every send was acknowledged once. See LoadRun for the phases, and the README's
// "Load test" paragraph. Exit status: 0 when every count of a problem is zero, 1 when one
// is not (or the run could not be set up), 2 for a command line it cannot use.
import Foundation

let options: LoadOptions
do {
    options = try LoadOptions.parse(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
} catch {
    FileHandle.standardError.write(Data("banter-load: \(error)\n\n\(LoadOptions.usage)\n".utf8))
    exit(2)
}
if options.help {
    print(LoadOptions.usage)
    exit(0)
}
let status = await LoadRun(options: options).run()
exit(status)
