import ArgumentParser

/// `--strict`, one flag with one meaning wherever an input is read (render, check, sheet, audit, validate, import):
/// every warning of the read is an error.
struct StrictOption: ParsableArguments {
    @Flag(help: "Make every warning of reading an input an error (exit 2): an SF Symbols name tablerender does not know (else drawn as a placeholder), a SwiftUI value only the running app knows, a bundle's missing strings table.")
    var strict = false
}
