import Synchronization

/// The sink for iteration results. An atomic add is a side effect the optimizer must keep,
/// so it must also keep whatever computed `value`; an empty `@inline(never)` function
/// alone is not enough, since the optimizer can see that it does nothing.
@inline(never)
func blackHole(_ value: Int) {
    BlackHoleStorage.total.wrappingAdd(value, ordering: .relaxed)
}

/// Where `blackHole` puts what it swallows; nothing reads it.
enum BlackHoleStorage {
    static let total = Atomic<Int>(0)
}
