import { ChevronDown } from 'lucide-react';
import type { SelectHTMLAttributes } from 'react';
import * as css from './Controls.css';

/**
 * The one select: the native element (its keyboard, its phone picker, its label) drawn in the app's look, with a
 * chevron of our own. Every attribute goes to the `<select>`; a class given is added to the wrapper.
 */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <span className={className ? `${css.selectWrap} ${className}` : css.selectWrap}>
      <select {...props} className={css.select} />
      <ChevronDown className={css.selectChevron} size={18} aria-hidden="true" />
    </span>
  );
}
