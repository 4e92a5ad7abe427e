import Testing

@Suite("spoken rating, end to end")
struct RatingCLITests {
    @Test(
        "Outputs, errors and exit codes",
        arguments: [
            // (case, arguments, stdout, stderr contains, exit code)
            ("labels", ["rating", "3", "1", "3.5"], "3 stars\n1 star\n3.5 stars\n", "", Int32(0)),
            ("out of", ["rating", "--out-of", "--max", "10", "7"], "7 out of 10 stars\n", "", 0),
            ("Chinese", ["rating", "--locale", "zh-Hans", "3"], "3星\n", "", 0),
            ("German decimal comma", ["rating", "--locale", "de", "3.5"], "3,5 Sterne\n", "", 0),
            ("Russian plurals", ["rating", "--locale", "ru", "1", "2", "5"], "1 звезда\n2 звезды\n5 звёзд\n", "", 0),
            (
                "per-star labels", ["rating", "--locale", "ru", "--each", "--max", "3"],
                "1 звезда\n2 звезды\n3 звезды\n", "", 0
            ),
            (
                "selected state", ["rating", "--each", "--max", "3", "--selected", "2"],
                "1 star\tselected\n2 stars\tselected\n3 stars\t-\n", "", 0
            ),
            (
                "out of range keeps the rest", ["rating", "7", "2"], "2 stars\n",
                "Error: Invalid rating '7': outside 0…5", 1
            ),
            ("not a number", ["rating", "lots"], "", "Error: Invalid number 'lots'", 1),
            ("bad max", ["rating", "--max", "0", "1"], "", "Error: Invalid value '0' for --max", 64),
            ("bad locale", ["rating", "--locale", "xx", "1"], "", "Error: Invalid locale 'xx'", 64),
            ("no value", ["rating"], "", "Error: Missing VALUE", 64),
        ])
    func cases(_ name: String, _ arguments: [String], _ stdout: String, _ stderr: String, _ status: Int32) throws {
        try CLI.expect(arguments, stdout: stdout, stderrContains: stderr, status: status)
    }
}
