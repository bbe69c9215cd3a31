import CairoBackend
import Foundation
import TableSpec

extension SpecDocument {
    /// Largest icon image file read, in bytes: icons are small, and a bound keeps a typo from loading a huge file.
    public static let maximumImageBytes = 10 * 1024 * 1024
    /// Largest icon image side, in pixels.
    public static let maximumImageSide = 4096

    /// The spec with every icon image path made absolute against `folder` (the spec file's folder) and checked
    /// here, so layout and backend never touch the file system: a relative path that stays inside the folder
    /// (unless `allowOutside`), no URLs, a regular file of bounded size that decodes as a PNG.
    /// Every bad image is reported, at the line and column of its path in the spec.
    public func resolvingImages(relativeTo folder: URL, allowOutside: Bool) throws -> Spec {
        var spec = self.spec
        var problems: [SpecDiagnostic] = []
        let base = folder.standardizedFileURL.resolvingSymlinksInPath()
        for (sectionIndex, section) in spec.sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() {
                guard case .image(let path) = row.icon else { continue }
                let jsonPath = JSONPath.root.appending("sections").appending(sectionIndex).appending("rows")
                    .appending(rowIndex).appending("icon").appending("image")
                do {
                    let url = try SpecDocument.resolve(path, in: base, allowOutside: allowOutside)
                    try SpecDocument.checkImage(at: url)
                    spec.sections[sectionIndex].rows[rowIndex].icon = .image(path: url.path)
                } catch let problem as ImageProblem {
                    problems.append(diagnostic(at: jsonPath, "\(problem.message) (\"\(path)\")"))
                }
            }
        }
        guard problems.isEmpty else { throw SpecError(diagnostics: problems) }
        return spec
    }

    /// Why an icon image was refused.
    struct ImageProblem: Error {
        var message: String
    }

    private static func resolve(_ path: String, in base: URL, allowOutside: Bool) throws -> URL {
        if path.contains("://") {
            throw ImageProblem(message: "URLs are not fetched; give a PNG file's path relative to the spec")
        }
        if path.isEmpty { throw ImageProblem(message: "the image path is empty") }
        let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path))
            .standardizedFileURL.resolvingSymlinksInPath()
        let inside = url.path.hasPrefix(base.path.hasSuffix("/") ? base.path : base.path + "/")
        if !inside && !allowOutside {
            throw ImageProblem(message: "the image is outside the spec's folder; pass --allow-outside-paths to read it")
        }
        return url
    }

    private static func checkImage(at url: URL) throws {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
            throw ImageProblem(message: "no such image file")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw ImageProblem(message: "the image is not a regular file")
        }
        if let size = attributes[.size] as? Int, size > maximumImageBytes {
            throw ImageProblem(message: "the image is \(size) bytes; icon images may be at most \(maximumImageBytes)")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ImageProblem(message: "the image cannot be read")
        }
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw ImageProblem(message: "the image is not a PNG file")
        }
        let image: (width: Int, height: Int)
        do {
            let decoded = try ImageSurface.decodePNG(bytes)
            image = (decoded.width, decoded.height)
        } catch {
            throw ImageProblem(message: "the PNG cannot be decoded: \(error)")
        }
        guard image.width <= maximumImageSide, image.height <= maximumImageSide else {
            throw ImageProblem(message: "the image is \(image.width)×\(image.height) px; at most \(maximumImageSide) a side")
        }
    }
}
