import { formModel } from './formModel';
import { pageFetchModel } from './pageFetchModel';
import { sessionModel } from './sessionModel';
import { toastModel } from './toastModel';
import { topMenuModel } from './topMenuModel';

export { formModel, pageFetchModel, sessionModel, toastModel, topMenuModel };

/** The test model of every machine, under the machine's name. */
export const models = {
  session: sessionModel,
  toast: toastModel,
  pageFetch: pageFetchModel,
  topMenu: topMenuModel,
  form: formModel,
} as const;

export type ModelName = keyof typeof models;
