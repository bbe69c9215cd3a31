import Foundation
import TableGraphics
import TableResolve

/// A stepper, segmented control, pop-up menu value or activity indicator placed on a row's trailing side: what
/// `AccessoryKind.control` carries from `RowBuilder` to the drawing.
enum PlacedControl {
    /// A stepper: "−" and "+" halves.
    case stepper
    /// A segmented control, beside a title or across the row, with its labels measured in their segments.
    case segments(ContentControl.Segments, labels: [PlacedText])
    /// The pop-up value (measured) followed by the up/down chevrons.
    case menu(PlacedText)
    /// A medium activity indicator.
    case spinner
}

/// A control drawn inside a row's content: a text field beside the title, or a slider or progress bar stacked
/// under the texts, with its horizontal extent.
struct PlacedInlineControl {
    enum Kind {
        /// The field's text (value, bullets or placeholder), centred on the row beside the title; nil when the
        /// field is empty and has no placeholder.
        case field(PlacedText?)
        /// A slider: the thumb at `fraction` of the way from the leading end, optional symbols at the ends.
        case slider(fraction: Double, minimumSymbol: SymbolGlyph?, maximumSymbol: SymbolGlyph?)
        /// A progress bar filled to `fraction`.
        case progress(fraction: Double)
    }

    var kind: Kind
    /// Leading edge of the control (a field's text box, a slider's minimum symbol or track, a bar).
    var x: Double
    /// Width from `x` to the control's trailing edge.
    var width: Double

    /// Height the control adds under the row's texts: the slider's thumb or the bar; 0 for a field.
    func stackedHeight(_ controls: ControlLooks) -> Double {
        switch kind {
        case .field: return 0
        case .slider: return controls.slider.thumbSize.height
        case .progress: return controls.progress.height
        }
    }

    /// Height of what sits beside the texts rather than under them: a field's text.
    var besideHeight: Double {
        if case .field(let text?) = kind { return text.measurement.height }
        return 0
    }
}

/// Where each row control goes and which of its files draws it: the one place that switches over `RowControl`
/// and the placed controls in layout. Every switch is exhaustive, so a new control makes the compiler name each
/// decision here; the numbers are in its look (`Look.controls`), the drawing in its own `NameItems.swift`.
enum ControlItems {
    /// Where a row's trailing control goes: its kind, width and how far its trailing edge sits inside the
    /// content's, or nil for a row without one. Full-width segments (no title) are placed by `fullWidth`.
    static func trailing(for row: ContentRow, textLeading: Double, environment: LayoutEnvironment,
                         measurer: TextMeasuring) -> (kind: PlacedControl, width: Double, inset: Double)? {
        let controls = environment.resolved.look.controls
        // The share is of the width after the icon, so a control beside an avatar leaves the title its part.
        let contentWidth = max(1, environment.contentTrailing - textLeading)
        // Controls that are accessory views in UIKit end where a switch does (outside the content inset).
        let viewInset = -environment.metrics.switchTrailingOutset
        switch row.control {
        case .stepper?:
            return (.stepper, controls.stepper.size.width, viewInset)
        case .spinner?:
            return (.spinner, controls.spinner.diameter, viewInset)
        case .segments(let segments)?:
            guard !row.title.isEmpty else { return nil }
            let placed = SegmentsItems.besideTitle(segments, maximumWidth: contentWidth * controls.trailingMaximumShare,
                                                   look: controls.segments, measurer: measurer)
            return (placed.kind, placed.width, viewInset)
        case .menu(let value)?:
            let placed = MenuItems.placed(value, maximumWidth: contentWidth * controls.trailingMaximumShare,
                                          look: controls.menu, measurer: measurer)
            // The glyph's ink ends where a disclosure chevron's would.
            return (placed.kind, placed.width, environment.metrics.chevronExtraInset)
        case .textField?, .slider?, .progress?, nil:
            // Inside the row's content (`RowBuilder.arrangeTextField`, `withInlineControl`), or no control.
            return nil
        }
    }

    /// A segmented control across the row (a row without a title), from the text's leading edge to `edge`.
    static func fullWidth(for row: ContentRow, textLeading: Double, edge: Double, environment: LayoutEnvironment,
                          measurer: TextMeasuring) -> (kind: PlacedControl, width: Double)? {
        guard case .segments(let segments)? = row.control, row.title.isEmpty else { return nil }
        let width = max(1, edge - textLeading)
        return (SegmentsItems.placed(segments, width: width, look: environment.resolved.look.controls.segments,
                                     measurer: measurer), width)
    }

    /// The title as drawn: a stepper's value joins it in the title's line.
    static func title(of row: ContentRow, environment: LayoutEnvironment) -> String {
        guard case .stepper(let value)? = row.control else { return row.title }
        return StepperItems.title(row.title, value: value, look: environment.resolved.look.controls.stepper)
    }

    /// The height of a row that is only a segmented control across it (see `SegmentsItems.fullWidthRowHeight`);
    /// nil for any other row.
    static func fullWidthRowHeight(for row: ContentRow, environment: LayoutEnvironment) -> Double? {
        guard case .segments? = row.control else { return nil }
        return SegmentsItems.fullWidthRowHeight(for: row, look: environment.resolved.look.controls.segments)
    }

    /// The smallest height of a row with a control: the control plus the space UIKit keeps around it.
    static func minimumRowHeight(for row: ContentRow, environment: LayoutEnvironment) -> Double {
        let controls = environment.resolved.look.controls
        let padding = environment.metrics.switchVerticalPadding
        switch row.control {
        case .stepper?: return controls.stepper.size.height + 2 * padding
        case .spinner?: return controls.spinner.diameter + 2 * padding
        case .segments?:
            return controls.segments.height + 2 * (row.title.isEmpty ? controls.segments.rowPadding : padding)
        case .textField?, .slider?, .progress?, .menu?, nil:
            // Text-like or stacked under the texts: the row's text height decides.
            return 0
        }
    }

