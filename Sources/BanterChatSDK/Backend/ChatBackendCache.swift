import Foundation

/// What a backend may keep in the client's local cache besides channels and messages, so a
/// session resumes where the last run stopped (the Matrix `/sync` token and the account's
/// rooms) instead of downloading the account again. `ChatClient` is one; a backend finds it
/// as its session's listener (`listener as? ChatBackendCache`), and without caching every
/// read answers nil and every write is dropped.
///
/// Main actor. The cache is a copy: a backend checks what it reads (a version of its own in
/// its state) and falls back to a fresh start on anything it cannot use.
@MainActor
package protocol ChatBackendCache: AnyObject {
    /// The sync token stored for the current account; nil without one.
    var cachedSyncToken: String? { get }
    /// The backend's own state as it last stored it; nil without one.
    var cachedBackendState: Data? { get }
    /// Records where the backend's event stream resumes.
    func cache(syncToken: String?)
    /// Says the backend's state changed: `make` is called when the cache is next written
    /// (a burst of changes costs one encoding), and its answer replaces the stored state.
    func cacheBackendState(_ make: @escaping @MainActor () -> Data?)
    /// Says once, for the app to show, why what the cache held could not be used.
    func noteLocalCacheNotice(_ notice: String)
}
