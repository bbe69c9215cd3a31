import TableRenderKit
import CairoBackend
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Which image files the paths inside reports may make tablerender open: only files inside the given folders
/// (for `report merge`, the folders of the reports merged; for `check --html`, its `--diff-dir`), with
/// symbolic links resolved. The one rule for every image path a report names.
///
/// A report is input: `report merge` joins files downloaded from CI jobs, and each entry's `images` holds
/// paths written by whoever wrote the report. Opened as written, `/etc/…`, `../../home/…` or a link planted
/// in a diff folder would put any PNG of the machine (or its `tEXt` chunks) into a page that is then uploaded.
/// A path is inside when it is, as written, below one of the folders (`..` resolved on the text) and the file,
/// its symbolic links resolved, is below one of them too. Reading, the file is opened by that resolved path
/// without following a link, without blocking (a FIFO), and must be a regular file of at most
/// `maximumImageBytes` whose PNG header is within the raster limit. A merge, which opens nothing, checks where
/// each path leads (`placementRefusal`); the file itself is looked at when a page reads it.
public final class ReportImagePolicy: @unchecked Sendable {
    /// Largest image file read for a page, in bytes: a screenshot is a few megabytes, a `compare` strip of a
    /// tall table a few more; an entry's three images and their copies stay within a few hundred megabytes.
    public static let maximumImageBytes = 32 << 20

    /// What the rule says about one path.
    public enum Verdict: Equatable, Sendable {
        /// Inside: the file's absolute path with symbolic links resolved, which is what is opened.
        case inside(String)
        /// Inside as written, but nothing is there (a diff folder not downloaded): nothing to open or warn about.
        case missing
        /// Not to be opened, and why (`outside the folders of the reports merged`).
        case refused(String)
    }

    /// The folders as given, made absolute with `..` resolved on the text, as path components.
    private let folders: [[String]]
    /// The folders as given: a plain relative path (`RelativePath.isPlainRelative`) below one of these is
    /// inside as written without working out its components.
    private let givenFolders: Set<String>
    /// The same folders with symbolic links resolved, each ending in `/`; folders that do not exist are left
    /// out (nothing is inside them).
    private let resolvedFolders: [String]
    /// The current folder, which relative paths start from (asked once: `getcwd` for every image adds up).
    private let base: String
    /// What `outside …` names in a refusal.
    private let description: String
    /// Resolved parent folders, by the parent as written: a diff folder holds thousands of images in a few
    /// folders, and `realpath` walks every component.
    private var resolvedParents: [String: Parent?] = [:]
    /// The folder (as written, from the current folder) `check` last looked at a path in: whether it is inside
    /// as written, and its resolved form.
    private var lastDirectory: (directory: String, inside: Bool, parent: Parent?)?
    /// The folder and directory `resolved(folder:directory:)` last answered for, and its answer.
    private var lastParent: (folder: String, directory: String, parent: Parent?)?
    /// The folder `status(of:in:_:)` last looked in, and a descriptor of it.
    private var openFolder: (path: String, descriptor: Int32)?
    /// Parent folders as written, made absolute, or nil when outside: see `lexicalParent`.
    private var lexicalParents: [String: String?] = [:]
    private let lock = NSLock()

    /// A rule admitting files inside `folders` (paths from the current folder); `description` names them in
    /// refusals (`the folders of the reports merged`).
    public init(folders: [String], description: String) {
        let base = FileManager.default.currentDirectoryPath
        self.base = base
        self.folders = folders.map { RelativePath.absoluteComponents($0, base: base) }
        givenFolders = Set(folders)
        resolvedFolders = folders.compactMap { folder in
            Self.realPath(folder).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        }
        self.description = description
    }

    /// What the rule says about `image` as a file in `folder` names it (relative to `folder`, or absolute);
    /// `folder` is taken from the current folder.
    public func verdict(for image: String, relativeTo folder: String = ".") -> Verdict {
        check(image, in: folder, needsPath: true)
    }

