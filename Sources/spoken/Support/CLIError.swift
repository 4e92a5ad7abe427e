import Spoken

/// How a command ends when it cannot do its work. Exit codes follow sysexits(3).
enum CLIError: Error {
    /// Bad command line: exit 64 (EX_USAGE). The message names the offending token.
    case usage(String)
    /// Bad values or failed work: exit 1.
    case failure(String)
    /// A path that cannot be read: exit 66 (EX_NOINPUT).
    case noInput(String)
    /// Diagnostics already printed; just exit with this code.
    case exit(Int32)

    var exitCode: Int32 {
        switch self {
        case .usage: 64
        case .failure: 1
        case .noInput: 66
        case .exit(let code): code
        }
    }

    /// A library error met while reading the command line (a bad `--locale`) is a usage error.
    static func usage(_ error: SpokenError) -> CLIError { .usage(error.message) }
}
