import { memo } from 'react';
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
