import { useSelector } from '@xstate/react';
import { pastDateWarning } from '../../../shared/weddingDates';
import type { FormRef } from '../form/useForm';

/** Today as the user's calendar shows it. */
function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The warning under a wedding-date field when the date typed has passed (announced as it appears). */
export function usePastDateHint(form: FormRef, name = 'date') {
  const date = useSelector(form, (s) => s.context.values[name] ?? '');
  const warning = pastDateWarning(date, localToday());
  return warning ? <span role="status">{warning}</span> : undefined;
}
