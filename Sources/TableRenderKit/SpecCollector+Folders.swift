import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension SpecCollector {
    /// The specs in `folder`, recursively, read with `readdir` so that every name is seen as bytes: Foundation's
    /// enumerator skips names that are not UTF-8, and a folder of five specs would report four. Such a name
    /// becomes a job that fails with the name escaped, so the counts still add up. Entries that are not regular
    /// files (a FIFO named `x.json`) become jobs too, and fail with what they are; symbolic links to folders are
    /// not followed, so a loop cannot recurse forever.
    static func specs(inFolder folder: String) -> [SpecJob] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        // Entries that are not regular files (a FIFO named `x.json`) count too, and fail with what they are.
        let found = FolderEntries.files(in: folder) { name, directory, _ in
            hasSpecExtension(name) && !isLinkToFolder(name, in: directory)
        }
            .map { (relative: $0, stem: stemBytes($0)) }
            // Byte order, not the locale's: the same on every machine.
            .sorted { $0.stem.lexicographicallyPrecedes($1.stem) }
        return found.map { entry in
            if PathEscaping.isValidUTF8(entry.relative) {
                let relative = String(decoding: entry.relative, as: UTF8.self)
                return SpecJob(path: prefix + relative, name: stem(of: relative))
            }
            let path = PathEscaping.escaped(prefix) + PathEscaping.escaped(bytes: entry.relative)
            return SpecJob(path: path, name: PathEscaping.escaped(bytes: entry.stem),
                           problem: "\(path): the file name is not valid UTF-8; rename the file to read it")
        }
    }

    private static func isLinkToFolder(_ name: [UInt8], in descriptor: Int32) -> Bool {
        var info = stat()
        return fstatat(descriptor, FolderEntries.cString(name), &info, 0) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private static func hasSpecExtension(_ name: [UInt8]) -> Bool {
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot > 0 else { return false }
        let ext = String(decoding: name[(dot + 1)...], as: UTF8.self).lowercased()
        return extensions.contains(ext)
    }

    /// The path without its extension, as bytes.
    private static func stemBytes(_ path: [UInt8]) -> [UInt8] {
        guard let dot = path.lastIndex(of: UInt8(ascii: ".")) else { return path }
        return Array(path[..<dot])
    }
}
