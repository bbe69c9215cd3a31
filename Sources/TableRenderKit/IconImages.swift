import CairoBackend
import FileIntake
import Foundation
import TableImport
import TableSpec

/// Finds and checks the icon images a parsed spec names, straight from the document tree, so image problems
/// are reported together with every other problem of the file, each at the line and column of its path.
///
/// Layout and backend never touch the file system: every image path (row icons and avatars at any outline depth,
/// the header card's image) goes through `PathRule` against the spec's folder, then each file must be a regular
/// PNG of bounded size that decodes.
struct IconImages {
    /// Largest icon image file read, in bytes: icons are small, and a bound keeps a typo from loading a huge file.
    static let maximumBytes = 10 * 1024 * 1024
    /// The icon's raster limit: read from the PNG header and enforced before anything is decoded.
    static let limit = RasterLimit.icon

    /// Checked absolute paths by the row's path (`sections[0].rows[2].children[1]`), for the images that passed.
    private(set) var resolved: [JSONPath: String] = [:]
    /// Every image that did not.
    private(set) var problems: [SpecDiagnostic] = []

    /// The header card's checked absolute image path, if it has an image that passed.
    private(set) var headerImage: String?

    /// Checks `tableHeader.image` and every row's `icon.image` in `root`, outline children included, against `rule`.
    init(in root: SourceNode, rule: PathRule) {
        // One check (and one decode) per distinct file: a table repeats the same icon on many rows.
        var checked: [String: Problem?] = [:]
        /// The checked absolute path of the image string at `node`, or nil with its problem recorded.
        func check(_ node: SourceNode, path jsonPath: JSONPath) -> String? {
            guard case .string(let path) = node.value else { return nil }
            do {
                let url = try Self.resolve(path, rule: rule)
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
        Self.forEachRowWithAnImage(in: root) { rowPath, image in
            if let path = check(image, path: rowPath.appending("icon").appending("image")) { resolved[rowPath] = path }
        }
    }

    /// Calls `body` with the path and `icon.image` node of every row that has one: sections' rows, then their
    /// outline children, in document order. Paths are made only for rows with an image or children (a
    /// 100,000-row table of plain rows makes none), and children are a worklist, not recursion: the decoder
    /// bounds their depth, but this walk runs on every document, valid or not.
    static func forEachRowWithAnImage(in root: SourceNode, _ body: (JSONPath, SourceNode) -> Void) {
        guard case .array(let sections)? = root.node(at: JSONPath.root.appending("sections"))?.value else { return }
        let imagePath = JSONPath.root.appending("icon").appending("image")
        let childrenPath = JSONPath.root.appending("children")
        /// Visits one row; returns its children with their paths, for the worklist.
        func visit(_ row: SourceNode, path: () -> JSONPath) -> [(JSONPath, SourceNode)] {
            guard case .object = row.value else { return [] }
            let image = row.node(at: imagePath)
            let children = row.node(at: childrenPath)
            guard image != nil || children != nil else { return [] }
            let rowPath = path()
            if let image { body(rowPath, image) }
            guard case .array(let rows)? = children?.value else { return [] }
            return rows.enumerated().map { (rowPath.appending("children").appending($0.offset), $0.element) }
        }
        for (sectionIndex, section) in sections.enumerated() {
            guard case .array(let rows)? = section.node(at: JSONPath.root.appending("rows"))?.value else { continue }
            for (rowIndex, row) in rows.enumerated() {
                var pending = visit(row) {
                    JSONPath.root.appending("sections").appending(sectionIndex).appending("rows").appending(rowIndex)
                }.reversed() as [(JSONPath, SourceNode)]
                while let (path, child) = pending.popLast() {
                    pending += visit(child) { path }.reversed()
                }
            }
        }
    }

    /// The spec with every image path replaced by its checked absolute path.
    func applied(to spec: Spec) -> Spec {
        var spec = spec
        if let headerImage, spec.tableHeader != nil {
            spec.tableHeader?.artwork = .image(path: headerImage)
        }
        guard !resolved.isEmpty else { return spec }
        for sectionIndex in spec.sections.indices {
            let rowsPath = JSONPath.root.appending("sections").appending(sectionIndex).appending("rows")
            for rowIndex in spec.sections[sectionIndex].rows.indices {
                apply(to: &spec.sections[sectionIndex].rows[rowIndex], at: rowsPath.appending(rowIndex),
                      depth: 0)
            }
        }
        return spec
    }

    /// Replaces `row`'s image path, and its children's, with the checked ones. Recursion is bounded by the
    /// decoded spec's outline depth (`SpecLimits.maximumOutlineDepth`).
    private func apply(to row: inout Row, at path: JSONPath, depth: Int) {
        if let checked = resolved[path] {
            // A circular image keeps its shape; only its path becomes absolute.
            if case .avatar(var avatar)? = row.icon {
                avatar.content = .image(path: checked)
                row.icon = .avatar(avatar)
            } else {
                row.icon = .image(path: checked)
            }
        }
        guard var children = row.children, depth <= SpecLimits.maximumOutlineDepth else { return }
        for index in children.indices {
            apply(to: &children[index], at: path.appending("children").appending(index), depth: depth + 1)
        }
        row.children = children
    }

    private struct Problem: Error {
        var message: String
    }

    private static func resolve(_ path: String, rule: PathRule) throws -> URL {
        do {
            return try rule.resolve(path)
        } catch let refusal as PathRuleRefusal {
            switch refusal {
            case .empty: throw Problem(message: "the image path is empty")
            case .url: throw Problem(message: "URLs are not fetched; give a PNG file's path relative to the spec")
            case .absolute, .outside:
                throw Problem(message: "the image is outside the spec's folder; pass --allow-outside-paths to read it")
            }
        }
    }

    /// What is wrong with the image file in words, or nil when it is a PNG within `limit` that decodes.
    static func problemMessage(with url: URL) -> String? {
        problem(with: url)?.message
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
            throw Problem(message: info.st_mode & S_IFMT == S_IFDIR ? "the image is a folder, not a PNG file"
                                                                    : "the image is not a regular file")
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

extension ImageCheck {
    /// The pipeline's check for images an import names: the icon rule of specs (a regular PNG of at most
    /// `IconImages.maximumBytes`, within the icon raster limit by its header, that decodes).
    public static let png = ImageCheck { IconImages.problemMessage(with: $0) }
}
