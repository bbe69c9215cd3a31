import FuzzDriver
import SwiftUIImport
import TableImport

/// One fuzz input through the SwiftUI reader: limits and UTF-8, parsing, the declarations index, evaluation,
/// view reading, rows and sections, the spec's normalisation, with and without `--strict`, and with every
/// `#Preview` and view of the input as panes. Refusals and warnings are expected answers; only crashes, hangs and
/// leaks are findings. No file is read: other views and string tables come only from the input itself.
///
/// `make fuzz-swiftui` builds this with `-sanitize=fuzzer -DFUZZING` and it runs libFuzzer; otherwise it
/// replays the given input files once each (`FuzzDriver`).
@main
enum FuzzSwiftUITarget: FuzzEntry {
    static func run(_ bytes: [UInt8]) {
        let read = try? SwiftUIImport.panes(source: bytes, name: "Fuzz.swift")
        _ = try? SwiftUIImport.panes(source: bytes, name: "Fuzz.swift", options: BundleOptions(
            locale: "de", swiftUI: SwiftUIOptions(assumptions: ["isOn=false", "model.name=\"A\"", "state=.b"], strict: true)))
        // Each pane also as the one view asked for, so `--view` reads views a preview would not reach.
        for pane in read?.panes.prefix(3) ?? [] {
            _ = try? SwiftUIImport.panes(source: bytes, name: "Fuzz.swift",
                                         options: BundleOptions(swiftUI: SwiftUIOptions(view: pane.name)))
        }
    }
}
