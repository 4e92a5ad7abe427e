/// Spoken's own version (semantic versioning), as `spoken --version` prints it beside ICU's.
public let spokenVersion = "0.9.0"
