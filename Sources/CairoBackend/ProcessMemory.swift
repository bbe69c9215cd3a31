import CCairo

/// glibc's allocator set for a process that draws and exits. By default it hands the top of a heap back to the
/// kernel once 128 KiB of it are free, and a worker thread's arena does so with `madvise`, so the next
/// allocation there faults in zeroed pages again and every hand-back interrupts the other core to flush its
/// TLB: an emoji decoded, scaled and freed per glyph paid that each time. `keepFreedMemory` keeps freed memory
/// for the next allocation (up to 64 MiB free at a heap's top), grows heaps 16 MiB at a time, and takes blocks
/// under 8 MiB from the heaps instead of mappings of their own (docs/performance.md). The command line calls it
/// first thing; the library leaves its host's allocator alone.
public enum ProcessMemory {
    /// Applies the settings above (`tr_keep_freed_memory`); nothing without glibc.
    public static func keepFreedMemory() {
        tr_keep_freed_memory()
    }
}
