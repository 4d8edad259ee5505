import { Link } from 'wouter';
import { useFollowPeople, useSuggestions } from '../areas/search/search';
import { FeedLayout } from '../layouts/FeedLayout';
import { button, card, muted, stack } from '../styles/ui.css';
import { PersonRow } from './search/PersonRow';
import * as css from './search/Search.css';

/** People you may know, each with why and a Follow button that says what the person's answer is. */
function Suggestions() {
  const suggestions = useSuggestions();
  const { status, follow } = useFollowPeople();
  if (suggestions.status === 'loading') return <p className={muted}>Loading…</p>;
  if (suggestions.status === 'failed') return <p role="alert">{suggestions.error.message}</p>;
  if (!suggestions.data.results.length) return <p className={muted}>Indexing — check back soon.</p>;
  return (
    <ul className={css.list}>
      {suggestions.data.results.map((person) => {
        const state = status[person.id];
        return (
          <PersonRow key={person.id} person={person} note={person.reason}>
            {state ? (
              <span className={muted}>{state === 'following' ? 'Following' : 'Requested'}</span>
            ) : (
              <button
                type="button"
                className={button.secondary}
                aria-label={`Follow ${person.full_name}`}
                disabled={follow.pending === person.id}
                onClick={() => follow.request(person.id)}
              >
                Follow
              </button>
            )}
          </PersonRow>
        );
      })}
    </ul>
  );
}

export default function LaunchPage() {
  return (
    <FeedLayout>
      <div className={stack}>
        <section className={card}>
          <h1>Start something</h1>
          <h2>A wedding</h2>
          <p className={muted}>A checklist timed to your date, a calendar, your committee, and a page to share.</p>
          <p>
            <Link className={button.primary} href="/weddings/create">
              Set up a wedding
            </Link>
          </p>
          <h2>A list of people</h2>
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
