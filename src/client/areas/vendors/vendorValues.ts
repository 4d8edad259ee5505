import type { WeddingVendor } from '../../../shared/vendors';

/** What the vendor form checks as the person types; the server checks the rest and answers under each field. */
export const VENDOR_FIELDS = {
  name: 'text',
  category: 'text',
  status: 'text',
  contact_person: 'optional',
  phone: 'optional',
  email: 'optional',
  website: 'optional',
  currency: 'optional',
  quoted_price: 'optional',
  deposit_amount: 'optional',
  deposit_due: 'optional',
  amount_paid: 'optional',
  notes: 'optional',
} as const;

export function vendorValues(vendor: WeddingVendor | null): Record<string, string> {
  if (!vendor) return { category: 'venue', status: 'considering', currency: 'USD' };
  const money = (amount: string | null) => amount ?? '';
  return {
    name: vendor.name,
    category: vendor.category,
    status: vendor.status,
    contact_person: vendor.contact_person,
    phone: vendor.phone,
    email: vendor.email,
    website: vendor.website,
    currency: vendor.currency,
    quoted_price: money(vendor.quoted_price),
    deposit_amount: money(vendor.deposit_amount),
    deposit_due: vendor.deposit_due ?? '',
    amount_paid: money(vendor.amount_paid),
    notes: vendor.notes,
  };
}
