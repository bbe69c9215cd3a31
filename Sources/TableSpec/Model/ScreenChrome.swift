/// Which parts of the window's chrome a full-screen render draws (`"screen": {"statusBar": false,
/// "homeIndicator": false}`, or `"statusBar": false`): snapshot-test layouts lay a screen out with its safe area but
/// draw neither. Turning one off keeps its space.
public struct WindowChrome: Hashable, Sendable {
    /// Whether the status bar (time, signal, Wi-Fi, battery) is drawn.
    public var statusBar: Bool
    /// Whether the home indicator is drawn on phones that have one.
    public var homeIndicator: Bool

    /// Creates chrome settings; both parts are drawn by default.
    public init(statusBar: Bool = true, homeIndicator: Bool = true) {
        self.statusBar = statusBar
        self.homeIndicator = homeIndicator
    }

    /// The keys of `screen`'s object form.
    public static let keys = ["statusBar", "homeIndicator"]
}

/// The status bar of a full-screen render (spec key `statusBar`).
public struct StatusBarSpec: Hashable, Sendable {
    /// The time shown, "9:41" by Apple's convention.
    public var time: String = "9:41"

    /// Creates status bar settings.
    public init(time: String = "9:41") {
        self.time = time
    }
}

/// The navigation bar of a full-screen render (spec key `navigationBar`).
public struct NavigationBarSpec: Hashable, Sendable {
    /// The title.
    public var title: String = ""
    /// A 34-pt bold large title under the bar instead of the inline 17-pt one.
    public var largeTitle: Bool = false
    /// The back button's label (with its chevron), or nil for none.
    public var back: String?
    /// A trailing button's label, or nil for none.
    public var trailing: String?
    /// A leading button's label (instead of the back button), or nil for none.
    public var leading: String?

    /// Creates navigation bar settings.
    public init(title: String = "", largeTitle: Bool = false, back: String? = nil, trailing: String? = nil,
                leading: String? = nil) {
        self.title = title
        self.largeTitle = largeTitle
        self.back = back
        self.trailing = trailing
        self.leading = leading
    }
}
