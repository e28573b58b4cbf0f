// The frame of every docs page: the same navigation bar on each (the Redoc pages get it too),
// and one stylesheet inlined, so a page needs no other file and no other origin.

/** The pages of the docs, in the order the bar shows them. Add a page here to link it everywhere. */
export const nav = [
  { href: 'index.html', label: 'Docs home' },
  { href: 'guide.html', label: 'Guide' },
  { href: 'admin.html', label: 'Admin API' },
  { href: 'public.html', label: 'Public API' },
  { href: 'private.html', label: 'Private API' },
  { href: 'enduser.html', label: 'End-user API' },
  { href: 'hooks.html', label: 'React hooks' },
  { href: 'changes.html', label: 'Changes' },
];

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The navigation bar, the page `current` marked as the one shown. Styled by `barStyle`. */
export function navBar(current) {
  const links = nav
    .map(
      ({ href, label }) =>
        `<a href="${href}"${href === current ? ' aria-current="page"' : ''}>${escapeHtml(label)}</a>`,
    )
    .join('');
  return `<nav class="docs-bar" aria-label="Docs">${links}</nav>`;
}

/** The bar's own style, scoped to it: the Redoc pages carry it beside Redoc's styles. */
export const BAR_HEIGHT_PX = 42;
export const barStyle = `.docs-bar{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;align-items:center;padding:0 1.5rem;
min-height:${BAR_HEIGHT_PX}px;box-sizing:border-box;background:#1f2328;font:15px/1.4 system-ui,sans-serif;position:sticky;top:0;z-index:100}
.docs-bar a{color:#e6edf3;text-decoration:none}.docs-bar a:hover{text-decoration:underline}
.docs-bar a[aria-current=page]{color:#fff;font-weight:600;border-bottom:2px solid #58a6ff}
@media (max-width:30rem){.docs-bar{padding:.3rem 1rem;gap:.1rem 1rem;font-size:14px}}`;

const style = `${barStyle}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#1f2328;background:#fff}
a{color:#0969da}
.page{display:grid;grid-template-columns:15rem minmax(0,1fr);gap:3rem;max-width:78rem;margin:0 auto;padding:1.5rem}
.page.single{grid-template-columns:minmax(0,1fr);max-width:56rem}
.toc{position:sticky;top:calc(${BAR_HEIGHT_PX}px + 1rem);align-self:start;max-height:calc(100vh - ${BAR_HEIGHT_PX}px - 2rem);overflow:auto;font-size:.9rem}
.toc h2{font-size:.8rem;text-transform:uppercase;letter-spacing:.05em;color:#59636e;margin:0 0 .5rem}
.toc ol{list-style:none;margin:0;padding:0}.toc ol ol{padding-left:.9rem}
.toc li{margin:.2rem 0}.toc a{color:#1f2328;text-decoration:none}.toc a:hover{color:#0969da;text-decoration:underline}
.toc-fold{display:none}
.toc-fold summary{cursor:pointer;font-weight:600}
.toc-fold ol{list-style:none;margin:.5rem 0 0;padding:0}.toc-fold ol ol{padding-left:.9rem}
.toc-fold li{margin:.3rem 0}.toc-fold a{color:#1f2328}
main{min-width:0}
main h1{font-size:2rem;margin:.5rem 0 1rem}main h2{margin-top:2.5rem;padding-bottom:.3rem;border-bottom:1px solid #d1d9e0}
h1,h2,h3,h4{line-height:1.25;scroll-margin-top:calc(${BAR_HEIGHT_PX}px + 1.5rem)}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace;font-size:.875em;
background:#eff1f3;padding:.1em .3em;border-radius:4px}
pre.shiki{font-size:14px;line-height:1.5;padding:1rem 1.1rem;border:1px solid #d1d9e0;border-radius:6px;overflow-x:auto;
background:#f6f8fa!important}
pre.shiki code{background:none;padding:0;font-size:inherit}
pre.code{font-size:13.5px;line-height:1.5;padding:.75rem 1rem;border:1px solid #d1d9e0;border-radius:6px;overflow-x:auto;
background:#f6f8fa;margin:.75rem 0}
pre.code code{background:none;padding:0;font-size:inherit}
pre.signature{border-left:3px solid #0969da}
main :not(pre)>code{overflow-wrap:anywhere}
.table{overflow-x:auto;margin:1rem 0}
table{border-collapse:collapse;font-size:.95rem}td,th{border:1px solid #d1d9e0;padding:.35rem .65rem;vertical-align:top;text-align:left}
th{background:#f6f8fa}
@media (max-width:60rem){
  .page{grid-template-columns:minmax(0,1fr);gap:0;padding:1rem}
  .toc{display:none}
  .toc-fold{display:block;border:1px solid #d1d9e0;border-radius:6px;padding:.6rem 1rem;margin-bottom:1rem;font-size:.95rem}
  .toc-fold[open]{padding-bottom:.75rem}
  pre.shiki,pre.code{font-size:12.5px;padding:.75rem}
  main h1{font-size:1.6rem}
}`;

/**
 * A whole page: the bar, then the content; with `toc` (HTML) a table of contents beside it, and
 * on a narrow screen folded into one "Contents" line above it instead (a screenful of links
 * would come before the title). Two copies, one shown by width: CSS alone, no script.
 */
export function page({ file, title, body, toc }) {
  const aside = toc
    ? `<aside class="toc"><h2>On this page</h2>${toc}</aside><details class="toc-fold"><summary>Contents</summary>${toc}</details>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head><body>${navBar(file)}
<div class="page${toc ? '' : ' single'}">${aside}<main>${body}</main></div></body></html>\n`;
}
