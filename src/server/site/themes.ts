import type { ThemeId } from '../../shared/site';

// The public site's three themes as plain CSS: it is inlined into the page (one request, paints at once) and served
// at /site-themes/{id}.css for the editor's preview, whose frame may not run inline styles.

const BASE = `*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}body{margin:0;line-height:1.6}
img{max-width:100%;height:auto;display:block}a{color:var(--accent)}
.wrap{max-width:46rem;margin:0 auto;padding:0 1.25rem}
header.hero{text-align:var(--align);padding:2.5rem 0 1.5rem}
.hero h1{font-family:var(--display);font-weight:var(--weight);font-size:clamp(2rem,8vw,3.4rem);line-height:1.1;margin:.5rem 0}
.hero .date{letter-spacing:.12em;text-transform:uppercase;font-size:.85rem;color:var(--muted)}
.cover{width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:var(--radius)}
nav.toc{display:flex;flex-wrap:wrap;gap:.25rem 1rem;justify-content:var(--justify);padding:.75rem 0;border-bottom:1px solid var(--line);font-size:.9rem}
nav.toc a{text-decoration:none;color:var(--ink)}
section{padding:2rem 0;border-bottom:1px solid var(--line)}
section h2{font-family:var(--display);font-weight:var(--weight);font-size:1.7rem;margin:0 0 .75rem;text-align:var(--align)}
.card{background:var(--card);border-radius:var(--radius);padding:1rem 1.25rem;margin:.75rem 0}
.card h3{margin:0 0 .25rem;font-size:1.05rem}
.muted{color:var(--muted)}
ol.schedule{list-style:none;padding:0;margin:.5rem 0}
ol.schedule li{display:grid;grid-template-columns:5.5rem 1fr;gap:.75rem;padding:.6rem 0;border-top:1px solid var(--line)}
.when{font-variant-numeric:tabular-nums;color:var(--muted)}
ul.gallery{list-style:none;padding:0;margin:.5rem 0;display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.5rem}
ul.gallery img{width:100%;aspect-ratio:1;object-fit:cover;border-radius:var(--radius)}
footer{padding:2rem 0;text-align:center;font-size:.85rem;color:var(--muted)}
form.gate{display:grid;gap:.75rem;max-width:20rem;margin:3rem auto}
input,select,textarea,button{font:inherit;padding:.5rem .75rem;border-radius:.4rem;border:1px solid var(--line)}
button{background:var(--accent);color:var(--on-accent);border:0;cursor:pointer}
.error{color:#a30d2a}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.events{list-style:none;padding:0}`;

const THEME_VARS: Record<ThemeId, string> = {
  classic: `body{--ink:#2b2622;--muted:#6f655c;--accent:#8a5a2b;--on-accent:#fff;--line:#e6ddd2;--card:#fbf7f1;
--display:Georgia,'Times New Roman',serif;--weight:400;--align:center;--justify:center;--radius:.25rem;
background:#fffdf9;color:var(--ink);font-family:Georgia,'Times New Roman',serif}`,
  garden: `body{--ink:#29362c;--muted:#5e6e61;--accent:#9b4d63;--on-accent:#fff;--line:#d9e4d6;--card:#eef4ec;
--display:'Brush Script MT','Segoe Script',cursive;--weight:400;--align:center;--justify:center;--radius:1rem;
background:#f8fbf6;color:var(--ink);font-family:'Trebuchet MS',system-ui,sans-serif}`,
  modern: `body{--ink:#111;--muted:#555;--accent:#111;--on-accent:#fff;--line:#ddd;--card:#f3f3f3;
--display:'Helvetica Neue',Arial,system-ui,sans-serif;--weight:800;--align:left;--justify:flex-start;--radius:0;
background:#fff;color:var(--ink);font-family:'Helvetica Neue',Arial,system-ui,sans-serif}`,
};

export function themeCss(theme: ThemeId): string {
  return `${THEME_VARS[theme] ?? THEME_VARS.classic}\n${BASE}`;
}
