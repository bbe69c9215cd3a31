/// Which view controllers of a storyboard sit in a navigation controller's stack, so a table's navigation bar can
/// show a large title when the bar prefers them and a back button labelled with the previous screen's title.
struct NavigationStacks {
    /// What a view controller inherits from the stack it is in.
    struct Place: Equatable {
        /// The navigation bar's `prefersLargeTitles` (IB's `largeTitles="YES"`).
        var largeTitles: Bool
        /// The back button's label, or nil for a stack's root (which has none).
        var back: String?
    }

    /// Places by view controller id.
    private(set) var places: [String: Place] = [:]

    /// Follows every navigation controller's root relationship and then the show/push segues from there.
    init(_ root: XMLElement) {
        let controllers = root.children(named: "scenes").flatMap { $0.children(named: "scene") }
            .flatMap { $0.children(named: "objects") }.flatMap(\.children)
            .filter { $0.attribute("id") != nil }
        var byID: [String: XMLElement] = [:]
        for controller in controllers {
            if let id = controller.attribute("id") { byID[id] = controller }
        }
        var queue: [(id: String, place: Place)] = []
        for controller in controllers where controller.name == "navigationController" {
            let largeTitles = controller.child(key: "navigationBar")?.flag("largeTitles") ?? false
            for segue in StoryboardImport.descendants(of: controller, named: "segue")
            where segue.attribute("relationship") == "rootViewController" {
                if let destination = segue.attribute("destination") {
                    queue.append((destination, Place(largeTitles: largeTitles, back: nil)))
                }
            }
        }
        // Breadth first, so a screen reachable from two places takes the shorter path's back title.
        var index = 0
        while index < queue.count {
            let (id, place) = queue[index]
            index += 1
            guard places[id] == nil, let controller = byID[id] else { continue }
            places[id] = place
            // UIKit labels the back button with the previous item's backButtonTitle, else its title, else "Back".
            let item = controller.child(key: "navigationItem")
            let back = item?.attribute("backButtonTitle") ?? item?.attribute("title")
                ?? controller.attribute("title") ?? "Back"
            for segue in StoryboardImport.descendants(of: controller, named: "segue")
            where ["show", "push"].contains(segue.attribute("kind") ?? "") {
                if let destination = segue.attribute("destination") {
                    queue.append((destination, Place(largeTitles: place.largeTitles, back: back)))
                }
            }
        }
    }

    /// The place of the view controller `id`, or nil when no navigation controller reaches it.
    func place(of id: String) -> Place? {
        places[id]
    }
}
