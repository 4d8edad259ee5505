import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  gifts,
  type guestEventInvites,
  guests,
  households,
  vendorExpectationProposals,
  vendorExpectations,
  weddingVendors,
} from '../db/schema';
import { recordChange } from '../history/record';
import { emitEvent } from '../realtime/emitEvent';
import { restoreInvites } from './guestAnswers';
import { householdAbout } from './guests';
import type { EntryRow } from './history';
import { revive } from './historyRevert';
import { announce, type VendorRow } from './weddingVendors';

// Undoing the deletion of a vendor (with its expectations) and of a household (with its guests, their invitations
// and its gifts): historyUndo.ts calls these.

export async function restoreVendor(tx: Tx, entry: EntryRow, userId: string): Promise<void> {
  const { expectations, proposal, ...vendor } = entry.snapshot as VendorRow & {
    expectations?: typeof vendorExpectations.$inferSelect | null;
    proposal?: typeof vendorExpectationProposals.$inferSelect | null;
  };
  const saved = revive(vendor as VendorRow);
  // A directory business may have been put on the list again meanwhile: the restored copy is then unlinked.
  const [linked] = saved.businessId
    ? await tx
        .select({ id: weddingVendors.id })
        .from(weddingVendors)
        .where(and(eq(weddingVendors.weddingId, entry.weddingId), eq(weddingVendors.businessId, saved.businessId)))
    : [];
  const [row] = await tx
    .insert(weddingVendors)
    .values({ ...saved, businessId: linked ? null : saved.businessId, updatedAt: new Date() })
    .returning();
  // The expectations and a pending proposal come back with it (older snapshots have neither).
  if (expectations) await tx.insert(vendorExpectations).values(revive(expectations));
  if (proposal) await tx.insert(vendorExpectationProposals).values(revive(proposal));
  await announce(tx, row!, userId, 'update');
  await recordChange(tx, {
    weddingId: entry.weddingId,
    actorId: userId,
    area: 'vendors',
    itemType: 'vendor',
    itemId: row!.id,
    label: row!.name,
    action: 'restored',
    undoes: entry.id,
  });
}

export async function restoreHousehold(tx: Tx, entry: EntryRow, userId: string): Promise<void> {
  const saved = entry.snapshot as {
    household: typeof households.$inferSelect;
    guests: (typeof guests.$inferSelect)[];
    /** Their invitations and answers per event (issue 38); older snapshots have none. */
    invites?: (typeof guestEventInvites.$inferSelect)[];
    /** The gifts it gave (the thank-you tracker); older snapshots have none. */
    gifts?: (typeof gifts.$inferSelect)[];
  };
  const [row] = await tx.insert(households).values(revive(saved.household)).returning();
  if (saved.guests.length) await tx.insert(guests).values(saved.guests.map(revive));
  await restoreInvites(
    tx,
    entry.weddingId,
    row!.id,
    saved.guests.map((g) => g.id),
    saved.invites ?? [],
  );
  if (saved.gifts?.length) await tx.insert(gifts).values(saved.gifts.map(revive));
  await emitEvent(tx, {
    stream: 'account_guests',
    action: 'update_household',
    weddingId: entry.weddingId,
    data: { by: userId, household: row!.id },
  });
  await recordChange(tx, { ...householdAbout(userId, row!), action: 'restored', undoes: entry.id });
}
