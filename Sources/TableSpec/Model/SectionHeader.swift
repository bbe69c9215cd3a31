/// A section header: its text and whether it is shown in capitals.
public struct SectionHeader: Hashable, Sendable {
    /// The text as written.
    public var text: String
    /// Whether to uppercase it (the iOS 13–18 look), or nil for the default of the iOS generation.
    public var uppercase: Bool?

    /// Creates a header.
    public init(text: String, uppercase: Bool? = nil) {
        self.text = text
        self.uppercase = uppercase
    }
}
