import { useState } from 'react';
import type { RsvpQuestion, Website } from '../../../shared/site';
import type { WebsiteSave } from '../../areas/site/site';
import { Select } from '../../components/controls/Select';
import { button, card, muted, stack } from '../../styles/ui.css';
import * as css from './Site.css';

const REMINDER_CHOICES = [1, 3, 7, 14, 21, 30];

/** The RSVP deadline, the meals on offer, and when households yet to answer get a reminder mail. */
export function RsvpSettings({ site, save }: { site: Website; save: WebsiteSave }) {
  const [deadline, setDeadline] = useState(site.rsvp_deadline ?? '');
  const [meals, setMeals] = useState(site.meal_options.join('\n'));
  const [reminder, setReminder] = useState(site.rsvp_reminder_days === null ? '' : String(site.rsvp_reminder_days));
  const [question, setQuestion] = useState<RsvpQuestion>(site.rsvp_question);
  return (
    <section className={`${card} ${stack}`} aria-labelledby="rsvp-title">
      <h2 id="rsvp-title">RSVP</h2>
      <label>
        Reply by
        <input className={css.input} type="date" value={deadline} onChange={(e) => setDeadline(e.target.value)} />
      </label>
      <label>
        Meal options, one per line
        <textarea className={css.input} rows={4} value={meals} onChange={(e) => setMeals(e.target.value)} />
      </label>
      <label>
        Reminder mail to households that have not answered
        <Select value={reminder} onChange={(e) => setReminder(e.target.value)}>
          <option value="">No reminder</option>
          {REMINDER_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n === 1 ? '1 day' : `${n} days`} before the deadline
            </option>
          ))}
        </Select>
      </label>
      <p className={muted}>Each household with an email gets one reminder with its private RSVP link.</p>
      <label>
        Guests who find their invitation by name on the website answer
        <select className={css.input} value={question} onChange={(e) => setQuestion(e.target.value as RsvpQuestion)}>
          <option value="email">Their email address</option>
          <option value="postcode">Their postcode</option>
          <option value="none">No question</option>
        </select>
      </label>
      <p className={muted}>
        Only their household knows the answer, so nobody else opens their RSVP. Without a question, anyone who knows a
        guest’s name can.
      </p>
      <button
        type="button"
        className={button.primary}
        disabled={save.busy}
        onClick={() =>
          save.request({
            rsvp_deadline: deadline || null,
            rsvp_reminder_days: reminder ? Number(reminder) : null,
            rsvp_question: question,
            meal_options: meals
              .split('\n')
              .map((m) => m.trim())
              .filter(Boolean),
            done: 'RSVP settings saved.',
          })
        }
      >
        Save RSVP settings
      </button>
    </section>
  );
}
