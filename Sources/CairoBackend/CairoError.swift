import CCairo

/// A failure inside cairo, Pango or fontconfig, turned into a Swift error with cairo's own wording.
public struct CairoError: Error, CustomStringConvertible, Sendable {
    /// What failed, e.g. "cairo: out of memory while creating the PNG surface".
    public var description: String

    /// Creates an error with a message.
    public init(_ description: String) {
        self.description = description
    }

    /// Throws when `status` is not success, naming the step that failed.
    static func check(_ status: cairo_status_t, _ step: String) throws {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        let reason = cairo_status_to_string(status).map { String(cString: $0) } ?? "status \(status.rawValue)"
        throw CairoError("cairo: \(reason) while \(step)")
    }
}
