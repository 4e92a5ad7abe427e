internal import SpokenICU

/// The process's heap, for the CLI's long-lived coprocess.
package enum Heap {
    /// Gives the heap's free pages back to the system: after a catalog reload, the old set's
    /// memory (freed on another thread's arena) would otherwise stay resident.
    package static func trim() { spk_heap_trim() }
}
