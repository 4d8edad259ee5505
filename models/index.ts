import { disclosureModel } from './disclosureModel';
import { formModel } from './formModel';
import { pageFetchModel } from './pageFetchModel';
import { searchBoxModel } from './searchBoxModel';
import { sessionModel } from './sessionModel';
import { toastModel } from './toastModel';
import { topMenuModel } from './topMenuModel';

export { disclosureModel, formModel, pageFetchModel, searchBoxModel, sessionModel, toastModel, topMenuModel };

/** The test model of every machine, under the machine's name. */
export const models = {
  session: sessionModel,
  toast: toastModel,
  pageFetch: pageFetchModel,
  topMenu: topMenuModel,
  form: formModel,
  searchBox: searchBoxModel,
  disclosure: disclosureModel,
} as const;

export type ModelName = keyof typeof models;
