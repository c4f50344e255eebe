/** The one self-contained page of `qm site`: markup, style, the bundled app and the data, so it works from file:// and offline. */
import type { SiteData } from './site-data.js';
import { styles } from './styles.js';

/** JSON safe inside a script element: no `</script>` or `<!--` can close or confuse it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Escapes text for HTML. */
function esc(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);
}

/** The whole page for `data`, with the browser bundle `app` inlined. */
export function pageHtml(data: SiteData, app: string, title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="generator" content="quartermaster ${esc(data.version)}">
<title>${esc(title)}</title>
<style>${styles}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header>
<div class="bar"><a class="brand" href="#/">${esc(title)}</a><nav aria-label="Site"><a href="#/">Search</a><a href="#/resolve">Resolver</a></nav><button type="button" id="filters-toggle" aria-controls="filters" aria-expanded="false">Filters</button></div>
<form id="search-form" role="search" autocomplete="off">
<div class="field grow"><label for="q">Search rulings</label><input id="q" type="search" placeholder="card, keyword, ability or collector number" enterkeyhint="search" spellcheck="false"></div>
<div id="filters" class="filters">
<div class="field"><label for="filter-ruleset">Game</label><select id="filter-ruleset"><option value="">All games</option></select></div>
<div class="field"><label for="filter-kind">Kind</label><select id="filter-kind"><option value="">All kinds</option></select></div>
</div>
</form>
</header>
<main id="main" tabindex="-1"><noscript><p>This page needs JavaScript to search and resolve; everything it needs is inside it.</p></noscript></main>
<script id="qm-data" type="application/json">${scriptJson(data)}</script>
<script>${app.replace(/<\/script/gi, '<\\/script')}</script>
</body>
</html>
`;
}
