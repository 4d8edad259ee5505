import { useSelector } from '@xstate/react';
import { localToday, pastDateWarning } from '../../../shared/weddingDates';
import type { FormRef } from '../../lib/useForm';

/** The warning under a wedding-date field when the date typed has passed (announced as it appears). */
export function usePastDateHint(form: FormRef, name = 'date') {
  const date = useSelector(form, (s) => s.context.values[name] ?? '');
  const warning = pastDateWarning(date, localToday());
  return warning ? <span role="status">{warning}</span> : undefined;
}
