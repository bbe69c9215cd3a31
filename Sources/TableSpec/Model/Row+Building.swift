extension Row {
    /// Creates a row from the keys most rows set, for specs built in Swift; every other key keeps its default
    /// and can be set afterwards.
    ///
    /// ```swift
    /// Row("Wi-Fi", detail: "Home", accessory: .disclosure,
    ///     icon: .symbol(SymbolIcon(name: "wifi", color: .semantic(.systemBlue))))
    /// ```
    public init(_ title: String, subtitle: String? = nil, detail: String? = nil, accessory: Accessory = .none,
                icon: RowIcon? = nil, switchValue: Bool? = nil) {
        self.init(title: title)
        self.subtitle = subtitle
        self.detail = detail
        self.accessory = accessory
        self.icon = icon
        self.switchValue = switchValue
    }
}