    /// Why `image` (as a file in `folder` names it) is refused by where it is, or nil: outside the folders as
    /// written, or in a folder that leads outside once its links are resolved. The file itself (a link, a
    /// FIFO) is not looked at: that is `read`'s part, when it is about to be opened. For a merge, which checks
    /// a hundred thousand paths and opens none, so it costs no system call per path.
    public func placementRefusal(for image: String, relativeTo folder: String = ".") -> String? {
        if case .refused(let reason) = check(image, in: folder, needsPath: false, lookingAtFile: false) {
            return reason
        }
        return nil
    }

    /// The verdict; `.inside("")` when `needsPath` is false, which saves building the path, and `.missing` for
    /// a file not looked at (`lookingAtFile` false) once its folder is inside.
    private func check(_ image: String, in folder: String, needsPath: Bool, lookingAtFile: Bool = true) -> Verdict {
        guard !image.isEmpty, !image.utf8.contains(0) else { return .refused("not a file path") }
        let parent: Parent?, name: Substring
        if givenFolders.contains(folder), RelativePath.isPlainRelative(image) {
            // What `check` writes (`diffs/a.png` beside the report): inside its report's folder as written.
            // On bytes, as the kernel splits a path (and a search by Character walks graphemes backwards).
            let slash = image.utf8.lastIndex(of: UInt8(ascii: "/"))
            name = slash.map { image[image.utf8.index(after: $0)...] } ?? image[...]
            parent = resolved(folder: folder, directory: slash.map { image[..<$0] })
        } else {
            let path = image.hasPrefix("/") ? image : folder + "/" + image
            // The folder part is worked out once per folder named (a hostile report may name thousands of
            // images outside, all in one place).
            let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
            let last = slash.map { path[path.utf8.index(after: $0)...] } ?? path[...]
            if let slash, !last.isEmpty, last != ".", last != ".." {
                // The last folder asked about answers again without building or hashing its path: the images
                // of an entry are side by side.
                let directory = path[..<slash]
                lock.lock()
                let memo = lastDirectory
                lock.unlock()
                let answer: (inside: Bool, parent: Parent?)
                if let memo, directory == memo.directory {
                    answer = (memo.inside, memo.parent)
                } else {
                    let inside = lexicalParent(String(directory))
                    answer = (inside != nil, inside.flatMap { resolved($0) })
                    lock.lock()
                    lastDirectory = (String(directory), answer.inside, answer.parent)
                    lock.unlock()
                }
                guard answer.inside else { return outside }
                parent = answer.parent
                name = last
            } else {
                let components = RelativePath.absoluteComponents(path, base: base)
                guard let end = components.last, isLexicallyInside(components) else { return outside }
                name = Substring(end)
                parent = resolved("/" + components.dropLast().joined(separator: "/"))
            }
        }
        guard let parent else { return .missing }
        guard lookingAtFile else {
            return parent.isInside ? .missing : .refused("outside \(description) (through a symbolic link)")
        }
        var info = stat()
        guard status(of: String(name), in: parent.path, &info) else { return .missing }
        if info.st_mode & S_IFMT == S_IFLNK {
            // A link: where it leads is what counts.
            guard let linked = Self.realPath(parent.path + "/" + name), stat(linked, &info) == 0 else { return .missing }
            guard isInside(linked) else { return .refused("outside \(description) (through a symbolic link)") }
            guard info.st_mode & S_IFMT == S_IFREG else { return .refused("not a regular file") }
            return .inside(linked)
        }
        guard parent.isInside else { return .refused("outside \(description) (through a symbolic link)") }
        guard info.st_mode & S_IFMT == S_IFREG else { return .refused("not a regular file") }
        return .inside(needsPath ? (parent.path.hasSuffix("/") ? parent.path : parent.path + "/") + name : "")
    }

    private var outside: Verdict { .refused("outside \(description)") }

    /// A folder images are in, with its symbolic links resolved, and whether it is below one of the resolved
    /// folders (so is a file in it that is not itself a link).
    private struct Parent {
        var path: String
        var isInside: Bool
    }

