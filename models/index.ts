import { actionModel } from './actionModel';
import { activityModel } from './activityModel';
import { albumWallModel } from './albumWallModel';
import { countdownModel } from './countdownModel';
import { disclosureModel } from './disclosureModel';
import { feedModel } from './feedModel';
import { followModel } from './followModel';
import { formModel } from './formModel';
import { itemEditorModel } from './itemEditorModel';
import { moderationQueueModel } from './moderationQueueModel';
import { myWeddingsModel } from './myWeddingsModel';
import { offlineQueueModel } from './offlineQueueModel';
import { optimisticToggleModel } from './optimisticToggleModel';
import { pageFetchModel } from './pageFetchModel';
import { pagerModel } from './pagerModel';
import { paymentScheduleModel } from './paymentScheduleModel';
import { postComposerModel } from './postComposerModel';
import { resourceModel } from './resourceModel';
import { runSheetModel } from './runSheetModel';
import { searchBoxModel } from './searchBoxModel';
import { seatingModel } from './seatingModel';
import { sessionModel } from './sessionModel';
import { slugCheckModel } from './slugCheckModel';
import { socketModel } from './socketModel';
import { taskBoardModel } from './taskBoardModel';
import { threadModel } from './threadModel';
import { toastModel } from './toastModel';
import { topMenuModel } from './topMenuModel';
import { weddingAccessModel } from './weddingAccessModel';

export {
  actionModel,
  activityModel,
  albumWallModel,
  countdownModel,
  disclosureModel,
  feedModel,
  followModel,
  formModel,
  itemEditorModel,
  moderationQueueModel,
  myWeddingsModel,
  offlineQueueModel,
  optimisticToggleModel,
  pageFetchModel,
  pagerModel,
  paymentScheduleModel,
  postComposerModel,
  resourceModel,
  runSheetModel,
  searchBoxModel,
  seatingModel,
  sessionModel,
  slugCheckModel,
  socketModel,
  taskBoardModel,
  threadModel,
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
  itemEditor: itemEditorModel,
  action: actionModel,
  optimisticToggle: optimisticToggleModel,
  myWeddings: myWeddingsModel,
  feed: feedModel,
  postComposer: postComposerModel,
  thread: threadModel,
  paymentSchedule: paymentScheduleModel,
  resource: resourceModel,
  pager: pagerModel,
  albumWall: albumWallModel,
  moderationQueue: moderationQueueModel,
  seating: seatingModel,
  offlineQueue: offlineQueueModel,
  activity: activityModel,
} as const;

export type ModelName = keyof typeof models;
