import { useHistory } from '../../areas/history/history';
import { useLoadedWedding } from '../../areas/weddings/WeddingContext';
import { stack } from '../../styles/ui.css';
import { HistoryList } from './HistoryList';

/** An item's own history (a task, a vendor, a payment, a run-of-show item, a household), with "Undo" on its last change. */
export function ItemHistory({ item, title = 'History' }: { item: string; title?: string }) {
  const { list, undo } = useHistory(useLoadedWedding(), { item });
  return (
    <section className={stack} aria-label={title}>
      <h3>{title}</h3>
      <HistoryList list={list} undo={undo} label={`${title} of this item`} empty="No changes recorded yet." />
    </section>
  );
}
