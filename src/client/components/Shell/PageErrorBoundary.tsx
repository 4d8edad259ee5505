import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { button, narrowPage, row } from '../../styles/ui.css';

export const PAGE_ERROR_TITLE = 'Something went wrong on this page.';

interface Props {
  /** The page's address: going to another page leaves the error behind. */
  page: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  page: string;
}

/**
 * A render error in a page shows an error page inside the shell, instead of blanking the whole app: the top menu, the
 * toasts and the socket go on; leaving for another page renders it afresh, and "Try again" loads this one anew. React's class
 * API is still the only way to catch a render error.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, page: this.props.page };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('A page threw nothing') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.page === state.page ? null : { error: null, page: props.page };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`A page failed to render (${this.props.page}):`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main id="main" tabIndex={-1} className={narrowPage}>
        <h1>{PAGE_ERROR_TITLE}</h1>
        <p>The rest of Vowline still works. Try the page again, or go back home.</p>
        <p className={row}>
          {/* A reload, not a second render: what broke the page may be data the app still holds. */}
          <button type="button" className={button.primary} onClick={() => window.location.reload()}>
            Try again
          </button>
          <Link href="/" className={button.secondary}>
            Go back home
          </Link>
        </p>
      </main>
    );
  }
}
