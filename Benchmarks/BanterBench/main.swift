// banter-bench: runs the benchmark cases and reports their figures.
// Exit status: 0 when done, 1 when --check finds a missed target or a report cannot be
// written, 2 for a command line it cannot use.

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    Console.error("banter-bench: \(error)\n\n\(Options.usage)")
    Console.exit(2)
}

if options.help {
    print(Options.usage)
    Console.exit(0)
}

let cases = BenchmarkSuite.all.filter { options.selects($0.name) }
if cases.isEmpty {
    let filters = options.filters.map { "'\($0)'" }.joined(separator: ", ")
    Console.error("banter-bench: no case matches --filter \(filters); see --list")
    Console.exit(2)
}

if options.list {
    for benchmark in cases { print(benchmark.name) }
    Console.exit(0)
}

let runner = BenchmarkRunner(policy: options.quick ? .quick : .full)
let results = cases.map(runner.run)
print(ResultTable(results: results).rendered)
// One line per reason, naming the cases it kept from running.
var skippedByReason: [(reason: String, names: [String])] = []
for result in results {
    guard let reason = result.skipReason else { continue }
    if let index = skippedByReason.firstIndex(where: { $0.reason == reason }) {
        skippedByReason[index].names.append(result.name)
    } else {
        skippedByReason.append((reason, [result.name]))
    }
}
for (reason, names) in skippedByReason {
    Console.error("banter-bench: skipped \(names.joined(separator: ", ")): \(reason)")
}

if let path = options.jsonPath {
    do {
        try Console.write(JSONReport(results: results).rendered, toFile: path)
    } catch {
        Console.error("banter-bench: \(error)")
        Console.exit(1)
    }
}

let missed = results.filter { $0.status == .missed }.map(\.name)
if !missed.isEmpty {
    let note = options.quick ? " (quick mode: figures are rough)" : ""
    Console.error("banter-bench: target missed by \(missed.joined(separator: ", "))\(note)")
}
Console.exit(options.check && !missed.isEmpty ? 1 : 0)
