import TableGraphics
import TableResolve

/// Edit mode (issue 16): the delete or insert control or the selection circle before a row, the reorder bars after
/// it, and the room both take from the row's content; every number is in `RowStateLook`.
enum EditingControls {
    /// What sits before a row in edit mode.
    enum Control: Equatable {
        /// A red circle with a white minus.
        case delete
        /// A green circle with a white plus.
        case insert
        /// A selection circle, filled with a check when selected.
        case selection(selected: Bool)
    }

    /// Whether the table shows edit mode's controls: `editing`, or multiple selection (which is edit mode's).
    static func isEditing(_ content: TableContent) -> Bool {
        content.editing || content.multipleSelection
    }

    /// The control before `row`, or nil (not editing, or `edit: none`).
    static func control(for row: ContentRow, in content: TableContent) -> Control? {
        if content.multipleSelection { return .selection(selected: row.selected) }
        guard content.editing else { return nil }
        switch row.edit {
        case .delete: return .delete
        case .insert: return .insert
        case .none: return nil
        }
    }

    /// The environment `row` is laid out in: in edit mode its content starts after the control's room (every row,
    /// with a control or not, as UIKit indents them all) and ends before the reorder bars.
    static func environment(for row: ContentRow, in environment: LayoutEnvironment) -> LayoutEnvironment {
        guard isEditing(environment.content) else { return environment }
        let look = environment.resolved.look.rowStates
        var indented = environment
        indented.editingInsets.leading += look.editIndent
        if row.reorder {
            indented.editingInsets.trailing += look.reorderBarSize.width + look.reorderContentGap
        }
        return indented
    }

    /// The row as drawn in edit mode: without the accessories UIKit hides while editing (chevrons, checkmarks,
    /// info buttons, trailing symbols); switches and other controls stay.
    static func displayed(_ row: ContentRow, in environment: LayoutEnvironment) -> ContentRow {
        guard isEditing(environment.content), environment.resolved.look.rowStates.editHidesAccessories else {
            return row
        }
        var shown = row
        shown.accessory = .none
        shown.accessorySymbol = nil
        return shown
    }

    /// Whether a selected row gets the grey highlight: not in multiple selection, where its circle shows it.
    static func highlightsSelection(_ environment: LayoutEnvironment) -> Bool {
        !environment.content.multipleSelection || environment.resolved.look.rowStates.selectionHighlightsRow
    }

    /// The control and reorder bars of `row` in `frame`, placed from the row's indented environment.
    static func items(for row: ContentRow, frame: Rect, environment: LayoutEnvironment) -> [DisplayItem] {
        guard isEditing(environment.content) else { return [] }
        let look = environment.resolved.look.rowStates
        // The content's edges before edit mode (and an outline level) moved them: the control starts, and the bars
        // end, there, so a section's controls stand in one column as UIKit's editing controls do.
        let leading = environment.contentLeading - environment.editingInsets.leading - environment.outlineIndent
        let trailing = environment.contentTrailing + environment.editingInsets.trailing
        var items: [DisplayItem] = []
        if let control = control(for: row, in: environment.content) {
            items += controlItems(control, leading: leading, centerY: frame.midY, look: look,
                                  grid: environment.grid)
        }
        if row.reorder {
            items += reorderItems(trailing: trailing, centerY: frame.midY, look: look, grid: environment.grid)
        }
        return items
    }

    private static func controlItems(_ control: Control, leading: Double, centerY: Double, look: RowStateLook,
                                     grid: PixelGrid) -> [DisplayItem] {
        let diameter = look.editControlDiameter
        let circle = Rect(x: leading, y: grid.snap(centerY - diameter / 2), width: diameter, height: diameter)
        let round = CornerRadii(all: diameter / 2)
        switch control {
        case .delete, .insert:
            let pen = look.editGlyphLineWidth
            // The centre line is shorter than the ink by the round caps.
            let half = (look.editGlyphLength - pen) / 2
            var glyph = Path()
            glyph.move(to: Point(circle.midX - half, circle.midY))
            glyph.line(to: Point(circle.midX + half, circle.midY))
            if control == .insert {
                glyph.move(to: Point(circle.midX, circle.midY - half))
                glyph.line(to: Point(circle.midX, circle.midY + half))
            }
            return [
                .fill(FilledShape(rect: circle, radii: round, curve: .circular,
                                  color: control == .delete ? look.deleteFill : look.insertFill)),
                .stroke(StrokedPath(path: glyph, color: look.editGlyph, lineWidth: pen, flipsInRightToLeft: false)),
            ]
        case .selection(let selected):
            guard selected else {
                // The ring's pen lies inside the circle's edge.
                let pen = look.selectionRingWidth
                let ring = Path.roundedRect(Rect(x: circle.x + pen / 2, y: circle.y + pen / 2,
                                                 width: diameter - pen, height: diameter - pen),
                                            radii: CornerRadii(all: (diameter - pen) / 2), curve: .circular)
                return [.stroke(StrokedPath(path: ring, color: look.selectionRing, lineWidth: pen))]
            }
            let size = look.selectionCheckSize
            let box = Rect(x: circle.midX - size.width / 2, y: circle.midY - size.height / 2, width: size.width,
                           height: size.height)
            // SF's check is not mirrored right to left: it only moves with the circle.
            return [
                .fill(FilledShape(rect: circle, radii: round, curve: .circular, color: look.selectionFill)),
                .stroke(StrokedPath(path: AccessoryShapes.checkmark(in: box, lineWidth: look.selectionCheckLineWidth),
                                    color: look.selectionCheck, lineWidth: look.selectionCheckLineWidth,
                                    flipsInRightToLeft: false)),
            ]
        }
    }

    /// Three bars ending at `trailing`, centred on the row.
    private static func reorderItems(trailing: Double, centerY: Double, look: RowStateLook,
                                     grid: PixelGrid) -> [DisplayItem] {
        let bar = look.reorderBarSize
        return [-1.0, 0, 1].map { step in
            let rect = Rect(x: trailing - bar.width, y: grid.snap(centerY + step * look.reorderBarPitch - bar.height / 2),
                            width: bar.width, height: bar.height)
            return .fill(FilledShape(rect: rect, radii: CornerRadii(all: bar.height / 2), curve: .circular,
                                     color: look.reorderBar))
        }
    }
}
