// swift-tools-version:6.0
// The architecture map (ARCHITECTURE.md draws it): each target is one layer and may import only the
// layers below it.
//
//   SpokenICU (C/C++, the only code that sees ICU)
//     └─ Spoken (what screen readers say)            library product
//          ├─ SpokenLint (translation files, rules)   library product
//          ├─ SpokenTesting (snapshots for app tests) library product
//          └─ SpokenRender (JSON Lines service)       library product
//               ├─ SpokenRenderC (its C ABI)          dynamic library product
//               └─ spoken (thin CLI over the three)   executable
//
// The benchmarks are a package of their own (Benchmarks/, depending on this one by path).
import PackageDescription

let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "Spoken",
    products: [
        .library(name: "Spoken", targets: ["Spoken"]),
        .library(name: "SpokenLint", targets: ["SpokenLint"]),
        .library(name: "SpokenRender", targets: ["SpokenRender"]),
        .library(name: "SpokenTesting", targets: ["SpokenTesting"]),
        .executable(name: "spoken", targets: ["spoken"]),
        // `spoken render` in process: a C ABI over SpokenRender for clients that load a shared
        // library (Python's `Spoken(in_process=True)`).
        .library(name: "SpokenRenderC", type: .dynamic, targets: ["SpokenRenderC"]),
    ],
    targets: [
        // The system ICU (Debian's libicu-dev), found through pkg-config. Its module exposes no
        // ICU header: Swift never sees <unicode/*.h> (Foundation carries its own ICU types).
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-i18n icu-uc",
            providers: [.apt(["libicu-dev", "pkg-config"])]
        ),
        // The only code that includes ICU headers. Its public headers declare Spoken's own narrow
        // C API with opaque handles, one header per ICU service.
        .target(
            name: "SpokenICU",
            dependencies: ["CICU"],
            cSettings: [.define("U_SHOW_CPLUSPLUS_API", to: "1")],
            cxxSettings: [.define("U_SHOW_CPLUSPLUS_API", to: "1")]
        ),
        // What screen readers say: locales, zones, dates, numbers, labels, ratings, catalogs,
        // rotors, announcements. Also the package's shared plumbing (`package` access).
        .target(
            name: "Spoken",
            dependencies: ["SpokenICU"],
            swiftSettings: swift6,
            plugins: ["EmbedResources"]
        ),
        // The translator's linter: rules, reports, text/JSON/SARIF, file discovery.
        .target(
            name: "SpokenLint",
            dependencies: ["Spoken"],
            swiftSettings: swift6
        ),
        // The JSON Lines batch service behind `spoken render`.
        .target(
            name: "SpokenRender",
            dependencies: ["Spoken"],
            swiftSettings: swift6
        ),
        // For the unit tests of apps and backends: snapshots of every spoken string and readable
        // comparisons. No test framework at build time: it works with any.
        .target(
            name: "SpokenTesting",
            dependencies: ["Spoken"],
            swiftSettings: swift6
        ),
        // The C ABI of the in-process renderer (`@_cdecl` functions over one `Renderer`).
        .target(
            name: "SpokenRenderC",
            dependencies: ["Spoken", "SpokenRender"],
            swiftSettings: swift6
        ),
        .executableTarget(
            name: "spoken",
            dependencies: ["Spoken", "SpokenLint", "SpokenRender"],
            swiftSettings: swift6
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
        // Tests mirror the layers; TestSupport reads the repository's files independently of
        // the library (expected values never come from the code under test).
        .target(
            name: "TestSupport",
            dependencies: ["Spoken"],
            path: "Tests/TestSupport",
            swiftSettings: swift6
        ),
        .testTarget(
            name: "SpokenTests",
            dependencies: ["Spoken", "TestSupport"],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "SpokenLintTests",
            dependencies: ["SpokenLint", "TestSupport"],
            exclude: ["Fixtures", "make-fixtures.py", "make-format-fixtures.py"],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "SpokenRenderTests",
            dependencies: ["SpokenRender", "SpokenLint", "TestSupport"],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "SpokenTestingTests",
            dependencies: ["SpokenTesting", "TestSupport"],
            swiftSettings: swift6
        ),
        .testTarget(
            name: "SpokenCLITests",
            dependencies: ["spoken", "SpokenRender", "TestSupport"],
            exclude: ["Snapshots"],
            swiftSettings: swift6
        ),
    ],
    cxxLanguageStandard: .cxx17
)
