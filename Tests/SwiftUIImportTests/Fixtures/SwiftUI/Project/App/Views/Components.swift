import SwiftUI

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

struct CardSection<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        Section {
            content
        } header: {
            Text(title)
        }
    }
}

struct Loop: View {
    var body: some View {
        Loop()
    }
}
