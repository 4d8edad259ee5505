import type { ReactNode } from 'react';
import { srOnly } from '../../styles/ui.css';
import * as css from './Funds.css';

/** A column of a funds table: its name, read out to everyone, or only to screen readers where the cells say it. */
export type Column = string | { hidden: string };

/**
 * Every funds table names its columns (a screen reader says which figure is which: axe's td-has-header), and scrolls
 * sideways inside its card when a phone is narrower than its rows, so the page itself never does.
 */
export function FundsTable({ columns, children }: { columns: Column[]; children: ReactNode }) {
  return (
    <div className={css.tableScroll}>
      <table className={css.table}>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col" className={css.head}>
                  {column}
                </th>
              ) : (
                <th key={column.hidden} scope="col">
                  <span className={srOnly}>{column.hidden}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
