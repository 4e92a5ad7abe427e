// swift-tools-version:6.0
// Spoken's benchmarks, a package of their own (as swift-nio keeps its benchmarks): they depend on
// Spoken by path as a client's package does, so they measure the public API users call, and the
// product's Package.swift lists only what users get.
//
//   swift run -c release --package-path Benchmarks spoken-bench [--iterations N] [WORKLOAD...]
//
// Documentation/Benchmarks.md describes the workloads; Thresholds/thresholds.json holds the ratios
// they must meet (the run exits 1 past one).
import PackageDescription

let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "SpokenBenchmarks",
    products: [
        .executable(name: "spoken-bench", targets: ["spoken-bench"]),
        .executable(name: "spoken-bench-foundation", targets: ["spoken-bench-foundation"]),
    ],
    dependencies: [
        .package(name: "Spoken", path: "..")
    ],
    targets: [
        // The system ICU, found through pkg-config, for the raw baselines (link only: no ICU header
        // reaches Swift).
        .systemLibrary(
            name: "CICUSystem",
            pkgConfig: "icu-i18n icu-uc",
            providers: [.apt(["libicu-dev", "pkg-config"])]
        ),
        // Raw ICU paths Spoken is measured against and checked with, from ICU's own C API.
        .target(
            name: "ICUBaselines",
            dependencies: ["CICUSystem"]
        ),
        .executableTarget(
            name: "spoken-bench",
            dependencies: [
                .product(name: "Spoken", package: "Spoken"),
                .product(name: "SpokenLint", package: "Spoken"),
                .product(name: "SpokenRender", package: "Spoken"),
                // `e2e` runs the `spoken` binary beside this one.
                .product(name: "spoken", package: "Spoken"),
                "ICUBaselines",
            ],
            // node/: the Node baseline of `e2e`, run by `node`, not built.
            exclude: ["node"],
            swiftSettings: swift6
        ),
        // The Foundation program spoken-bench's end-to-end workloads run beside `spoken`.
        .executableTarget(
            name: "spoken-bench-foundation",
            swiftSettings: swift6
        ),
        // The bench's command line, its golden checks (every default workload, a few iterations)
        // and its thresholds, through the built binary.
        .testTarget(
            name: "SpokenBenchTests",
            dependencies: ["spoken-bench"],
            swiftSettings: swift6
        ),
    ]
)
