# Run: python3 Tests/SpokenLintTests/make-fixtures.py (rewrites Fixtures/).
# Generates lint fixtures. A marker ⟦rule|key⟧ placed just before a character in a file's text
# declares the diagnostic expected there; the marker is removed and its line/column (Unicode code
# points, 1-based) computed here, independently of the Swift code under test.
import os, re, shutil
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Fixtures")
ERRORS = {"json-syntax","duplicate-key","locale-mismatch","message-syntax","missing-other",
  "plural-category-invalid","plural-category-missing","placeholder-mismatch","empty-message","invisible-char",
  "invalid-metadata","file-too-large","apostrophe","plural-number-missing","duplicate-locale","duration-style",
  "placeholder-case"}
shutil.rmtree(ROOT, ignore_errors=True)

EN = r'''{
  "@@locale": "en",
  "rotor.headlines": "Headlines",
  "@rotor.headlines": {"description": "Rotor name", "x-maxLength": 16},
  "announce.newMessages": "{count, plural, one {# new message} other {# new messages}}",
  "@announce.newMessages": {"placeholders": {"count": {"type": "int"}}},
  "announce.itemAdded": "Added {item}",
  "@announce.itemAdded": {"placeholders": {"item": {"type": "String"}}},
  "hint.dismiss": "Double tap to dismiss",
  "label.separator": ", ",
  "@label.separator": {"x-whitespace": "significant"},
  "label.play": "Play",
  "brand.name": "Spoken",
  "@brand.name": {"x-translate": false}
}
'''
DE = {"@@locale": '"de"', "rotor.headlines": '"Schlagzeilen"',
  "announce.newMessages": '"{count, plural, one {# neue Nachricht} other {# neue Nachrichten}}"',
  "announce.itemAdded": '"{item} hinzugefügt"', "hint.dismiss": '"Zum Schließen doppeltippen"',
  "label.separator": '", "', "label.play": '"Abspielen"'}
RU = {"@@locale": '"ru"', "rotor.headlines": '"Заголовки"',
  "announce.newMessages": '"{count, plural, one {# новое сообщение} few {# новых сообщения} many {# новых сообщений} other {# новых сообщения}}"',
  "announce.itemAdded": '"Добавлено: {item}"', "hint.dismiss": '"Дважды коснитесь, чтобы закрыть"',
  "label.separator": '", "', "label.play": '"Воспроизвести"'}
ZHT = {"@@locale": '"zh-Hant"', "rotor.headlines": '"頭條新聞"',
  "announce.newMessages": '"{count, plural, other {# 則新訊息}}"', "announce.itemAdded": '"已新增{item}"',
  "hint.dismiss": '"點兩下以關閉"', "label.separator": '"，"', "label.play": '"播放"'}
ZHS = {"@@locale": '"zh-Hans"', "rotor.headlines": '"头条新闻"',
  "announce.newMessages": '"{count, plural, other {# 条新消息}}"', "announce.itemAdded": '"已添加{item}"',
  "hint.dismiss": '"轻点两下关闭"', "label.separator": '"，"', "label.play": '"播放"'}

def catalog(base, **changes):
    d = dict(base); extra = changes.pop("_extra", [])
    for k, v in changes.items():
        if v is None: d.pop(k, None)
        else: d[k] = v
    lines = [f'  "{k}": {v}' for k, v in d.items()] + extra
    return "{\n" + ",\n".join(lines) + "\n}\n"

fixtures = {}
def fx(name, files): fixtures[name] = files

# json-syntax
fx("json-syntax.trigger", {"en.arb": EN, "de.arb": '{\n  "@@locale": "de",\n  "rotor.headlines": "Schlagzeilen"\n  ⟦json-syntax|⟧"hint.dismiss": "x"\n}\n',
   "ru.arb": '⟦json-syntax|⟧[1, 2]\n', "ja.arb": '{"@@locale": "ja", "label.play": "再生\xff"}'.replace("\xff","⟦json-syntax|⟧\xff")})
