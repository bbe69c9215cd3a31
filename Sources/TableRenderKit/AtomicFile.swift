import Foundation
#if canImport(Glibc)
import Glibc
#endif

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

    /// Writes what `produce` puts into a sink to a temporary file beside `path` as it comes (a megabyte at a
    /// time, so a large report is never whole in memory), then renames it over `path`; nothing is left when
    /// `produce` or a write fails.
    public static func write(to path: String, _ produce: (ReportSink) throws -> Void) throws {
        var batch = StagedFiles()
        do {
            try batch.stage(for: path, produce)
            try batch.commit()
        } catch {
            batch.discard()
            throw error
        }
    }
}

/// Files written to temporary names first and renamed into place together, so a multi-page output appears
/// whole or not at all (a failure on page 5 leaves no pages 1–4), while only one page is in memory at a time.
/// Temporaries are registered with `TemporaryFiles`, so an interrupt removes them too.
public struct StagedFiles {
    private var staged: [(temporary: String, path: String)] = []

    /// Creates an empty batch.
    public init() {}

    /// Writes `bytes` to a temporary file beside `path` (same folder: the rename stays on one file system).
    public mutating func stage(_ bytes: [UInt8], for path: String) throws {
        try stage(for: path) { $0.write(bytes) }
    }

    /// Writes what `produce` puts into a sink to a temporary file beside `path` as it comes.
    public mutating func stage(for path: String, _ produce: (ReportSink) throws -> Void) throws {
        let folder = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder, isDirectory: &isDirectory),
              isDirectory.boolValue else {
            let problem = FileManager.default.fileExists(atPath: folder) ? "is not a folder" : "does not exist"
            throw RenderError.output("\(PathEscaping.escaped(path)): the folder \(PathEscaping.escaped(folder)) \(problem)")
        }
        TemporaryFiles.removeStale(in: folder)
        let (temporary, descriptor) = try TemporaryFiles.create(in: folder, for: path)
        do {
            let sink = ReportSink(descriptor: descriptor)
            try produce(sink)
            try sink.finish(name: path)
        } catch {
            close(descriptor)
            TemporaryFiles.remove(temporary)
            throw error
        }
        close(descriptor)
        staged.append((temporary, path))
    }

    /// Renames every staged file into place.
    public mutating func commit() throws {
        try commit(removing: [])
    }

    /// Renames every staged file into place as the new `set` (its pages, or its one file), and removes the
    /// members of the set on disk that this commit does not replace, under the set's lock.
    public mutating func commit(replacing set: OutputSet) throws {
        let lock = try CommitLock.acquire(for: set.path)
        defer { lock.release() }
        let targets = Set(staged.map(\.path))
        try commit(removing: set.existingFiles().filter { !targets.contains($0) })
    }

    private mutating func commit(removing obsolete: [String]) throws {
        if let failure = TemporaryFiles.commit(staged, removing: obsolete) {
            let path = staged[failure.index].path
            staged.removeFirst(failure.index)
            discard()
            throw RenderError.output("\(PathEscaping.escaped(path)): cannot replace the file: \(failure.reason)")
        }
        staged = []
    }

    /// Deletes the temporary files not yet committed.
    public mutating func discard() {
        for file in staged { TemporaryFiles.remove(file.temporary) }
        staged = []
    }
}
