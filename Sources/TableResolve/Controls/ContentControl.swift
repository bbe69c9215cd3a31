import TableGraphics
import TableSpec

/// A row control as layout draws it: the spec's control with its value brought into range and its symbols
/// resolved to glyphs. The switch in `init` is exhaustive, so a new `RowControl` case is named here by the compiler.
public enum ContentControl: Hashable, Sendable {
    /// A text field beside the title.
    case textField(TextField)
    /// A slider under the texts, filled to `fraction`, with optional symbols at its ends.
    case slider(fraction: Double, minimumSymbol: SymbolGlyph?, maximumSymbol: SymbolGlyph?)
    /// A stepper on the trailing side; its value joins the title.
    case stepper(value: String?)
    /// A segmented control beside the title, or across the row without one.
    case segments(Segments)
    /// A pop-up menu's value on the trailing side.
    case menu(String)
    /// A progress bar under the title, filled to this fraction.
    case progress(Double)
    /// An activity indicator on the trailing side.
    case spinner

    /// A text field's contents.
    public struct TextField: Hashable, Sendable {
        /// The typed text.
        public var value: String
        /// The grey text shown when nothing is typed.
        public var placeholder: String
        /// Whether the text is shown as bullets.
        public var secure: Bool
    }

    /// A segmented control's labels and selection.
    public struct Segments: Hashable, Sendable {
        /// The labels, leading first.
        public var items: [String]
        /// The selected segment's index, if any.
        public var selected: Int?
    }

    /// The spec's control, resolved.
    public init(_ control: RowControl) {
        switch control {
        case .textField(let field):
            self = .textField(TextField(value: field.value, placeholder: field.placeholder, secure: field.secure))
        case .slider(let slider):
            self = .slider(fraction: slider.fraction,
                           minimumSymbol: slider.minimumSymbol.map(SymbolCatalog.glyphOrPlaceholder(named:)),
                           maximumSymbol: slider.maximumSymbol.map(SymbolCatalog.glyphOrPlaceholder(named:)))
        case .stepper(let stepper):
            self = .stepper(value: stepper.value)
        case .segments(let segments):
            self = .segments(Segments(items: segments.items, selected: segments.selected))
        case .menu(let value):
            self = .menu(value)
        case .progress(let fraction):
            self = .progress(fraction)
        case .spinner:
            self = .spinner
        }
    }
}
