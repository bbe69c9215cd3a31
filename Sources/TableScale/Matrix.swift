import TableRenderKit
import TableGraphics
import TableSpec

/// `--matrix AXIS=V1,V2 [AXIS=…]`: every combination of the axes' values, one output each, named by the values
/// in the order the axes were given (`settings.dark.AX2.png`).
public struct Matrix: Hashable, Sendable {
    /// The axes a matrix can vary, as spec.md names them.
    public enum Axis: String, CaseIterable, Sendable {
        /// light, dark.
        case appearance
        /// xSmall … AX5.
        case dynamicType
        /// ltr, rtl.
        case direction
        /// iphone-se, iphone-15, …
        case device
        /// 13 … 18, 26.
        case ios
        /// A language tag: a bundle's strings; right-to-left languages also mirror.
        case locale
    }

    /// One axis and its values, as given.
    public struct Dimension: Hashable, Sendable {
        /// The axis.
        public var axis: Axis
        /// Its values, in the order given.
        public var values: [String]
    }

    /// Why a `--matrix` argument cannot be used: one line.
    public struct Problem: Error, Sendable, CustomStringConvertible {
        /// The message.
        public var description: String
    }

    /// More combinations than this is a mistake (every combination renders every spec).
    public static let maximumCombinations = 4096

    /// A locale value: letters, digits, `-` and `_`, as in `pt-BR` or `zh_Hans`; it becomes part of file names.
    static let maximumLocaleLength = 35

    /// The axes in the order given.
    public var dimensions: [Dimension]

    /// Parses the `AXIS=V1,V2` arguments; every value is checked here, before anything renders.
    public init(parsing arguments: [String]) throws {
        var dimensions: [Dimension] = []
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "=") else {
                throw Problem(description: "--matrix takes AXIS=V1,V2 (axes: \(Self.axisNames)), not \(DiagnosticText.quoted(argument)); put specs before --matrix")
            }
            let name = String(argument[..<equals])
            guard let axis = Axis(rawValue: name) else {
                throw Problem(description: "--matrix: unknown axis \(DiagnosticText.quoted(name))\(Self.suggestion(for: name)); axes: \(Self.axisNames)")
            }
            if dimensions.contains(where: { $0.axis == axis }) {
                throw Problem(description: "--matrix: the axis \(axis.rawValue) is given twice; list its values once, separated by commas")
            }
            let values = argument[argument.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            if values.contains(where: \.isEmpty) {
                throw Problem(description: "--matrix \(axis.rawValue): an empty value in \(DiagnosticText.quoted(argument))")
            }
            var seen: Set<String> = []
            for value in values {
                try Self.check(value, of: axis)
                // Compared without case: on a disk that ignores case, `de` and `DE` would be one file.
                if !seen.insert(value.lowercased()).inserted {
                    throw Problem(description: "--matrix \(axis.rawValue): \(PathEscaping.escaped(value)) is given twice")
                }
            }
            dimensions.append(Dimension(axis: axis, values: values))
        }
        self.dimensions = dimensions
        if combinationCount > Self.maximumCombinations {
            throw Problem(description: "--matrix makes \(combinationCount) combinations, more than \(Self.maximumCombinations)")
        }
    }

    /// No axes: each spec once, as written.
    public static let empty = Matrix(dimensions: [])

    private init(dimensions: [Dimension]) {
        self.dimensions = dimensions
    }

    /// How many variants each spec gets.
    public var combinationCount: Int {
        dimensions.reduce(1) { product, dimension in min(product * dimension.values.count, Int(Int32.max)) }
    }

    /// The axes it varies.
    public var axes: [Axis] { dimensions.map(\.axis) }

    /// Every combination, the first axis varying slowest.
    public var variants: [JobVariant] {
        var combinations: [[JobVariant.Value]] = [[]]
        for dimension in dimensions {
            combinations = combinations.flatMap { prefix in
                dimension.values.map { prefix + [JobVariant.Value(axis: dimension.axis.rawValue, value: $0)] }
            }
        }
        return combinations.map { values in
            var overrides = SpecOverrides()
            for value in values { Self.apply(value, to: &overrides) }
            return JobVariant(values: values, overrides: overrides)
        }
    }

    /// Each job once per variant, numbered in that order (`SpecJob.order`).
    public func expand(_ jobs: [SpecJob]) -> [SpecJob] {
        let variants = dimensions.isEmpty ? [nil] : self.variants.map(Optional.some)
        var expanded: [SpecJob] = []
        for job in jobs {
            for variant in variants {
                var copy = job
                copy.variant = variant
                copy.order = expanded.count
                expanded.append(copy)
            }
        }
        return expanded
    }

    static var axisNames: String { Axis.allCases.map(\.rawValue).joined(separator: ", ") }

    static func suggestion(for name: String) -> String {
        let lowered = name.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
        guard let match = Axis.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else { return "" }
        return " (did you mean \(match.rawValue)?)"
    }

    static func check(_ value: String, of axis: Axis) throws {
        let allowed: [String]
        switch axis {
        case .appearance: allowed = Appearance.allCases.map(\.rawValue)
        case .dynamicType: allowed = DynamicTypeSize.allCases.map(\.rawValue)
        case .direction: allowed = LayoutDirection.allCases.map(\.rawValue)
        case .device: allowed = Device.allCases.map(\.rawValue)
        case .ios:
            // A generation or a point release (`ios=18,26.0,26.4`).
            if IOSGeneration.parse(value) != nil { return }
            allowed = IOSGeneration.allCases.map { String($0.rawValue) }
            throw Problem(description: "--matrix ios: \(DiagnosticText.quoted(value)) is not one of \(allowed.joined(separator: ", ")) or a point release of one (26.0, 26.4)")
        case .locale:
            let valid = !value.isEmpty && value.count <= maximumLocaleLength
                && value.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
            if !valid {
                throw Problem(description: "--matrix locale: \(DiagnosticText.quoted(value)) is not a language tag (letters, digits, - and _, at most \(maximumLocaleLength))")
            }
            return
        }
        if !allowed.contains(value) {
            throw Problem(description: "--matrix \(axis.rawValue): \(DiagnosticText.quoted(value)) is not one of \(allowed.joined(separator: ", "))")
        }
    }

    static func apply(_ value: JobVariant.Value, to overrides: inout SpecOverrides) {
        switch Axis(rawValue: value.axis) {
        case .appearance?: overrides.appearance = Appearance(rawValue: value.value)
        case .dynamicType?: overrides.dynamicType = DynamicTypeSize(rawValue: value.value)
        case .direction?: overrides.direction = LayoutDirection(rawValue: value.value)
        case .device?: overrides.device = Device(rawValue: value.value)
        case .ios?:
            let version = IOSGeneration.parse(value.value)
            overrides.ios = version?.generation
            overrides.iosPointRelease = version?.pointRelease
        case .locale?: overrides.locale = value.value
        case nil: break
        }
    }
}