    /// The bytes of `image` (as `folder` names it) when the rule admits it and it is a regular file within
    /// `maximumImageBytes` whose PNG header passes the raster limit; nil otherwise (the page goes without it),
    /// after passing the reason to `refused` when the rule refused it.
    public func read(_ image: String, relativeTo folder: String = ".", refused: (String) -> Void = { _ in }) -> [UInt8]? {
        let file: String
        switch verdict(for: image, relativeTo: folder) {
        case .inside(let path): file = path
        case .missing: return nil
        case .refused(let reason):
            refused(reason)
            return nil
        }
        // The resolved path, no link followed at its end and no wait on a FIFO swapped in since the verdict.
        let descriptor = open(file, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              info.st_size <= Self.maximumImageBytes else { return nil }
        let capacity = Int(info.st_size)
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            while count < buffer.count {
                let got = Glibc.read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
                if got < 0 && errno == EINTR { continue }
                if got <= 0 {
                    failed = got < 0
                    return
                }
                count += got
            }
        }
        guard !failed, (try? PNGHeader(bytes).check(against: .raster)) != nil else { return nil }
        return bytes
    }

    /// `lstat` of `name` in the folder `resolvedParent`, through a descriptor of the folder kept open while
    /// images come from it: the kernel then looks up one name instead of walking the whole path again for
    /// each of a hundred thousand images.
    private func status(of name: String, in resolvedParent: String, _ info: inout stat) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if openFolder?.path != resolvedParent {
            if let folder = openFolder { close(folder.descriptor) }
            let descriptor = open(resolvedParent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            openFolder = descriptor >= 0 ? (resolvedParent, descriptor) : nil
        }
        guard let folder = openFolder else { return lstat(resolvedParent + "/" + name, &info) == 0 }
        return fstatat(folder.descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0
    }

    deinit {
        if let folder = openFolder { close(folder.descriptor) }
    }

    /// Whether the absolute `components` of a file are below one of the folders, as written.
    private func isLexicallyInside(_ components: [String]) -> Bool {
        folders.contains { folder in
            components.count > folder.count && zip(folder, components).allSatisfy { $0 == $1 }
        }
    }

    /// The absolute path of `parent` (the folder of a file, as written) when a file in it is inside one of the
    /// folders as written, else nil; remembered.
    private func lexicalParent(_ parent: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let known = lexicalParents[parent] { return known }
        let components = RelativePath.absoluteComponents(parent.isEmpty ? "/" : parent, base: base)
        // A file in `parent` has one more component than it.
        let result = isLexicallyInside(components + [""]) ? "/" + components.joined(separator: "/") : nil
        lexicalParents[parent] = .some(result)
        return result
    }

    /// Whether `resolved` (absolute, links resolved) is below one of the resolved folders.
    private func isInside(_ resolved: String) -> Bool {
        resolvedFolders.contains { resolved.hasPrefix($0) }
    }

    /// `folder` with its symbolic links resolved, remembered; nil when it does not exist.
    private func resolved(_ folder: String) -> Parent? {
        lock.lock()
        defer { lock.unlock() }
        if let known = resolvedParents[folder] { return known }
        let result = Self.realPath(folder).map { path in
            Parent(path: path, isInside: isInside(path.hasSuffix("/") ? path : path + "/"))
        }
        resolvedParents[folder] = .some(result)
        return result
    }

    /// `resolved(folder + "/" + directory)`, the last one remembered apart: the images of a report come folder
    /// after folder, and comparing with the last saves building and hashing the path for each.
    private func resolved(folder: String, directory: Substring?) -> Parent? {
        lock.lock()
        if let last = lastParent, last.folder == folder,
           directory.map({ $0 == last.directory }) ?? last.directory.isEmpty {
            lock.unlock()
            return last.parent
        }
        lock.unlock()
        let parent = resolved(folder + (directory.map { "/" + $0 } ?? ""))
        lock.lock()
        lastParent = (folder, directory.map(String.init) ?? "", parent)
        lock.unlock()
        return parent
    }

    /// `realpath(3)`: absolute, every link resolved; nil when something on the way does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
