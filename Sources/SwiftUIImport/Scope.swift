import SwiftSyntax

/// The names visible where an expression is read: local constants and closure parameters, then the members of
/// the view (or type) the code belongs to, then the file's and the program's top-level names.
final class Scope {
    /// The enclosing scope.
    let parent: Scope?
    /// Names bound here.
    var values: [String: Value] = [:]
    /// The type whose members bare names and `self.` reach, or nil at the top level.
    let owner: TypeInfo?
    /// The file the code being read is in (for positions).
    let source: SourceText
    /// `self` when it is a value (an enum case in its computed properties), else nil.
    var selfValue: Value?
    /// Member values of the owner already worked out (stored fields bound by the caller, then lazily the rest).
    var members: [String: Value] = [:]
    /// Whether this scope holds the owner's members (the scope made when a view is inlined).
    let isOwnerScope: Bool

    /// The read's registry, which empties every scope when the read ends.
    let registry: ScopeRegistry

    init(parent: Scope?, owner: TypeInfo?, source: SourceText, isOwnerScope: Bool = false, registry: ScopeRegistry) {
        self.parent = parent
        self.owner = owner
        self.source = source
        self.isOwnerScope = isOwnerScope
        self.registry = registry
        registry.scopes.append(self)
    }

    /// A scope for local names inside this one (a closure, a `let` in a body).
    func child() -> Scope {
        let scope = Scope(parent: self, owner: owner, source: source, registry: registry)
        scope.selfValue = selfValue
        return scope
    }

    /// A name bound here or in an enclosing scope (not members).
    func local(_ name: String) -> Value? {
        var scope: Scope? = self
        while let current = scope {
            if let value = current.values[name] { return value }
            if current.isOwnerScope { return nil }
            scope = current.parent
        }
        return nil
    }

    /// The scope holding the owner's members.
    var ownerScope: Scope? {
        var scope: Scope? = self
        while let current = scope {
            if current.isOwnerScope { return current }
            scope = current.parent
        }
        return nil
    }
}

/// Every scope of one read. A closure of views remembers the scope it was written in, and a scope may hold that
/// closure (`let content = { … }`), a reference cycle; the read empties every scope when it ends, so none
/// outlives it.
final class ScopeRegistry {
    /// The scopes made so far.
    var scopes: [Scope] = []

    /// Empties every scope (breaking the cycles) and forgets them.
    func release() {
        for scope in scopes {
            scope.values = [:]
            scope.members = [:]
            scope.selfValue = nil
        }
        scopes = []
    }
}
