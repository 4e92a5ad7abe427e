// swift-tools-version:6.0
// A separate package that depends on Spoken as an app's or backend's package does: it compiles the
// API exactly as a client sees it (public only, no @testable), so a pattern a client needs that
// stops compiling fails CI (.ci/run builds and tests it). Spoken.docc/UsingSpoken.md ("Adding the
// dependency") shows the same lines.
import PackageDescription

let package = Package(
    name: "ClientPackage",
    dependencies: [
        // A client names the package "Spoken" whatever folder holds the checkout.
        .package(name: "Spoken", path: "../../..")
    ],
    targets: [
        .testTarget(
            name: "ClientTests",
            dependencies: [
                .product(name: "Spoken", package: "Spoken"),
                .product(name: "SpokenTesting", package: "Spoken"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    ]
)
