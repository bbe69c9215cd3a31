import SwiftUI

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
    var title: String {
        switch self {
        case .system: return "System"
        case .light: return "Light"
        case .dark: return "Dark"
        }
    }
}

struct SettingsView: View {
    @State private var notifications = true
    @State private var sounds = false
    @AppStorage("theme") private var theme: Theme = .dark
    @State private var volume = 0.4
    @State private var name = "Ada"
    @State private var count = 3
    let version = "2.1"

    var body: some View {
        NavigationStack {
            Form {
                Section("General") {
                    Toggle("Notifications", isOn: $notifications)
                    Toggle(isOn: $sounds) {
                        Label("Sounds", systemImage: "speaker.wave.2")
                    }
                    Picker("Theme", selection: $theme) {
                        ForEach(Theme.allCases) { theme in
                            Text(theme.title).tag(theme)
                        }
                    }
                    NavigationLink("Privacy") { Text("Privacy") }
                    LabeledContent("Version", value: version)
                    HStack {
                        Text("Build")
                        Spacer()
                        Text("\(count)")
                            .foregroundStyle(.secondary)
                    }
                }
                Section {
                    TextField("Name", text: $name)
                    Slider(value: $volume, in: 0...1)
                    Stepper("Count: \(count)", value: $count, in: 0...10)
                } header: {
                    Text("Profile")
                } footer: {
                    Text("Shown to others.")
                }
                Section {
                    Button("Sign Out", role: .destructive) { }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsView()
}
