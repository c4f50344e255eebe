/** The site in a real browser (system Chromium through playwright-core): built by qm site, opened from disk, used as at a table. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { decisionLine } from '../../src/render/decision-line.js';
import { readAsLines } from '../../src/render/read-as-lines.js';
import type { Answer } from '../../src/resolve/answer.js';
import { qm, repoRoot } from '../helpers/run-qm.js';
import { chromiumPath, launchChromium, type LaunchedChromium } from './chromium.js';
import { scratchDir } from '../helpers/scratch.js';

/** Screenshots and measurements kept for people to look at (gitignored). */
const artifacts = `${repoRoot}test/site/artifacts/`;
const siteDir = `${artifacts}site/`;
const pageUrl = `file://${siteDir}index.html`;

if (!chromiumPath) process.stderr.write('site browser tests skipped: no system Chromium (apt-get install chromium, or set QM_CHROMIUM)\n');

describe.skipIf(!chromiumPath)('qm site in Chromium', () => {
  let browser: Browser;
  let launched: LaunchedChromium | undefined;
  const measured: Record<string, unknown> = {};

  beforeAll(async () => {
    rmSync(siteDir, { recursive: true, force: true });
    mkdirSync(artifacts, { recursive: true });
    // The event's house-rule ruleset and its rulings go in as a publisher would put them.
    const built = qm(['--rulesets', 'examples/my-event', 'site', siteDir, '--examples', 'examples/my-event/rulings', '--title', 'My Event rulings']);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    launched = await launchChromium();
    browser = launched.browser;
  });

  afterAll(async () => {
    await launched?.close();
    writeFileSync(`${artifacts}measurements.json`, `${JSON.stringify(measured, null, 2)}\n`);
  });

  /** Script errors of the pages a test opened: each test ends with none. */
  const pageErrors: string[] = [];
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  /** A fresh page at a width, its script errors collected. */
  async function open(width: number, hash = ''): Promise<Page> {
    const page = await browser.newPage({ viewport: { width, height: width < 500 ? 740 : 900 } });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`${pageUrl}${hash}`);
    await page.waitForSelector('html[data-ready]');
    return page;
  }

  it('weighs under 1 MB compressed', () => {
    const html = readFileSync(`${siteDir}index.html`);
    measured.bytes = html.length;
    measured.gzip = gzipSync(html, { level: 9 }).length;
    expect(measured.gzip).toBeLessThan(1_000_000);
  });

  it('searches as you type: "calico cat" finds that its point cost is 3', async () => {
    const page = await open(1280);
    await page.locator('#q').pressSequentially('calico cat');
    await expect.poll(() => page.locator('.hits li').first().textContent()).toContain('point cost is 3');
    expect(page.url()).toContain('#/search/calico%20cat');
    await page.screenshot({ path: `${artifacts}desktop-search.png` });
    // Latency as the page measures it, over queries people type (kept as an artifact; no timing assertion on a shared machine).
    const times: Record<string, number> = {};
    for (const q of ['galley pinned', 'who chooses crew eliminated', 'RF-056', 'keyword:galley kraken', 'calico cat']) {
      await page.locator('#q').fill(q);
      await expect.poll(() => page.locator('#search-status').textContent()).toContain(q);
      times[q] = Number(await page.locator('#search-status').getAttribute('data-ms'));
    }
    measured.searchMs = times;
    await page.close();
  });

  it('opens an entry by its address, with its cards, parent and links', async () => {
    const page = await open(1280, '#/pirates-csg.card-corrections.calico-cat');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Calico Cat');
    expect(await page.locator('.cards').textContent()).toContain('RF-056');
    expect(await page.locator('main').textContent()).toContain('This crewmember’s point cost is 3.');
    // Copy link puts the address on the clipboard, or where the browser refuses, offers it selected in a labelled field.
    await page.locator('button.copy').click();
    await expect.poll(() => page.locator('.copy-wrap [role=status]').textContent()).toMatch(/Link copied|Copy the selected link/);
    if ((await page.locator('.link-field').count()) > 0) expect(await page.locator('.link-field').inputValue()).toBe(`${pageUrl}#/pirates-csg.card-corrections.calico-cat`);
    // A house rule from --rulesets has its own page, with its See-also link to the Pirate Code.
    await page.goto(`${pageUrl}#/my-event-2026.house-rules.no-deathmatch`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Deathmatch');
    const see = page.locator('section[aria-labelledby="see-h"] a');
    expect(await see.count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${artifacts}desktop-entry.png`, fullPage: true });
    // A card's page gathers every ruling about it, as qm show does.
    await page.goto(`${pageUrl}#/about/RF-056`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Rulings about RF-056');
    expect(await page.locator('main').textContent()).toContain('point cost is 3');
    await page.close();
  });

  it.each(['pirates-csg/order-gold-modifiers.yaml', 'dragon-flagon-pirates/conflict-barrel-onto-table-over-water-open.yaml'])(
    'resolves a pasted fixture as qm resolve --json does: %s',
    async (fixture) => {
      const path = `fixtures/${fixture}`;
      const cli = JSON.parse(qm(['resolve', path, '--json']).stdout) as { answers: Answer[] };
      const page = await open(1280, '#/resolve');
      await page.locator('#situation').fill(readFileSync(`${repoRoot}${path}`, 'utf8'));
      await page.locator('#resolve').click();
      await page.waitForSelector('#answers .answer');
      const shown = await page.locator('#answers .answer').evaluateAll((sections) =>
        sections.map((s) => ({
          id: s.getAttribute('data-question'),
          decision: s.querySelector('.decision')?.textContent,
          cites: [...s.querySelectorAll('a.cite')].map((a) => a.getAttribute('data-id')),
          near: [...s.querySelectorAll('a.near')].map((a) => a.getAttribute('data-id')),
          nearHrefs: [...s.querySelectorAll('a.near')].map((a) => a.getAttribute('href')),
          readAs: [...s.querySelectorAll('.read-as li')].map((li) => li.textContent),
          notes: [...s.querySelectorAll('.notes li')].map((li) => li.textContent),
          href: s.querySelector('a.cite')?.getAttribute('href'),
        })),
      );
      // Everything qm resolve shows above the reasons: its notes, the decision, what the judge's words were read as,
      // and an open answer's nearest rulings, each linked to its page.
      expect(shown.map(({ href: _h, ...rest }) => rest)).toEqual(
        cli.answers.map((a) => ({
          id: a.id,
          decision: decisionLine(a),
          cites: a.cites,
          near: (a.nearest ?? []).map((n) => n.entry),
          nearHrefs: (a.nearest ?? []).map((n) => `#/${n.entry}`),
          readAs: readAsLines(a),
          notes: (a.notes ?? []).map((n) => `Note: ${n}`),
        })),
      );
      // The fixtures are chosen to show each part: a reading that is not exact, and an open answer's nearest rulings.
      expect(shown.some((s) => s.readAs.length > 0)).toBe(true);
      for (const s of shown) if (s.cites[0]) expect(s.href).toBe(`#/${s.cites[0]}`);
      // A cited entry opens from its link, and Back returns to the same answers.
      if (shown[0]?.cites[0]) {
        await page.locator('#answers a.cite').first().click();
        await expect.poll(() => page.locator('h1').textContent()).not.toBe('Resolver');
        await page.goBack();
        await expect.poll(() => page.locator('#answers .answer').count()).toBe(shown.length);
      }
      await page.screenshot({ path: `${artifacts}desktop-resolve-${fixture.split('/')[1]!.replace(/\.yaml$/, '')}.png`, fullPage: true });
      await page.close();
    },
  );

  /** The answers the page shows: question id, decision line, cited entry ids. */
  const shownAnswers = (page: Page) =>
    page.locator('#answers .answer').evaluateAll((sections) =>
      sections.map((s) => ({ id: s.getAttribute('data-question'), decision: s.querySelector('.decision')?.textContent, cites: [...s.querySelectorAll('a.cite')].map((a) => a.getAttribute('data-id')) })),
    );

  it('builds a situation with the form, names found as you type, and answers as qm resolve does', async () => {
    const page = await open(1280, '#/resolve');
    await page.locator('#form-game').selectOption('pirates-csg');
    await page.locator('#form-active').selectOption('ben');
    await page.locator('#form-ask').selectOption('who-picks');
    await page.locator('#form-effect-1').pressSequentially('cancel abil');
    await expect.poll(() => page.locator('#form-names option[value="Cancel ability"]').count()).toBeGreaterThan(0);
    await page.locator('#form-effect-1').fill('Cancel ability');
    await page.locator('#form-resolve').click();
    await page.waitForSelector('#answers .answer');
    const yamlText = await page.locator('#situation').inputValue();
    expect(yamlText).toContain('ability: Cancel ability');
    const file = join(scratchDir('qm-form-'), 'form.yaml');
    writeFileSync(file, yamlText);
    const cli = JSON.parse(qm(['resolve', file, '--json']).stdout) as { answers: Answer[] };
    expect(await shownAnswers(page)).toEqual(cli.answers.map((a) => ({ id: a.id, decision: decisionLine(a), cites: a.cites })));
    expect(cli.answers[0]!.ask === 'who-picks' && cli.answers[0]!.picker.player).toBe('ana');
    // Saved with its answers as expect, it is a ruling qm check accepts.
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#save').click()]);
    const saved = join(dirname(file), 'saved.yaml');
    await download.saveAs(saved);
    const check = qm(['check', saved]);
    expect(check.stderr).toBe('');
    expect(check.code).toBe(0);
    await page.close();
  });

  it('fits a 360-pixel phone without sideways scrolling, in dark mode too', async () => {
    const page = await open(360);
    await page.emulateMedia({ colorScheme: 'dark' });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.locator('#q').fill('galley pinned');
    await page.waitForSelector('.hits li');
    expect(await overflow()).toBe(0);
    await page.screenshot({ path: `${artifacts}phone-search-dark.png` });
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(20, 22, 26)');
    for (const hash of ['#/pirates-csg.abilities.cancel-ability', '#/about/Calico Cat', '#/resolve']) {
      // A fresh load each time, so that the check never reads the page before the address changed it.
      await page.goto('about:blank');
      await page.goto(`${pageUrl}${hash}`);
      await page.waitForSelector('html[data-ready]');
      if (hash === '#/resolve') {
        await page.locator('#resolve').click();
        await page.waitForSelector('#answers .answer');
      }
      expect(await overflow(), hash).toBe(0);
      if (hash.includes('cancel-ability')) await page.screenshot({ path: `${artifacts}phone-entry-dark.png`, fullPage: true });
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: `${artifacts}phone-resolve.png`, fullPage: true });
    await page.close();
  });

  it('works with the keyboard alone: / to search, Enter to the first hit, Enter to open it', async () => {
    const page = await open(1280);
    await page.keyboard.press('/');
    await page.keyboard.type('RF-056');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Calico Cat');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Calico Cat');
    // Back returns to the hits of the search typed before.
    await page.goBack();
    await expect.poll(() => page.locator('.hits a').first().textContent()).toBe('Calico Cat');
    expect(await page.locator('#q').inputValue()).toBe('RF-056');
    // Every control has a label a screen reader reads.
    const unlabelled = await page.evaluate(() =>
      [...document.querySelectorAll('input, select, textarea, button')].filter((el) => !(el as HTMLInputElement).labels?.length && !el.getAttribute('aria-label') && !el.textContent?.trim()).length,
    );
    expect(unlabelled).toBe(0);
    await page.close();
  });
});
