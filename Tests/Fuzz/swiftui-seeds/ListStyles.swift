import SwiftUI

struct Contact: Identifiable {
    var id: String { name }
    let name: String
    let phone: String
}

// A plain list of contacts: ForEach over literal data, ranges, a search field, an inline title.
struct ContactsView: View {
    @State private var query = ""
    let contacts = [
        Contact(name: "Ada Lovelace", phone: "555-0100"),
        Contact(name: "Grace Hopper", phone: "555-0101"),
    ]
    static let favourites = ["Alan", "Barbara"]

    var body: some View {
        List {
            Section {
                ForEach(contacts) { contact in
                    VStack(alignment: .leading) {
                        Text(contact.name)
                        Text(contact.phone)
                            .foregroundStyle(.secondary)
                    }
                    .swipeActions {
                        Button("Delete", role: .destructive) { }
                    }
                }
            } header: {
                Text("Recent")
                    .textCase(nil)
            }
            Section("Favourites") {
                ForEach(Self.favourites, id: \.self) { name in
                    Text(name)
                }
            }
            .headerProminence(.increased)
            Section("Numbers") {
                ForEach(1..<4) { number in
                    Text("Line \(number)")
                }
            }
            Group {
                Text("Grouped A")
                Text("Grouped B")
            }
            DisclosureGroup("More") {
                Text("Hidden")
            }
        }
        .listStyle(.plain)
        .searchable(text: $query, prompt: "Find a contact")
        .navigationTitle("Contacts")
        .navigationBarTitleDisplayMode(.inline)
    }
}
