import { Link } from 'wouter';
import type { Suggestion } from '../../shared/searchTypes';
import { useFollowPerson } from '../areas/people/people';
import { useSuggestions } from '../areas/search/search';
import { LoadFailed } from '../components/lists/LoadFailed';
import { FeedLayout } from '../layouts/FeedLayout';
import { button, card, muted, stack } from '../styles/ui.css';
import { PersonRow } from './search/PersonRow';
import * as css from './search/Search.css';

/** A suggested person's Follow button: the one follow path, so it says at once what the person's answer will be. */
function FollowPerson({ person }: { person: Suggestion }) {
  const follow = useFollowPerson({ ...person, follow_status: 'none' });
  return (
    <button
      type="button"
      className={follow.pressed ? button.quiet : button.secondary}
      aria-pressed={follow.pressed}
      aria-label={`${follow.label} ${person.full_name}`}
      onClick={follow.toggle}
    >
      {follow.label}
    </button>
  );
}

/** People you may know, each with why and a Follow button. */
function Suggestions() {
  const suggestions = useSuggestions();
  if (suggestions.status === 'loading') return <p className={muted}>Loading…</p>;
  if (suggestions.status === 'failed') return <LoadFailed load={suggestions} />;
  if (!suggestions.data.results.length) return <p className={muted}>Indexing — check back soon.</p>;
  return (
    <ul className={css.list}>
      {suggestions.data.results.map((person) => (
        <PersonRow key={person.id} person={person} note={person.reason}>
          <FollowPerson person={person} />
        </PersonRow>
      ))}
    </ul>
  );
}

export default function LaunchPage() {
  return (
    <FeedLayout>
      <div className={stack}>
        <section className={card}>
          <h1>Start something</h1>
          <h2>New dashboards</h2>
          <h3>A wedding</h3>
          <p className={muted}>A checklist timed to your date, a calendar, your committee, and a page to share.</p>
          <p>
            <Link className={button.primary} href="/weddings/create">
              Set up a wedding
            </Link>
          </p>
          <h3>A list of people</h3>
          <p className={muted}>Bridesmaids, family abroad, the people to thank: follow what they share in one place.</p>
          <p>
            <Link className={button.secondary} href="/lists">
              Your lists
            </Link>
          </p>
        </section>
        <section className={card} aria-labelledby="pymk">
          <h2 id="pymk">People you may know</h2>
          <Suggestions />
        </section>
      </div>
    </FeedLayout>
  );
}
