import { expect, type Page, test } from '@playwright/test';
import { actionModel } from '../../models/actionModel';
import { itemEditorModel } from '../../models/itemEditorModel';
import { optimisticToggleModel } from '../../models/optimisticToggleModel';
import { holdRequests } from './holdRequests';
import { testModelPathsInBrowser } from './modelPaths';
import { call, person, section, signInPage, task, weddingOf } from './planningSupport';
import { uniqueEmail } from './support';

// The mutation machines' paths through real pages: a task's detail (edit and delete), a committee invitation's
// Resend button, and a task's done box. The test holds the server's answers, so each answer is a step.

// Each path signs a couple up and builds a board before its first step: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const problem = (status: number, detail: string, errors?: Record<string, string[]>) => ({
  status,
  contentType: 'application/problem+json',
  json: { type: 'about:blank', title: String(status), status, detail, ...(errors ? { errors } : {}) },
});

/** A couple's board with one task, opened on the couple's page; the viewport leaves the toasts clear of it. */
async function boardWithTask(page: Page, first: string) {
  await page.setViewportSize({ width: 1280, height: 1100 });
  const couple = await person(page.request, first);
  const wedding = await weddingOf(page.request, couple);
  const venue = await section(page.request, couple, wedding, 'Venue');
  const made = await task(page.request, couple, wedding, venue.id, 'Book the venue');
  await signInPage(page, couple);
  return { couple, wedding, task: made };
}

testModelPathsInBrowser(itemEditorModel, async (page) => {
  const board = await boardWithTask(page, 'Editor');
  const url = new RegExp(`/api/v1/tasks/${board.task.id}/$`);
  const saves = await holdRequests(page, url, 'PATCH');
  const deletes = await holdRequests(page, url, 'DELETE');
  await page.goto(`/wedding/${board.wedding.slug}/tasks`);
  let title = board.task.title;
  let submitted = 0;
  let refused = false;
  const detail = page.getByRole('article');
  await page.getByRole('button', { name: title, exact: true }).click();
  const heading = () => detail.getByRole('heading', { level: 2, name: title, exact: true });
  const titleField = detail.getByLabel('Title', { exact: true });
  const confirm = detail.getByRole('button', { name: 'Delete task' });
  const pending = () => [...saves.held, ...deletes.held].map((r) => r.request().method());
  const expectPending = (methods: string[]) => expect.poll(pending).toEqual(methods);

  return {
    events: {
      EDIT: () => detail.getByRole('button', { name: 'Edit', exact: true }).click(),
      CANCEL_EDIT: async () => {
        await detail.getByRole('button', { name: 'Cancel' }).click();
        refused = false;
      },
      SUBMIT: async () => {
        submitted += 1;
        await titleField.fill(`Book the venue ${submitted}`);
        await detail.getByRole('button', { name: 'Save task' }).click();
      },
      SERVER_SAVES: async () => {
        await saves.answer((route) => route.continue());
        title = `Book the venue ${submitted}`;
        refused = false;
      },
      SERVER_REFUSES: async () => {
        await saves.answer((route) => route.fulfill(problem(400, 'Invalid input.', { title: ['Title is too long.'] })));
        refused = true;
      },
      ASK_DELETE: () => detail.getByRole('button', { name: 'Delete', exact: true }).click(),
      KEEP: () => detail.getByRole('button', { name: 'Keep it' }).click(),
      CONFIRM_DELETE: () => confirm.click(),
      SERVER_DELETES: () => deletes.answer((route) => route.continue()),
      SERVER_DELETE_FAILS: async () => {
        await deletes.answer((route) => route.fulfill(problem(500, 'The task could not be deleted.')));
        await expect(page.getByRole('alert').filter({ hasText: 'The task could not be deleted.' })).toBeVisible();
      },
    },
    states: {
      viewing: async () => {
        await expect(heading()).toBeVisible();
        await expect(titleField).toHaveCount(0);
        await expect(confirm).toHaveCount(0);
        await expect(detail.getByRole('button', { name: 'Edit', exact: true })).toBeEnabled();
        await expectPending([]);
      },
      editing: async () => {
        // The form opens with its first field focused; after a refusal, focus stays where the user left it.
        if (refused) await expect(titleField).toBeVisible();
        else await expect(titleField).toBeFocused();
        await expect(detail.getByRole('button', { name: 'Save task' })).toBeEnabled();
        await expect(detail.getByText('Title is too long.')).toHaveCount(refused ? 1 : 0);
        await expectPending([]);
      },
      saving: async () => {
        await expect(detail.getByRole('button', { name: 'Saving…' })).toBeDisabled();
        await expectPending(['PATCH']);
      },
      confirmingDelete: async () => {
        await expect(detail.getByText('Delete this task and its comments?')).toBeVisible();
        await expect(confirm).toBeEnabled();
        await expectPending([]);
      },
      deleting: async () => {
        await expect(confirm).toBeDisabled();
        await expectPending(['DELETE']);
      },
      deleted: async () => {
        await expect(detail).toHaveCount(0);
        await expect(page.getByRole('button', { name: title, exact: true })).toHaveCount(0);
        await expect(page.getByRole('status').filter({ hasText: `“${title}” was deleted.` })).toBeVisible();
      },
    },
  };
});

