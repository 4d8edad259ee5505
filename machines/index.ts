import { actionMachine } from './actionMachine';
import { activityMachine } from './activityMachine';
import { albumWallMachine } from './albumWallMachine';
import { countdownMachine } from './countdownMachine';
import { disclosureMachine } from './disclosureMachine';
import { feedMachine } from './feedMachine';
import { followMachine } from './followMachine';
import { formMachine } from './formMachine';
import { itemEditorMachine } from './itemEditorMachine';
import { moderationQueueMachine } from './moderationQueueMachine';
import { myWeddingsMachine } from './myWeddingsMachine';
import { offlineQueueMachine } from './offlineQueueMachine';
import { optimisticToggleMachine } from './optimisticToggleMachine';
import { pageFetchMachine } from './pageFetchMachine';
import { pagerMachine } from './pagerMachine';
import { paymentScheduleMachine } from './paymentScheduleMachine';
import { postComposerMachine } from './postComposerMachine';
import { resourceMachine } from './resourceMachine';
import { runSheetMachine } from './runSheetMachine';
import { searchBoxMachine } from './searchBoxMachine';
import { seatingMachine } from './seatingMachine';
import { sessionMachine } from './sessionMachine';
import { slugCheckMachine } from './slugCheckMachine';
import { socketMachine } from './socketMachine';
import { taskBoardMachine } from './taskBoardMachine';
import { threadMachine } from './threadMachine';
import { toastMachine } from './toastMachine';
import { topMenuMachine } from './topMenuMachine';
import { weddingAccessMachine } from './weddingAccessMachine';

export type { ActionContext, ActionEvent } from './actionMachine';
export type { ActivityContext, ActivityEvent, ActivityFilters, ActivityPage } from './activityMachine';
export type { AlbumWallContext, AlbumWallEvent } from './albumWallMachine';
export type { CountdownContext, CountdownEvent, CountdownInput } from './countdownMachine';
export type { FollowContext, FollowEvent, FollowInput } from './followMachine';
export type { FieldErrors, FormContext, FormEvent, FormInput } from './formMachine';
export type { ItemEditorContext, ItemEditorEvent } from './itemEditorMachine';
export type { ModerationQueueContext, ModerationQueueEvent, ModerationVerb } from './moderationQueueMachine';
export type { MyWeddingsContext, MyWeddingsEvent, MyWeddingsLists } from './myWeddingsMachine';
export type {
  OptimisticToggleContext,
  OptimisticToggleEvent,
  OptimisticToggleInput,
} from './optimisticToggleMachine';
export type { PageFetchContext, PageFetchEvent } from './pageFetchMachine';
export type { Paged, PagerContext, PagerEvent, PagerPage } from './pagerMachine';
export type { Resource, ResourceContext, ResourceEvent } from './resourceMachine';
export type { ItemChange, RunSheetContext, RunSheetEvent, RunSheetInput } from './runSheetMachine';
export type { SeatingContext, SeatingEvent } from './seatingMachine';
export type { SessionContext, SessionEvent, SessionInput } from './sessionMachine';
export type { SlugCheckContext, SlugCheckEvent } from './slugCheckMachine';
export type { SocketContext, SocketEvent } from './socketMachine';
export type { BoardMove, BoardPlace, TaskBoardContext, TaskBoardEvent } from './taskBoardMachine';
export type { ThreadContext, ThreadEvent, ThreadInput } from './threadMachine';
export type { ToastContext, ToastEvent, ToastRequest } from './toastMachine';
export type { TopMenuContext, TopMenuEvent } from './topMenuMachine';
export type { WeddingAccessContext, WeddingAccessEvent, WeddingAccessInput } from './weddingAccessMachine';
export {
  actionMachine,
  activityMachine,
  albumWallMachine,
  countdownMachine,
  disclosureMachine,
  feedMachine,
  followMachine,
  formMachine,
  itemEditorMachine,
  moderationQueueMachine,
  myWeddingsMachine,
  offlineQueueMachine,
  optimisticToggleMachine,
  pageFetchMachine,
  pagerMachine,
  paymentScheduleMachine,
  postComposerMachine,
  resourceMachine,
  runSheetMachine,
  searchBoxMachine,
  seatingMachine,
  sessionMachine,
  slugCheckMachine,
  socketMachine,
  taskBoardMachine,
  threadMachine,
  toastMachine,
  topMenuMachine,
  weddingAccessMachine,
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
  weddingAccess: weddingAccessMachine,
  follow: followMachine,
  countdown: countdownMachine,
  slugCheck: slugCheckMachine,
  socket: socketMachine,
  taskBoard: taskBoardMachine,
  itemEditor: itemEditorMachine,
  action: actionMachine,
  optimisticToggle: optimisticToggleMachine,
  myWeddings: myWeddingsMachine,
  feed: feedMachine,
  postComposer: postComposerMachine,
  thread: threadMachine,
  paymentSchedule: paymentScheduleMachine,
  resource: resourceMachine,
  pager: pagerMachine,
  albumWall: albumWallMachine,
  moderationQueue: moderationQueueMachine,
  runSheet: runSheetMachine,
  seating: seatingMachine,
  activity: activityMachine,
  offlineQueue: offlineQueueMachine,
} as const;

export type MachineName = keyof typeof machines;
