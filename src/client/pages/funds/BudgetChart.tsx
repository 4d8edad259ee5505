import type { BudgetLine } from '../../../shared/fundsTypes';
import { currencyDigits, formatMoney, minorToDecimal } from '../../../shared/money';
import * as css from './BudgetChart.css';

/** Round steps for the money axis: 1, 2 or 5 times a power of ten, about four of them across. */
export function moneyTicks(max: number): number[] {
  if (max <= 0) return [0];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let t = 0; t < max + step; t += step) ticks.push(t);
  return ticks;
}

/** An axis label: "$10K", "€2.5K", "¥1M", in the reader's locale. */
export function axisMoney(major: number, currency: string, locale?: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(major);
}

/**
 * Planned against spent per expense type: bars drawn in SVG with the theme's colours, the money axis in the currency,
 * and a legend. Every length is an SVG attribute, never a style attribute, so the app's CSP (style-src 'self') has
 * nothing to refuse.
 */
export function BudgetChart({ lines, currency }: { lines: BudgetLine[]; currency: string }) {
  const shown = lines.filter((l) => !l.archived && (l.planned_minor > 0 || l.spent_minor > 0));
  if (!shown.length) return null;
  const digits = currencyDigits(currency);
  // Chart lengths are for drawing only; every figure in words comes from the exact minor units.
  const major = (minor: number) => Number(minorToDecimal(minor, digits));
  const ticks = moneyTicks(Math.max(...shown.flatMap((l) => [major(l.planned_minor), major(l.spent_minor)])));
  const top = ticks[ticks.length - 1] || 1;
  const pct = (value: number) => `${(value / top) * 100}%`;
  const grid = ticks.map((t) => <line key={t} className={css.gridLine} x1={pct(t)} x2={pct(t)} y1="0" y2="100%" />);
  return (
    <figure className={css.figure} aria-label="Budget: planned against spent per expense type">
      <ul className={css.legend} aria-label="Legend">
        <li>
          <span className={`${css.swatch} ${css.plannedSwatch}`} aria-hidden="true" /> Planned
        </li>
        <li>
          <span className={`${css.swatch} ${css.spentSwatch}`} aria-hidden="true" /> Spent
        </li>
        <li>
          <span className={`${css.swatch} ${css.overSwatch}`} aria-hidden="true" /> Spent over plan
        </li>
      </ul>
      <div className={css.chart} data-testid="budget-chart">
        {shown.map((l) => {
          const over = l.spent_minor > l.planned_minor;
          return (
            <div key={l.expense_type} className={css.row}>
              <span className={css.name} title={l.name}>
                {l.name}
              </span>
              <svg
                className={css.bars}
                width="100%"
                height="30"
                role="img"
                aria-label={`${l.name}: planned ${formatMoney(l.planned_minor, currency)}, spent ${formatMoney(l.spent_minor, currency)}`}
              >
                {grid}
                <rect className={css.planned} x="0" y="3" height="11" rx="2" width={pct(major(l.planned_minor))} />
                <rect
                  className={over ? css.over : css.spent}
                  x="0"
                  y="16"
                  height="11"
                  rx="2"
                  width={pct(major(l.spent_minor))}
                />
              </svg>
            </div>
          );
        })}
        <div className={css.row} aria-hidden="true">
          <span />
          <svg className={css.axis} width="100%" height="22" aria-hidden="true">
            {ticks.map((t, i) => (
              <text
                key={t}
                className={css.tick}
                x={pct(t)}
                y="15"
                textAnchor={i === 0 ? 'start' : i === ticks.length - 1 ? 'end' : 'middle'}
              >
                {axisMoney(t, currency)}
              </text>
            ))}
          </svg>
        </div>
      </div>
    </figure>
  );
}
