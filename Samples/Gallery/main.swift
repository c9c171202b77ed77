// banter-gallery: every BanterViews control on one navigable screen. Tab moves the focus,
// Enter presses buttons, Esc goes back, Ctrl-T switches light and dark, Ctrl-C quits.

import BanterViews

MainActor.assumeIsolated {
    Application.run(rootViewController: NavigationController(rootViewController: GalleryController()))
}
