import TableGraphics
/// Something drawn on the trailing side of a row, right to left: accessory, then badge.
enum AccessoryKind {
    case chevron
    case checkmark
    case infoButton
    case toggle(isOn: Bool, onColor: RGBAColor)
    case badge(PlacedText)
    /// A trailing SF symbol in a colour (`accessory: {"symbol": …}`).
    case symbol(SymbolGlyph, color: RGBAColor)
    /// A stepper, segmented control, menu value or activity indicator (ControlItems).
    case control(PlacedControl)
    /// An outline row's disclosure chevron in the tint: down when expanded, towards the trailing side when not.
    case outline(expanded: Bool)
}

/// An accessory with its horizontal ink extent.
struct PlacedAccessory {
    var kind: AccessoryKind
    var x: Double
    var width: Double
}
