#!/usr/bin/env python3
"""Verification (not shipped): checks the ARB catalogs in ../l10n and formats every message
with system ICU 72 (format_messages) for the counts the issue names. Writes outputs.tsv,
outputs.md and problems.txt next to this script; exit status 1 when a problem was found."""
import tempfile, atexit, shutil
import json, os, re, subprocess, sys, unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
# The two ICU programs are built fresh into a temporary folder (nothing binary is committed).
BIN = tempfile.mkdtemp(prefix='spoken-l10n-verify-')
atexit.register(shutil.rmtree, BIN, True)
ICU = subprocess.run(['pkg-config', '--cflags', '--libs', 'icu-i18n', 'icu-uc'], capture_output=True,
                     text=True, check=True).stdout.split()
subprocess.run(['gcc', os.path.join(HERE, 'plural_keywords.c'), '-o', os.path.join(BIN, 'plural_keywords')] + ICU, check=True)
subprocess.run(['g++', '-std=c++17', os.path.join(HERE, 'format_messages.cpp'), '-o', os.path.join(BIN, 'format_messages')] + ICU, check=True)
L10N = os.path.join(HERE, '..', '..', '..', '..', 'l10n')
LOCALES = ['en', 'zh-Hans', 'zh-Hant', 'ja', 'ko', 'de', 'fr', 'es', 'pt-BR', 'ru', 'ar', 'he', 'hi', 'pl', 'cs']
COUNTS = ['0', '1', '2', '3', '5', '11', '21', '22', '101', '1.5']
EXTRA = ['0.5', '1000000']  # 0.5: he/pt/fr/hi 'one' edge; 1000000: fr/es/pt 'many'
problems = []
def problem(msg): problems.append(msg)

def no_dups(pairs):
    seen = set()
    for k, _ in pairs:
        if k in seen: raise ValueError('duplicate key %r' % k)
        seen.add(k)
    return dict(pairs)

def load(loc):
    path = os.path.join(L10N, loc + '.arb')
    raw = open(path, 'rb').read()
    text = raw.decode('utf-8')
    pairs = json.loads(text, object_pairs_hook=lambda p: p)  # ordered, keeps duplicates visible
    full = json.loads(text, object_pairs_hook=no_dups)
    if text != json.dumps(json.loads(text), ensure_ascii=False, indent=2) + '\n':
        problem('%s: not 2-space indented canonical JSON' % loc)
    return pairs, full

# ICU's cardinal categories per locale, from plural_keywords (C, uplrules_getKeywords)
kw = {}
for line in subprocess.run([os.path.join(BIN, 'plural_keywords')], capture_output=True, text=True, check=True).stdout.splitlines():
    l, cats = line.split(':'); kw[l.replace('_', '-')] = set(cats.split())

en_pairs, en = load('en')
keys = [k for k, _ in en_pairs if not k.startswith('@')]
if en_pairs[0] != ('@@locale', 'en'): problem('en: @@locale not first')
meta = {k: en.get('@' + k) for k in keys}
for k in keys:
    m = meta[k]
    if not m or not m.get('description'): problem('en: %s has no description' % k); continue
    if k.startswith('rotor.') or k.startswith('label.'):
        if not isinstance(m.get('x-maxLength'), int): problem('en: %s lacks x-maxLength' % k)
    if k.startswith('announce.') and m.get('x-priority') not in ('high', 'default', 'low'): problem('en: %s lacks x-priority' % k)
    for p, spec in m.get('placeholders', {}).items():
        if spec.get('type') not in ('String', 'int', 'num', 'DateTime', 'duration', 'relative'): problem('en: %s.%s bad type' % (k, p))
for k in en:
    if k.startswith('@') and k != '@@locale' and k[1:] not in keys: problem('en: metadata %s without key' % k)

# Durations and relative times (placeholders typed duration / relative) are words ICU says
# elsewhere: the rows of durations.tsv (MeasureFormat) and relative.tsv (RelativeDateTimeFormatter)
# for the placeholder's options, passed to MessageFormat as text and shown as their input
# (seconds; value_unit).
GOLDEN = os.path.join(HERE, '..')
def tsv(name):
    return [l.rstrip('\n').split('\t') for l in open(os.path.join(GOLDEN, name), encoding='utf-8') if l.strip() and not l.startswith('#')]
DURATIONS, RELATIVE = tsv('durations.tsv'), tsv('relative.tsv')
DURATION_SWEEP = ['0', '1', '59.6', '61', '3600', '3627', '4527', '86399.6', '90061']
RELATIVE_SWEEP = [('second', '-5'), ('minute', '-5'), ('minute', '0'), ('hour', '-2'), ('hour', '-1'), ('hour', '2'),
                  ('day', '-2'), ('day', '-1'), ('day', '1'), ('day', '3'), ('week', '-1'), ('month', '-2'), ('year', '-1')]
