import BanterUIKitCore

extension BaseViewController {
    /// Pushes `ViewControllerSet.groupChannelViewController` for `channelURL`: what the kit's
    /// screens do in `showChannel(channelURL:)`, after a profile's "Message" opened a
    /// one-to-one channel. Nothing happens without a navigation controller.
    func pushGroupChannel(channelURL: String) {
        navigationController?.pushViewController(ViewControllerSet.groupChannelViewController.init(channelURL: channelURL))
    }
}
