import SwiftUI

// Every control the reader draws, with literal state.
struct ControlsView: View {
    @State private var email = "ada@example.com"
    @State private var password = "secret"
    @State private var copies = 2
    @State private var brightness = 70.0
    @State private var size = Size.medium
    @State private var sort = "Name"
    @State private var accent = Color.orange
    @State private var wakeUp = Date()
    @State private var airplane = false
    let progress = 0.25

    enum Size: Int, CaseIterable {
        case small = 1, medium, large
        var label: String {
            switch self {
            case .small: "Small"
            case .medium: "Medium"
            case .large: "Large"
            }
        }
    }

    var body: some View {
        Form {
            Section("Account") {
                TextField("Email", text: $email)
                SecureField("Password", text: $password)
                TextField("Nickname", text: .constant(""))
            }
            Section("Printing") {
                Stepper("Copies: \(copies)", value: $copies, in: 1...9)
                Slider(value: $brightness, in: 0...100) {
                    Text("Brightness")
                } minimumValueLabel: {
                    Image(systemName: "sun.min")
                } maximumValueLabel: {
                    Image(systemName: "sun.max")
                }
                ProgressView(value: progress)
                ProgressView("Syncing")
                DatePicker("Wake up", selection: $wakeUp, displayedComponents: .hourAndMinute)
                ColorPicker("Accent", selection: $accent)
            }
            Section("Pickers") {
                Picker("Size", selection: $size) {
                    ForEach(Size.allCases, id: \.self) { size in
                        Text(size.label)
                    }
                }
                .pickerStyle(.menu)
                Picker("Sort by", selection: $sort) {
                    Text("Name").tag("Name")
                    Text("Date").tag("Date")
                }
                .pickerStyle(.navigationLink)
                Picker("Size", selection: $size) {
                    Text("S").tag(Size.small)
                    Text("M").tag(Size.medium)
                    Text("L").tag(Size.large)
                }
                .pickerStyle(.segmented)
                Picker("Wheel", selection: $sort) {
                    Text("Name").tag("Name")
                    Text("Date").tag("Date")
                }
                .pickerStyle(.wheel)
                Picker(selection: $sort, label: Text("Sort (older form)")) {
                    Text("Name").tag("Name")
                    Text("Date").tag("Date")
                }
                Stepper(value: $copies, in: 1...9) {
                    Text("Copies (older form)")
                }
                DatePicker(selection: $wakeUp, label: { Text("Alarm") })
            }
            Picker("Order", selection: $sort) {
                Text("Name").tag("Name")
                Text("Date").tag("Date")
            }
            .pickerStyle(.inline)
            Section {
                Label("Wi-Fi", systemImage: "wifi")
                    .badge(3)
                Toggle("Airplane Mode", isOn: $airplane)
                    .tint(.orange)
                Text("Read only")
                    .disabled(true)
                Link("Website", destination: URL(string: "https://example.com")!)
                Button {
                } label: {
                    Label("Share", systemImage: "square.and.arrow.up")
                }
                HStack {
                    Image(systemName: "bell")
                    Text("Alerts")
                    Spacer()
                    Text("On")
                }
                HStack {
                    Image(systemName: "airplane")
                        .foregroundStyle(.white)
                        .background(Color.orange)
                    Text("Airplane tile")
                }
                Toggle(isOn: $airplane) {
                    VStack(alignment: .leading) {
                        Text("Low Power")
                        Text("Reduces background activity")
                            .foregroundStyle(.secondary)
                    }
                }
                Text("Terms") + Text(" and ") + Text("Privacy")
            }
        }
    }
}
