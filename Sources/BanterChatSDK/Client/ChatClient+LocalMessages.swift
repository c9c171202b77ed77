import BanterScheduling

/// Messages this client is sending: telling collections about each step, and simulating
/// file uploads on the scheduler.
extension ChatClient {
    func localMessage(_ message: BaseMessage, in channel: BaseChannel, change: LocalMessageChange) {
        forEachObserver { $0.client(self, didChangeLocalMessage: message, in: channel, change: change) }
    }

    /// Runs a simulated upload: progress in tenths, then `finished(false)`; or
    /// `finished(true)` at once if `cancelUpload` comes first.
    func startUpload(requestId: String, size: Int, progress: (@MainActor (Int, Int) -> Void)?, finished: @escaping @MainActor (Bool) -> Void) {
        let rate = max(1, backend.limits.uploadBytesPerSecond)
        let total = Duration.milliseconds(Int64(size) * 1000 / Int64(rate))
        let steps = 10
        var tasks: [ScheduledTask] = []
        for step in 1...steps {
            tasks.append(scheduler.schedule(after: total * step / steps) { [weak self] in
                progress?(size * step / steps, size)
                if step == steps {
                    self?.uploads[requestId] = nil
                    finished(false)
                }
            })
        }
        uploads[requestId] = Upload(tasks: tasks, finished: finished)
    }

    func cancelUpload(requestId: String) -> Bool {
        guard let upload = uploads.removeValue(forKey: requestId) else { return false }
        upload.tasks.forEach { $0.cancel() }
        scheduler.schedule(after: .zero) { upload.finished(true) }
        return true
    }

    struct Upload {
        var tasks: [ScheduledTask]
        var finished: @MainActor (Bool) -> Void
    }
}
