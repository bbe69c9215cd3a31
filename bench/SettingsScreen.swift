// make bench's SwiftUI shape (h): a 300-line settings view, drawn straight from source and from its imported spec.
import SwiftUI

enum Appearance: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
    var title: String {
        switch self {
        case .system: return "Automatic"
        case .light: return "Light"
        case .dark: return "Dark"
        }
    }
}

enum Quality: Int, CaseIterable {
    case low = 1, medium, high
    var label: String { ["", "Low", "Medium", "High"][rawValue] }
}

struct IconRow: View {
    let symbol: String
    let title: String
    var value: String? = nil

    var body: some View {
        HStack {
            Image(systemName: symbol)
                .foregroundStyle(.blue)
            Text(title)
            Spacer()
            if let value {
                Text(value)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct BenchSettingsView: View {
    @State private var generalEnabled = true
    @AppStorage("general.level") private var generalLevel = 1
    @State private var notificationsEnabled = false
    @AppStorage("notifications.level") private var notificationsLevel = 2
    @State private var privacyEnabled = true
    @AppStorage("privacy.level") private var privacyLevel = 3
    @State private var displayEnabled = false
    @AppStorage("display.level") private var displayLevel = 4
    @State private var soundsEnabled = true
    @AppStorage("sounds.level") private var soundsLevel = 5
    @State private var storageEnabled = false
    @AppStorage("storage.level") private var storageLevel = 6
    @State private var networkEnabled = true
    @AppStorage("network.level") private var networkLevel = 7
    @State private var accessibilityEnabled = false
    @AppStorage("accessibility.level") private var accessibilityLevel = 8
    @State private var keyboardEnabled = true
    @AppStorage("keyboard.level") private var keyboardLevel = 3
    @State private var cameraEnabled = true
    @AppStorage("camera.level") private var cameraLevel = 4
    @State private var photosEnabled = true
    @AppStorage("photos.level") private var photosLevel = 5
    @State private var mapsEnabled = true
    @AppStorage("maps.level") private var mapsLevel = 6
    @State private var musicEnabled = true
    @AppStorage("music.level") private var musicLevel = 7
    @State private var mailEnabled = true
    @AppStorage("mail.level") private var mailLevel = 8
    @State private var appearance: Appearance = .dark
    @State private var quality = Quality.high
    @State private var name = "Ada Lovelace"
    @State private var volume = 0.6
    let version = "4.2.0"
    let build = 1234

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("General enabled", isOn: $generalEnabled)
                    Stepper("General level: \(generalLevel)", value: $generalLevel, in: 0...10)
                    IconRow(symbol: "gear", title: "General options", value: "\(generalLevel * 10) %")
                    NavigationLink("General details") { Text("General") }
                    LabeledContent("General status", value: generalEnabled ? "On" : "Off")
                    Label("General help", systemImage: "questionmark.circle")
                        .badge(0)
                } header: {
                    Text("General")
                } footer: {
                    Text("Changes to general settings apply at once.")
                }
                Section {
                    Toggle("Notifications enabled", isOn: $notificationsEnabled)
                    Stepper("Notifications level: \(notificationsLevel)", value: $notificationsLevel, in: 0...10)
                    IconRow(symbol: "gear", title: "Notifications options", value: "\(notificationsLevel * 10) %")
                    NavigationLink("Notifications details") { Text("Notifications") }
                    LabeledContent("Notifications status", value: notificationsEnabled ? "On" : "Off")
                    Label("Notifications help", systemImage: "questionmark.circle")
                        .badge(1)
                } header: {
                    Text("Notifications")
                } footer: {
                    Text("Changes to notifications settings apply at once.")
                }
                Section {
                    Toggle("Privacy enabled", isOn: $privacyEnabled)
                    Stepper("Privacy level: \(privacyLevel)", value: $privacyLevel, in: 0...10)
                    IconRow(symbol: "gear", title: "Privacy options", value: "\(privacyLevel * 10) %")
                    NavigationLink("Privacy details") { Text("Privacy") }
                    LabeledContent("Privacy status", value: privacyEnabled ? "On" : "Off")
                    Label("Privacy help", systemImage: "questionmark.circle")
                        .badge(2)
                } header: {
                    Text("Privacy")
                } footer: {
                    Text("Changes to privacy settings apply at once.")
                }
                Section {
                    Toggle("Display enabled", isOn: $displayEnabled)
                    Stepper("Display level: \(displayLevel)", value: $displayLevel, in: 0...10)
                    IconRow(symbol: "gear", title: "Display options", value: "\(displayLevel * 10) %")
                    NavigationLink("Display details") { Text("Display") }
                    LabeledContent("Display status", value: displayEnabled ? "On" : "Off")
                    Label("Display help", systemImage: "questionmark.circle")
                        .badge(3)
                } header: {
                    Text("Display")
                } footer: {
                    Text("Changes to display settings apply at once.")
                }
                Section {
                    Toggle("Sounds enabled", isOn: $soundsEnabled)
                    Stepper("Sounds level: \(soundsLevel)", value: $soundsLevel, in: 0...10)
                    IconRow(symbol: "gear", title: "Sounds options", value: "\(soundsLevel * 10) %")
                    NavigationLink("Sounds details") { Text("Sounds") }
                    LabeledContent("Sounds status", value: soundsEnabled ? "On" : "Off")
                    Label("Sounds help", systemImage: "questionmark.circle")
                        .badge(4)
                } header: {
                    Text("Sounds")
                } footer: {
                    Text("Changes to sounds settings apply at once.")
                }
                Section {
                    Toggle("Storage enabled", isOn: $storageEnabled)
                    Stepper("Storage level: \(storageLevel)", value: $storageLevel, in: 0...10)
                    IconRow(symbol: "gear", title: "Storage options", value: "\(storageLevel * 10) %")
                    NavigationLink("Storage details") { Text("Storage") }
                    LabeledContent("Storage status", value: storageEnabled ? "On" : "Off")
                    Label("Storage help", systemImage: "questionmark.circle")
                        .badge(5)
                } header: {
                    Text("Storage")
                } footer: {
                    Text("Changes to storage settings apply at once.")
                }
                Section {
                    Toggle("Network enabled", isOn: $networkEnabled)
                    Stepper("Network level: \(networkLevel)", value: $networkLevel, in: 0...10)
                    IconRow(symbol: "gear", title: "Network options", value: "\(networkLevel * 10) %")
                    NavigationLink("Network details") { Text("Network") }
                    LabeledContent("Network status", value: networkEnabled ? "On" : "Off")
                    Label("Network help", systemImage: "questionmark.circle")
                        .badge(6)
                } header: {
                    Text("Network")
                } footer: {
                    Text("Changes to network settings apply at once.")
                }
                Section {
                    Toggle("Accessibility enabled", isOn: $accessibilityEnabled)
                    Stepper("Accessibility level: \(accessibilityLevel)", value: $accessibilityLevel, in: 0...10)
                    IconRow(symbol: "gear", title: "Accessibility options", value: "\(accessibilityLevel * 10) %")
                    NavigationLink("Accessibility details") { Text("Accessibility") }
                    LabeledContent("Accessibility status", value: accessibilityEnabled ? "On" : "Off")
                    Label("Accessibility help", systemImage: "questionmark.circle")
                        .badge(7)
                } header: {
                    Text("Accessibility")
                } footer: {
                    Text("Changes to accessibility settings apply at once.")
                }
                Section {
                    Toggle("Keyboard enabled", isOn: $keyboardEnabled)
                    Stepper("Keyboard level: \(keyboardLevel)", value: $keyboardLevel, in: 0...10)
                    IconRow(symbol: "gear", title: "Keyboard options", value: "\(keyboardLevel * 10) %")
                    NavigationLink("Keyboard details") { Text("Keyboard") }
                    LabeledContent("Keyboard status", value: keyboardEnabled ? "On" : "Off")
                    Label("Keyboard help", systemImage: "questionmark.circle")
                        .badge(8)
                } header: {
                    Text("Keyboard")
                } footer: {
                    Text("Changes to keyboard settings apply at once.")
                }
                Section {
                    Toggle("Camera enabled", isOn: $cameraEnabled)
                    Stepper("Camera level: \(cameraLevel)", value: $cameraLevel, in: 0...10)
                    IconRow(symbol: "gear", title: "Camera options", value: "\(cameraLevel * 10) %")
                    NavigationLink("Camera details") { Text("Camera") }
                    LabeledContent("Camera status", value: cameraEnabled ? "On" : "Off")
                    Label("Camera help", systemImage: "questionmark.circle")
                        .badge(9)
                } header: {
                    Text("Camera")
                } footer: {
                    Text("Changes to camera settings apply at once.")
                }
                Section {
                    Toggle("Photos enabled", isOn: $photosEnabled)
                    Stepper("Photos level: \(photosLevel)", value: $photosLevel, in: 0...10)
                    IconRow(symbol: "gear", title: "Photos options", value: "\(photosLevel * 10) %")
                    NavigationLink("Photos details") { Text("Photos") }
                    LabeledContent("Photos status", value: photosEnabled ? "On" : "Off")
                    Label("Photos help", systemImage: "questionmark.circle")
                        .badge(10)
                } header: {
                    Text("Photos")
                } footer: {
                    Text("Changes to photos settings apply at once.")
                }
                Section {
                    Toggle("Maps enabled", isOn: $mapsEnabled)
                    Stepper("Maps level: \(mapsLevel)", value: $mapsLevel, in: 0...10)
                    IconRow(symbol: "gear", title: "Maps options", value: "\(mapsLevel * 10) %")
                    NavigationLink("Maps details") { Text("Maps") }
                    LabeledContent("Maps status", value: mapsEnabled ? "On" : "Off")
                    Label("Maps help", systemImage: "questionmark.circle")
                        .badge(11)
                } header: {
                    Text("Maps")
                } footer: {
                    Text("Changes to maps settings apply at once.")
                }
                Section {
                    Toggle("Music enabled", isOn: $musicEnabled)
                    Stepper("Music level: \(musicLevel)", value: $musicLevel, in: 0...10)
                    IconRow(symbol: "gear", title: "Music options", value: "\(musicLevel * 10) %")
                    NavigationLink("Music details") { Text("Music") }
                    LabeledContent("Music status", value: musicEnabled ? "On" : "Off")
                    Label("Music help", systemImage: "questionmark.circle")
                        .badge(12)
                } header: {
                    Text("Music")
                } footer: {
                    Text("Changes to music settings apply at once.")
                }
                Section {
                    Toggle("Mail enabled", isOn: $mailEnabled)
                    Stepper("Mail level: \(mailLevel)", value: $mailLevel, in: 0...10)
                    IconRow(symbol: "gear", title: "Mail options", value: "\(mailLevel * 10) %")
                    NavigationLink("Mail details") { Text("Mail") }
                    LabeledContent("Mail status", value: mailEnabled ? "On" : "Off")
                    Label("Mail help", systemImage: "questionmark.circle")
                        .badge(13)
                } header: {
                    Text("Mail")
                } footer: {
                    Text("Changes to mail settings apply at once.")
                }
                Section("Appearance") {
                    Picker("Theme", selection: $appearance) {
                        ForEach(Appearance.allCases) { item in
                            Text(item.title).tag(item)
                        }
                    }
                    Picker("Quality", selection: $quality) {
                        ForEach(Quality.allCases, id: \.self) { item in
                            Text(item.label)
                        }
                    }
                    .pickerStyle(.segmented)
                    Slider(value: $volume, in: 0...1)
                    TextField("Name", text: $name)
                }
                Section("Numbers") {
                    ForEach(1..<21) { number in
                        IconRow(symbol: "star", title: "Item \(number)", value: "\(number * number)")
                    }
                }
                Section("About") {
                    LabeledContent("Version", value: version)
                    LabeledContent("Build", value: "\(build)")
                    Link("Website", destination: URL(string: "https://example.com")!)
                    Button("Reset All Settings", role: .destructive) { }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    BenchSettingsView()
}
