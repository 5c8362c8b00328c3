// The target's own file (SwiftPM needs one). The app's cells are the adapted copies of `../../App/*.swift` that
// LayoutSnapAdapterPlugin writes into the build folder (the folders are listed in `layoutsnap-adapter.txt`); the
// tests reach their internal types with `@testable import App`, as an app's own unit tests do.
