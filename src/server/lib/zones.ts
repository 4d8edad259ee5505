import { ZoneId } from '@js-joda/core';
import '@js-joda/timezone';
import { weddingMessages } from '../../shared/weddings';
import { fieldError } from './problem';

// The server loads the whole tz database (@js-joda/timezone): the zone list a wedding's zone is checked against,
// and the rules for any year a wedding or a due date falls in.

const ZONES = new Set(ZoneId.getAvailableZoneIds());

/** The zone itself, or a 400 on `time_zone` when it is no IANA zone js-joda knows. */
export function checkedZone(zone: string): string {
  if (!ZONES.has(zone)) throw fieldError('time_zone', weddingMessages.timeZoneInvalid);
  return zone;
}
