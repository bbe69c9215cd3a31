import SwiftUI
struct S: View {
  let a = b
  let b = a
  var c: String { c }
  func f() -> String { f() }
  var body: some View { Form { Text(a); Text(c); Text(f()) } }
}
