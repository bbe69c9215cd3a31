extension Row {
    /// The keys of the switch's object form `{"on", "tint"}` (`"switch": true` is `{"on": true}`).
    public enum SwitchKey: String, SpecKey {
        /// On or off.
        case on
        /// The on-track's colour instead of the style's green.
        case tint

        /// What the key takes.
        public var descriptor: KeyDescriptor {
            switch self {
            case .on: return KeyDescriptor(self, .bool, required: true)
            case .tint: return KeyDescriptor(self, .color)
            }
        }
    }

    /// The schema's descriptions of the switch's two forms, a bool and the object.
    static let switchSummaries = (bool: "A UISwitch, on or off.",
                                  object: "A UISwitch with its on-tint instead of the style's green.")

    /// Decodes `"switch": true` or `"switch": {"on": true, "tint": colour}` into `switchValue` and `switchTint`.
    mutating func decodeSwitch(_ reader: ValueReader) {
        switch reader.node.value {
        case .bool(let on):
            switchValue = on
        case .object:
            guard let object = reader.object(allowedKeys: SwitchKey.names) else { return }
            switchValue = object.required(SwitchKey.on, objectLocation: reader.node.location)?.bool()
            switchTint = object[SwitchKey.tint]?.color()
        default:
            reader.mismatch(expected: "true, false or an object with \"on\" and \"tint\"")
        }
    }
}
