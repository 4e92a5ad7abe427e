import Foundation
import Testing

/// `spoken render` holds a bounded number of bytes whatever `--jobs` is: with 256 jobs and a
/// reader that never reads, the batch count alone (jobs × 4) let it take in 461 MB of these
/// requests and peak at 551 MB (4.2 GB with 1 MiB lines in the hostile review); the pipeline's
/// byte budget (64 MiB of requests and responses in flight) stops the reading at about 67 MB.
@Suite("spoken render: bytes in flight")
struct RenderMemoryCLITests {
    /// A label request of about 900 kB whose response is as large: both sides of a batch count.
    static let line = Array(
        (#"{"op":"label","children":[""# + String(repeating: "a", count: 900_000) + "\"]}\n").utf8)

    @Test("A stalled reader and 256 jobs: the process stays near the budget, not at jobs × batches")
    func stalledReader() throws {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        #expect(pipe(&input) == 0 && pipe(&output) == 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_addclose(&actions, input[1])
        posix_spawn_file_actions_addclose(&actions, output[0])
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let path = CLI.binary.path
        let argv = [path, "render", "--jobs", "256"]
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for arg in cArgs { free(arg) } }
        var pid: pid_t = 0
        #expect(posix_spawn(&pid, path, &actions, nil, &cArgs, environ) == 0)
        close(input[0])
        close(output[1])
        defer {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            close(input[1])
            close(output[0])
        }
        _ = fcntl(input[1], F_SETFL, fcntl(input[1], F_GETFL) | O_NONBLOCK)

        // Write until the process stops taking input for 3 s (or 600 MB went in).
        var written = 0
        var offset = 0
        var idle: TimeInterval = 0
        while idle < 3, written < 600_000_000 {
            let count = Self.line.withUnsafeBytes { raw in
                Glibc.write(input[1], raw.baseAddress! + offset, raw.count - offset)
            }
            if count > 0 {
                written += count
                offset = (offset + count) % Self.line.count
                idle = 0
            } else {
                usleep(50_000)
                idle += 0.05
            }
        }
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let peakKiB =
            status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        // Taken in before it stalled: the budget and the batches being worked on, not 256 batches.
        #expect(written < 150_000_000, "\(written) bytes went in")
        // 64 MiB of budget, a batch being read and rendered, the binary and its ICU data.
        #expect(peakKiB > 0 && peakKiB < 300_000, "peak \(peakKiB) KiB after \(written) bytes")
    }
}