fx("json-syntax.clean", {"en.arb": EN, "de.arb": catalog(DE)})
# duplicate-key
fx("duplicate-key.trigger", {"en.arb": EN, "de.arb": catalog(DE, _extra=['  "⟦duplicate-key|hint.dismiss⟧hint.dismiss": "Schließen"'])})
fx("duplicate-key.clean", {"en.arb": EN, "de.arb": catalog(DE, _extra=['  "@label.play": {"description": "Play"}', '  "@hint.dismiss": {"description": "Hint"}'])})
# locale-mismatch
fx("locale-mismatch.trigger", {"en.arb": EN, "de.arb": catalog(DE, **{"@@locale": '"⟦locale-mismatch|@@locale⟧nl"'}),
   "sv.arb": "{⟦locale-mismatch|@@locale⟧\n" + catalog(DE)[2:].replace('  "@@locale": "de",\n', ''),
   "nl.arb": catalog(DE, **{"@@locale": '"⟦locale-mismatch|@@locale⟧n!l"'})})
# A path as @@locale (ICU reads `de.lproj/../../pwned_x` as `de`): never a locale, in lint or the loader.
fx("locale-mismatch.path.trigger", {"en.arb": EN, "de.arb": catalog(DE, **{"@@locale": '"⟦locale-mismatch|@@locale⟧de.lproj/../../pwned_x"'}),
   "de-AT.arb": catalog(DE, **{"@@locale": '"⟦locale-mismatch|@@locale⟧de_AT.UTF-8"'})})
# duplicate-locale: de-DD (a region ICU maps to DE), de-DE and de-de are one locale; the first file
# in name order keeps it.
fx("duplicate-locale.trigger", {"en.arb": EN, "de-DD.arb": catalog(DE, **{"@@locale": '"de-DD"'}),
   "de-DE.arb": catalog(DE, **{"@@locale": '"⟦duplicate-locale|@@locale⟧de-DE"'}),
   "de_de.arb": catalog(DE, **{"@@locale": '"⟦duplicate-locale|@@locale⟧de-de"'})})
fx("duplicate-locale.clean", {"en.arb": EN, "de.arb": catalog(DE), "de-AT.arb": catalog(DE, **{"@@locale": '"de-AT"'}),
   "de-CH.arb": catalog(DE, **{"@@locale": '"de_CH"'})})
fx("locale-mismatch.clean", {"en.arb": EN, "de-DE.arb": catalog(DE, **{"@@locale": '"de_DE"'}), "zh-TW.arb": catalog(ZHT, **{"@@locale": '"zh-Hant-TW"'})})
# message-syntax
fx("message-syntax.trigger", {"en.arb": EN, "de.arb": catalog(DE, **{"hint.dismiss": '"Zum ⟦message-syntax|hint.dismiss⟧{Schließen doppeltippen"',
   "announce.itemAdded": '"{item, ⟦message-syntax|announce.itemAdded⟧nmber} hinzugefügt"', "label.play": '⟦message-syntax|label.play⟧5'})})
fx("message-syntax.clean", {"en.arb": EN, "de.arb": catalog(DE, **{"announce.newMessages": '"{count, plural, offset:1 =0 {Keine neuen Nachrichten} =1 {Eine neue Nachricht} one {# neue Nachricht} other {# neue Nachrichten}}"',
   "announce.itemAdded": '"{item} hinzugefügt, \'{\'Test\'}\'"'})})
# missing-other
fx("missing-other.trigger", {"en.arb": EN, "de.arb": catalog(DE, **{"announce.newMessages": '"⟦missing-other|announce.newMessages⟧{count, plural, one {# neue Nachricht}}"',
   "announce.itemAdded": '"{item} ⟦missing-other|announce.itemAdded⟧{item, select, a {hinzugefügt}}"'})})
