import type { Template, TemplateSection, TemplateTask } from '../../shared/planning';

// The ready-made checklists of the template store. They live in code, versioned with the app: a task's key never
// changes once shipped, because applying a template skips the keys a wedding already has.

type Seed = [key: string, title: string, notes?: string];
interface SectionSeed {
  key: string;
  name: string;
  months_before: number;
  days_before?: number;
  tasks: Seed[];
}

function section({ key, name, months_before, days_before = 0, tasks }: SectionSeed): TemplateSection {
  return {
    key,
    name,
    tasks: tasks.map(
      ([taskKey, title, notes = '']): TemplateTask => ({ key: taskKey, title, notes, months_before, days_before }),
    ),
  };
}

function template(id: string, name: string, description: string, sections: TemplateSection[]): Template {
  return {
    id,
    name,
    description,
    sections,
    sections_count: sections.length,
    tasks_count: sections.reduce((n, s) => n + s.tasks.length, 0),
  };
}

const classic = template(
  'classic-checklist',
  'Classic wedding checklist',
  'Everything from setting a budget a year ahead to the thank-you cards, month by month.',
  [
    section({
      key: '12-months',
      name: '12 months before',
      months_before: 12,
      tasks: [
        ['budget', 'Set the budget', 'Agree who contributes what, and keep 5–10% aside for surprises.'],
        ['guest-list-draft', 'Draft the guest list', 'A first count drives the venue size and the budget.'],
        ['style', 'Choose the style and season'],
        ['planner', 'Decide whether to hire a planner'],
        ['venue-visits', 'Visit ceremony and reception venues'],
        ['venue-book', 'Book the ceremony and reception venues', 'Ask about curfews, corkage and wet-weather plans.'],
        ['officiant', 'Book the officiant'],
        ['insurance', 'Take out wedding insurance'],
      ],
    }),
    section({
      key: '9-months',
      name: '9–11 months before',
      months_before: 10,
      tasks: [
        ['photographer', 'Book the photographer'],
        ['videographer', 'Book the videographer'],
        ['caterer', 'Book the caterer', 'Confirm tasting dates and dietary options.'],
        ['band-dj', 'Book the band or DJ'],
        ['wedding-party', 'Ask the wedding party'],
        ['website', 'Set up the wedding website'],
        ['save-the-dates', 'Send save-the-dates'],
        ['room-block', 'Reserve hotel room blocks for guests'],
      ],
    }),
    section({
      key: '6-months',
      name: '6–8 months before',
      months_before: 7,
      tasks: [
        ['dress', 'Order the wedding dress', 'Allow for several fittings.'],
        ['florist', 'Book the florist'],
        ['cake', 'Order the cake'],
        ['registry', 'Create the gift registry'],
        ['honeymoon', 'Plan and book the honeymoon'],
        ['transport', 'Book transport for the day'],
        ['rentals', 'Reserve rentals: chairs, linens, lighting'],
      ],
    }),
    section({
      key: '4-months',
      name: '4–5 months before',
      months_before: 4,
      tasks: [
        ['suits', 'Choose suits and bridesmaid outfits'],
        ['invitations', 'Order the invitations'],
        ['rings', 'Choose the wedding rings'],
        ['hair-makeup', 'Book hair and make-up trials'],
        ['menu', 'Finalise the menu after the tasting'],
        ['rehearsal-dinner', 'Plan the rehearsal dinner'],
      ],
    }),
    section({
      key: '2-months',
      name: '2–3 months before',
      months_before: 2,
      tasks: [
        ['send-invitations', 'Send the invitations', 'Eight weeks ahead; ask for replies four weeks before.'],
        ['vows', 'Write the vows'],
        ['ceremony-music', 'Choose the ceremony music'],
        ['favours', 'Order favours and welcome bags'],
        ['licence', 'Apply for the marriage licence'],
        ['shoes', 'Buy shoes and accessories'],
      ],
    }),
    section({
      key: '1-month',
      name: '1 month before',
      months_before: 1,
      tasks: [
        ['chase-rsvps', 'Chase missing replies'],
        ['final-fittings', 'Final dress and suit fittings'],
        ['seating', 'Make the seating plan'],
        ['run-of-show', 'Write the wedding-day run-of-show', 'Share it with the vendors and the wedding party.'],
        ['final-numbers', 'Give the caterer final numbers'],
        ['speeches', 'Confirm who gives speeches'],
        ['shot-list', 'Send the photographer the shot list'],
      ],
    }),
    section({
      key: 'final-week',
      name: 'The final week',
      months_before: 0,
      days_before: 7,
      tasks: [
        ['confirm-vendors', 'Confirm arrival times with every vendor'],
        ['pay-balances', 'Pay the remaining balances', 'Put tips in labelled envelopes.'],
        ['pack', 'Pack for the honeymoon'],
        ['emergency-kit', 'Pack an emergency kit', 'Safety pins, plasters, painkillers, a phone charger.'],
        ['rings-handover', 'Hand the rings to the best person'],
      ],
    }),
    section({
      key: 'after',
      name: 'After the wedding',
      months_before: -1,
      tasks: [
        ['thank-yous', 'Send thank-you cards'],
        ['dress-clean', 'Have the dress cleaned and stored'],
        ['name-change', 'Update names on documents, if changing'],
        ['reviews', 'Review the vendors'],
      ],
    }),
  ],
);

