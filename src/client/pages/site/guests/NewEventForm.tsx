import type { GuestEventBody } from '../../../../shared/guestEvents';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormShell } from '../../../components/form/FormShell';
import { TextField } from '../../../components/form/TextField';
import { useForm } from '../../../lib/useForm';
import { row } from '../../../styles/ui.css';

const FIELDS = {
  name: 'text',
  day: 'optional',
  start_time: 'optional',
  end_time: 'optional',
  place: 'optional',
  dress_code: 'optional',
  meal_options: 'optional',
  private: 'optional',
  seating: 'optional',
} as const;

/** A new guest event: its name, day and times (the wedding's own clock), place, dress code, meals, and flags. */
export function NewEventForm({ create, onDone }: { create(body: GuestEventBody): Promise<unknown>; onDone(): void }) {
  const form = useForm({ ...FIELDS }, async (v) => {
    await create({
      name: v.name ?? '',
      day: v.day || null,
      start_time: v.start_time || null,
      end_time: v.end_time || null,
      place: v.place ?? '',
      dress_code: v.dress_code ?? '',
      meal_options: (v.meal_options ?? '')
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean),
      private: v.private === 'true',
      seating: v.seating === 'true',
    });
    onDone();
  });
  return (
    <FormShell form={form} submitLabel="Add event" busyLabel="Saving…">
      <TextField form={form} name="name" label="Event name" />
      <div className={row}>
        <TextField form={form} name="day" label="Day" type="date" />
        <TextField form={form} name="start_time" label="Starts" type="time" />
        <TextField form={form} name="end_time" label="Ends" type="time" />
      </div>
      <TextField form={form} name="place" label="Place" />
      <TextField form={form} name="dress_code" label="Dress code" />
      <TextField form={form} name="meal_options" label="Meals (separated by commas)" />
      <div className={row}>
        <CheckboxField form={form} name="private" label="Private (only invited households see it)" />
        <CheckboxField form={form} name="seating" label="Plan seating" />
      </div>
    </FormShell>
  );
}