fx("missing-other.clean", {"en.arb": EN, "de.arb": catalog(DE, **{"announce.itemAdded": '"{item} {item, select, a {hinzugefügt} other {hinzugefügt}}"'})})
# plural-category-invalid
fx("plural-category-invalid.trigger", {"en.arb": EN, "ru.arb": catalog(RU, **{"announce.newMessages": '"{count, plural, one {# новое сообщение} few {# новых сообщения} many {# новых сообщений} ⟦plural-category-invalid|announce.newMessages⟧другие {# новых сообщения}}"'})})
fx("plural-category-invalid.clean", {"en.arb": EN, "ru.arb": catalog(RU, **{"announce.newMessages": '"{count, plural, =0 {Нет новых сообщений} one {# новое сообщение} few {# новых сообщения} many {# новых сообщений} other {# новых сообщения}}"'})})
# plural-category-missing
fx("plural-category-missing.trigger", {"en.arb": EN, "ru.arb": catalog(RU, **{"announce.newMessages": '"⟦plural-category-missing|announce.newMessages⟧{count, plural, one {# новое сообщение} other {# новых сообщений}}"'})})
fx("plural-category-missing.clean", {"en.arb": EN.replace("one {# new message}", "=0 {No new messages} =1 {One new message}"), "ru.arb": catalog(RU)})
# placeholder-mismatch
fx("placeholder-mismatch.trigger", {"en.arb": EN, "de.arb": catalog(DE, **{"announce.itemAdded": '"{⟦placeholder-mismatch|announce.itemAdded⟧itme} hinzugefügt"',
   "announce.newMessages": '"{⟦placeholder-mismatch|announce.newMessages⟧count, select, one {# neue Nachricht} other {# neue Nachrichten}}"',
   "hint.dismiss": '"⟦placeholder-mismatch|hint.dismiss⟧Zum Schließen doppeltippen {count}"'.replace("⟦placeholder-mismatch|hint.dismiss⟧Zum Schließen doppeltippen {count}", "Zum Schließen doppeltippen {⟦placeholder-mismatch|hint.dismiss⟧count}")})})
EN_DATE = EN.replace('  "brand.name"', '  "announce.updatedAt": "Updated {date, date, medium}",\n  "brand.name"')
fixtures["placeholder-mismatch.trigger"]["en.arb"] = EN_DATE
fixtures["placeholder-mismatch.trigger"]["de.arb"] = fixtures["placeholder-mismatch.trigger"]["de.arb"].replace(
    "\n}\n", ',\n  "announce.updatedAt": "Aktualisiert um {⟦placeholder-mismatch|announce.updatedAt⟧date, time, short}"\n}\n')
fx("placeholder-mismatch.clean", {"en.arb": EN_DATE, "de.arb": catalog(DE, **{"announce.newMessages": '"Neue Nachrichten: {count}"'},
   _extra=['  "announce.updatedAt": "Aktualisiert am {date, date, long}"']),
   "ja.arb": catalog(DE, **{"@@locale": '"ja"', "announce.newMessages": '"新着メッセージ{count, number}件"', "rotor.headlines": '"ヘッドライン"',
   "announce.itemAdded": '"{item}を追加しました"', "hint.dismiss": '"ダブルタップして閉じる"', "label.separator": '"、"', "label.play": '"再生"'},
   _extra=['  "announce.updatedAt": "更新日時 {date}"'])})
# empty-message
fx("empty-message.trigger", {"en.arb": EN, "de.arb": catalog(DE, **{"label.play": '"⟦empty-message|label.play⟧"', "hint.dismiss": '"⟦empty-message|hint.dismiss⟧   "'})})
fx("empty-message.clean", {"en.arb": EN, "de.arb": catalog(DE)})
# invisible-char
fx("invisible-char.trigger", {"en.arb": EN, "de.arb": catalog(DE, **{"label.play": '"Abspie⟦invisible-char|label.play⟧\\u200Blen"',
   "rotor.headlines": '"Schlag⟦invisible-char|rotor.headlines⟧\u202ezeilen"', "announce.itemAdded": '"⟦invisible-char|announce.itemAdded⟧\\u2068{item} hinzugefügt"',
   "hint.dismiss": '"Zum Schlie⟦invisible-char|hint.dismiss⟧\ufffden doppeltippen"'})})
