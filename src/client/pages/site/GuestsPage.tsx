import { useGuestList } from '../../areas/site/site';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import { Renewing } from '../../components/Renewing';
import { useDisclosure } from '../../components/wedding/disclosure';
import * as wcss from '../../components/wedding/Wedding.css';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import { ChangedItems } from '../history/ChangedMark';
import { EventsSection } from './guests/EventsSection';
import { GuestImport } from './guests/GuestImport';
import { HouseholdCard } from './guests/HouseholdCard';
import { NewHousehold } from './guests/NewHousehold';
import { SendInvitations } from './guests/SendInvitations';
import { RsvpSummaryCard } from './RsvpSummaryCard';

/** The couple's guest list in households: edited in place, with RSVP links, live answers, CSV import and export. */
export default function GuestsPage() {
  const wedding = useLoadedWedding();
  const list = useGuestList(wedding.id);
  const adding = useDisclosure();
  const sending = useDisclosure();
  const partners = wedding.couple.map((c) => c.first_name);
  const download = async () => {
    const text = await list.exportCsv();
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
    a.download = `${wedding.slug}-guests.csv`;
    a.click();
    URL.revokeObjectURL(a.href);
  };
  return (
    <div className={stack}>
      <header className={row}>
        <h1 className={wcss.pageTitle}>Guests</h1>
        <button type="button" className={button.primary} onClick={adding.toggle} aria-expanded={adding.open}>
          {adding.open ? 'Close the new household' : 'Add a household'}
        </button>
        <button type="button" className={button.secondary} onClick={sending.toggle} aria-expanded={sending.open}>
          {sending.open ? 'Close sending' : 'Send invitations'}
        </button>
        <button type="button" className={button.secondary} onClick={download}>
          Export CSV
        </button>
      </header>
      {adding.open ? (
        <section className={card} aria-label="New household">
          <Renewing>{(renew) => <NewHousehold list={list} partners={partners} onDone={renew} />}</Renewing>
        </section>
      ) : null}
      {sending.open ? (
        <SendInvitations
          weddingId={wedding.id}
          weddingName={wedding.name}
          slug={wedding.slug}
          households={list.households ?? []}
        />
      ) : null}
      <RsvpSummaryCard weddingId={wedding.id} detailed />
      <EventsSection weddingId={wedding.id} slug={wedding.slug} households={list.households ?? []} />
      <section className={stack} aria-label="Households">
        {list.households?.length ? (
          <ChangedItems area="guests">
            {list.households.map((h) => (
              <HouseholdCard key={h.id} household={h} list={list} partners={partners} />
            ))}
          </ChangedItems>
        ) : (
          <p className={muted}>No guests yet. Add a household or import a CSV to start your list.</p>
        )}
      </section>
      <GuestImport list={list} />
    </div>
  );
}
