"""`spoken report` in a real browser (Debian's chromium + chromedriver, Selenium): the report of
the shipped catalogs (l10n/) and of a copy with planted mistakes. Every key x language x case row
exists (keys and languages read from the ARB files here, cases from `spoken preview`), broken
rows are marked and show no shipped text, the filters work, axe-core finds 0 violations, and a
screenshot is saved for a person to look at.

Run by Tests/Browser/run.sh (which CI runs); arguments: the spoken binary, an output directory.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

from axe_selenium_python import Axe
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SPOKEN, OUT = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])


def arb(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def plant(directory):
    """Mistakes a translator makes; returns {(locale, key): the shipped text that must not show}."""
    planted = {}

    def edit(locale, key, text):
        path = os.path.join(directory, locale + ".arb")
        data = arb(path)
        planted[(locale, key)] = data[key]
        data[key] = text
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(data, handle, ensure_ascii=False, indent=2)

    # An unknown placeholder (placeholder-mismatch), a plural without pl's `few`
    # (plural-category-missing): errors, so the app refuses these messages.
    edit("de", "announce.pageOf", "Seite {seite} von {total}")
    edit("pl", "rating.stars", "{value, plural, one {# gwiazdka} many {# gwiazdek} other {# gwiazdki}}")
    # A warning: the message is served, its words are shown and the abbreviation marked.
    data = arb(os.path.join(directory, "ru.arb"))
    with open(os.path.join(directory, "ru.arb"), "w", encoding="utf-8") as handle:
        data["hint.dismiss"] = "Закрывает этот экран через 5 мин"
        json.dump(data, handle, ensure_ascii=False, indent=2)
    return planted


def report(directory, name):
    path = os.path.join(OUT, name)
    run = subprocess.run([SPOKEN, "report", directory, "-o", path], capture_output=True, text=True)
    return run.returncode, path


def preview_cases(directory, locale):
    """(key, case label) of every row `spoken preview --catalog` gives for a locale."""
    run = subprocess.run(
        [SPOKEN, "preview", "--catalog", directory, "--locale", locale, "--format", "json"],
        capture_output=True, text=True)
    rows = set()
    for line in run.stdout.splitlines():
        row = json.loads(line)
        rows.add((row["key"], tuple(sorted(row["case"].items()))))
    return rows


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1400,1000", "--lang=en-US"):
        options.add_argument(argument)
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(service=service, options=options)
    # axe-core checks thousands of rows: minutes on a small machine, not seconds.
    driver.set_script_timeout(1200)
    return driver


def rows_on_page(driver):
    """{(locale, key, case label)} of the case rows, read from the DOM."""
    return set(tuple(item) for item in driver.execute_script("""
        var rows = [];
        document.querySelectorAll('section.language').forEach(function (section) {
          section.querySelectorAll('tr.case').forEach(function (row) {
            rows.push([section.dataset.locale, row.querySelector('th').textContent, row.dataset.case]);
          });
        });
        return rows;"""))


def check_rows(driver, directory):
    locales = sorted(name[:-4] for name in os.listdir(directory) if name.endswith(".arb"))
    keys = sorted(k for k in arb(os.path.join(directory, "en.arb")) if not k.startswith("@"))
    sections = [s.get_attribute("data-locale") for s in driver.find_elements(By.CSS_SELECTOR, "section.language")]
    assert sorted(sections) == locales, (sections, locales)
    page = rows_on_page(driver)
    for locale in locales:
        # A heading per language; lang and dir on every translation cell.
        section = driver.find_element(By.ID, "lang-" + locale)
        assert section.find_element(By.TAG_NAME, "h2").text.endswith("(%s)" % locale) or "(%s)," % locale in \
            section.find_element(By.TAG_NAME, "h2").text
        cells = section.find_elements(By.CSS_SELECTOR, "tr td:nth-of-type(3)")
        assert cells and all(c.get_attribute("lang") == locale and c.get_attribute("dir") in ("ltr", "rtl")
                             for c in cells), locale
        on_page = {(key, label) for (loc, key, label) in page if loc == locale}
        assert {key for key, _ in on_page} == set(keys), (locale, set(keys) - {key for key, _ in on_page})
        expected = preview_cases(directory, locale)
        labels = {}
        for key, label in on_page:
            labels.setdefault(key, []).append(label)
        for key, case in expected:
            # The page's label names each argument's selector: "count=few (2)".
            wanted = ["%s=%s" % (name, selector) for name, selector in case]
            assert any(all(w in label for w in wanted) for label in labels.get(key, [])), (locale, key, case)


def check_broken(driver, planted):
    for (locale, key), shipped in planted.items():
        body = driver.find_element(By.CSS_SELECTOR, '#lang-%s tbody[data-key="%s"]' % (locale, key))
        assert "broken" in body.get_attribute("class").split(), (locale, key)
        assert "Broken" in body.text
        for cell in body.find_elements(By.CSS_SELECTOR, "tr.case td:nth-of-type(3)"):
            assert cell.text == "Broken: not spoken", cell.text
        # No shipped words anywhere in the rows of the broken message.
        shipped_words = subprocess.run(
            [SPOKEN, "preview", "--locale", locale, "--format", "json", key], capture_output=True, text=True).stdout
        for line in shipped_words.splitlines():
            text = json.loads(line)["text"]
            for cell in body.find_elements(By.CSS_SELECTOR, "tr.case td"):
                assert text not in cell.text, (locale, key, text)


def check_filters(driver):
    language = Select(driver.find_element(By.ID, "filter-language"))
    language.select_by_value("de")
    visible = [s.get_attribute("data-locale") for s in driver.find_elements(By.CSS_SELECTOR, "section.language")
               if s.is_displayed()]
    assert visible == ["de"], visible
    errors = driver.find_element(By.ID, "filter-errors")
    errors.click()
    shown = [b.get_attribute("data-key") for b in driver.find_elements(By.CSS_SELECTOR, "#lang-de tbody.message")
             if b.is_displayed()]
    assert shown == ["announce.pageOf"], shown
    assert "Showing 1 message." == driver.find_element(By.ID, "filter-status").text
    errors.click()
    language.select_by_value("")
    assert all(s.is_displayed() for s in driver.find_elements(By.CSS_SELECTOR, "section.language"))


def check_axe(driver, name):
    """axe-core over the whole page: the page without its language sections (header, navigation,
    filters, the page-level rules), then each section, so that no call runs for minutes."""
    axe = Axe(driver)
    axe.inject()
    locales = [s.get_attribute("data-locale") for s in driver.find_elements(By.CSS_SELECTOR, "section.language")]
    contexts = [{"include": [["html"]], "exclude": [["section.language"]]}]
    contexts += [{"include": [["#lang-" + locale]]} for locale in locales]
    for context in contexts:
        violations = axe.run(context=context)["violations"]
        assert not violations, name + " " + json.dumps(context) + ": " + axe.report(violations)


def main():
    os.makedirs(OUT, exist_ok=True)
    work = tempfile.mkdtemp(prefix="spoken-browser-")
    try:
        planted_dir = os.path.join(work, "l10n")
        shutil.copytree(os.path.join(ROOT, "l10n"), planted_dir)
        planted = plant(planted_dir)
        status, shipped_page = report(os.path.join(ROOT, "l10n"), "report-shipped.html")
        assert status == 0, status
        status, planted_page = report(planted_dir, "report-planted.html")
        assert status == 1, status
        for page in (shipped_page, planted_page):
            with open(page, encoding="utf-8") as handle:
                html = handle.read()
            # Self-contained: nothing is loaded from elsewhere.
            for needle in ("http://", "https://", "<link", " src="):
                assert needle not in html, (page, needle)
        driver = browser()
        try:
            driver.get("file://" + shipped_page)
            check_rows(driver, os.path.join(ROOT, "l10n"))
            assert not driver.find_elements(By.CSS_SELECTOR, "tbody.broken")
            if os.environ.get("SPOKEN_AXE_SHIPPED", "1") == "1":
                check_axe(driver, "shipped")
            driver.get("file://" + planted_page)
            check_rows(driver, planted_dir)
            check_broken(driver, planted)
            marks = driver.find_elements(By.CSS_SELECTOR, '#lang-ru tbody[data-key="hint.dismiss"] mark')
            assert marks and marks[0].text == "5 мин", [m.text for m in marks]
            check_filters(driver)
            # What a translator sees: the Russian section of the planted report, and a broken row.
            Select(driver.find_element(By.ID, "filter-language")).select_by_value("ru")
            driver.execute_script("document.querySelector('#lang-ru tbody[data-key=\"hint.dismiss\"]').scrollIntoView({block: 'center'})")
            driver.save_screenshot(os.path.join(OUT, "report-screenshot.png"))
            Select(driver.find_element(By.ID, "filter-language")).select_by_value("de")
            driver.execute_script("document.querySelector('#lang-de tbody[data-key=\"announce.pageOf\"]').scrollIntoView({block: 'center'})")
            driver.save_screenshot(os.path.join(OUT, "report-screenshot-broken.png"))
            Select(driver.find_element(By.ID, "filter-language")).select_by_value("")
            check_axe(driver, "planted")
        finally:
            driver.quit()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("browser test: ok; screenshots in", OUT)


if __name__ == "__main__":
    main()
