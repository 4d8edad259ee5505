import { HISTORY_AREA_LABELS, HISTORY_AREAS, type HistoryArea } from '../../../shared/history';
import { useActivity } from '../../areas/history/history';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import { Select } from '../../components/controls/Select';
import { card, stack } from '../../styles/ui.css';
import { useMembersLoad } from '../planning/usePlanning';
import * as css from './History.css';
import { HistoryList } from './HistoryList';

/** /wedding/{slug}/activity: what changed in the wedding, newest first, by area, person and date, live. */
export default function ActivityPage() {
  const wedding = useLoadedWedding();
  const members = useMembersLoad(wedding);
  // The filters are the machine's: picking one starts the list over from its first page.
  const { list, undo } = useActivity(wedding);
  const query = list.filters;
  const set = (field: keyof typeof query) => (e: { target: { value: string } }) =>
    list.filter({ ...query, [field]: e.target.value });
  return (
    <section className={`${card} ${stack}`} aria-labelledby="activity-title">
      <h1 id="activity-title">What changed</h1>
      <fieldset className={css.filters} aria-label="Filters">
        <label className={css.filter}>
          Area
          <Select value={query.area} onChange={set('area')}>
            <option value="">Every area</option>
            {HISTORY_AREAS.map((area: HistoryArea) => (
              <option key={area} value={area}>
                {HISTORY_AREA_LABELS[area]}
              </option>
            ))}
          </Select>
        </label>
        <label className={css.filter}>
          Person
          <Select value={query.person} onChange={set('person')}>
            <option value="">Everyone</option>
            {members.status === 'ready'
              ? members.data.map((m) => (
                  <option key={m.user.id} value={m.user.id}>
                    {m.user.full_name}
                  </option>
                ))
              : null}
          </Select>
        </label>
        <label className={css.filter}>
          From
          <input type="date" value={query.from} onChange={set('from')} />
        </label>
        <label className={css.filter}>
          To
          <input type="date" value={query.to} onChange={set('to')} />
        </label>
      </fieldset>
      <HistoryList
        list={list}
        undo={undo}
        label="Changes"
        empty="Nothing has changed here yet."
        fresh={list.status === 'ready' ? list.fresh : undefined}
      />
    </section>
  );
}
