import CairoBackend

extension RenderError {
    /// Any error from the pipeline as a `RenderError`: a backend failure is an output error.
    public init(_ error: Error) {
        switch error {
        case let error as RenderError: self = error
        case let error as CairoError: self = .output(error.description)
        default: self = .output("\(error)")
        }
    }
}
