// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Spoken",
    products: [
        .library(name: "Spoken", targets: ["Spoken"]),
        .executable(name: "spoken", targets: ["spoken"]),
        .executable(name: "spoken-bench", targets: ["spoken-bench"]),
    ],
    targets: [
        // The system ICU (Debian's libicu-dev), found through pkg-config. Its module exposes no
        // ICU header: Swift never sees <unicode/*.h> (Foundation carries its own ICU types).
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-i18n icu-uc",
            providers: [.apt(["libicu-dev", "pkg-config"])]
        ),
        // The only code that includes ICU headers. Its public header declares Spoken's own narrow
        // C API with opaque handles.
        .target(
            name: "SpokenICU",
            dependencies: ["CICU"],
            cSettings: [.define("U_SHOW_CPLUSPLUS_API", to: "1")],
            cxxSettings: [.define("U_SHOW_CPLUSPLUS_API", to: "1")]
        ),
        .target(
            name: "Spoken",
            dependencies: ["SpokenICU"],
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: ["EmbedResources"]
        ),
        // Build-time only: turns l10n/ and Resources/ into Swift source inside the Spoken module.
        .executableTarget(
            name: "spoken-embed",
            path: "Sources/spoken-embed"
        ),
        .plugin(
            name: "EmbedResources",
            capability: .buildTool(),
            dependencies: ["spoken-embed"]
        ),
        .executableTarget(
            name: "spoken",
            dependencies: ["Spoken"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "spoken-bench",
            dependencies: ["Spoken", "SpokenICU"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "SpokenTests",
            dependencies: ["Spoken"],
            exclude: ["Lint/Fixtures", "Lint/make-fixtures.py"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "SpokenCLITests",
            dependencies: ["spoken"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ],
    cxxLanguageStandard: .cxx17
)
