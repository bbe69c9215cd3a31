import TableSpec

/// Decoding fixtures shared by the decoding tests: a JSON row or top-level value wrapped in a minimal spec, and the
/// diagnostics decoding reports for it (empty when it decodes).
enum SpecFixtures {
    /// The rows of a one-section spec whose rows array holds `json`; every row starts on line 1 after 24 columns.
    static func rows(_ json: String) throws -> [Row] {
        let spec = try SpecLoader.load(Array(#"{"sections": [{"rows": [\#(json)]}]}"#.utf8), format: .json)
        return spec.sections[0].rows
    }

    /// The one-line diagnostics of `decode`, or none when it succeeds.
    static func messages(_ decode: () throws -> Void) -> [String] {
        do {
            try decode()
            return []
        } catch {
            return (error as? SpecError)?.diagnostics.map(\.description) ?? ["\(error)"]
        }
    }

    /// The diagnostics of the rows `json`, or none when they decode.
    static func rowMessages(_ json: String) -> [String] {
        messages { _ = try rows(json) }
    }

    /// A one-section spec whose rows array holds `json` (starting on line 1 after 24 columns, as `rows`), with the
    /// top-level members `topLevel` (written without braces) after the sections.
    static func spec(_ topLevel: String, rows json: String = "") throws -> Spec {
        try SpecLoader.load(Array(#"{"sections": [{"rows": [\#(json)]}], \#(topLevel)}"#.utf8), format: .json)
    }

    /// The diagnostics of `spec(topLevel, rows:)`, or none when it decodes.
    static func specMessages(_ topLevel: String, rows json: String = "") -> [String] {
        messages { _ = try spec(topLevel, rows: json) }
    }
}
