import { and, eq, sql } from 'drizzle-orm';
import { fundsMessages as fm } from '../../shared/fundsText';
import type { Transaction } from '../../shared/fundsTypes';
import type { Tx } from '../db/client';
import { fundTransactions, type ReceiptPhoto } from '../db/schema';
import { about, recordChange } from '../history/record';
import { HttpError } from '../lib/problem';
import { deleteReceiptMedia, emitFunds, lockFunds } from './fundsCore';
import { oneTransaction } from './fundsTransactions';
import { type StagedPhoto, storeVariants } from './postPhotos';

// A transaction's receipt photo: decoded and re-encoded by the posts' upload code (sharp, pixel limit, no metadata),
// its copies stored as media rows the transaction owns. Replacing, removing or deleting the transaction deletes them,
// in the same database transaction as the change and its event.

/** Every receipt image of a wedding's transactions, deleted before the wedding's transactions go (account deletion). */
export async function deleteWeddingReceipts(tx: Tx, weddingId: string): Promise<void> {
  await tx.execute(sql`
    DELETE FROM media WHERE id IN (
      SELECT (v->>'id')::uuid FROM fund_transactions t CROSS JOIN LATERAL jsonb_array_elements(t.receipt->'variants') v
      WHERE t.wedding_id = ${weddingId} AND t.receipt IS NOT NULL)`);
}

async function swapReceipt(
  tx: Tx,
  weddingId: string,
  id: string,
  userId: string,
  next: (current: typeof fundTransactions.$inferSelect) => Promise<ReceiptPhoto | null>,
): Promise<Transaction> {
  await lockFunds(tx, weddingId);
  const [current] = await tx
    .select()
    .from(fundTransactions)
    .where(and(eq(fundTransactions.id, id), eq(fundTransactions.weddingId, weddingId)))
    .for('update');
  if (!current) throw new HttpError(404, fm.noTransaction);
  const receipt = await next(current);
  await tx.update(fundTransactions).set({ receipt, updatedAt: new Date() }).where(eq(fundTransactions.id, id));
  await deleteReceiptMedia(tx, [current.receipt]);
  const transaction = await oneTransaction(tx, id);
  await emitFunds(tx, weddingId, 'update_transaction', { transaction, by: userId });
  // The photo itself is not kept in the entry: added, replaced or removed says it.
  const label = current.note || 'a transaction';
  await recordChange(tx, {
    ...about(weddingId, userId, 'funds', 'receipt', id, label),
    action: !receipt ? 'deleted' : current.receipt ? 'updated' : 'created',
    changes: [{ field: 'receipt', before: null, after: null }],
  });
  return transaction;
}

/** Puts the decoded photo on the transaction, replacing any receipt it had. */
export function setReceipt(tx: Tx, weddingId: string, id: string, userId: string, photo: StagedPhoto) {
  return swapReceipt(tx, weddingId, id, userId, async () => ({
    width: photo.width,
    height: photo.height,
    variants: await storeVariants(tx, userId, photo),
  }));
}

export function removeReceipt(tx: Tx, weddingId: string, id: string, userId: string) {
  return swapReceipt(tx, weddingId, id, userId, async (current) => {
    if (!current.receipt) throw new HttpError(404, fm.noReceipt);
    return null;
  });
}
