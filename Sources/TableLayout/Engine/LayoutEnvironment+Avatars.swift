import TableResolve

extension LayoutEnvironment {
    /// The avatar's diameter and gap to the text in `row`: a row with a subtitle is an account row (the Settings
    /// account card: name over "Apple Account, iCloud, and more") and gets the larger circle.
    func avatarSize(for row: ContentRow) -> (diameter: Double, textGap: Double) {
        let avatars = resolved.look.avatars
        if isAccountRow(row) {
            return (avatars.accountDiameter, avatars.accountTextGap)
        }
        return (avatars.rowDiameter, avatars.rowTextGap)
    }

    /// Whether `row` is the Settings account row: an avatar beside a name and a subtitle.
    func isAccountRow(_ row: ContentRow) -> Bool {
        guard case .avatar? = row.icon, let subtitle = row.subtitle else { return false }
        return !subtitle.isEmpty
    }
}
