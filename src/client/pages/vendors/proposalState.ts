import type { Expectations } from '../../../shared/vendors';

/** Where the expectations stand, as the couple reads it. */
export function expectationsState(e: Expectations): string {
  if (e.proposal?.side === 'vendor') return 'The vendor proposes a change';
  return e.confirmed_at ? 'Confirmed by the vendor' : 'Waiting for the vendor to confirm';
}
