import { memo } from 'react';
import * as formCss from '../../components/form/Form.css';
import { row } from '../../styles/ui.css';
import * as css from './Planning.css';
import { nameOf, usePlanning } from './usePlanning';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** The people on a task, as initials with their names for screen readers and on hover. */
export const Assignees = memo(function Assignees({ ids }: { ids: string[] }) {
  const { members } = usePlanning();
  if (!ids.length) return null;
  const names = ids.map((id) => nameOf(members, id));
  return (
    <span role="img" aria-label={`Assigned to ${names.join(', ')}`} title={names.join(', ')}>
      {names.map((name, i) => (
        <span key={ids[i]} className={css.initials} aria-hidden="true">
          {initialsOf(name)}
        </span>
      ))}
    </span>
  );
});

/** Check boxes for who is on a task or run-of-show item; reports the whole new list of ids. */
export function AssigneePicker({
  legend,
  chosen,
  onChange,
}: {
  legend: string;
  chosen: string[];
  onChange: (assignees: string[]) => void;
}) {
  const { members } = usePlanning();
  return (
    <fieldset className={css.people}>
      <legend className={formCss.label}>{legend}</legend>
      {members.map((member) => (
        <label key={member.auth_id} className={row}>
          <input
            type="checkbox"
            className={css.checkbox}
            checked={chosen.includes(member.auth_id)}
            onChange={(e) =>
              onChange(e.target.checked ? [...chosen, member.auth_id] : chosen.filter((id) => id !== member.auth_id))
            }
          />
          {member.user.full_name}
        </label>
      ))}
    </fieldset>
  );
}
