/// The other Swift files and string tables a read may use, named by path.
public struct SourceFoldersList: Sendable {
    /// `.swift` files.
    public var swiftFiles: [String]
    /// `.strings` (in `*.lproj`) and `.xcstrings` files.
    public var stringFiles: [String]

    /// Creates a list.
    public init(swiftFiles: [String] = [], stringFiles: [String] = []) {
        self.swiftFiles = swiftFiles
        self.stringFiles = stringFiles
    }
}
