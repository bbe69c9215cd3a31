import SwiftUI
enum E: Int { case a = 1, b, c }
struct V: View {
  @State var n = 9_223_372_036_854_775_807
  let s = "a" + "b" + "c"
  var body: some View { Form { Text("\(n + 1) \(n * 2) \(-n / 0) \(s.uppercased()) \(E.c.rawValue)"); Text(verbatim: "%@ %lld %1$@ %%") } }
}
#Preview { V() }
