/// A decoder that can say which kind of JSON value it stands at. A type that holds any JSON
/// (the Matrix backend's event contents) otherwise finds out by trying each type in turn,
/// and every wrong guess is an error: costly with JSONDecoder, and with `StoreJSONDecoder` it
/// sends the whole line to JSONDecoder. `StoreJSONDecoder`'s decoders report it.
package protocol JSONValueKindReporting {
    var jsonValueKind: JSONValueKind { get }
}
