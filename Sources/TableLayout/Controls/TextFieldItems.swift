import TableGraphics
import TableResolve

extension RowBuilder {
    /// A text-field row: the title at the leading edge (wrapping past a share of the width), the field from the
    /// title column (or after a wider title), or across the content width without a title.
    ///
    /// Why a column: Settings' `PSTextFieldSpecifier` (and InAppSettingsKit, which copies it) start the field at
    /// a fixed column after short titles, so the fields of a section line up, left-aligned, and move past a
    /// title only when it is wider; SwiftUI's untitled `TextField` in a Form spans the row. The trailing-aligned
    /// field of `LabeledContent` is the rarer look in Settings-like screens.
    func arrangeTextField(_ field: ContentControl.TextField, into arranged: ArrangedRow, from start: Double,
                          to end: Double) -> ArrangedRow {
        var arranged = arranged
        let look = environment.resolved.look.controls.textField
        let row = arranged.row
        let available = max(1, end - start)
        var fieldX = start
        if !row.title.isEmpty {
            let natural = measurer.measure(row.title, style: environment.fonts.title, width: nil, maxLines: 1).width
            let titleWidth = max(1, min(natural, available * look.titleMaximumShare))
            arranged.title = placeTitle(row, x: start, width: titleWidth)
            // The column scales with the text; at the largest sizes it is held to the title's share, so the field
            // keeps the rest of the row.
            let column = min(look.column, available * look.titleMaximumShare)
            fieldX = start + max(column, titleWidth + look.titleGap)
        }
        let width = max(1, end - fieldX)
        var shown = field.value
        var color = look.value
        if field.value.isEmpty {
            shown = field.placeholder
            color = look.placeholder
        } else if field.secure {
            shown = String(repeating: look.secureBullet, count: field.value.count)
        }
        // A field is one line: UITextField scrolls rather than wraps, so a long value is cut with an ellipsis.
        let text = shown.isEmpty ? nil
            : place(shown, style: environment.fonts.title.withWeight(.regular), color: color, x: fieldX, width: width,
                    maxLines: 1)
        arranged.inline = PlacedInlineControl(kind: .field(text), x: fieldX, width: width)
        return arranged
    }
}

/// A text field's text beside the title, and the field as VoiceOver focuses it; every number in `TextFieldLook`.
enum TextFieldItems {
    /// The field's text centred on `centerY`; nothing for an empty field without a placeholder.
    static func items(_ text: PlacedText?, centerY: Double) -> [DisplayItem] {
        guard let text else { return [] }
        return [.text(text.run(top: centerY - text.measurement.height / 2))]
    }

    /// The field, as tall as the row it fills (UITextField pinned to the cell's content).
    static func accessibilityElements(_ text: PlacedText?, x: Double, width: Double, in frame: Rect,
                                      context: String?) -> [AccessibilityElement] {
        let box = Rect(x: x, y: frame.y, width: width, height: frame.height)
        return [AccessibilityElement(frame: box, label: text?.text ?? "", kind: .textField, traits: [], target: box,
                                     context: context)]
    }
}