# U+0000 (JSON's \u0000): C strings end there, and a converter's marker must not be forgeable.
fx("invisible-char.null.trigger", {"en.arb": EN, "de.arb": catalog(DE, **{"label.play": '"Abspie⟦invisible-char|label.play⟧\\u0000len"'})})
fx("invisible-char.clean", {"en.arb": EN, "de.arb": catalog(DE, **{"announce.itemAdded": '"\\u2068{item}\\u2069 hinzugefügt"'})})
# missing-translation
fx("missing-translation.trigger", {"en.arb": EN, "de.arb": catalog(DE, **{"label.play": None}).replace("\n}\n", "\n⟦missing-translation|label.play⟧}\n")})
fx("missing-translation.clean", {"en.arb": EN, "de.arb": catalog(DE)})
# unknown-key
fx("unknown-key.trigger", {"en.arb": EN, "de.arb": catalog(DE, _extra=['  "⟦unknown-key|label.pause⟧label.pause": "Pause"'])})
fx("unknown-key.clean", {"en.arb": EN, "de.arb": catalog(DE, _extra=['  "@@last_modified": "2026-11-29"'])})
# plural-category-unused
fx("plural-category-unused.trigger", {"en.arb": EN, "de.arb": catalog(DE, **{"announce.newMessages": '"{count, plural, one {# neue Nachricht} ⟦plural-category-unused|announce.newMessages⟧few {# neue Nachrichten} other {# neue Nachrichten}}"'})})
fx("plural-category-unused.clean", {"en.arb": EN, "de.arb": catalog(DE, **{"announce.newMessages": '"{count, plural, =0 {Keine neuen Nachrichten} one {# neue Nachricht} other {# neue Nachrichten}}"'})})
# untranslated
fx("untranslated.trigger", {"en.arb": EN, "ru.arb": catalog(RU, **{"hint.dismiss": '"⟦untranslated|hint.dismiss⟧Double tap to dismiss"'})})
fx("untranslated.clean", {"en.arb": EN, "de.arb": catalog(DE, **{"label.play": '"Play"'}, _extra=['  "brand.name": "Spoken"']),
   "ru.arb": catalog(RU, _extra=['  "brand.name": "Spoken"'])})
# whitespace
fx("whitespace.trigger", {"en.arb": EN, "de.arb": catalog(DE, **{"rotor.headlines": '"⟦whitespace|rotor.headlines⟧ Schlagzeilen"',
   "hint.dismiss": '"Zum Schließen doppeltippen⟦whitespace|hint.dismiss⟧\\n"', "label.play": '"Ab⟦whitespace|label.play⟧\\nspielen"'})})
fx("whitespace.clean", {"en.arb": EN, "de.arb": catalog(DE, **{"label.separator": '","'}), "zh-Hant.arb": catalog(ZHT)})
# apostrophe
fx("apostrophe.trigger", {"en.arb": EN, "de.arb": catalog(DE, **{"announce.itemAdded": '"l⟦apostrophe|announce.itemAdded⟧\'{item} hinzugefügt"'})})
fx("apostrophe.clean", {"en.arb": EN, "de.arb": catalog(DE, **{"announce.itemAdded": '"l’{item} hinzugefügt, it\'\'s \'{\'ok\'}\'"', "hint.dismiss": '"Zum Schließen doppeltippen, it\'s ok"'})})
# printf-placeholder
fx("printf-placeholder.trigger", {"en.arb": EN, "de.arb": catalog(DE, **{"announce.itemAdded": '"⟦printf-placeholder|announce.itemAdded⟧%@ hinzugefügt {item}"',
   "hint.dismiss": '"Zum Schließen ⟦printf-placeholder|hint.dismiss⟧%1$lld mal doppeltippen"'})})
fx("printf-placeholder.clean", {"en.arb": EN, "de.arb": catalog(DE, **{"announce.itemAdded": '"{item} zu 50% hinzugefügt, 100 % sicher, 5%%"'})})
# max-length
fx("max-length.trigger", {"en.arb": EN, "de.arb": catalog(DE, **{"rotor.headlines": '"Schlagzeilen des⟦max-length|rotor.headlines⟧ Tages"'})})
fx("max-length.clean", {"en.arb": EN, "de.arb": catalog(DE, **{"rotor.headlines": '"Schlagzeilen des"'})})
# chinese-script
fx("chinese-script.trigger", {"en.arb": EN, "zh-Hant.arb": catalog(ZHT, **{"rotor.headlines": '"⟦chinese-script|rotor.headlines⟧头条新聞"'}),
   "zh-Hans.arb": catalog(ZHS, **{"hint.dismiss": '"轻点两下⟦chinese-script|hint.dismiss⟧關閉"'})})
fx("chinese-script.clean", {"en.arb": EN, "zh-Hant.arb": catalog(ZHT, **{"hint.dismiss": '"點兩下以關閉，避免干擾"'}), "zh-Hans.arb": catalog(ZHS, **{"hint.dismiss": '"轻点两下关闭著名"'})})
# label-trailing-period
fx("label-trailing-period.trigger", {"en.arb": EN, "de.arb": catalog(DE, **{"label.play": '"Abspielen⟦label-trailing-period|label.play⟧."'}),
   "zh-Hans.arb": catalog(ZHS, **{"rotor.headlines": '"头条新闻⟦label-trailing-period|rotor.headlines⟧。"'})})
