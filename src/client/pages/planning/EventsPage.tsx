import { useSearch } from 'wouter';
import { WeddingProvider } from '../../areas/weddings/WeddingContext';
import { WeddingLayout } from '../../components/wedding/WeddingLayout';
import { Guarded } from '../../routes/guards';
import CalendarPage from './CalendarPage';

/** events/{weddingName}/{date}: the events of one date of a wedding (spec section 2), for its members. */
export default function EventsPage({ slug, date }: { slug: string; date: string }) {
  const denied = new URLSearchParams(useSearch()).get('access') === 'denied';
  return (
    <Guarded name="auth">
      <WeddingProvider key={slug.toLowerCase()} slug={slug} level="member" denied={denied}>
        <WeddingLayout>
          <CalendarPage date={date} />
        </WeddingLayout>
      </WeddingProvider>
    </Guarded>
  );
}
