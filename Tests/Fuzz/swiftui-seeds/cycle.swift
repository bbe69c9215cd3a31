import SwiftUI
struct A: View { var body: some View { List { B() } } }
struct B: View { var body: some View { A() } }