fx("label-trailing-period.clean", {"en.arb": EN, "de.arb": catalog(DE, **{"hint.dismiss": '"Zum Schließen doppeltippen."', "label.play": '"Abspielen …"'})})
# label-control-type
fx("label-control-type.trigger", {"en.arb": EN, "de.arb": catalog(DE, **{"label.play": '"Abspielen-⟦label-control-type|label.play⟧Taste"'}),
   "zh-Hans.arb": catalog(ZHS, **{"label.play": '"播放⟦label-control-type|label.play⟧按钮"'})})
EN_LINKS = EN.replace('  "brand.name"', '  "rotor.links": "Links",\n  "@rotor.links": {"x-systemRotor": "link"},\n  "brand.name"')
fx("label-control-type.clean", {"en.arb": EN_LINKS, "de.arb": catalog(DE, **{"label.play": '"Abspielen mit Tastenkürzel"'}, _extra=['  "rotor.links": "Links"']),
   "zh-Hans.arb": catalog(ZHS, _extra=['  "rotor.links": "链接"'])})
# invalid-metadata: @key values the run time refuses (the one metadata model reports them)
fx("invalid-metadata.trigger", {"en.arb": EN.replace('"x-maxLength": 16}', '"x-maxLength": ⟦invalid-metadata|@rotor.headlines⟧"long"}')
   .replace('{"item": {"type": "String"}}', '{"item": {"type": ⟦invalid-metadata|@announce.itemAdded⟧"Str"}}')
   .replace('{"x-translate": false}', '{"x-translate": false, "x-priority": ⟦invalid-metadata|@brand.name⟧"urgent"}'),
   "de.arb": catalog(DE)})
fx("invalid-metadata.clean", {"en.arb": EN.replace('{"x-translate": false}', '{"x-translate": false, "x-priority": "low"}')
   .replace('{"description": "Rotor name", "x-maxLength": 16}', '{"description": "Rotor name", "x-maxLength": 16.0, "x-systemRotor": "link", "x-custom": [1]}'),
   "de.arb": catalog(DE)})

# Named cases: defects found after the rules were written.
# A typed argument whose style only MessageFormat parses (a bad `::` skeleton): the run time refuses it.
EN_PERCENT = EN.replace('  "brand.name"', '  "announce.progress": "{percent, number, ::percent} done",\n  "brand.name"')
fx("message-syntax.skeleton.trigger", {"en.arb": EN_PERCENT, "de.arb": catalog(DE, _extra=['  "announce.progress": "{percent, ⟦message-syntax|announce.progress⟧number, ::perzent} fertig"'])})
fx("message-syntax.skeleton.clean", {"en.arb": EN_PERCENT, "de.arb": catalog(DE, _extra=['  "announce.progress": "{percent, number, ::percent} fertig"'])})
# A select in the source, the bare selector in the translation: "female hat geantwortet".
EN_REPLIED = EN.replace('  "brand.name"', '  "announce.replied": "{gender, select, female {She replied} male {He replied} other {They replied}}",\n  "brand.name"')
fx("placeholder-mismatch.select.trigger", {"en.arb": EN_REPLIED, "de.arb": catalog(DE, _extra=['  "announce.replied": "{⟦placeholder-mismatch|announce.replied⟧gender} hat geantwortet"'])})
fx("placeholder-mismatch.select.clean", {"en.arb": EN_REPLIED, "de.arb": catalog(DE, _extra=['  "announce.replied": "{gender, select, female {Sie hat geantwortet} male {Er hat geantwortet} other {Hat geantwortet}}"'])})
# @@locale against the file name: one finding, no plural findings for a language the file may not be in.
fx("locale-mismatch.cascade.trigger", {"en.arb": EN, "de.arb": catalog(DE, **{"@@locale": '"⟦locale-mismatch|@@locale⟧ru"'})})
fx("locale-mismatch.cascade.clean", {"en.arb": EN, "ru.arb": catalog(RU)})

# plural-number-missing: a form that says no number where its category covers more than one
# (ru `one`: 1, 21, 31…; a zh `other`); en `one` is 1 alone, and fr's `=0` leaves `one` only 1.
fx("plural-number-missing.trigger", {"en.arb": EN,
   "ru.arb": catalog(RU, **{"announce.newMessages": '"{count, plural, ⟦plural-number-missing|announce.newMessages⟧one {новое сообщение} few {# новых сообщения} many {# новых сообщений} other {# новых сообщения}}"'}),
   "zh-Hans.arb": catalog(ZHS, **{"announce.newMessages": '"{count, plural, ⟦plural-number-missing|announce.newMessages⟧other {新消息}}"'})})
