/// The kind of JSON value a decoder stands at (`JSONValueKindReporting`).
package enum JSONValueKind: Sendable {
    case null, bool, number, string, array, object
}
