import CairoBackend

extension RenderError {
    /// Any error from the pipeline as a `RenderError`, the one place backend errors are converted: an image
    /// over the raster limit is a limit of the input (the spec asks for too many pixels), anything else from the
    /// backend an output error. `name`, when given, prefixes the message (the spec or file it concerns).
    public init(_ error: Error, name: String? = nil) {
        let prefix = name.map { "\($0): " } ?? ""
        switch error {
        case let error as RenderError: self = error
        case let error as RasterLimit.Exceeded: self = .input(prefix + error.description)
        case let error as CairoError: self = .output(prefix + error.description)
        default: self = .output(prefix + "\(error)")
        }
    }

    /// Runs `body`, turning whatever it throws into a `RenderError` about `name`.
    static func converting<T>(name: String? = nil, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw RenderError(error, name: name)
        }
    }
}