const destination = template(
  'destination-extras',
  'Destination wedding extras',
  'What a wedding abroad adds to the classic list: travel, paperwork and a welcome for guests who fly in.',
  [
    section({
      key: 'travel',
      name: 'Travel and paperwork',
      months_before: 9,
      tasks: [
        ['legal', 'Check the legal requirements for marrying abroad'],
        ['passports', 'Check everyone’s passports and visas'],
        ['flights', 'Book flights', 'Ask the airline about carrying the dress in the cabin.'],
        ['local-planner', 'Hire a local coordinator'],
      ],
    }),
    section({
      key: 'guests',
      name: 'Guests',
      months_before: 6,
      tasks: [
        ['travel-guide', 'Write a travel guide for guests'],
        ['group-rates', 'Arrange group rates for accommodation'],
        ['welcome-event', 'Plan a welcome dinner'],
        ['excursion', 'Plan an excursion for the day after'],
      ],
    }),
  ],
);

const sixMonths = template(
  'six-month-plan',
  'Six months to go',
  'The essentials in the order they book up, for a couple with half a year: venue and suppliers first, details last.',
  [
    section({
      key: 'first-weeks',
      name: 'The first weeks',
      months_before: 6,
      tasks: [
        ['budget', 'Set the budget', 'Agree who contributes what, and keep 5–10% aside for surprises.'],
        ['guest-list', 'Draft the guest list'],
        ['venue', 'Book the ceremony and reception venues'],
        ['officiant', 'Book the officiant'],
        ['save-the-dates', 'Send save-the-dates'],
      ],
    }),
    section({
      key: 'suppliers',
      name: '4–5 months before',
      months_before: 4,
      tasks: [
        ['photographer', 'Book the photographer'],
        ['caterer', 'Book the caterer'],
        ['music', 'Book the band or DJ'],
        ['attire', 'Order the wedding attire', 'Alterations need six to eight weeks.'],
      ],
    }),
    section({
      key: 'details',
      name: '2–3 months before',
      months_before: 2,
      tasks: [
        ['invitations', 'Send the invitations'],
        ['rings', 'Order the rings'],
        ['flowers', 'Choose the flowers'],
        ['licence', 'Give notice and get the marriage licence'],
      ],
    }),
    section({
      key: 'last-month',
      name: 'The last month',
      months_before: 1,
      tasks: [
        ['numbers', 'Confirm final numbers with the caterer'],
        ['seating', 'Make the seating plan'],
        ['run-of-show', 'Write the run-of-show and share it with suppliers'],
      ],
    }),
  ],
);

const small = template(
  'small-wedding',
  'Small wedding',
  'A short list for an intimate wedding of up to 30 guests: a room, a meal, someone to marry you and photos.',
  [
    section({
      key: 'book',
      name: 'Book it',
      months_before: 3,
      tasks: [
        ['guests', 'Write the guest list'],
        ['place', 'Book a room or restaurant'],
        ['officiant', 'Book the officiant or registrar'],
        ['photos', 'Ask a photographer (or a friend) to take photos'],
      ],
    }),
    section({
      key: 'invite',
      name: 'Invite',
      months_before: 2,
      tasks: [
        ['invitations', 'Send the invitations'],
        ['outfits', 'Choose what to wear'],
        ['rings', 'Choose the rings'],
      ],
    }),
    section({
      key: 'last-weeks',
      name: 'The last weeks',
      months_before: 0,
      days_before: 14,
      tasks: [
        ['menu', 'Settle the menu'],
        ['words', 'Write your vows or a few words'],
        ['thanks', 'Plan the thank-yous'],
      ],
    }),
  ],
);

export const TEMPLATES: readonly Template[] = [classic, sixMonths, small, destination];

export function findTemplate(id: string): Template | undefined {
  return TEMPLATES.find((t) => t.id === id);
}
