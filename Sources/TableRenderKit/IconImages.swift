import CairoBackend
import Foundation
import TableSpec

/// Finds and checks the icon images a parsed spec names, straight from the document tree, so image problems
/// are reported together with every other problem of the file, each at the line and column of its path.
///
/// Layout and backend never touch the file system: paths are made absolute here, refused when they leave the
/// spec's folder (unless allowed) or are URLs, and each file must be a regular PNG of bounded size that decodes.
struct IconImages {
    /// Largest icon image file read, in bytes: icons are small, and a bound keeps a typo from loading a huge file.
    static let maximumBytes = 10 * 1024 * 1024
    /// The icon's raster limit: read from the PNG header and enforced before anything is decoded.
    static let limit = RasterLimit.icon

    /// Absolute paths by section and row index, for the images that passed.
    private(set) var resolved: [[Int: String]] = []
    /// Every image that did not.
    private(set) var problems: [SpecDiagnostic] = []

    /// The header card's checked absolute image path, if it has an image that passed.
    private(set) var headerImage: String?

    /// Checks every `sections[i].rows[j].icon.image` string and `tableHeader.image` in `root`.
    init(in root: SourceNode, folder: URL, allowOutside: Bool) {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath()
        // One check (and one decode) per distinct file: a table repeats the same icon on many rows.
        var checked: [String: Problem?] = [:]
        /// The checked absolute path of the image string at `node`, or nil with its problem recorded.
        func check(_ node: SourceNode, path jsonPath: JSONPath) -> String? {
            guard case .string(let path) = node.value else { return nil }
            do {
                let url = try Self.resolve(path, in: base, allowOutside: allowOutside)
                let problem = checked[url.path] ?? Self.problem(with: url)
                checked[url.path] = problem
                if let problem { throw problem }
                return url.path
            } catch let problem as Problem {
                problems.append(SpecDiagnostic(location: node.location, path: jsonPath,
                                               message: "\(problem.message) (\(DiagnosticText.quoted(path)))"))
            } catch {
                problems.append(SpecDiagnostic(location: node.location, path: jsonPath, message: "\(error)"))
            }
            return nil
        }
        let headerPath = JSONPath.root.appending("tableHeader").appending("image")
        if let node = root.node(at: headerPath) {
            headerImage = check(node, path: headerPath)
        }
        guard case .array(let sections)? = root.node(at: JSONPath.root.appending("sections"))?.value else { return }
        resolved = Array(repeating: [:], count: sections.count)
        for (sectionIndex, section) in sections.enumerated() {
            guard case .array(let rows)? = section.node(at: JSONPath.root.appending("rows"))?.value else { continue }
            for rowIndex in rows.indices {
                let relative = JSONPath.root.appending("rows").appending(rowIndex).appending("icon").appending("image")
                guard let node = section.node(at: relative) else { continue }
                let jsonPath = JSONPath(components: [.key("sections"), .index(sectionIndex)] + relative.components)
                if let path = check(node, path: jsonPath) { resolved[sectionIndex][rowIndex] = path }
            }
        }
    }

    /// The spec with every image path replaced by its checked absolute path.
    func applied(to spec: Spec) -> Spec {
        var spec = spec
        if let headerImage, spec.tableHeader != nil {
            spec.tableHeader?.artwork = .image(path: headerImage)
        }
        for (sectionIndex, rows) in resolved.enumerated() where sectionIndex < spec.sections.count {
            for (rowIndex, path) in rows where rowIndex < spec.sections[sectionIndex].rows.count {
                // A circular image keeps its shape; only its path becomes absolute.
                if case .avatar(var avatar)? = spec.sections[sectionIndex].rows[rowIndex].icon {
                    avatar.content = .image(path: path)
                    spec.sections[sectionIndex].rows[rowIndex].icon = .avatar(avatar)
                } else {
                    spec.sections[sectionIndex].rows[rowIndex].icon = .image(path: path)
                }
            }
        }
        return spec
    }

    private struct Problem: Error {
        var message: String
    }

    private static func resolve(_ path: String, in base: URL, allowOutside: Bool) throws -> URL {
        if path.contains("://") {
            throw Problem(message: "URLs are not fetched; give a PNG file's path relative to the spec")
        }
        if path.isEmpty { throw Problem(message: "the image path is empty") }
        let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path))
            .standardizedFileURL.resolvingSymlinksInPath()
        let inside = url.path.hasPrefix(base.path.hasSuffix("/") ? base.path : base.path + "/")
        if !inside && !allowOutside {
            throw Problem(message: "the image is outside the spec's folder; pass --allow-outside-paths to read it")
        }
        return url
    }

    /// What is wrong with the image file, or nil when it is a PNG within `limit` that decodes.
    private static func problem(with url: URL) -> Problem? {
        do {
            try check(url)
            return nil
        } catch let problem as Problem {
            return problem
        } catch {
            return Problem(message: "\(error)")
        }
    }

    private static func check(_ url: URL) throws {
        // lstat, not FileManager's attributes: those also look up the owner's user and group names, reading
        // /etc/passwd and /etc/group for every icon.
        var info = stat()
        guard lstat(url.path, &info) == 0 else {
            throw Problem(message: "no such image file")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw Problem(message: "the image is not a regular file")
        }
        if Int(info.st_size) > maximumBytes {
            throw Problem(message: "the image is \(info.st_size) bytes; icon images may be at most \(maximumBytes)")
        }
        let bytes: [UInt8]
        do {
            guard let read = try PNGFile.read(url.path, limit: limit) else {
                throw Problem(message: "the image cannot be read")
            }
            bytes = read
        } catch let header as PNGHeader.Problem {
            switch header {
            case .notPNG: throw Problem(message: "the image is not a PNG file")
            case .badHeader(let reason): throw Problem(message: "the image is not a valid PNG: \(reason)")
            case let .tooLarge(width, height, _):
                throw Problem(message: "the image is \(width)×\(height) px; at most \(limit.maximumSide) px a side")
            }
        }
        do {
            _ = try ImageSurface.decodePNG(bytes, limit: limit)
        } catch {
            throw Problem(message: "the PNG cannot be decoded: \(error)")
        }
    }
}
