import SwiftUI

// Modifiers, helper functions and properties, explicit initialisers and what the reader cannot know.
struct StatusRow: View {
    let title: String
    let isOn: Bool

    init(_ title: String, on: Bool) {
        self.title = title
        self.isOn = on
    }

    var body: some View {
        LabeledContent(title, value: isOn ? "On" : "Off")
    }
}

struct ModifiersView: View {
    @Binding var selection: Int
    @State private var isLocked = true
    @State private var note: String? = nil
    let servers = ["Alpha", "Beta"]
    static let footerText = "Changes apply at once."

    var body: some View {
        Form {
            accountSection
            Section {
                ForEach(Array(servers.enumerated()), id: \.offset) { index, server in
                    row("\(index + 1). \(server)", symbol: "globe")
                }
            } footer: {
                Text(Self.footerText)
            }
            Section {
                Text("Erase All")
                    .foregroundStyle(.red)
                Text("Learn More")
                    .foregroundColor(.accentColor)
                Text("A long note that is cut after one line because of its line limit")
                    .lineLimit(1)
                Label("Updates", systemImage: "arrow.down.circle")
                    .badge("New")
                StatusRow("Backup", on: isLocked)
                Toggle("Hidden label", isOn: .constant(true))
                    .labelsHidden()
                Text("Fancy")
                    .myCustomModifier()
                #if DEBUG
                Text("Debug menu")
                #endif
            }
            .disabled(isLocked)
            if let note {
                Text(note)
            }
            Section {
                switch selection {
                case 0: Text("First")
                default: Text("Other")
                }
                Text(Date(), style: .date)
                AnyView(Text("Erased"))
                EmptyView()
            }
        }
        .tint(.purple)
        .listStyle(.insetGrouped)
        .navigationTitle(Text("Modifiers"))
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { }
            }
        }
    }

    private var accountSection: some View {
        Section("Account") {
            row("Profile", symbol: "person.crop.circle.badge.checkmark")
        }
    }

    private func row(_ title: String, symbol: String) -> some View {
        Label(title, systemImage: symbol)
    }
}

#Preview {
    ModifiersView(selection: .constant(0))
}
