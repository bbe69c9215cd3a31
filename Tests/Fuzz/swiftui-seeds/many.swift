import SwiftUI
struct M: View { var body: some View { List { ForEach(0..<5000) { i in ForEach(0..<50) { j in Text("\(i) \(j)") } } } } }
