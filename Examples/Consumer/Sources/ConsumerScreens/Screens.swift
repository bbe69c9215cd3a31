import TableRenderKit  // the one import: the spec model, loading, rendering and comparing

/// The screens of an app, as tablerender specs built in Swift.
public enum Screens {
    /// The Network settings screen, left to right unless told otherwise.
    public static func network(wifi: String = "Home", bluetooth: Bool = true,
                               direction: LayoutDirection = .ltr) -> Spec {
        var spec = Spec(sections: [
            Section(header: SectionHeader(text: "Connections"), rows: [
                Row("Wi-Fi", detail: wifi, accessory: .disclosure,
                    icon: .symbol(SymbolIcon(name: "wifi", color: .semantic(.systemBlue)))),
                Row("Bluetooth", detail: bluetooth ? "On" : "Off", accessory: .disclosure,
                    icon: .symbol(SymbolIcon(name: "antenna.radiowaves.left.and.right", color: .semantic(.systemBlue)))),
                Row("Airplane Mode", switchValue: false),
            ]),
        ])
        spec.width = 375
        spec.scale = 2
        spec.direction = direction
        return spec
    }

    /// A screen in every format tablerender writes (PNG, SVG, PDF), for a design-review folder.
    public static func exports(_ spec: Spec) throws -> [(format: OutputFormat, bytes: [UInt8])] {
        try OutputFormat.allCases.map { ($0, try TableRenderer.shared.render(spec, as: $0)) }
    }

    /// A screen rendered as the app's design review wants it: PNG, light and dark.
    public static func review(_ spec: Spec) throws -> (light: [UInt8], dark: [UInt8]) {
        let renderer = TableRenderer.shared
        return (try renderer.render(spec), try renderer.render(spec, overrides: SpecOverrides(appearance: .dark)))
    }
}
