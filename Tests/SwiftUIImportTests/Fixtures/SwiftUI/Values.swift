import SwiftUI

enum Plan: String {
    case free = "Free"
    case pro = "Pro"
}

struct Limits {
    static let storage = 50
    static let unit = "GB"
}

// Values the reader works out, and the ones it cannot.
struct ValuesView: View {
    @State private var plan = Plan.pro
    @SceneStorage("tab") private var tab = 2
    @AppStorage("username") private var username = "ada"
    @ObservedObject var model: AccountModel
    let greeting = "Hello"
    private var isPro: Bool { plan == .pro }

    var body: some View {
        Form {
            Section {
                Text("\(greeting), \(username)!")
                Text(verbatim: "Plan: \(plan.rawValue)")
                Text("Storage: \(Limits.storage) \(Limits.unit)")
                Text(isPro ? "Unlimited" : "Limited")
                Text("Tab \(tab + 1)")
                Text(model.displayName)
            }
            if isPro {
                Section("Pro") {
                    Text("Thanks for subscribing")
                }
            } else {
                Section("Upgrade") {
                    Text("Go Pro")
                }
            }
            if model.isSignedIn {
                Button("Sign Out", role: .destructive) { }
            } else {
                Button("Sign In") { }
            }
            switch plan {
            case .free:
                Text("Free plan")
            case .pro:
                Text("Pro plan")
            }
        }
    }
}