fx("plural-number-missing.clean", {"en.arb": EN.replace("one {# new message}", "one {One new message}"),
   "ru.arb": catalog(RU, **{"announce.newMessages": '"{count, plural, =1 {Одно новое сообщение} one {# новое сообщение} few {# новых сообщения} many {# новых сообщений} other {# новых сообщения}}"'}),
   "fr.arb": catalog(DE, **{"@@locale": '"fr"', "rotor.headlines": '"À la une"', "announce.newMessages": '"{count, plural, =0 {Aucun message} one {Un nouveau message} many {# de nouveaux messages} other {# nouveaux messages}}"',
   "announce.itemAdded": '"{item} ajouté"', "hint.dismiss": '"Touchez deux fois pour fermer"', "label.play": '"Lire"'})})
# fr and pt `one` covers 0 and 1: a form without the number is heard for 0 as if there were one,
# a warning (CotEditor's "Caractère incompatible trouvé."); ru `one` (21, 31…) stays an error.
PT = dict(DE, **{"@@locale": '"pt-BR"', "rotor.headlines": '"Manchetes"', "announce.newMessages": '"{count, plural, one {# nova mensagem} many {# de novas mensagens} other {# novas mensagens}}"',
   "announce.itemAdded": '"{item} adicionado"', "hint.dismiss": '"Toque duas vezes para fechar"', "label.play": '"Reproduzir"'})
fx("plural-number-missing.zero-only.trigger", {"en.arb": EN,
   "fr.arb": catalog(DE, **{"@@locale": '"fr"', "rotor.headlines": '"À la une"', "announce.newMessages": '"{count, plural, ⟦plural-number-missing|announce.newMessages|warning⟧one {Nouveau message trouvé.} many {# de nouveaux messages} other {# nouveaux messages}}"',
   "announce.itemAdded": '"{item} ajouté"', "hint.dismiss": '"Touchez deux fois pour fermer"', "label.play": '"Lire"'}),
   "pt-BR.arb": catalog(PT, **{"announce.newMessages": '"{count, plural, ⟦plural-number-missing|announce.newMessages|warning⟧one {Nova mensagem} many {# de novas mensagens} other {# novas mensagens}}"'}),
   "ru.arb": catalog(RU, **{"announce.newMessages": '"{count, plural, ⟦plural-number-missing|announce.newMessages⟧one {Новое сообщение} few {# новых сообщения} many {# новых сообщений} other {# новых сообщения}}"'})})
# speech-abbreviation: what VoiceOver misreads, from ICU's data per locale (units, months and
# weekdays, compact suffixes), slash counters and hyphen-minus; clean: words, placeholders, acronyms,
# abbreviations that are the words themselves (ja 5分, zh 5分钟), "admin", "So geht das".
FR = dict(DE, **{"@@locale": '"fr"', "rotor.headlines": '"À la une"', "announce.newMessages": '"{count, plural, one {# nouveau message} many {# de nouveaux messages} other {# nouveaux messages}}"',
   "announce.itemAdded": '"{item} ajouté"', "hint.dismiss": '"Touchez deux fois pour fermer"', "label.play": '"Lire"'})
JA = dict(DE, **{"@@locale": '"ja"', "rotor.headlines": '"ヘッドライン"', "announce.newMessages": '"{count, plural, other {新着メッセージ#件}}"',
   "announce.itemAdded": '"{item}を追加しました"', "hint.dismiss": '"ダブルタップして閉じる"', "label.separator": '"、"', "label.play": '"再生"'})
fx("speech-abbreviation.trigger", {"en.arb": EN.replace('"Double tap to dismiss"', '"Double tap to dismiss, ⟦speech-abbreviation|hint.dismiss⟧30 min left, page ⟦speech-abbreviation|hint.dismiss⟧3/10"'),
   "de.arb": catalog(DE, **{"hint.dismiss": '"Zum Schließen doppeltippen, ⟦speech-abbreviation|hint.dismiss⟧Mo. ⟦speech-abbreviation|hint.dismiss⟧5 Min."', "label.play": '"Abspielen bei ⟦speech-abbreviation|label.play⟧-5 Grad"'}),
   "fr.arb": catalog(FR, **{"hint.dismiss": '"Touchez deux fois pour fermer, ⟦speech-abbreviation|hint.dismiss⟧5 Go"'}),
   "ru.arb": catalog(RU, **{"hint.dismiss": '"Дважды коснитесь, чтобы закрыть, ⟦speech-abbreviation|hint.dismiss⟧1,2 тыс. просмотров"'}),
   "ja.arb": catalog(JA, **{"hint.dismiss": '"ダブルタップして閉じる、残り⟦speech-abbreviation|hint.dismiss⟧5m"'}),
   "zh-Hans.arb": catalog(ZHS, **{"hint.dismiss": '"轻点两下关闭，⟦speech-abbreviation|hint.dismiss⟧5.37 GB"'})})
