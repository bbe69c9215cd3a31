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

    @Option(help: "Swift files: the view to draw (a View struct's name); default: the first #Preview, else the only view whose body is a Form or List.")
    var view: String?

    @Option(help: "Swift files: the #Preview (by its title, \"Preview\" when untitled) or PreviewProvider (by its type's name) to draw.")
    var preview: String?

    @Option(help: ArgumentHelp("Swift files: a folder where other views and string tables are looked up (repeatable); default: the nearest folder above the file holding Package.swift, an .xcodeproj, an .xcworkspace or .git.", valueName: "dir"))
    var sources: [String] = []

    @Option(help: ArgumentHelp("Swift files: the value of an expression the source cannot tell, EXPR=VALUE (repeatable): true, false, a number, \"text\", .case or nil.", valueName: "expr=value"))
    var assume: [String] = []

    /// The reading options.
    var options: BundleOptions {
        BundleOptions(locale: locale, idiom: idiom, appName: appName, screen: screen,
                      swiftUI: SwiftUIOptions(view: view, preview: preview, sources: sources, assumptions: assume))
    }
}
