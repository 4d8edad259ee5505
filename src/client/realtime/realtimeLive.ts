// What a live socket needs, loaded once a session opens one (realtimeApp.ts): the reconnecting WebSocket and the
// folds of every event into the stores. Signed-out pages never load it.
export { createDispatcher } from '../app/storeDispatch';
export { openSocketConnection } from './socketConnection';
