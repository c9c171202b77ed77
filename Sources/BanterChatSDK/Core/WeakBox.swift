/// A weak reference in a collection, so registering a delegate or observer never keeps it alive.
@MainActor
struct WeakBox<Value> {
    private weak var object: AnyObject?

    init(_ value: Value) {
        object = value as AnyObject
    }

    var value: Value? { object as? Value }
}