fx("speech-abbreviation.clean", {"en.arb": EN.replace('"Double tap to dismiss"', '"Double tap to dismiss the admin panel, every Sunday, in 5 minutes, pages 3-5, 4K TV over USB, OK"'),
   "de.arb": catalog(DE, **{"hint.dismiss": '"Zum Schließen doppeltippen. So geht das: in 5 Minuten"'}),
   "fr.arb": catalog(FR, **{"hint.dismiss": '"Touchez deux fois pour fermer, dimanche, dans 5 minutes"'}),
   "ru.arb": catalog(RU, **{"hint.dismiss": '"Дважды коснитесь, чтобы закрыть, через 5 минут"'}),
   "ja.arb": catalog(JA, **{"hint.dismiss": '"ダブルタップして閉じる、5分"'}),
   "zh-Hans.arb": catalog(ZHS, **{"hint.dismiss": '"轻点两下关闭，5分钟，周日"'})})
# json-syntax: a string closed with a word processor's curly quote runs to the end of the line.
fx("json-syntax.curly.trigger", {"en.arb": EN, "ru.arb": catalog(RU, **{"rotor.headlines": '"Главные новости⟦json-syntax|⟧”'})})
fx("json-syntax.curly.clean", {"en.arb": EN, "de.arb": catalog(DE, **{"rotor.headlines": '"„Schlagzeilen“"'})})

# Durations and relative times as catalog arguments: placeholders typed as the value types, their
# options in optionalParameters (checked as the value type reads them), only a plain {eta}.
EN_SPANS = EN.replace('  "brand.name"', '  "announce.eta": "Arriving in {eta}",\n'
   '  "@announce.eta": {"placeholders": {"eta": {"type": "duration", "optionalParameters": {"maxUnits": 2, "rounding": "up"}}}},\n'
   '  "announce.published": "Published {published}",\n'
   '  "@announce.published": {"placeholders": {"published": {"type": "relative", "optionalParameters": {"numeric": "always"}}}},\n'
   '  "brand.name"')
SPANS_DE = ['  "announce.eta": "Ankunft in {eta}"', '  "announce.published": "Veröffentlicht {published}"']
fx("invalid-metadata.spans.clean", {"en.arb": EN_SPANS, "de.arb": catalog(DE, _extra=SPANS_DE)})
fx("invalid-metadata.spans.trigger", {"en.arb": EN_SPANS.replace('"maxUnits": 2, "rounding": "up"', '"maxUnits": ⟦invalid-metadata|@announce.eta⟧9, ⟦invalid-metadata|@announce.eta⟧"round": "up", "units": [⟦invalid-metadata|@announce.eta⟧"hours"]')
   .replace('"numeric": "always"', '"numeric": ⟦invalid-metadata|@announce.published⟧"allways"')
   .replace('{"type": "String"}', '{"type": ⟦invalid-metadata|@announce.itemAdded⟧"Duration"}'),
   "de.arb": catalog(DE, _extra=SPANS_DE)})
# ICU's duration style says "1:15:27" or "2 sec.": an error wherever it is written; a value type's
# placeholder is only a plain {eta}, in the source and in translations.
fx("duration-style.trigger", {"en.arb": EN.replace('  "brand.name"', '  "announce.eta": "Arriving in {eta, ⟦duration-style|announce.eta⟧duration}",\n  "@announce.eta": {"placeholders": {"eta": {"type": "int"}}},\n  "brand.name"'),
   "de.arb": catalog(DE, _extra=['  "announce.eta": "Ankunft in {eta, ⟦duration-style|announce.eta⟧duration}"'])})
