/// Decimal numbers as a user types them: `25`, `-3.5`, `+1e3`, `.5`. Hexadecimal and stray text
/// are refused; `nan` and `inf` parse so that the formatters report them as the non-finite numbers
/// they are. Shared by `spoken measure` and `spoken render`.
public enum DecimalText: Sendable {
    public static func parse(_ text: String) throws(SpokenError) -> Double {
        let lowered = text.lowercased()
        let words = ["nan", "+nan", "-nan", "inf", "+inf", "-inf", "infinity", "+infinity", "-infinity"]
        let decimal =
            !text.isEmpty
            && text.utf8.allSatisfy {
                ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: ".")
                    || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "e")
                    || $0 == UInt8(ascii: "E")
            }
        guard decimal || words.contains(lowered), let value = Double(text) else {
            throw SpokenError(
                .invalidNumber, input: text,
                message: "Invalid number '\(text)': expected a decimal number such as 25 or -3.5")
        }
        return value
    }
}
