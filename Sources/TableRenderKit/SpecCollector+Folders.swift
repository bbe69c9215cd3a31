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
        let found = files(in: open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC), relative: [])
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

    /// The relative paths (as bytes) of the spec files under the open folder `descriptor`, which this closes.
    private static func files(in descriptor: Int32, relative: [UInt8]) -> [[UInt8]] {
        guard descriptor >= 0 else { return [] }
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return []
        }
        defer { closedir(directory) }
        var found: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix(while: { $0 != 0 }))
            }
            // Hidden entries (and `.`, `..`) are skipped.
            guard let first = name.first, first != UInt8(ascii: ".") else { continue }
            let path = relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name
            var info = stat()
            if fstatat(descriptor, cString(name), &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFDIR {
                found += files(in: openat(descriptor, cString(name), O_RDONLY | O_DIRECTORY | O_CLOEXEC), relative: path)
            } else if hasSpecExtension(name) && !isLinkToFolder(name, in: descriptor) {
                found.append(path)
            }
        }
        return found
    }

    private static func isLinkToFolder(_ name: [UInt8], in descriptor: Int32) -> Bool {
        var info = stat()
        return fstatat(descriptor, cString(name), &info, 0) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private static func cString(_ bytes: [UInt8]) -> [CChar] {
        bytes.map { CChar(bitPattern: $0) } + [0]
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
