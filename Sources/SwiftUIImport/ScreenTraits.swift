import TableSpec

/// What applies to the whole screen, gathered from modifiers wherever they are written (the first one met wins,
/// and modifiers inside are met before those outside).
struct ScreenTraits {
    var title: String?
    var largeTitle: Bool?
    var style: TableStyle?
    var tint: ColorValue?
    var search: SearchBarSpec?
    var appearance: Appearance?
    var trailingButton: String?
    var leadingButton: String?
}
