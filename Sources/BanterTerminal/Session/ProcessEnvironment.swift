import Glibc

/// The process's environment variables as a dictionary, read from `environ` without
/// Foundation.
public enum ProcessEnvironment {
    /// The environment as it is now.
    public static var current: [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return result
    }
}
