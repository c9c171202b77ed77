/// Why a headless script cannot run: the file and line, and what is wrong there.
struct ScriptError: Error, CustomStringConvertible {
    let file: String
    let line: Int
    let problem: String

    var description: String { "\(file):\(line): \(problem)" }
}
