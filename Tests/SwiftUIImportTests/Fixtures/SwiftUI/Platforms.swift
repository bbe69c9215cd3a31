import SwiftUI

// Conditional compilation as an iPhone build sees it, buttons with their label as the trailing closure,
// image assets, and the older navigation bar API.
struct PlatformsView: View {
    @State private var showsSheet = false

    var body: some View {
        NavigationView {
            Form {
                Section {
                    #if os(macOS)
                    Text("Mac only")
                    #elseif os(iOS)
                    Text("iPhone")
                    #else
                    Text("Elsewhere")
                    #endif
                    Button(action: { showsSheet = true }) {
                        HStack {
                            Image("AppIconSmall")
                            Text("Other apps")
                        }
                    }
                }
                #if !os(visionOS)
                .listRowBackground(Color.white)
                .headerProminence(.increased)
                #endif
                #if canImport(AppKit)
                Section("AppKit") { Text("Not on iPhone") }
                #endif
            }
            .navigationBarTitle("Platforms")
            .navigationBarItems(trailing: Button("Done") { })
        }
    }
}