fx("duration-style.clean", {"en.arb": EN_SPANS, "de.arb": catalog(DE, _extra=SPANS_DE)})
# placeholder-case: a translation's own case of a placeholder (ru "через {eta}": accusative);
# only unit-based placeholders take one, and only the cases CLDR gives the language's units.
def cased(eta, published=None):
    spec = '{"eta": {"case": %s}%s}' % (eta, '' if published is None else ', "published": {"case": %s}' % published)
    return '  "@announce.eta": {"placeholders": %s}' % spec
SPANS_RU = ['  "announce.eta": "Прибудет через {eta}"', '  "announce.published": "Опубликовано {published}"']
SPANS_UK = ['  "announce.eta": "Прибуде через {eta}"', '  "announce.published": "Опубліковано {published}"']
UK = dict(RU, **{"@@locale": '"uk"'})
fx("placeholder-case.trigger", {"en.arb": EN_SPANS,
   "ru.arb": catalog(RU, _extra=SPANS_RU + [cased('⟦placeholder-case|@announce.eta⟧"acusative"')]),
   "uk.arb": catalog(UK, _extra=SPANS_UK + [cased('⟦placeholder-case|@announce.eta⟧"prepositional"')]),
   "de.arb": catalog(DE, _extra=SPANS_DE + ['  "@announce.published": {"placeholders": {"published": {"case": ⟦placeholder-case|@announce.published⟧"dative"}}}']),
   "ja.arb": catalog(dict(DE, **{"@@locale": '"ja"', "announce.newMessages": '"{count, plural, other {新着 #}}"'}), _extra=['  "announce.eta": "{eta}後に到着"', '  "announce.published": "{published}に公開"', cased('⟦placeholder-case|@announce.eta⟧"accusative"')])})
fx("placeholder-case.clean", {"en.arb": EN_SPANS,
   "ru.arb": catalog(RU, _extra=SPANS_RU + [cased('"accusative"')]),
   "uk.arb": catalog(UK, _extra=SPANS_UK + [cased('"locative"')]),
   "de.arb": catalog(DE, _extra=SPANS_DE + [cased('"dative"')])})
fx("placeholder-mismatch.spans.trigger", {"en.arb": EN_SPANS.replace('"Arriving in {eta}"', '"Arriving in {⟦placeholder-mismatch|announce.eta⟧eta, number}"'),
   "de.arb": catalog(DE, _extra=['  "announce.eta": "Ankunft in {eta}"', '  "announce.published": "Veröffentlicht {⟦placeholder-mismatch|announce.published⟧published, date}"'])})
fx("placeholder-mismatch.spans.clean", {"en.arb": EN_SPANS, "de.arb": catalog(DE, _extra=SPANS_DE)})

# file-too-large: the fixture's `max-file-bytes` file sets the limit (1024 bytes); the source
# (given in memory) is never held to it.
fx("file-too-large.trigger", {"en.arb": EN, "max-file-bytes": "1024\n",
   "de.arb": "⟦file-too-large|⟧" + catalog(DE, **{"label.play": '"' + "Abspielen " * 120 + '"'})})
fx("file-too-large.clean", {"en.arb": EN, "max-file-bytes": "1024\n", "de.arb": catalog(DE)})

MARK = re.compile("⟦([^|⟧]*)\\|([^⟧]*)⟧")
for name, files in fixtures.items():
    d = os.path.join(ROOT, name); os.makedirs(d)
    expected = []
    for fname, text in files.items():
        out_lines = []
        for ln, line in enumerate(text.split("\n"), 1):
            while True:
                m = MARK.search(line)
                if not m: break
                col = len(line[:m.start()]) + 1
                rule, key = m.group(1), m.group(2) or "-"
                # ⟦rule|key|warning⟧: a milder case of an error rule.
                key, _, sev = key.partition("|")
                sev = sev or ("error" if rule in ERRORS else "warning")
                expected.append((fname, ln, col, f"{fname}:{ln}:{col}: {sev} {rule} {key}"))
                line = line[:m.start()] + line[m.end():]
            out_lines.append(line)
        data = "\n".join(out_lines).encode("utf-8")
        if fname == "ja.arb": data = data.replace("\xff".encode("utf-8"), b"\xff")
        open(os.path.join(d, fname), "wb").write(data)
    expected.sort()
    open(os.path.join(d, "expected"), "w").write("".join(e[3] + "\n" for e in expected))
print(len(fixtures), "fixtures")
exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "make-format-fixtures.py")).read())
