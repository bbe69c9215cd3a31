import TableRenderKit  // the only import: docs/library.md promises that it is enough

/// docs/library.md's samples, compiled here so they stay true (`LibraryDocumentationTests` checks that every
/// Swift block of the page appears in this file or in `SnapshotSamples.swift`, and runs them). Paths are relative
/// to the current folder, as in the page; the tests run them in a temporary one.
enum LibrarySamples {
    static func loadFromAFile() throws -> Spec {
        let spec = try Spec.load(contentsOfFile: "specs/settings.json")
        return spec
    }

    static func loadFromBytes() throws -> [String] {
        let json = #"{"sections": [{"rows": [{"title": "Wi-Fi", "accessory": "disclousre"}]}]}"#
        do {
            _ = try Spec.load(Array(json.utf8), format: .json, name: "inline.json")
        } catch let error as RenderError {
            // inline.json:1:…: sections[0].rows[0].accessory: unknown value "disclousre"; did you mean "disclosure"?
            return error.lines
        }
        return []
    }

    static func buildInSwift() throws -> Spec {
        var spec = Spec(sections: [
            Section(header: SectionHeader(text: "Connections"), rows: [
                Row("Wi-Fi", detail: "Home", accessory: .disclosure,
                    icon: .symbol(SymbolIcon(name: "wifi", color: .semantic(.systemBlue)))),
                Row("Bluetooth", detail: "On", accessory: .disclosure),
                Row("Airplane Mode", switchValue: false),
            ]),
            Section(footer: "Drawn as UIKit draws an inset grouped table.", rows: [
                Row("About", accessory: .disclosure),
            ]),
        ])
        spec.width = 390
        spec.scale = 2
        spec.style = .insetGrouped
        try spec.validate()  // optional: the checks a spec file gets (unknown symbols, ranges), with JSON paths
        return spec
    }

    static func render(_ spec: Spec) throws -> (png: [UInt8], dark: [UInt8], svg: [UInt8], pdf: [UInt8]) {
        let renderer = TableRenderer.shared
        let png = try renderer.render(spec)  // PNG at the spec's own width, scale and look
        let dark = try renderer.render(spec, as: .png, overrides: SpecOverrides(appearance: .dark, device: .iphoneSE))
        let svg = try renderer.render(spec, as: .svg)
        let pdf = try renderer.render(spec, as: .pdf)
        try renderer.write(spec, as: .png, to: "out/settings.png")  // atomically; pages when taller than a PNG holds
        return (png, dark, svg, pdf)
    }

    static func compare(_ spec: Spec) throws -> GoldenComparison {
        let comparison = try TableRenderer.shared.compare(spec, withGoldenAt: "goldens/settings.png")
        switch comparison.verdict {
        case .match:
            break
        case .missing:
            try comparison.writeGolden()  // the first run records it: look at it, then commit it
        case .mismatch:
            // goldens-diff/settings.{expected,actual,diff,compare}.png, as `tablerender check --diff-dir` leaves them
            try comparison.writeArtifacts(to: "goldens-diff", name: "settings")
            print(comparison.summary)  // mismatch: 1515 of 330240 pixels differ (0.4588%), … within 675,152 104×40, …
        }
        return comparison
    }

    static func compareBytes(_ png: [UInt8], _ golden: [UInt8]) throws -> Bool {
        let tolerant = DiffOptions(threshold: 0.1, maxDifferentRatio: 0.001)  // DiffOptions.goldens is the default
        let comparison = try GoldenComparison(actualPNG: png, expectedPNG: golden, options: tolerant)
        return comparison.passed
    }
}
