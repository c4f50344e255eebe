/** The site's style sheet: one column that reads on a 360-pixel phone and a desktop, with dark colours when the system asks for them. */
export const styles = `
:root{color-scheme:light dark;--bg:#fdfcf8;--fg:#1d1b16;--muted:#5c5646;--line:#d9d3c3;--accent:#0b5c8a;--mark:#ffe38a;--card:#f3efe3;--focus:#c2410c}
@media (prefers-color-scheme:dark){:root{--bg:#14161a;--fg:#e8e4da;--muted:#a9a392;--line:#3a3d44;--accent:#7cc4f5;--mark:#6b5510;--card:#1e2127;--focus:#fb923c}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;overflow-wrap:anywhere}
a{color:var(--accent)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:var(--bg);padding:4px 8px;z-index:2}
header{border-bottom:1px solid var(--line);padding:8px 12px;background:var(--bg)}
@media (min-width:600px){header{position:sticky;top:0;z-index:1}}
.bar{display:flex;flex-wrap:wrap;gap:8px;align-items:center;max-width:60rem;margin:0 auto}
.brand{font-weight:700;text-decoration:none;color:var(--fg);margin-right:auto}
nav a{margin-left:6px;display:inline-flex;align-items:center;min-height:24px;min-width:24px;padding:0 6px}
.brand{display:inline-flex;align-items:center;min-height:24px}
#filters-toggle{display:none}
.filters{display:contents}
header form{max-width:60rem;margin:8px auto 0;display:flex;flex-wrap:wrap;gap:6px;align-items:end}
.field{display:flex;flex-direction:column;font-size:.85rem;color:var(--muted)}
.field.grow{flex:1 1 14rem;min-width:0}
input,select,textarea,button{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--line);border-radius:6px;padding:6px 8px;max-width:100%}
select{min-width:0;max-width:11rem}
button{background:var(--card);cursor:pointer;min-height:2.5rem}
textarea{width:100%;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9rem}
main{max-width:60rem;margin:0 auto;padding:8px 12px 48px}
h1{font-size:1.4rem;margin:.6rem 0}h2{font-size:1.15rem;margin:1.2rem 0 .4rem}h3{font-size:1rem;margin:.8rem 0 .3rem}
.meta,.status{color:var(--muted);font-size:.9rem}
.hits{padding-left:1.4rem}.hits li{margin:.8rem 0}.hit-title{font-weight:600}
.snippet{margin:.2rem 0}
mark{background:var(--mark);color:inherit;padding:0 1px}
blockquote{margin:.5rem 0;padding:.4rem .8rem;border-left:4px solid var(--line);background:var(--card)}
code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.85em}
.cards{padding-left:1.2rem}.number{font-family:ui-monospace,monospace;color:var(--muted)}
.nested{margin-left:1rem;border-left:1px solid var(--line);padding-left:.8rem}
.bullet{text-decoration:none}
.decision{font-weight:700;font-size:1.05rem;background:var(--card);padding:.5rem .8rem;border-radius:6px}
.answer{border-top:1px solid var(--line);margin-top:1rem}
.error{color:#b42318;font-weight:600}@media (prefers-color-scheme:dark){.error{color:#fda29b}}
.block{display:block;font-weight:600;margin-top:.8rem}
.link-field{width:100%;margin-top:4px}
.situation-form input[type=text]{width:100%}.situation-form select{max-width:100%}.form-effects{padding-left:1.4rem}.form-effects li{margin:.6rem 0}
.copy-wrap .status{margin-left:8px}
/* A phone: one line for the name and links, one for the search box; the filters open on demand (or when one is set). */
@media (max-width:599.98px){
header{padding:4px 10px}
.bar{gap:4px}
.brand{font-size:.95rem}
#filters-toggle{display:inline-flex;align-items:center;min-height:28px;padding:0 8px;font-size:.85rem}
header form{margin-top:4px}
header .field.grow label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.filters{display:none;gap:6px;width:100%}
header.show-filters .filters,header.filtered .filters{display:flex}
.filters .field{flex:1 1 45%;min-width:0}.filters select{max-width:100%;width:100%}
}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
