import SwiftUI

// A screen built from data: enum cases with associated values, a row view switching over them, cards of rows in
// a ScrollView instead of a List, and a PreviewProvider whose static state feeds the bindings.
enum RowKind {
    case toggle(Binding<Bool>)
    case link
    case choice(Binding<String>, options: [String])
}

struct RowModel: Identifiable {
    let id = UUID()
    let title: String
    let symbol: String
    let color: Color
    let kind: RowKind
}

struct CardModel: Identifiable {
    let id = UUID()
    let title: String
    let rows: [RowModel]
}

struct ModelRow: View {
    let row: RowModel

    var body: some View {
        HStack {
            Image(systemName: row.symbol)
                .foregroundColor(row.color)
            Text(row.title)
            Spacer()
            switch row.kind {
            case .toggle(let isOn):
                Toggle("", isOn: isOn)
                    .labelsHidden()
            case .link:
                Image(systemName: "chevron.right")
            case let .choice(selection, options):
                Picker("", selection: selection) {
                    ForEach(options, id: \.self) { Text($0).tag($0) }
                }
            }
        }
    }
}

struct CardsView: View {
    let cards: [CardModel]

    var body: some View {
        ScrollView {
            VStack {
                ForEach(cards) { card in
                    VStack(alignment: .leading) {
                        Text(card.title)
                            .foregroundStyle(.secondary)
                        ForEach(card.rows) { ModelRow(row: $0) }
                    }
                }
            }
        }
        .navigationTitle("Cards")
    }
}

struct CardsView_Previews: PreviewProvider {
    @State static var alerts = true
    @State static var size = "Large"

    static var previews: some View {
        CardsView(cards: [
            CardModel(title: "General", rows: [
                RowModel(title: "Alerts", symbol: "bell", color: .red, kind: .toggle($alerts)),
                RowModel(title: "Text Size", symbol: "textformat.size", color: .blue,
                         kind: .choice($size, options: ["Small", "Large"])),
            ]),
            CardModel(title: "About", rows: [
                RowModel(title: "Help", symbol: "questionmark.circle", color: .green, kind: .link),
            ]),
        ])
    }
}
