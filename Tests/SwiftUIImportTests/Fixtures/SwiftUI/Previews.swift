import SwiftUI

struct PaneA: View {
    var body: some View {
        List {
            Text("A")
        }
    }
}

struct PaneB: View {
    var body: some View {
        Form {
            Toggle("B", isOn: .constant(true))
        }
    }
}

#Preview("Light") {
    PaneA()
}

#Preview("Dark") {
    PaneB()
        .preferredColorScheme(.dark)
}

struct PaneB_Previews: PreviewProvider {
    static var previews: some View {
        PaneB()
    }
}
