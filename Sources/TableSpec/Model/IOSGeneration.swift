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
    public static let allowedDescription = "13…18 or 26"
}
