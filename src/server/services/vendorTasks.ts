import { and, asc, eq, inArray } from 'drizzle-orm';
import { type VendorTask, vendorMessages as vm } from '../../shared/vendors';
import type { Db, Tx } from '../db/client';
import { tasks, weddingVendorTasks } from '../db/schema';
import { fieldError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import { announce, vendorById } from './weddingVendors';

// The planning tasks a couple links to a vendor on their list. Tasks are the wedding's own: the vendor's team never
// reads them, and is not told when the links change.

export async function vendorTasks(db: Db | Tx, vendorId: string): Promise<VendorTask[]> {
  const rows = await db
    .select({ id: tasks.id, title: tasks.title, due_date: tasks.dueDate, status: tasks.status })
    .from(weddingVendorTasks)
    .innerJoin(tasks, eq(tasks.id, weddingVendorTasks.taskId))
    .where(eq(weddingVendorTasks.vendorId, vendorId))
    .orderBy(asc(tasks.dueDate), asc(tasks.title), asc(tasks.id));
  return rows;
}

/** Replaces the vendor's linked tasks with these, all of the vendor's wedding. */
export async function setVendorTasks(tx: Tx, vendorId: string, userId: string, ids: string[]): Promise<VendorTask[]> {
  const vendor = await vendorById(tx, vendorId);
  const wanted = [...new Set(ids)];
  if (wanted.length) {
    const found = wanted.every(isUuid)
      ? await tx
          .select({ id: tasks.id })
          .from(tasks)
          .where(and(eq(tasks.weddingId, vendor.weddingId), inArray(tasks.id, wanted)))
      : [];
    if (found.length !== wanted.length) throw fieldError('tasks', vm.tasksInvalid);
  }
  await tx.delete(weddingVendorTasks).where(eq(weddingVendorTasks.vendorId, vendorId));
  if (wanted.length) await tx.insert(weddingVendorTasks).values(wanted.map((taskId) => ({ vendorId, taskId })));
  await announce(tx, vendor, userId, 'update', { coupleOnly: true });
  return vendorTasks(tx, vendorId);
}
