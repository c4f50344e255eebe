/** The page at a phone's size (360×740) and a desktop's (1280×900): answers in view, a compact header with 24-pixel
 * controls, the resolver on the site's first ruleset, offline after one visit, and the search state in the address. */
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { qm, repoRoot } from '../helpers/run-qm.js';
import { chromiumPath, launchChromium, type LaunchedChromium } from './chromium.js';

/** Screenshots kept for people to look at (gitignored, like the other browser tests' artifacts). */
const artifacts = `${repoRoot}test/site/artifacts/`;
/** The event's site (built-in rulesets, its house rules and rulings) and the built-in rulesets' site. */
const eventSite = `${artifacts}page-event-site/`;
const builtinSite = `${artifacts}page-builtin-site/`;

const sizes = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

describe.skipIf(!chromiumPath)('the page at both sizes', () => {
  let browser: Browser;
  let launched: LaunchedChromium | undefined;
  let server: Server;
  let origin: string;
  /** While set, the server drops every connection, as a host that cannot be reached: only the service worker can answer. */
  let unreachable = false;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    for (const dir of [eventSite, builtinSite]) rmSync(dir, { recursive: true, force: true });
    const event = qm(['--rulesets', 'examples/my-event', 'site', eventSite, '--examples', 'examples/my-event/rulings', '--title', 'My Event rulings']);
    expect(event.code, event.stderr).toBe(0);
    const builtin = qm(['site', builtinSite]);
    expect(builtin.code, builtin.stderr).toBe(0);
    // The built-in site over http, as a host would serve it (service workers need http(s) or localhost).
    server = createServer((req, res) => {
      if (unreachable) return void req.socket.destroy();
      const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/\/$/, '/index.html');
      try {
        const body = readFileSync(join(builtinSite, path));
        res.writeHead(200, { 'content-type': extname(path) === '.js' ? 'text/javascript' : 'text/html; charset=utf-8' }).end(body);
      } catch {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    launched = await launchChromium();
    browser = launched.browser;
  });

  afterAll(async () => {
    await launched?.close();
    await new Promise((done) => server?.close(done));
  });

  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  /** A page of a site at a size, its script errors collected. */
  async function open(size: (typeof sizes)[number], url: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(url);
    await page.waitForSelector('html[data-ready]');
    return page;
  }
  const eventUrl = (hash = '') => `file://${eventSite}index.html${hash}`;

  it.each(sizes)('scrolls the answer into view below the header after Resolve ($name)', async (size) => {
    const page = await open(size, eventUrl('#/resolve'));
    await page.locator('#situation').fill(readFileSync(`${repoRoot}fixtures/pirates-csg/order-gold-modifiers.yaml`, 'utf8'));
    await page.locator('#resolve').click();
    await page.waitForSelector('#answers .answer h2');
    // Where the first answer's heading is, and where the header ends when it stays on screen (sticky on a desktop).
    const where = () =>
      page.evaluate(() => {
        const header = document.querySelector('header')!;
        const sticky = getComputedStyle(header).position === 'sticky';
        return { top: document.querySelector('#answers .answer h2')!.getBoundingClientRect().top, below: sticky ? header.getBoundingClientRect().bottom : 0 };
      });
    await expect.poll(async () => { const w = await where(); return w.top >= w.below && w.top < size.height / 2; }).toBe(true);
    await page.screenshot({ path: `${artifacts}page-${size.name}-answer-in-view.png` });
    await page.close();
  });

  it.each(sizes)('has a compact header and controls at least 24 pixels each way ($name)', async (size) => {
    const page = await open(size, eventUrl('#/resolve'));
    const header = await page.locator('header').boundingBox();
    // On a phone the header takes at most 15% of the screen (it took 22%); on a desktop it stays one short band.
    expect(header!.height).toBeLessThanOrEqual(size.height * (size.name === 'phone' ? 0.15 : 0.2));
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('header a, header button, header input, header select, main button, main input, main select, main textarea')]
        .filter((el) => el.offsetParent !== null && !el.closest('.visually-hidden'))
        .map((el) => ({ el: el.id || el.textContent?.trim() || el.tagName, ...el.getBoundingClientRect().toJSON() }))
        .filter((r) => r.height < 24 || r.width < 24)
        .map((r) => `${r.el} ${Math.round(r.width)}×${Math.round(r.height)}`),
    );
    expect(small).toEqual([]);
    // The question menu shows its whole choice: its text fits inside the control, past its arrow.
    const fits = await page.evaluate(() => {
      const select = document.getElementById('form-ask') as HTMLSelectElement;
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = getComputedStyle(select).font;
      const style = getComputedStyle(select);
      // The room for text: the control's width less its padding and a 20-pixel arrow.
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      return [...select.options].every((o) => ctx.measureText(o.text).width <= room);
    });
    expect(fits).toBe(true);
    await page.screenshot({ path: `${artifacts}page-${size.name}-header-and-form.png` });
    if (size.name === 'phone') {
      // The filters open from the header's button, and the page still does not scroll sideways.
      await page.locator('#filters-toggle').click();
      await expect.poll(() => page.locator('#filter-ruleset').isVisible()).toBe(true);
      expect(await page.locator('#filters-toggle').getAttribute('aria-expanded')).toBe('true');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      await page.screenshot({ path: `${artifacts}page-phone-filters-open.png` });
    }
    await page.close();
  });

  it.each(sizes)("opens the resolver on the site's first ruleset: the event's, or The Pirate Code for the built-ins ($name)", async (size) => {
    const event = await open(size, eventUrl('#/resolve'));
    expect(await event.locator('#form-game').inputValue()).toBe('my-event-2026');
    await event.close();
    const builtin = await open(size, `file://${builtinSite}index.html#/resolve`);
    expect(await builtin.locator('#form-game').inputValue()).toBe('pirates-csg');
    expect(await builtin.locator('#situation').inputValue()).toContain('ruleset: pirates-csg');
    expect(await builtin.locator('#filter-ruleset option').nth(1).getAttribute('value')).toBe('pirates-csg');
    await builtin.screenshot({ path: `${artifacts}page-${size.name}-resolver-first-ruleset.png` });
    await builtin.close();
  });

  it.each(sizes)('works offline once opened over http, through its service worker ($name)', async (size) => {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(`${origin}/`);
    await page.waitForSelector('html[data-ready]');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Offline twice over: the browser's emulation (Chromium 150 no longer turns navigator.onLine false for it, so that is
    // not asserted) and a server that drops every connection, so a page that still loads came from the service worker.
    await context.setOffline(true);
    unreachable = true;
    try {
      await page.reload();
      await page.waitForSelector('html[data-ready]');
      await page.locator('#q').fill('calico cat');
      await expect.poll(() => page.locator('.hits li').first().textContent()).toContain('point cost is 3');
      await page.screenshot({ path: `${artifacts}page-${size.name}-offline-search.png` });
    } finally {
      unreachable = false;
      await context.close();
    }
  });

  it.each(sizes)('keeps the search and its filters in the address, and restores them from it ($name)', async (size) => {
    const page = await open(size, eventUrl());
    if (size.name === 'phone') await page.locator('#filters-toggle').click();
    await page.locator('#q').fill('galley pinned');
    await page.locator('#filter-ruleset').selectOption('pirates-csg');
    await page.locator('#filter-kind').selectOption('ruling');
    await expect.poll(() => page.url()).toMatch(/#\/search\/galley%20pinned\?game=pirates-csg&kind=ruling$/);
    const url = page.url();
    await page.close();
    const again = await open(size, url);
    expect(await again.locator('#q').inputValue()).toBe('galley pinned');
    expect(await again.locator('#filter-ruleset').inputValue()).toBe('pirates-csg');
    expect(await again.locator('#filter-kind').inputValue()).toBe('ruling');
    // Set filters stay in view on a phone, and the button says how many there are.
    expect(await again.locator('#filter-kind').isVisible()).toBe(true);
    if (size.name === 'phone') expect(await again.locator('#filters-toggle').textContent()).toBe('Filters (2)');
    const rulesets = await again.locator('.hits li .meta').allTextContents();
    expect(rulesets.length).toBeGreaterThan(0);
    for (const r of rulesets) expect(r.startsWith('pirates-csg ›')).toBe(true);
    await again.screenshot({ path: `${artifacts}page-${size.name}-search-from-address.png` });
    // A prefix the syntax does not know is searched as words, and the status line says so, as qm search warns.
    await again.locator('#q').fill('o:pinned galley');
    await expect.poll(() => again.locator('#search-status').textContent()).toContain("o: is not a prefix, searched as words; prefixes: card: keyword:");
    await again.close();
  });
});
