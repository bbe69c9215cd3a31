#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts a closure on a new POSIX thread that nobody joins: the threads that overlap start-up work
/// (font loading, encoding bands). Foundation's `Thread` does the same with bookkeeping that costs about
/// 0.15 ms more before the closure runs, on the path to the first pixel.
public enum DetachedThread {
    /// Runs `body` on a new detached thread with a stack of `stackSize` bytes (0: the system's default);
    /// false when no thread could be made, in which case `body` is not run.
    @discardableResult
    public static func start(stackSize: Int = 0, _ body: @escaping () -> Void) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        if stackSize > 0 { pthread_attr_setstacksize(&attributes, stackSize) }
        let box = Unmanaged.passRetained(Box(body))
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let status = pthread_create(&thread, &attributes, { argument in
            #if canImport(Glibc)
            guard let argument else { return nil }
            #endif
            Unmanaged<Box>.fromOpaque(argument).takeRetainedValue().body()
            return nil
        }, box.toOpaque())
        if status != 0 { box.release() }
        return status == 0
    }

    /// The closure, kept alive across the C call.
    private final class Box {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }
}
