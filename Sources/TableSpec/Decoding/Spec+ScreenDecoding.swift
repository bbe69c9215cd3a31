extension Spec {
    /// `ios`: a generation (`26`), or a point release as a string (`"26.0"`) or a number with a fraction (`26.4`;
    /// the number `26.0` reads as `26`, so a point release zero is written as a string).
    static func decodeIOS(_ reader: ValueReader, into spec: inout Spec) {
        let text: String
        switch reader.node.value {
        case .number(let number): text = formatNumber(number)
        case .string(let written): text = written
        default:
            reader.mismatch(expected: "an iOS version (\(IOSGeneration.allowedDescription))")
            return
        }
        guard let version = IOSGeneration.parse(text) else {
            reader.report("unsupported iOS version \(DiagnosticText.quoted(text)); expected \(IOSGeneration.allowedDescription)")
            return
        }
        spec.ios = version.generation
        spec.iosPointRelease = version.pointRelease
    }

    /// `screen`: `true`/`false`, or an object naming the chrome it draws (`{"statusBar": false,
    /// "homeIndicator": false}`), which turns the screen on.
    static func decodeScreen(_ reader: ValueReader, into spec: inout Spec) {
        if case .bool(let on) = reader.node.value {
            spec.screen = on
            return
        }
        guard let object = reader.object(allowedKeys: WindowChrome.keys, expected: "true, false or an object") else {
            return
        }
        spec.screen = true
        object["statusBar"]?.bool().map { spec.windowChrome.statusBar = $0 }
        object["homeIndicator"]?.bool().map { spec.windowChrome.homeIndicator = $0 }
    }
}