def duration_words(loc, options, seconds):
    units = ','.join(options.get('units', ['day', 'hour', 'minute', 'second']))
    want = [loc, 'full', units, str(options.get('maxUnits', '-')), options.get('rounding', 'nearest'), seconds]
    rows = [r for r in DURATIONS if r[:6] == want]
    if not rows: problem('durations.tsv has no row %r' % want); return '?'
    return rows[0][7]
def relative_words(loc, options, unit, value):
    want = ['value', loc, options.get('numeric', 'auto'), options.get('capitalization', 'none'), unit, value]
    rows = [r for r in RELATIVE if r[:6] == want]
    if not rows: problem('relative.tsv has no row %r' % want); return '?'
    return rows[0][6]

INVISIBLE = re.compile('[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\u00ad\u061c]')
cases = []
catalogs = {}
for loc in LOCALES:
    pairs, cat = load(loc)
    catalogs[loc] = cat
    if pairs[0] != ('@@locale', loc): problem('%s: @@locale must be first and equal %s' % (loc, loc))
    body = [k for k, _ in pairs if k != '@@locale']
    if loc != 'en':
        if [k for k in body if k.startswith('@')]: problem('%s: has metadata keys' % loc)
        if body != keys: problem('%s: keys differ from en.arb or are out of order' % loc)
    for k in keys:
        v = cat.get(k)
        if not isinstance(v, str) or v == '': problem('%s: %s missing' % (loc, k)); continue
        if "'" in v: problem('%s: %s has an ASCII apostrophe' % (loc, k))
        if INVISIBLE.search(v): problem('%s: %s has an invisible/bidi character' % (loc, k))
        if re.search(r'%(\d\$)?[@sdfi]', v): problem('%s: %s has a printf placeholder' % (loc, k))
        if (k.startswith('rotor.') or k.startswith('label.')) and k != 'label.separator' and re.search(r'[.。!?！？।]$', v):
            problem('%s: %s ends with punctuation' % (loc, k))
        limit = meta[k].get('x-maxLength') if meta[k] else None
        if limit and len(unicodedata.normalize('NFC', v)) > limit: problem('%s: %s longer than %d' % (loc, k, limit))
        if loc != 'en' and v == en[k] and meta[k].get('x-translate') is not False:
            print('note: %s %s identical to English: %r' % (loc, k, v))
        if unicodedata.normalize('NFC', v) != v: problem('%s: %s not NFC' % (loc, k))
        ph = meta[k].get('placeholders', {})
        def spec(name, val):
            t = ph[name]['type']
            return '%s:%s:%s' % (name, {'DateTime': 'd', 'String': 's'}.get(t, 'n'), val)
        names = list(ph)
        if not names: cases.append((loc, k, v, '')); continue
        if names and ph[names[0]]['type'] == 'duration':
            options = ph[names[0]].get('optionalParameters', {})
            for seconds in DURATION_SWEEP:
                cases.append((loc, k, v, '%s:w:%s:%s' % (names[0], seconds, duration_words(loc, options, seconds))))
            continue
        if names and ph[names[0]]['type'] == 'relative':
            options = ph[names[0]].get('optionalParameters', {})
            for unit, value in RELATIVE_SWEEP:
                cases.append((loc, k, v, '%s:w:%s_%s:%s' % (names[0], value, unit, relative_words(loc, options, unit, value))))
            continue
        sweep = COUNTS + EXTRA
        if names == ['percent']: sweep = sweep + ['42', '42.5', '100']
        for n in sweep:
            if names == ['date']: cases.append((loc, k, v, spec('date', '1710250200'))); break
            args = {nm: n for nm in names}
            if k == 'announce.pageOf': args['total'] = '22'
            if k == 'rating.starsOutOf': args['max'] = '5'
            cases.append((loc, k, v, '|'.join(spec(nm, args[nm]) for nm in names)))
        if k == 'rating.starsOutOf':
            for n in COUNTS + EXTRA:
                cases.append((loc, k, v, spec('value', '3') + '|' + spec('max', n)))

# Fixed points from the brief.
EXACT = {('zh-Hans', 'hint.dismiss'): '连按两次关闭', ('zh-Hant', 'hint.dismiss'): '點兩下關閉',
         ('zh-Hans', 'rating.stars'): '{value, plural, other {#星}}',
         ('zh-Hans', 'rotor.headlines'): '头条新闻', ('zh-Hant', 'rotor.headlines'): '頭條新聞',
         ('zh-Hans', 'rotor.unread'): '未读文章', ('zh-Hant', 'rotor.unread'): '未讀文章',
         ('zh-Hans', 'rotor.withImages'): '包含图片', ('zh-Hant', 'rotor.withImages'): '包含圖片',
         ('zh-Hans', 'rotor.bySender'): '按发件人浏览', ('zh-Hant', 'rotor.bySender'): '依寄件者瀏覽',
         ('zh-Hans', 'rotor.images'): '图片', ('zh-Hant', 'rotor.images'): '圖片',
         ('zh-Hans', 'rotor.links'): '链接', ('zh-Hant', 'rotor.links'): '連結'}
