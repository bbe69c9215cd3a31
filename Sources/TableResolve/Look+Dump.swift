import TableGraphics

/// The dump keeps the text it had before each control's look was grouped under its name (issue 28), so the
/// `ResolvedSnapshots` pin that no number moved: the controls are written as the old `inlineControls` and
/// `trailingControls` groups (each look's properties prefixed with its name: the stepper's `size` is
/// `stepperSize`), and the switch's sizes and thumb where `metrics` and `colors` held them. Re-recording the
/// snapshots in the new grouping means deleting this file.
extension Look: ResolvedDumpFields {
    var dumpFields: [(label: String, value: Any)] {
        var fields: [(label: String, value: Any)] = []
        for field in ResolvedDump.fields(of: self) {
            switch field.label {
            case "metrics":
                fields.append(("metrics", DumpGroup(ResolvedDump.fields(of: metrics), inserting: [
                    ("switchSize", controls.switch.trackSize), ("thumbSize", controls.switch.thumbSize),
                    ("thumbShadows", controls.switch.thumbShadows),
                ], after: "squeezesCapCorners")))
            case "colors":
                fields.append(("colors", DumpGroup(ResolvedDump.fields(of: colors),
                                                   inserting: [("thumb", controls.switch.thumb)], after: "selection")))
            case "controls":
                fields.append(("inlineControls", DumpGroup(inlineControlFields)))
                fields.append(("trailingControls", DumpGroup(trailingControlFields)))
            case "prominentRow", "footerLink":
                break  // In `inlineControls`.
            default:
                fields.append(field)
            }
        }
        return fields
    }

    /// The text field, slider, progress bar, prominent row and footer link, as `InlineControlLook` wrote them.
    private var inlineControlFields: [(label: String, value: Any)] {
        DumpGroup.prefixed("textField", controls.textField, keeping: ["secureBullet"])
            + [("titleControlGap", controls.stackedGap)]
            + DumpGroup.prefixed("slider", controls.slider) + DumpGroup.prefixed("progress", controls.progress)
            + DumpGroup.prefixed("prominent", prominentRow) + [("footerLink", footerLink)]
    }

    /// The switch's colours, stepper, segmented control, menu and spinner as `TrailingControlLook` wrote them;
    /// a control's look added since is written after them, prefixed with its name.
    private var trailingControlFields: [(label: String, value: Any)] {
        let segments = DumpGroup.prefixed("segment", controls.segments, renaming: ["rowPadding": "segmentsRowPadding"])
        let shareAt = segments.firstIndex { $0.label == "segmentsRowPadding" } ?? segments.endIndex
        var fields: [(label: String, value: Any)] = [("switchOn", controls.switch.onTrack),
                                                     ("switchOff", controls.switch.offTrack)]
        fields += DumpGroup.prefixed("stepper", controls.stepper)
        fields += segments[..<shareAt] + [("trailingMaximumShare", controls.trailingMaximumShare)] + segments[shareAt...]
        fields += DumpGroup.prefixed("menu", controls.menu) + DumpGroup.prefixed("spinner", controls.spinner)
        let written: Set = ["switch", "textField", "slider", "progress", "stepper", "segments", "menu", "spinner",
                            "stackedGap", "trailingMaximumShare"]
        for field in ResolvedDump.fields(of: controls) where !written.contains(field.label) {
            fields += DumpGroup.prefixed(field.label, field.value)
        }
        return fields
    }
}

/// Labelled fields written as one group of the dump.
struct DumpGroup: ResolvedDumpFields {
    let dumpFields: [(label: String, value: Any)]

    init(_ fields: [(label: String, value: Any)]) {
        dumpFields = fields
    }

    /// `fields` with `inserted` after the field labelled `anchor` (at the end when there is none).
    init(_ fields: [(label: String, value: Any)], inserting inserted: [(label: String, value: Any)], after anchor: String) {
        let at = fields.firstIndex { $0.label == anchor }.map { $0 + 1 } ?? fields.endIndex
        dumpFields = Array(fields[..<at]) + inserted + fields[at...]
    }

    /// The stored properties of `look` labelled `prefix` + the property's name capitalised (`stepper` + `size` =
    /// `stepperSize`), but those in `keeping` under their own name and those in `renaming` under the new one.
    static func prefixed(_ prefix: String, _ look: Any, keeping: Set<String> = [],
                         renaming: [String: String] = [:]) -> [(label: String, value: Any)] {
        ResolvedDump.fields(of: look).map { field in
            if keeping.contains(field.label) { return field }
            if let name = renaming[field.label] { return (name, field.value) }
            return (prefix + field.label.prefix(1).uppercased() + field.label.dropFirst(), field.value)
        }
    }
}
