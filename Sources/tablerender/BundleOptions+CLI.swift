import ArgumentParser
import TableImport
import TableRenderKit

extension SettingsIdiom: ExpressibleByArgument {}

/// How Settings bundles (`PATH.bundle`, or one `.plist` pane) are read: shared by render, check, validate and import.
struct BundleArguments: ParsableArguments {
    @Option(help: "Bundles: the localisation to show (default en; then Base, then the raw strings).")
    var locale: String = "en"

    @Option(help: "Bundles: phone or pad; picks ~iphone/~ipad files and SupportedUserInterfaceIdioms (default phone).")
    var idiom: SettingsIdiom = .phone

    @Option(help: "Bundles: the root pane's title (default: the name of the folder holding the bundle).")
    var appName: String?

    @Flag(help: "Draw the whole screen (status bar, navigation bar, home indicator): sets a spec's \"screen\": true; a bundle's or storyboard's panes get their title and a back button.")
    var screen = false

    /// The reading options.
    var options: BundleOptions {
        BundleOptions(locale: locale, idiom: idiom, appName: appName, screen: screen)
    }
}
