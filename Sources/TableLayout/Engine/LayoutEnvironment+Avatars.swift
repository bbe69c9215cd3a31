import TableResolve
import TableSpec

extension LayoutEnvironment {
    /// The avatar's diameter and gap to the text in `row`: a row with a subtitle is an account row (the Settings
    /// account card: name over "Apple Account, iCloud, and more") and gets the larger circle.
    func avatarSize(for row: Row) -> (diameter: Double, textGap: Double) {
        let avatars = resolved.look.avatars
        if let subtitle = row.subtitle, !subtitle.isEmpty {
            return (avatars.accountDiameter, avatars.accountTextGap)
        }
        return (avatars.rowDiameter, avatars.rowTextGap)
    }
}
