// The app-wide actors, reachable anywhere as `app.system.get(systemIds.x)`.
export const systemIds = {
  session: 'session',
  toast: 'toast',
  pageFetch: 'pageFetch',
  socket: 'socket',
  myWeddings: 'myWeddings',
} as const;
