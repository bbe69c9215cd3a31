extension RGBAImage {
    /// Whether every pixel looks the same over white (or there are none): a blank or failed render, which must
    /// never be recorded or matched as a reference by accident.
    public var isBlank: Bool { withPixelView { $0.isUniform() } }
}
