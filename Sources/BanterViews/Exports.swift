// The scheduler types are part of the views' public surface (timers, debounces, the
// window's pacing), so code that imports BanterViews gets them without a second import.
@_exported import BanterScheduling
