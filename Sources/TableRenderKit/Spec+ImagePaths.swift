import Foundation
import TableSpec

extension Spec {
    /// Largest icon image read, in bytes: icons are small, and a bound keeps a typo from loading a huge file.
    public static let maximumImageBytes = 10 * 1024 * 1024

    /// The spec with every icon image path made absolute against `folder` (the spec file's folder) and checked:
    /// it must be a regular PNG file of bounded size. Layout and backend then never resolve paths themselves.
    public func resolvingImagePaths(relativeTo folder: URL, specName: String) throws -> Spec {
        var spec = self
        for (sectionIndex, section) in sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() {
                guard case .image(let path) = row.icon else { continue }
                let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
                    : folder.appendingPathComponent(path)
                let where_ = "\(specName): sections[\(sectionIndex)].rows[\(rowIndex)].icon.image"
                try Spec.checkImage(at: url, described: "\(where_): \"\(path)\"")
                spec.sections[sectionIndex].rows[rowIndex].icon = .image(path: url.standardizedFileURL.path)
            }
        }
        return spec
    }

    private static func checkImage(at url: URL, described name: String) throws {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
            throw RenderError.input("\(name): no such file")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw RenderError.input("\(name): not a regular file")
        }
        if let size = attributes[.size] as? Int, size > maximumImageBytes {
            throw RenderError.input("\(name): \(size) bytes; icon images may be at most \(maximumImageBytes)")
        }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard let handle = try? FileHandle(forReadingFrom: url) else {
            throw RenderError.input("\(name): cannot be read")
        }
        defer { try? handle.close() }
        guard [UInt8](handle.readData(ofLength: 8)) == signature else {
            throw RenderError.input("\(name): not a PNG file")
        }
    }
}
