import Foundation

/// Writes files so that readers see either the old files or the complete new ones, never a partial write.
public enum AtomicFile {
    /// Writes `bytes` to a temporary file beside `path`, then renames it over `path`.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        var batch = StagedFiles()
        do {
            try batch.stage(bytes, for: path)
            try batch.commit()
        } catch {
            batch.discard()
            throw error
        }
    }
}

/// Files written to temporary names first and renamed into place together, so a multi-page output appears
/// whole or not at all (a failure on page 5 leaves no pages 1–4), while only one page is in memory at a time.
public struct StagedFiles {
    private var staged: [(temporary: URL, path: String)] = []

    /// Creates an empty batch.
    public init() {}

    /// Writes `bytes` to a temporary file beside `path` (same folder: the rename stays on one file system).
    public mutating func stage(_ bytes: [UInt8], for path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RenderError.output("\(path): the folder \(folder.path) does not exist")
        }
        let name = ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let temporary = folder.appendingPathComponent(name)
        do {
            try Data(bytes).write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw RenderError.output("\(path): cannot write: \(error.localizedDescription)")
        }
        staged.append((temporary, path))
    }

    /// Renames every staged file into place.
    public mutating func commit() throws {
        for (index, file) in staged.enumerated() where rename(file.temporary.path, file.path) != 0 {
            let reason = String(cString: strerror(errno))
            staged.removeFirst(index)
            discard()
            throw RenderError.output("\(file.path): cannot replace the file: \(reason)")
        }
        staged = []
    }

    /// Deletes the temporary files not yet committed.
    public mutating func discard() {
        for file in staged { try? FileManager.default.removeItem(at: file.temporary) }
        staged = []
    }
}
