import { Duration, Instant, LocalDate, ZoneId } from '@js-joda/core';

// Spec section 9: under 2 minutes 'Just now', then minutes, then hours up to 24 h, then 'Yesterday', then month and day.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function relativeTime(then: Date | string | number, now: Date | number = Date.now()): string {
  const at = Instant.ofEpochMilli(new Date(then).getTime());
  const elapsed = Duration.between(at, Instant.ofEpochMilli(typeof now === 'number' ? now : now.getTime()));
  if (elapsed.compareTo(Duration.ofMinutes(2)) < 0) return 'Just now';
  if (elapsed.compareTo(Duration.ofHours(1)) < 0) return `${elapsed.toMinutes()} minutes ago`;
  if (elapsed.compareTo(Duration.ofDays(1)) < 0) {
    const hours = elapsed.toHours();
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  if (elapsed.compareTo(Duration.ofDays(2)) < 0) return 'Yesterday';
  // The day as the reader's own calendar has it.
  const day = LocalDate.ofInstant(at, ZoneId.SYSTEM);
  return `${MONTHS[day.monthValue() - 1]} ${day.dayOfMonth()}`;
}
