// The one inline script of every HTML page the server sends (index.html and the pre-rendered pages; the build puts it
// first in <head>, scripts/prerender.ts). The server's Content-Security-Policy allows exactly this text by its hash
// (plugins/security.ts), so it is a fixed string, not code compiled per build.
//
// For a signed-in reader (the session the app keeps in localStorage, sessionStore.ts, at most 365 days old) it:
// - marks <html data-session> before the page paints, so pre-rendered signed-out markup stays hidden
//   (theme.css.ts: html[data-session] #root[data-prerendered]);
// - starts the page's first API requests at once, beside the scripts, instead of after the app's JS has arrived and
//   run: the profile and the top menu's weddings and invitations on every page, the feed's first page on / and /feed,
//   a wedding (and, for its followers and members, its posts) under /wedding/{slug}. The token goes in the
//   Authorization header only, never in a URL. The answers wait in window.__vowlineEarly, and the app's HTTP client
//   takes each one instead of asking again (src/client/api/early.ts).

/** Where the early answers wait for the app (src/client/api/early.ts reads it). */
export const EARLY_GLOBAL = '__vowlineEarly';

export const HEAD_SCRIPT = [
  '(function(){try{',
  "var s=JSON.parse(localStorage.getItem('vowline.session')||'null');",
  "if(!s||typeof s.token!=='string'||Date.now()-s.savedAt>31536e6)return;",
  "document.documentElement.setAttribute('data-session','');",
  "var h={authorization:'Bearer '+s.token},a={};",
  'window.__vowlineEarly={token:s.token,at:Date.now(),answers:a};',
  'function get(u){return a[u]=fetch(u,{headers:h})}',
  "get('/api/v1/users/me/');get('/api/v1/accounts/');get('/api/v1/account-invites/');",
  'var p=location.pathname,w=/^\\/wedding\\/([a-z0-9-]+)(\\/[^?]*)?$/.exec(p);',
  "if(p==='/'||p==='/feed'||p==='/feed/')get('/api/v1/users/me/feed/');",
  "else if(w&&w[1]!=='extras'){var r=get('/api/v1/accounts/'+w[1]+'/');",
  "if(!w[2]||w[2]==='/')r.then(function(x){return x.ok&&x.clone().json()}).then(function(d){",
  "if(d&&(d.my_role.length||d.follow_status==='following'))get('/api/v1/accounts/'+d.id+'/feed/')",
  '}).catch(function(){})}',
  '}catch(e){}})()',
].join('');
