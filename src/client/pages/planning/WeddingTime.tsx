import { bothTimes } from '../../../shared/weddingClock';
import { readerZone, useZones } from '../../lib/zones';

/** A run-of-show time on the wedding's clock, and on the reader's when theirs differs (issue 37). */
export function WeddingTime({ date, time, zone }: { date: string; time: string; zone: string }) {
  const zones = useZones();
  return <>{zones ? bothTimes(date, time, zone, readerZone()) : time}</>;
}
