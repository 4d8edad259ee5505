import { Link } from 'wouter';
import { isCouple } from '../../../shared/weddings';
import { useMyWeddings } from '../../areas/weddings/myWeddings';
import { FeedLayout } from '../../layouts/FeedLayout';
import { weddingPath } from '../../lib/format';
import { card, muted, stack } from '../../styles/ui.css';
import { GiftTracker } from './gifts/GiftTracker';

/**
 * /farewells, the spec's target of both the Households and Farewells menu items: the guest lists of the user's
 * weddings, and the thank-you tracker of who gave what and whether the card went out.
 */
export default function FarewellsPage() {
  const { weddings } = useMyWeddings();
  const own = (weddings ?? []).filter(isCouple);
  return (
    <FeedLayout>
      <div className={stack}>
        <section className={`${card} ${stack}`} aria-labelledby="households-title">
          <h1 id="households-title">Households and thank-yous</h1>
          {weddings !== null && !own.length ? (
            <p className={muted}>Guest lists belong to a wedding’s couple. Set up your wedding to start one.</p>
          ) : null}
          <ul>
            {own.map((w) => (
              <li key={w.id}>
                <Link href={weddingPath(w.slug, 'guests')}>Guests and RSVPs of {w.name}</Link>
              </li>
            ))}
          </ul>
        </section>
        {own.map((w) => (
          <GiftTracker key={w.id} weddingId={w.id} weddingName={w.name} />
        ))}
      </div>
    </FeedLayout>
  );
}
