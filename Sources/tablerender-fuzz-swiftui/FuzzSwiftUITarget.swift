import FuzzDriver
@main
enum FuzzSwiftUITarget: FuzzEntry {
    static func run(_ bytes: [UInt8]) {}
}
