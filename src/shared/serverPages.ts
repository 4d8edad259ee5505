// The addresses the server answers with pages of its own (not the app): the API, sign-in's provider, images, the
// wedding websites, the RSVP and album pages. The service worker never answers them from its cache (client/sw.ts).
export const SERVER_PAGES: RegExp[] = [
  /^\/(api|auth|media|ws|healthz|readyz|interaction|w|rsvp|album|site-themes)(\/|$)/,
  /^\/(album-upload\.js|provider\.css|sw\.js|manifest\.webmanifest)$/,
];