    /// Whether tapping the row does something because of its control (a menu opens).
    static func makesRowTappable(_ control: ContentControl?) -> Bool {
        switch control {
        case .menu?: return true
        case .textField?, .slider?, .stepper?, .segments?, .progress?, .spinner?, nil: return false
        }
    }

    /// The display items of a placed control whose box starts at `x`, `width` wide, centred on `centerY`.
    static func items(for control: PlacedControl, x: Double, width: Double, centerY: Double,
                      environment: LayoutEnvironment) -> [DisplayItem] {
        let controls = environment.resolved.look.controls
        switch control {
        case .stepper:
            return StepperItems.items(x: x, centerY: centerY, look: controls.stepper, environment: environment)
        case .segments(let segments, let labels):
            return SegmentsItems.items(segments, labels: labels, x: x, width: width, centerY: centerY,
                                       look: controls.segments, environment: environment)
        case .menu(let text):
            return MenuItems.items(text, x: x, centerY: centerY, look: controls.menu)
        case .spinner:
            return SpinnerItems.items(x: x, centerY: centerY, look: controls.spinner)
        }
    }

    /// What VoiceOver reads of the control as part of the cell, after its texts.
    static func spokenValue(of control: PlacedControl) -> String? {
        switch control {
        case .menu(let value): return value.text
        case .spinner: return "In progress"
        case .stepper, .segments: return nil
        }
    }

    /// The parts of a placed control VoiceOver focuses on their own (a stepper's halves, each segment).
    static func accessibilityElements(of control: PlacedControl, x: Double, width: Double, centerY: Double,
                                      context: String?, environment: LayoutEnvironment) -> [AccessibilityElement] {
        let controls = environment.resolved.look.controls
        switch control {
        case .stepper:
            return StepperItems.accessibilityElements(x: x, centerY: centerY, look: controls.stepper,
                                                      grid: environment.grid, context: context)
        case .segments(let segments, _):
            return SegmentsItems.accessibilityElements(segments, x: x, width: width, centerY: centerY,
                                                       look: controls.segments, grid: environment.grid,
                                                       context: context)
        case .menu, .spinner:
            // Read as part of the cell (`spokenValue`).
            return []
        }
    }

    /// A control's items inside the row's content; a stacked control's box starts at `top`, a field is centred on
    /// `centerY`.
    static func items(for control: PlacedInlineControl, top: Double, centerY: Double,
                      environment: LayoutEnvironment) -> [DisplayItem] {
        let controls = environment.resolved.look.controls
        switch control.kind {
        case .field(let text):
            return TextFieldItems.items(text, centerY: centerY)
        case .progress(let fraction):
            return ProgressItems.items(x: control.x, width: control.width, fraction: fraction, top: top,
                                       look: controls.progress, grid: environment.grid)
        case .slider(let fraction, let minimumSymbol, let maximumSymbol):
            return SliderItems.items(x: control.x, width: control.width, fraction: fraction,
                                     symbols: (minimumSymbol, maximumSymbol),
                                     midY: top + controls.slider.thumbSize.height / 2, environment: environment)
        }
    }

    /// The control inside the row's content as VoiceOver focuses it, in the row's `frame` whose texts and stacked
    /// control are `stackHeight` tall.
    static func accessibilityElements(of control: PlacedInlineControl, in frame: Rect, stackHeight: Double,
                                      context: String?, environment: LayoutEnvironment) -> [AccessibilityElement] {
        let controls = environment.resolved.look.controls
        switch control.kind {
        case .field(let text):
            return TextFieldItems.accessibilityElements(text, x: control.x, width: control.width, in: frame,
                                                        context: context)
        case .slider:
            let top = frame.midY + stackHeight / 2 - control.stackedHeight(controls)
            return SliderItems.accessibilityElements(x: control.x, width: control.width, top: top,
                                                     look: controls.slider, context: context)
        case .progress:
            // Read as part of the cell, as UIProgressView is.
            return []
        }
    }

    /// A rounded rectangle's corner: capsules are true half circles (as the switch's), others the table's curve.
    static func curve(radius: Double, height: Double, environment: LayoutEnvironment) -> CornerCurve {
        radius * 2 >= height ? .circular : environment.cornerCurve
    }
}

extension RowBuilder {
    /// The row with its slider or progress bar (if it has one) across the texts' width, under them. (A text
    /// field is arranged with the title by `arrangeTextField`; the trailing controls by `ControlItems.trailing`.)
    func withInlineControl(_ arranged: ArrangedRow, from start: Double, to end: Double) -> ArrangedRow {
        var arranged = arranged
        let width = max(1, end - start)
        let stacked: PlacedInlineControl?
        switch arranged.row.control {
        case .slider(let fraction, let minimum, let maximum)?:
            stacked = SliderItems.placed(fraction: fraction, symbols: (minimum, maximum), from: start, to: end,
                                         environment: environment)
        case .progress(let value)?:
            stacked = PlacedInlineControl(kind: .progress(fraction: min(1, max(0, value.isNaN ? 0 : value))),
                                          x: start, width: width)
        case .textField?, .stepper?, .segments?, .menu?, .spinner?, nil:
            stacked = nil
        }
        guard let stacked else { return arranged }
        // Without a title the control is the row's only content, centred in it (an empty line would push it down).
        if arranged.row.title.isEmpty { arranged.title = nil }
        arranged.inline = stacked
        return arranged
    }
}
