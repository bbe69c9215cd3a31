import TableSpec

/// One combination of a `--matrix`: the value of each axis, in the order the axes were given, and the overrides
/// they stand for.
public struct JobVariant: Hashable, Sendable {
    /// Axis and value, in axis order (`appearance` = `dark`, `dynamicType` = `AX2`).
    public var values: [Value]
    /// What the values replace in the spec.
    public var overrides: SpecOverrides

    /// One axis's value: the axis's name and the value as written on the command line.
    public struct Value: Hashable, Sendable, Codable {
        /// The axis (`appearance`, `dynamicType`, `direction`, `device`, `ios`, `locale`).
        public var axis: String
        /// The value as the output name carries it (`dark`, `AX2`, `rtl`, `iphone-se`, `26`, `de`).
        public var value: String

        /// Creates a value.
        public init(axis: String, value: String) {
            self.axis = axis
            self.value = value
        }
    }

    /// Creates a variant.
    public init(values: [Value], overrides: SpecOverrides) {
        self.values = values
        self.overrides = overrides
    }

    /// `.dark.AX2`: the values appended to an output's name, each after a dot.
    public var suffix: String { values.map { "." + $0.value }.joined() }
}
