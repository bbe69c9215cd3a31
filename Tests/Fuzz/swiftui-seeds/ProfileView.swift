import SwiftUI

// Views from other files, localised texts, SwiftGen constants.
struct ProfileView: View {
    @State private var count = 4

    var body: some View {
        Form {
            CardSection(title: "Account") {
                IconRow(symbol: "person.fill", title: "Name", value: "Ada")
                IconRow(symbol: "envelope", title: "Email", value: "ada@example.com")
            }
            Section {
                Text("Welcome")
                Text(String(localized: "farewell"))
                Text(NSLocalizedString("title.settings", tableName: "Settings", comment: ""))
                Text(L10n.Profile.items(count))
                Text(L10n.Profile.header)
                Text("Messages: \(count)")
                Text("\(count) devices")
                Text("\(count - 3) devices")
            }
            MissingView()
        }
        .navigationTitle("Profile")
    }
}

#Preview {
    ProfileView()
}
