import { countdownModel } from './countdownModel';
import { disclosureModel } from './disclosureModel';
import { followModel } from './followModel';
import { formModel } from './formModel';
import { myWeddingsModel } from './myWeddingsModel';
import { pageFetchModel } from './pageFetchModel';
import { searchBoxModel } from './searchBoxModel';
import { sessionModel } from './sessionModel';
import { slugCheckModel } from './slugCheckModel';
import { socketModel } from './socketModel';
import { taskBoardModel } from './taskBoardModel';
import { toastModel } from './toastModel';
import { topMenuModel } from './topMenuModel';
import { weddingAccessModel } from './weddingAccessModel';

export {
  countdownModel,
  disclosureModel,
  followModel,
  formModel,
  myWeddingsModel,
  pageFetchModel,
  searchBoxModel,
  sessionModel,
  slugCheckModel,
  socketModel,
  taskBoardModel,
  toastModel,
  topMenuModel,
  weddingAccessModel,
};

/** The test model of every machine, under the machine's name. */
export const models = {
  session: sessionModel,
  toast: toastModel,
  pageFetch: pageFetchModel,
  topMenu: topMenuModel,
  form: formModel,
  searchBox: searchBoxModel,
  disclosure: disclosureModel,
  weddingAccess: weddingAccessModel,
  follow: followModel,
  countdown: countdownModel,
  slugCheck: slugCheckModel,
  socket: socketModel,
  taskBoard: taskBoardModel,
  myWeddings: myWeddingsModel,
} as const;

export type ModelName = keyof typeof models;
