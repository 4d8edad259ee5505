import { ChevronRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useDisclosure } from '../wedding/disclosure';
import * as css from './Controls.css';

/**
 * The one disclosure: a button that says whether it is open (aria-expanded, a turning chevron) and the part it
 * shows. Open and closed are the disclosure machine's.
 */
export function Disclosure({
  summary,
  children,
  className,
}: {
  summary: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const { open, toggle } = useDisclosure();
  const id = useId();
  return (
    <div className={className}>
      <button type="button" className={css.disclosureButton} aria-expanded={open} aria-controls={id} onClick={toggle}>
        <ChevronRight className={css.disclosureChevron} size={16} aria-hidden="true" />
        {summary}
      </button>
      {open ? <div id={id}>{children}</div> : null}
    </div>
  );
}
