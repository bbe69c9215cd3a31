import Foundation

/// Writes a file so that readers see either the old file or the complete new one, never a partial write.
public enum AtomicFile {
    /// Writes `bytes` to a temporary file beside `path`, then renames it over `path`.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RenderError.output("\(path): the folder \(folder.path) does not exist")
        }
        // Same folder, so the rename stays on one file system and is atomic.
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp")
        do {
            try Data(bytes).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                throw RenderError.output("\(path): cannot replace the file: \(reason)")
            }
        } catch let error as RenderError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw RenderError.output("\(path): cannot write: \(error.localizedDescription)")
        }
    }
}
