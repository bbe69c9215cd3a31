import Foundation

/// Decides whether an image file an import names (a bundle's `IASKCellImage`, a storyboard's image view) can be
/// shown, so render, validate and import all make the one decision iOS makes: an image it cannot show is left
/// out of the row with a positioned warning, never a failed pane.
///
/// TableImport reads no pixels; the pipeline passes a check that reads the PNG's header and decodes it within
/// the icon raster limit (`ImageCheck.png` in TableRenderKit). The default only asks for a regular file.
public struct ImageCheck: Sendable {
    private let check: @Sendable (URL) -> String?

    /// A check that returns what keeps the file at a URL from being shown, or nil when it can be.
    public init(_ check: @escaping @Sendable (URL) -> String?) {
        self.check = check
    }

    /// What keeps the file at `url` (already inside its folder) from being shown, or nil.
    public func problem(with url: URL) -> String? {
        check(url)
    }

    /// Only a regular file (not a folder, a FIFO or a device) passes.
    public static let regularFile = ImageCheck { url in
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return "no such image file" }
        return info.st_mode & S_IFMT == S_IFREG ? nil : "the image is not a regular file"
    }
}
