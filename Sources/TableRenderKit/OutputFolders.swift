import Foundation

/// Creates the folders outputs go into, safely from several threads at once.
public enum OutputFolders {
    /// Worker threads create the same subfolders at the same moment; `createDirectory` checks and then
    /// creates, so two threads can both see "missing" and one then fails. One lock makes it check-then-create.
    private static let lock = NSLock()

    /// Creates `path` and its missing parents; an existing folder is fine.
    public static func create(_ path: String) throws {
        try lock.withLock {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else { throw RenderError.output("\(path): exists and is not a folder") }
                return
            }
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw RenderError.output("\(path): cannot create the folder: \(error.localizedDescription)")
            }
        }
    }

    /// Creates the folder that will hold `file`.
    public static func create(parentOf file: String) throws {
        let parent = (file as NSString).deletingLastPathComponent
        if !parent.isEmpty { try create(parent) }
    }
}