for (l, k), want in EXACT.items():
    if catalogs[l][k] != want: problem('%s: %s must be %r' % (l, k, want))
SEPARATORS = {'en': ', ', 'zh-Hans': '，', 'zh-Hant': '，', 'ja': '、', 'ar': '، ', 'he': ', ', 'ko': ', ', 'hi': ', ', 'pl': ', ', 'cs': ', '}
for l, want in SEPARATORS.items():
    if catalogs[l]['label.separator'] != want: problem('%s: label.separator must be %r' % (l, want))
SYSTEM = {'images': 'image', 'links': 'link', 'visitedLinks': 'visitedLink', 'headings': 'heading', 'landmarks': 'landmark',
          'tables': 'table', 'lists': 'list', 'textFields': 'textField', 'misspelledWords': 'misspelledWord',
          'boldText': 'boldText', 'italicText': 'italicText', 'underlineText': 'underlineText',
          **{'headingLevel%d' % n: 'headingLevel%d' % n for n in range(1, 7)}}
for k in keys:
    if k.startswith('rotor.') and meta[k].get('x-systemRotor') != SYSTEM.get(k[6:]):
        problem('en: %s x-systemRotor is %r, want %r' % (k, meta[k].get('x-systemRotor'), SYSTEM.get(k[6:])))
PRIORITY = {'announce.loading': 'low', 'announce.loaded': 'low', 'announce.refreshed': 'low',
            'announce.downloadProgress': 'low', 'announce.newMessages': 'high'}
for k in keys:
    if k.startswith('announce.') and meta[k]['x-priority'] != PRIORITY.get(k, 'default'): problem('en: %s priority' % k)
if meta['label.separator'].get('x-whitespace') != 'significant': problem('en: label.separator lacks x-whitespace')
for k in keys:
    if catalogs['zh-Hans'][k] == catalogs['zh-Hant'][k]: print('note: zh-Hans and zh-Hant share %s: %r' % (k, catalogs['zh-Hant'][k]))
for k in ('rating.stars',):
    pass

proc = subprocess.run([os.path.join(BIN, 'format_messages')], input='\n'.join('\t'.join(c) for c in cases) + '\n',
                      capture_output=True, text=True, check=True)
rows = []
for line in proc.stdout.splitlines():
    f = line.split('\t')
    if f[0] == 'ERR': problem('ICU: ' + line)
    elif f[0] == 'ARGS':
        _, loc, k, names = f
        want = ' '.join(sorted(meta[k].get('placeholders', {})))
        if names != want: problem('%s: %s uses arguments {%s}, en declares {%s}' % (loc, k, names, want))
    elif f[0] == 'PLURALS':
        _, loc, k, arg, sels = f
        cats = {s for s in sels.split() if not s.startswith('=')}
        need = kw[loc]
        if cats != need: problem('%s: %s plural on %s has %s, ICU uses %s' % (loc, k, arg, sorted(cats), sorted(need)))
    elif f[0] == 'FMT':
        _, loc, k, args, category, text = f
        if re.search(r'[{}#]', text): problem('%s: %s leaked syntax: %s' % (loc, k, text))
        rows.append((loc, k, args, category, text))
        if (loc, k, args) == ('zh-Hans', 'rating.stars', 'value=3') and text != '3星': problem('zh-Hans: 3 stars must be 3星, got ' + text)

with open(os.path.join(HERE, 'outputs.tsv'), 'w', encoding='utf-8') as out:
    out.write('locale\tkey\targuments\tICU plural category of each number\toutput\n')
    for r in rows: out.write('\t'.join(r) + '\n')
with open(os.path.join(BIN, 'outputs.md'), 'w', encoding='utf-8') as out:
    out.write('# Catalog messages formatted by system ICU %s (icu::MessageFormat, named arguments)\n\n' % '72')
    out.write('ICU cardinal plural categories: ' + '; '.join('%s: %s' % (l, ' '.join(sorted(kw[l]))) for l in LOCALES if l in kw) + '\n\n')
    for loc in LOCALES:
        out.write('## %s\n\n| key | arguments | category | output |\n|---|---|---|---|\n' % loc)
        for r in rows:
            if r[0] == loc: out.write('| %s | %s | %s | %s |\n' % (r[1], r[2], r[3], r[4].replace('|', '\\|')))
        out.write('\n')
with open(os.path.join(BIN, 'problems.txt'), 'w', encoding='utf-8') as out:
    out.write('\n'.join(problems) + ('\n' if problems else 'none\n'))
print('%d formatted outputs, %d problems' % (len(rows), len(problems)))
for p in problems: print('PROBLEM', p)
sys.exit(1 if problems else 0)
