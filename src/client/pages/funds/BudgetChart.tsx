import { useEffect, useRef } from 'react';
import type { BudgetLine } from '../../../shared/fundsTypes';
import { currencyDigits, minorToDecimal } from '../../../shared/money';
import * as css from './Funds.css';

/** Planned against spent per expense type, drawn by Chartist, which loads only with this chart. */
export function BudgetChart({ lines, currency }: { lines: BudgetLine[]; currency: string }) {
  const host = useRef<HTMLDivElement>(null);
  const shown = lines.filter((l) => !l.archived && (l.planned_minor > 0 || l.spent_minor > 0));
  const key = JSON.stringify(shown.map((l) => [l.name, l.planned_minor, l.spent_minor]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the lines drawn.
  useEffect(() => {
    let chart: { detach(): void } | null = null;
    let cancelled = false;
    const digits = currencyDigits(currency);
    // Chart values are for drawing only; every figure in words comes from the exact minor units.
    const value = (minor: number) => Number(minorToDecimal(minor, digits));
    void Promise.all([import('chartist'), import('chartist/dist/index.css')]).then(([{ BarChart }]) => {
      if (cancelled || !host.current) return;
      chart = new BarChart(
        host.current,
        {
          labels: shown.map((l) => l.name),
          series: [shown.map((l) => value(l.planned_minor)), shown.map((l) => value(l.spent_minor))],
        },
        {
          horizontalBars: true,
          seriesBarDistance: 10,
          height: `${Math.max(160, shown.length * 36)}px`,
          axisY: { offset: 140 },
        },
      );
    });
    return () => {
      cancelled = true;
      chart?.detach();
    };
  }, [key, currency]);
  if (!shown.length) return null;
  return (
    <div ref={host} className={css.chart} role="img" aria-label="Budget: planned against spent per expense type" />
  );
}
