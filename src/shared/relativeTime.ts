// Spec section 9: under 2 minutes 'Just now', then minutes, then hours up to 24 h, then 'Yesterday', then month and day.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(then: Date | string | number, now: Date | number = Date.now()): string {
  const t = new Date(then).getTime();
  const n = typeof now === 'number' ? now : now.getTime();
  const elapsed = Math.max(0, n - t);
  if (elapsed < 2 * MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} minutes ago`;
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  if (elapsed < 2 * DAY) return 'Yesterday';
  const d = new Date(t);
  return `${MONTHS[d.getMonth()]} ${d.getDate()}`;
}
