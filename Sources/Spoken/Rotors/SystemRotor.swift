/// VoiceOver's built-in rotors (UIAccessibilityCustomRotor.SystemRotorType). A catalog key whose
/// `x-systemRotor` names one is created with `init(systemType:)`; the others with `init(name:)`.
public enum SystemRotor: String, Sendable, Hashable, CaseIterable {
    case image, link, visitedLink, heading
    case headingLevel1, headingLevel2, headingLevel3, headingLevel4, headingLevel5, headingLevel6
    case landmark, table, list, textField, misspelledWord, boldText, italicText, underlineText
}
