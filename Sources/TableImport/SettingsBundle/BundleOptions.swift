/// Which device's files and rows a bundle is read for (`--idiom`).
public enum SettingsIdiom: String, CaseIterable, Sendable {
    /// iPhone: `~iphone` files, `SupportedUserInterfaceIdioms` containing `Phone`.
    case phone
    /// iPad: `~ipad` files, `SupportedUserInterfaceIdioms` containing `Pad`.
    case pad

    /// The suffix of device-specific files (`Root~iphone.plist`).
    var fileSuffix: String { self == .phone ? "~iphone" : "~ipad" }
    /// The word `SupportedUserInterfaceIdioms` uses.
    var plistName: String { self == .phone ? "Phone" : "Pad" }
}

/// How a Settings bundle is read: the command line's `--locale`, `--idiom` and `--app-name`.
public struct BundleOptions: Hashable, Sendable {
    /// The localisation looked up first (`de`, `pt-BR`), then `Base`, then the raw strings.
    public var locale: String
    /// The device the bundle is shown on.
    public var idiom: SettingsIdiom
    /// The root pane's title, or nil for the name of the folder holding the bundle.
    public var appName: String?

    /// Whether each pane is drawn as a whole screen (status bar, navigation bar with its title), `--screen`.
    public var screen: Bool

    /// How a SwiftUI source file is read (`--view`, `--preview`, `--sources`, `--assume`, `--strict`).
    public var swiftUI: SwiftUIOptions

    /// Creates options; the defaults are English on an iPhone, the table alone.
    public init(locale: String = "en", idiom: SettingsIdiom = .phone, appName: String? = nil, screen: Bool = false,
                swiftUI: SwiftUIOptions = SwiftUIOptions()) {
        self.locale = locale
        self.idiom = idiom
        self.appName = appName
        self.screen = screen
        self.swiftUI = swiftUI
    }
}
