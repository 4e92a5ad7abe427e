// Intentionally empty: ICU's headers are included only by ICUBaselines' .c files (a Swift module
// that sees them next to Foundation fails to build: Foundation's own ICU defines the same types).
