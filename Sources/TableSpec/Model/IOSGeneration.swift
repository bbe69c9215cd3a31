/// The iOS versions whose look tablerender draws (spec key `ios`): 13…18 share one look, 26 has its own.
/// Anything else (19…25 never shipped) is an input error listing these.
public enum IOSGeneration: Int, CaseIterable, Hashable, Sendable {
    /// iOS 13.
    case ios13 = 13
    /// iOS 14.
    case ios14 = 14
    /// iOS 15.
    case ios15 = 15
    /// iOS 16.
    case ios16 = 16
    /// iOS 17.
    case ios17 = 17
    /// iOS 18.
    case ios18 = 18
    /// iOS 26 ("Liquid Glass"; Apple's numbering jumped from 18 to 26).
    case ios26 = 26

    /// The accepted values as messages list them.
    public static let allowedDescription = "13…18 or 26, or a point release such as \"26.0\" or 18.2"

    /// The point releases a version may name (`"18.2"`, `"26.0"`): 0…9. Only iOS 26 draws some of them apart
    /// (26.0–26.3 with the corners measured on 26.0, 26.4 and later as the newest); the others draw as their
    /// generation.
    public static let pointReleases = 0...9

    /// A version as written (`26`, `26.4`, `"26.0"`): the generation and the point release (nil when none is
    /// written), or nil when the generation is not one of these or the point release is out of range.
    public static func parse(_ text: String) -> (generation: IOSGeneration, pointRelease: Int?)? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let major = Int(parts[0]), let generation = IOSGeneration(rawValue: major) else {
            return nil
        }
        guard parts.count == 2 else { return (generation, nil) }
        guard parts[1].count == 1, let minor = Int(parts[1]), pointReleases.contains(minor) else { return nil }
        return (generation, minor)
    }

    /// The version as written back: `26`, or `26.0` with a point release.
    public static func describe(_ generation: IOSGeneration, pointRelease: Int?) -> String {
        pointRelease.map { "\(generation.rawValue).\($0)" } ?? String(generation.rawValue)
    }
}