testModelPathsInBrowser(actionModel, async (page) => {
  const board = await boardWithTask(page, 'Action');
  const email = uniqueEmail('resent');
  await call(page.request, board.couple, 'POST', `/api/v1/accounts/${board.wedding.id}/invites/`, {
    email,
    role: 'planner',
  });
  const resends = await holdRequests(page, /\/resend\/$/, 'POST');
  await page.goto(`/wedding/${board.wedding.slug}/people/invited`);
  const resend = page.getByRole('listitem').filter({ hasText: email }).getByRole('button', { name: 'Resend' });
  await expect(resend).toBeVisible();
  const expectHeld = (count: number) => expect.poll(() => resends.held.length).toBe(count);
  return {
    events: {
      // While busy the button is disabled: the click reaches nothing.
      CLICK: () => resend.click({ force: true }),
      SERVER_OK: async () => {
        await resends.answer((route) => route.continue());
        await expect(page.getByRole('status').filter({ hasText: `A new invitation went to ${email}.` })).toBeVisible();
      },
      SERVER_FAILS: async () => {
        await resends.answer((route) => route.fulfill(problem(429, 'Too many resends. Try again later.')));
        await expect(page.getByRole('alert').filter({ hasText: 'Too many resends. Try again later.' })).toBeVisible();
      },
    },
    states: {
      idle: async () => {
        await expect(resend).toBeEnabled();
        await expectHeld(0);
      },
      running: async () => {
        await expect(resend).toBeDisabled();
        await expectHeld(1);
      },
    },
  };
});

testModelPathsInBrowser(optimisticToggleModel, async (page) => {
  const board = await boardWithTask(page, 'Toggle');
  const statuses = await holdRequests(page, /\/update-status\/$/, 'POST');
  await page.goto(`/wedding/${board.wedding.slug}/tasks`);
  const box = page.getByRole('checkbox', { name: `Done: ${board.task.title}` });
  await expect(box).toBeVisible();
  let server: 'todo' | 'done' = 'todo';
  const failureToast = page.getByRole('alert').filter({ hasText: 'Status could not be saved.' });
  const asked = () => statuses.held.map((r) => (r.request().postDataJSON() as { status: string }).status);
  // Busy until the page has taken the server's answer: only then is the next step (a change made elsewhere, above
  // all) a step after it. Checking the box alone let a change elsewhere race the page's own request or its answer.
  const expectShown = async (checked: boolean, asking: 'done' | 'todo' | null) => {
    if (checked) await expect(box).toBeChecked();
    else await expect(box).not.toBeChecked();
    await expect.poll(asked).toEqual(asking ? [asking] : []);
    if (asking) await expect(box).toHaveAttribute('aria-busy', 'true');
    else await expect(box).not.toHaveAttribute('aria-busy');
  };
  return {
    events: {
      CLICK: () => box.click(),
      SERVER_OK: async () => {
        server = asked()[0] as 'todo' | 'done';
        await statuses.answer((route) => route.continue());
      },
      SERVER_FAILS: async () => {
        // A failure after the click was undone is what the user wanted in the end: no toast.
        const wanted = (await box.isChecked()) === (asked()[0] === 'done');
        await statuses.answer((route) => route.fulfill(problem(500, 'Status could not be saved.')));
        if (wanted) await expect(failureToast).toBeVisible();
        else await expect(failureToast).toHaveCount(0);
      },
      // Another member ticks or unticks it; the socket brings the news.
      CHANGED_ELSEWHERE: async () => {
        server = server === 'done' ? 'todo' : 'done';
        await call(page.request, board.couple, 'POST', `/api/v1/tasks/${board.task.id}/update-status/`, {
          status: server,
        });
      },
    },
    states: {
      off: () => expectShown(false, null),
      on: () => expectShown(true, null),
      turningOn: () => expectShown(true, 'done'),
      turningOnUndone: () => expectShown(false, 'done'),
      turningOff: () => expectShown(false, 'todo'),
      turningOffUndone: () => expectShown(true, 'todo'),
    },
  };
});
