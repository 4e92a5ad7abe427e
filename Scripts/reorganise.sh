#!/usr/bin/env bash
# Moves Spoken's sources into folders that name the concepts (issue 37, part 5): formatting,
# catalogs and their rules, translation-file formats, render. Run it from the repository's root
# on a clean tree, after the branches that edit these files have merged:
#
#     bash Scripts/reorganise.sh && swift build && swift test
#
# It only runs `mkdir -p` and `git mv`; no file's content changes, no file changes target
# (SwiftPM takes every file under Sources/<Target>/). Whole folders move where a concept is a
# folder already, so files added to them later move too. It is idempotent: a move whose source
# is gone (done before, or deleted on main) is skipped, and a folder whose target exists already
# has its remaining entries moved into it one by one. ARCHITECTURE.md describes the result.
set -euo pipefail

cd "$(git rev-parse --show-toplevel)"

moved=0
skipped=0

# move SOURCE TARGET: SOURCE (a file or a folder) becomes TARGET.
move() {
    local source=$1 target=$2
    if [[ ! -e $source ]]; then
        skipped=$((skipped + 1))
        return
    fi
    if [[ -d $source && -d $target ]]; then
        # The target folder exists (a second run, or a folder made on main): merge into it.
        local entry
        for entry in "$source"/* "$source"/.[!.]*; do
            [[ -e $entry ]] || continue
            move "$entry" "$target/$(basename "$entry")"
        done
        rmdir "$source" 2>/dev/null || true
        return
    fi
    if [[ -e $target ]]; then
        echo "reorganise: both '$source' and '$target' exist; left both in place" >&2
        skipped=$((skipped + 1))
        return
    fi
    mkdir -p "$(dirname "$target")"
    if git ls-files --error-unmatch "$source" >/dev/null 2>&1; then
        git mv "$source" "$target"
    else
        mv "$source" "$target"  # untracked (a file not added yet): moved all the same
    fi
    moved=$((moved + 1))
}

# move_matching FOLDER GLOB TARGET [EXCEPT]: every file of FOLDER (not below) matching GLOB,
# but the one named EXCEPT, into TARGET/.
move_matching() {
    local folder=$1 glob=$2 target=$3 except=${4:-} file
    [[ -d $folder ]] || return 0
    shopt -s nullglob
    for file in "$folder"/$glob; do
        if [[ -f $file && $(basename "$file") != "$except" ]]; then
            move "$file" "$target/$(basename "$file")"
        fi
    done
    shopt -u nullglob
}

core=Sources/Spoken
lint=Sources/SpokenLint
render=Sources/SpokenRender

# --- Spoken: formatting ------------------------------------------------------------------
# Ratings leave Labels first, so that Labels moves whole afterwards.
move "$core/Labels/Ratings" "$core/Formatting/Ratings"
for concept in Dates Numbers Measurements TimeSpans Labels Markup Values; do
    move "$core/$concept" "$core/Formatting/$concept"
done

# --- Spoken: catalogs, their rules, the speech check ----------------------------------------
# One file per ARB rule: Catalog/Rules (the folder moves whole).
move "$core/Catalog/Lint/Rules" "$core/Catalog/Rules"
# Findings about translation files (Diagnostic, DiagnosticCode, DiagnosticSeverity).
move "$core/Diagnostics" "$core/Catalog/Diagnostics"
# The speech check (`spoken check`, render's `check`, the speech-abbreviation rule's data).
move "$core/Catalog/Lint/SpeechCheck.swift" "$core/Catalog/SpeechCheck/SpeechCheck.swift"
move "$core/Catalog/Lint/SpeechAbbreviations.swift" "$core/Catalog/SpeechCheck/SpeechAbbreviations.swift"
# Reading translation files: the one ARB reader and its key index join the model; the file
# reader joins the catalogs' loading.
move "$core/Catalog/Lint/LintCatalog.swift" "$core/Catalog/Model/LintCatalog.swift"
move "$core/Catalog/Lint/KeyIndex.swift" "$core/Catalog/Model/KeyIndex.swift"
move "$core/Catalog/Lint/TranslationFile.swift" "$core/Catalog/Loading/TranslationFile.swift"
for file in Catalog CatalogOverrides CatalogSet CatalogStore LocaleFallback; do
    move "$core/Catalog/$file.swift" "$core/Catalog/Loading/$file.swift"
done
# Messages at run time: ICU MessageFormat, arguments, plans.
for file in MessageArgument MessageFormatting MessagePlan MessageSyntax ValuePlaceholder+Arguments; do
    move "$core/Catalog/$file.swift" "$core/Catalog/MessageFormat/$file.swift"
done
# What stays in Catalog/Lint is the ARB linter: ARBLinter, the LintRule protocol, contexts,
# the sink and the message analysis the rules share.

# --- SpokenLint: formats, rules, the run, report, output ------------------------------------
move "$lint/LintRule.swift" "$lint/Rules/DiagnosticCode+LintRules.swift"
move "$lint/SpeechCheck+Diagnostics.swift" "$lint/Rules/SpeechCheck+Diagnostics.swift"
move "$lint/Linter.swift" "$lint/Lint/Linter.swift"
move "$lint/LintFileDiscovery.swift" "$lint/Lint/LintFileDiscovery.swift"

# --- SpokenRender: handlers, the wire, the pipeline, the fast path --------------------------
# Every op's handler (new ones included): *RenderHandler(s).swift, but not the protocol's file.
move_matching "$render" "*RenderHandler*.swift" "$render/Handlers" RenderHandler.swift
for file in JSONLineParser JSONLineWriter JSONNumber JSONValue RenderRequest RenderError; do
    move "$render/$file.swift" "$render/Wire/$file.swift"
done
for file in InputLines LineSplitter RenderBatch RenderIO RenderPipeline RenderMemo; do
    move "$render/$file.swift" "$render/Pipeline/$file.swift"
done
for file in FlatRequest Renderer+FastPath; do
    move "$render/$file.swift" "$render/FastPath/$file.swift"
done

# Folders emptied by the moves (none holds a tracked file any more).
for folder in "$core/Catalog/Lint/Rules" "$core/Labels" "$core/Diagnostics"; do
    [[ -d $folder ]] && rmdir "$folder" 2>/dev/null || true
done

echo "reorganise: $moved moved, $skipped already in place or absent"
