import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type ProposalSide, vendorMessages as vm, type WeddingVendor } from '../../shared/vendors';
import type { proposalBody } from '../../shared/vendorsSchemas';
import type { Tx } from '../db/client';
import { vendorExpectationProposals, vendorExpectations } from '../db/schema';
import { expectationFields, expectationsAbout, recordChange } from '../history/record';
import { HttpError } from '../lib/problem';
import { announce, vendorById, vendorJson } from './weddingVendors';

// A change to agreed (or sent) expectations that either side proposes and the other accepts or declines. The
// expectations in force stay as they are until the other side accepts, so a vendor's confirmation is not lost to a
// change nobody agreed to. One pending change per vendor: proposing again (either side) replaces it, a counter-offer.
// Every step tells the couple and the vendor's team, whose open pages load again.

type Body = z.output<typeof proposalBody>;

export async function proposeChange(
  tx: Tx,
  id: string,
  userId: string,
  side: ProposalSide,
  body: Body,
): Promise<WeddingVendor> {
  const vendor = await vendorById(tx, id);
  if (!vendor.businessId) throw new HttpError(409, vm.notLinked);
  const [current] = await tx
    .select({ id: vendorExpectations.vendorId })
    .from(vendorExpectations)
    .where(eq(vendorExpectations.vendorId, id))
    .for('update');
  if (!current) throw new HttpError(409, vm.nothingToChange);
  const values = {
    side,
    deliverables: body.deliverables,
    arrivalTime: body.arrival_time,
    dayContacts: body.day_contacts,
    note: body.note,
    proposedBy: userId,
    proposedAt: new Date(),
  };
  await tx
    .insert(vendorExpectationProposals)
    .values({ vendorId: id, ...values })
    .onConflictDoUpdate({ target: vendorExpectationProposals.vendorId, set: values });
  await announce(tx, vendor, userId, 'update');
  const [agreed] = await tx.select().from(vendorExpectations).where(eq(vendorExpectations.vendorId, id));
  // What the change would make of the expectations in force, field by field.
  await recordChange(tx, {
    ...expectationsAbout(vendor, userId),
    action: 'proposed',
    before: agreed ? expectationFields(agreed) : null,
    after: expectationFields(values),
  });
  return vendorJson(tx, vendor, side === 'couple');
}

async function pending(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(vendorExpectationProposals)
    .where(eq(vendorExpectationProposals.vendorId, id))
    .for('update');
  if (!row) throw new HttpError(409, vm.noProposal);
  return row;
}

/** The other side accepts: the change becomes the expectations, agreed by both (so confirmed). */
export async function acceptChange(tx: Tx, id: string, userId: string, side: ProposalSide): Promise<WeddingVendor> {
  const vendor = await vendorById(tx, id);
  const proposal = await pending(tx, id);
  if (proposal.side === side) throw new HttpError(409, vm.ownProposal);
  const now = new Date();
  const [agreed] = await tx.select().from(vendorExpectations).where(eq(vendorExpectations.vendorId, id));
  await tx
    .update(vendorExpectations)
    .set({
      deliverables: proposal.deliverables,
      arrivalTime: proposal.arrivalTime,
      dayContacts: proposal.dayContacts,
      updatedBy: proposal.proposedBy,
      updatedAt: now,
      confirmedBy: side === 'vendor' ? userId : proposal.proposedBy,
      confirmedAt: now,
    })
    .where(eq(vendorExpectations.vendorId, id));
  await tx.delete(vendorExpectationProposals).where(eq(vendorExpectationProposals.vendorId, id));
  await announce(tx, vendor, userId, 'update');
  await recordChange(tx, {
    ...expectationsAbout(vendor, userId),
    action: 'accepted',
    before: agreed ? expectationFields(agreed) : null,
    after: expectationFields(proposal),
  });
  return vendorJson(tx, vendor, side === 'couple');
}

/** The other side declines it, or its proposer withdraws it: the expectations stay as they were. */
export async function dropChange(tx: Tx, id: string, userId: string): Promise<void> {
  const vendor = await vendorById(tx, id);
  await pending(tx, id);
  await tx.delete(vendorExpectationProposals).where(eq(vendorExpectationProposals.vendorId, id));
  await announce(tx, vendor, userId, 'update');
  await recordChange(tx, { ...expectationsAbout(vendor, userId), action: 'declined' });
}
