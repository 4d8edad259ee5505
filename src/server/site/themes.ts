import {
  type HeroTreatment,
  type ThemeChoice,
  type ThemeColors,
  type ThemeId,
  themeColors,
  themeDef,
} from '../../shared/site';

// The public site's themes as plain CSS, built from their data (shared/siteThemes.ts): it is inlined into the page
// (one request, paints at once) and served at /site-themes/{id}.css for the editor's preview, whose frame may not run
// inline styles. Phone first: one column, tap targets of at least 44 px, labels above their fields.

export { type ThemeColors, themeColors };

const BASE = `*{box-sizing:border-box}html{-webkit-text-size-adjust:100%;overflow-x:clip}
body{margin:0;line-height:1.6;background:var(--bg);color:var(--ink);font-family:var(--body)}
img{max-width:100%;height:auto;display:block}a{color:var(--accent)}
.wrap{max-width:46rem;margin:0 auto;padding:0 1.25rem}
header.hero{text-align:var(--align);padding:2.5rem 0 1.5rem}
.hero h1,section h2,.event h2,legend{font-family:var(--display);font-weight:var(--weight);text-transform:var(--case);letter-spacing:var(--tracking)}
.hero h1{font-size:clamp(2rem,8vw,3.4rem);line-height:1.15;margin:.75rem 0 .5rem;overflow-wrap:anywhere}
.hero .date{letter-spacing:.12em;text-transform:uppercase;font-size:.85rem;color:var(--muted);margin:1.25rem 0 0}
.cover{width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:var(--radius)}
nav.toc{display:flex;flex-wrap:wrap;gap:0 1rem;justify-content:var(--justify);padding:.25rem 0;border-bottom:1px solid var(--line);font-size:.95rem}
nav.toc a{text-decoration:none;color:var(--ink);display:inline-flex;align-items:center;min-height:44px}
nav.toc a.cta{color:var(--accent);font-weight:700}
section{padding:2rem 0;border-bottom:1px solid var(--line)}
section h2{font-size:1.7rem;margin:0 0 .75rem;text-align:var(--align)}
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
input,select,textarea,button{font:inherit;padding:.5rem .75rem;border-radius:.4rem;border:1px solid var(--muted);min-height:44px;background:var(--bg);color:var(--ink)}
input,select,textarea{width:100%}
button,.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:.6rem 1.4rem;background:var(--accent);color:var(--on-accent);border:0;border-radius:var(--radius);cursor:pointer;text-decoration:none;font-weight:600}
.button.quiet{background:transparent;color:var(--accent);border:1px solid var(--accent)}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.error{color:var(--error);font-weight:600}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.events{list-style:none;padding:0}
.field{display:grid;gap:.35rem;margin:0 0 1rem}
.field>label,.field>.label{font-weight:600}
fieldset{border:0;padding:0;margin:0;min-width:0}
.rsvp fieldset.card{border:1px solid var(--line);padding:1.25rem;margin:1rem 0}
.rsvp legend{font-size:1.35rem;padding:0;float:left;width:100%;margin:0 0 .75rem}
.rsvp legend+*{clear:both}
.choices{display:flex;flex-wrap:wrap;gap:.5rem;margin:0 0 1rem}
nav.langs{display:flex;flex-wrap:wrap;gap:0 1rem;justify-content:flex-end;font-size:.9rem}
nav.langs a{display:inline-flex;align-items:center;min-height:44px;color:var(--ink)}
nav.langs a[aria-current]{font-weight:700;text-decoration:none}
.choices legend{font-family:var(--body);font-size:1rem;font-weight:600;text-transform:none;letter-spacing:0;margin:0 0 .35rem}
.choice{position:relative;display:inline-flex}
.choice input{position:absolute;inset:0;opacity:0;margin:0;min-height:0;width:100%;height:100%;cursor:pointer}
.choice span{display:inline-flex;align-items:center;min-height:44px;min-width:44px;padding:.5rem 1.1rem;border:1px solid var(--accent);border-radius:999px;color:var(--ink);background:var(--bg)}
.choice input:checked+span{background:var(--accent);color:var(--on-accent);font-weight:600}
.choice input:focus-visible+span{outline:3px solid var(--accent);outline-offset:2px}
.choice input:disabled+span{opacity:.7}
.thanks{border:2px solid var(--accent);text-align:center}
.thanks h2{margin:0 0 .5rem;font-family:var(--display);font-weight:var(--weight)}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center;margin:1rem 0}
form.find{display:grid;gap:.25rem;max-width:26rem;margin:1rem auto 2rem}
@media (min-width:40rem){.rsvp fieldset.card{padding:1.5rem 1.75rem}}`;

const HERO: Record<HeroTreatment, string> = {
  frame: `.hero .cover{aspect-ratio:3/2;padding:.5rem;background:var(--card);border:1px solid var(--line);outline:1px solid var(--line);outline-offset:5px}`,
  arch: `.hero .cover{aspect-ratio:4/5;max-width:22rem;margin:0 auto;border-radius:11rem 11rem var(--radius) var(--radius)}`,
  bleed: `.hero{padding-top:0}.hero .cover{width:100vw;max-width:none;margin-inline-start:calc(50% - 50vw);border-radius:0;aspect-ratio:21/9;min-height:14rem}`,
  band: `.hero .cover{aspect-ratio:3/1;min-height:9rem}`,
  circle: `.hero .cover{width:min(18rem,70vw);aspect-ratio:1;border-radius:50%;margin:0 auto;border:6px solid var(--card);box-shadow:0 0 0 1px var(--line)}`,
  gold: `.hero .cover{padding:.6rem;border:1px solid var(--accent);aspect-ratio:16/9}`,
  offset: `.hero .cover{aspect-ratio:4/3;width:calc(100% - 14px);max-width:34rem;margin:0 auto 14px;border:1px solid var(--accent);box-shadow:14px 14px 0 var(--line)}`,
  polaroid: `.hero .cover{background:#fff;padding:.75rem .75rem 2.75rem;box-shadow:0 6px 22px rgba(0,0,0,.14);transform:rotate(-2deg);max-width:24rem;margin:1rem auto;aspect-ratio:1;border-radius:2px}`,
};

const choiceOf = (choice: ThemeId | ThemeChoice): ThemeChoice =>
  typeof choice === 'string' ? { theme: choice } : choice;

function vars(choice: ThemeChoice): string {
  const def = themeDef(choice.theme);
  const c: ThemeColors = themeColors(choice);
  return `body{--bg:${c.background};--ink:${c.text};--muted:${c.muted};--accent:${c.accent};--on-accent:${c.onAccent};
--line:${c.line};--card:${c.card};--display:${c.headingFont};--body:${c.bodyFont};--weight:${def.headingWeight};
--case:${def.headingCase};--tracking:${def.headingSpacing};--align:${def.align === 'left' ? 'start' : 'center'};--justify:${def.align === 'left' ? 'flex-start' : 'center'};
--radius:${def.radius};--error:${def.dark ? '#ffb3b3' : '#a30d2a'};color-scheme:${def.dark ? 'dark' : 'light'}}`;
}

/** A theme's whole stylesheet, with the couple's accent and heading font when they chose them. */
export function themeCss(choice: ThemeId | ThemeChoice): string {
  const c = choiceOf(choice);
  return `${vars(c)}\n${BASE}\n${HERO[themeDef(c.theme).hero]}`;
}
