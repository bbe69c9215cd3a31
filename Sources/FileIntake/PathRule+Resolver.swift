import Foundation
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension PathRule {
    /// `PathRule` over the many paths a report names (a hundred thousand images in a few folders), each relative
    /// to the folder of the report that names it: every folder is resolved once, and a path `check` wrote (plain
    /// names below a report's folder) costs no system call until its file is looked at.
    ///
    /// The folders a report's paths may lead into are the folders of the reports themselves (`report merge`), or
    /// the diff folder (`check --html`). What `check` writes there never leaves them as written, so a path must
    /// be inside them both as written (`..` applied on its text, no system call) and with its links followed.
    public final class Resolver: @unchecked Sendable {
        /// Where a path leads, from its folder alone: the file itself is not looked at.
        public enum Placement: Equatable, Sendable {
            /// Its folder, links followed, is inside: so is the file, unless it is itself a link.
            case inside
            /// Its folder does not exist (a diff folder not downloaded): nothing to open.
            case missing
            /// Outside the folders: already as written, or only once links are followed (`throughLink`).
            case outside(throughLink: Bool)
        }

        /// Where a path leads, the file looked at too.
        public enum Resolution: Equatable, Sendable {
            /// Inside: the file's absolute path with its links followed, and whether it is a regular file.
            case file(String, isRegular: Bool)
            /// Nothing is there (or a link leads nowhere).
            case missing
            /// Outside the folders: already as written, or only once links are followed (`throughLink`).
            case outside(throughLink: Bool)
        }

        /// The rule: the folders with their links resolved.
        public let rule: PathRule
        /// The folders as given, made absolute with `..` applied on the text, as path components.
        private let writtenFolders: [[String]]
        /// The folders as given: a plain relative path (`PathRule.isPlainRelative`) below one of these is
        /// inside as written without working out its components.
        private let givenFolders: Set<String>
        /// The current folder, which relative paths start from (asked once: `getcwd` for every path adds up).
        private let base: String
        /// Resolved parent folders, by the parent as written: `realpath` walks every component.
        private var resolvedParents: [String: Parent?] = [:]
        /// The folder (as written, from the current folder) `folderPart` last looked at a path in: whether it is
        /// inside as written, and its resolved form.
        private var lastDirectory: (directory: String, inside: Bool, parent: Parent?)?
        /// The folder and directory `resolved(folder:directory:)` last answered for, and its answer.
        private var lastParent: (folder: String, directory: String, parent: Parent?)?
        /// The folder `status(of:in:_:)` last looked in, and a descriptor of it.
        private var openFolder: (path: String, descriptor: Int32)?
        /// Parent folders as written, made absolute, or nil when outside: see `lexicalParent`.
        private var lexicalParents: [String: String?] = [:]
        private let lock = NSLock()

        /// The rule for paths inside `folders` (paths from the current folder), as written and with links followed.
        public init(folders: [String]) {
            let base = FileManager.default.currentDirectoryPath
            self.base = base
            writtenFolders = folders.map { PathRule.lexicalComponents($0, from: base) }
            givenFolders = Set(folders)
            rule = PathRule(roots: writtenFolders.map { PathRule.following("/" + $0.joined(separator: "/")) })
        }

        deinit {
            if let folder = openFolder { close(folder.descriptor) }
        }

        /// Where `path` (relative to `folder`, or absolute; not empty) leads, from its folder alone: for a merge,
        /// which checks every path and opens none, so it costs no system call per path.
        public func placement(of path: String, from folder: String = ".") -> Placement {
            switch folderPart(path, from: folder) {
            case .missing: return .missing
            case .outsideAsWritten: return .outside(throughLink: false)
            case let .found(parent, name):
                let inside = parent.isInside || rule.contains(PathRule.joined(parent.path, name))
                return inside ? .inside : .outside(throughLink: true)
            }
        }

        /// Where `path` (relative to `folder`, or absolute; not empty) leads, its own name followed when it is a
        /// link.
        public func resolution(of path: String, from folder: String = ".") -> Resolution {
            let parent: Parent, name: Substring
            switch folderPart(path, from: folder) {
            case .missing: return .missing
            case .outsideAsWritten: return .outside(throughLink: false)
            case let .found(found, last): (parent, name) = (found, last)
            }
            var info = stat()
            guard status(of: String(name), in: parent.path, &info) else { return .missing }
            if info.st_mode & S_IFMT == S_IFLNK {
                // A link: where it leads is what counts.
                guard let linked = PathRule.realPath(PathRule.joined(parent.path, name)), stat(linked, &info) == 0 else {
                    return .missing
                }
                guard rule.contains(linked) else { return .outside(throughLink: true) }
                return .file(linked, isRegular: info.st_mode & S_IFMT == S_IFREG)
            }
            let file = PathRule.joined(parent.path, name)
            guard parent.isInside || rule.contains(file) else { return .outside(throughLink: true) }
            return .file(file, isRegular: info.st_mode & S_IFMT == S_IFREG)
        }

        /// A folder paths lead into, with its symbolic links resolved, and whether it is inside the rule (so is
        /// a file in it that is not itself a link).
        private struct Parent {
            var path: String
            var isInside: Bool
        }

        private enum FolderPart {
            /// The path's folder, resolved, and its last name as written.
            case found(Parent, Substring)
            /// The path's folder does not exist.
            case missing
            /// The path leaves the folders as written.
            case outsideAsWritten
        }

        /// The folder `path` is in, resolved, and its name; the folder part is worked out once per folder named
        /// (a hostile report may name thousands of paths outside, all in one place).
        private func folderPart(_ path: String, from folder: String) -> FolderPart {
            let parent: Parent?, name: Substring
            if givenFolders.contains(folder), PathRule.isPlainRelative(path) {
                // What `check` writes (`diffs/a.png` beside the report): inside its report's folder as written.
                // On bytes, as the kernel splits a path (and a search by Character walks graphemes backwards).
                let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
                name = slash.map { path[path.utf8.index(after: $0)...] } ?? path[...]
                parent = resolved(folder: folder, directory: slash.map { path[..<$0] })
            } else {
                let full = path.hasPrefix("/") ? path : folder + "/" + path
                let slash = full.utf8.lastIndex(of: UInt8(ascii: "/"))
                let last = slash.map { full[full.utf8.index(after: $0)...] } ?? full[...]
                var answer: (inside: Bool, parent: Parent?) = (false, nil)
                let plainName = slash != nil && !last.isEmpty && last != "." && last != ".."
                if let slash, plainName {
                    // The last folder asked about answers again without building or hashing its path: the paths
                    // of an entry are side by side.
                    let directory = full[..<slash]
                    lock.lock()
                    let memo = lastDirectory
                    lock.unlock()
                    if let memo, directory == memo.directory {
                        answer = (memo.inside, memo.parent)
                    } else {
                        let inside = lexicalParent(String(directory))
                        answer = (inside != nil, inside.flatMap { resolved($0) })
                        lock.lock()
                        lastDirectory = (String(directory), answer.inside, answer.parent)
                        lock.unlock()
                    }
                }
                if answer.inside {
                    parent = answer.parent
                    name = last
                } else if plainName && !isLastNameOfAFolder(last) {
                    // Outside as written, and not one of the folders itself (`../shard` from `shard`).
                    return .outsideAsWritten
                } else {
                    // `.`, `..` or an empty name, or a path that may name a folder itself: worked out whole.
                    let components = PathRule.lexicalComponents(full, from: base)
                    guard let end = components.last, isInsideAsWritten(components) else { return .outsideAsWritten }
                    name = Substring(end)
                    parent = resolved("/" + components.dropLast().joined(separator: "/"))
                }
            }
            guard let parent else { return .missing }
            return .found(parent, name)
        }

        /// `lstat` of `name` in the folder `resolvedParent`, through a descriptor of the folder kept open while
        /// paths come from it: the kernel then looks up one name instead of walking the whole path again for
        /// each of a hundred thousand images.
        private func status(of name: String, in resolvedParent: String, _ info: inout stat) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            if openFolder?.path != resolvedParent {
                if let folder = openFolder { close(folder.descriptor) }
                let descriptor = open(resolvedParent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                openFolder = descriptor >= 0 ? (resolvedParent, descriptor) : nil
            }
            guard let folder = openFolder else { return lstat(PathRule.joined(resolvedParent, name[...]), &info) == 0 }
            return fstatat(folder.descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0
        }

        /// Whether `name` is the last name of one of the folders as written: a path ending in it may name the
        /// folder itself.
        private func isLastNameOfAFolder(_ name: Substring) -> Bool {
            writtenFolders.contains { $0.last.map { name.utf8.elementsEqual($0.utf8) } ?? false }
        }

        /// Whether the absolute `components` are one of the folders or below one, as written.
        private func isInsideAsWritten(_ components: [String]) -> Bool {
            writtenFolders.contains { folder in
                components.count >= folder.count && zip(folder, components).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
            }
        }

        /// The absolute path of `parent` (the folder of a file, as written) when a file in it is inside one of the
        /// folders as written, else nil; remembered.
        private func lexicalParent(_ parent: String) -> String? {
            lock.lock()
            defer { lock.unlock() }
            if let known = lexicalParents[parent] { return known }
            let components = PathRule.lexicalComponents(parent.isEmpty ? "/" : parent, from: base)
            // A file in `parent` has one more component than it.
            let result = isInsideAsWritten(components + [""]) ? "/" + components.joined(separator: "/") : nil
            lexicalParents[parent] = .some(result)
            return result
        }

        /// `folder` with its symbolic links resolved, remembered; nil when it does not exist.
        private func resolved(_ folder: String) -> Parent? {
            lock.lock()
            defer { lock.unlock() }
            if let known = resolvedParents[folder] { return known }
            let result = PathRule.realPath(folder).map { Parent(path: $0, isInside: rule.contains($0)) }
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
    }
}
