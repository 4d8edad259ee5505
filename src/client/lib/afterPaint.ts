import { useEffect, useState } from 'react';

/**
 * False until the page has painted and the browser is idle (or a second has passed): for parts that only matter later,
 * such as the offline banner, whose code should not compete with the page's own before it renders.
 */
export function useAfterPaint(win: Window = window): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    if ('requestIdleCallback' in win) {
      const id = win.requestIdleCallback(done, { timeout: 1_000 });
      return () => win.cancelIdleCallback(id);
    }
    const id = (win as Window).setTimeout(done, 200);
    return () => (win as Window).clearTimeout(id);
  }, [win]);
  return painted;
}
