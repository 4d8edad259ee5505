import { disclosureMachine } from './disclosureMachine';
import { formMachine } from './formMachine';
import { pageFetchMachine } from './pageFetchMachine';
import { searchBoxMachine } from './searchBoxMachine';
import { sessionMachine } from './sessionMachine';
import { toastMachine } from './toastMachine';
import { topMenuMachine } from './topMenuMachine';

export type { FieldErrors, FormContext, FormEvent, FormInput } from './formMachine';
export type { PageFetchContext, PageFetchEvent } from './pageFetchMachine';
export type { SessionContext, SessionEvent, SessionInput } from './sessionMachine';
export type { ToastContext, ToastEvent, ToastRequest } from './toastMachine';
export type { TopMenuContext, TopMenuEvent } from './topMenuMachine';
export {
  disclosureMachine,
  formMachine,
  pageFetchMachine,
  searchBoxMachine,
  sessionMachine,
  toastMachine,
  topMenuMachine,
};

/** Every client machine by name, as `npm run machines:export` and the test models know them. */
export const machines = {
  session: sessionMachine,
  toast: toastMachine,
  pageFetch: pageFetchMachine,
  topMenu: topMenuMachine,
  form: formMachine,
  searchBox: searchBoxMachine,
  disclosure: disclosureMachine,
} as const;

export type MachineName = keyof typeof machines;
