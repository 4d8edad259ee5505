// What the rarely used guards render, in one lazy chunk (see guards.tsx).
export { SignOutToAbout } from '../layouts/SignOutToAbout';
export { UnknownMiddleware } from '../pages/UnknownMiddlewarePage';
