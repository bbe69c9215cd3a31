/// The syntax a spec file is written in.
public enum SpecFormat: String, CaseIterable, Sendable {
    /// JSON (the default).
    case json
    /// YAML, with the same structure.
    case yaml

    /// The format implied by a file name: YAML for `.yaml`/`.yml`, else JSON.
    public static func infer(fromPath path: String) -> SpecFormat {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") ? .yaml : .json
    }
}
