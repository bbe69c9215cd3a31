import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A folder walked with `readdir`, so every name is seen as bytes (Foundation's enumerator skips names that are
/// not UTF-8): hidden entries are skipped, and only real folders are entered (`lstat`), never a link to one, so a
/// loop cannot recurse forever. Spec collection and the orphan search share it.
public enum FolderEntries {
    /// The relative paths (as bytes) of the entries under `folder`, recursively, that `include` accepts; it sees
    /// each entry's name, the descriptor of the folder holding it (for `fstatat`), and its `lstat` file type
    /// (0 when `lstat` failed). Unordered.
    public static func files(in folder: String, include: (_ name: [UInt8], _ directory: Int32, _ type: mode_t) -> Bool) -> [[UInt8]] {
        files(in: open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC), relative: [], include: include)
    }

    /// `files(in:)` for the open folder `descriptor`, which this closes.
    private static func files(in descriptor: Int32, relative: [UInt8],
                              include: (_ name: [UInt8], _ directory: Int32, _ type: mode_t) -> Bool) -> [[UInt8]] {
        guard descriptor >= 0 else { return [] }
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return []
        }
        defer { closedir(directory) }
        var found: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix(while: { $0 != 0 })) }
            // Hidden entries (and `.`, `..`) are skipped.
            guard let first = name.first, first != UInt8(ascii: ".") else { continue }
            let path = relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name
            var info = stat()
            let type = fstatat(descriptor, cString(name), &info, AT_SYMLINK_NOFOLLOW) == 0 ? info.st_mode & S_IFMT : 0
            if type == S_IFDIR {
                found += files(in: openat(descriptor, cString(name), O_RDONLY | O_DIRECTORY | O_CLOEXEC), relative: path,
                               include: include)
            } else if include(name, descriptor, type) {
                found.append(path)
            }
        }
        return found
    }

    /// The bytes as a NUL-terminated C string.
    public static func cString(_ bytes: [UInt8]) -> [CChar] {
        bytes.map { CChar(bitPattern: $0) } + [0]
    }
}
