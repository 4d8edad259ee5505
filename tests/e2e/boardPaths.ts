import { expect, type Page, type Route } from '@playwright/test';
import type { Task } from '../../src/shared/planning';
import { type Person, person, section, sectionTasks, signInPage, task, weddingOf } from './planningSupport';

// The board the task board model's paths run on, at any width: a couple's wedding with two sections, "Mover" (the
// task that moves) and nine others to open and delete. Saves of a task's place are held, so the server's answer is
// a step of its own.

export const OTHERS = ['Flowers', 'Cake', 'Music', 'Photos', 'Rings', 'Dress', 'Shoes', 'Favours', 'Vows'];

/** Saves of a task's place wait until the test answers them. */
async function holdMoves(page: Page) {
  const held: Route[] = [];
  await page.route(/\/api\/v1\/tasks\/[0-9a-f-]+\/$/, async (route) => {
    if (route.request().method() === 'PATCH') held.push(route);
    else await route.fallback();
  });
  return async (answer: (route: Route) => Promise<void>) => {
    await expect.poll(() => held.length, { message: 'a move to answer' }).toBeGreaterThan(0);
    await answer(held.shift()!);
  };
}

export interface PathsBoard {
  couple: Person;
  /** The nine other tasks by title. */
  tasks: Map<string, Task>;
  answerMove: (answer: (route: Route) => Promise<void>) => Promise<void>;
  /** The section a task is in now, by name. */
  sectionOf(title: string): Promise<'Venue' | 'Later'>;
  /** A refused save: the board shows the task where it was, and says so. */
  failMove(): Promise<void>;
}

export async function boardForPaths(page: Page, first: string): Promise<PathsBoard> {
  const couple = await person(page.request, first);
  const wedding = await weddingOf(page.request, couple);
  const venue = await section(page.request, couple, wedding, 'Venue');
  const later = await section(page.request, couple, wedding, 'Later');
  await task(page.request, couple, wedding, venue.id, 'Mover');
  const tasks = new Map<string, Task>();
  for (const [i, title] of OTHERS.entries()) {
    tasks.set(title, await task(page.request, couple, wedding, i % 2 ? later.id : venue.id, title));
  }
  await signInPage(page, couple);
  const answerMove = await holdMoves(page);
  await page.goto(`/wedding/${wedding.slug}/tasks`);
  await expect(page.getByRole('heading', { name: 'Venue' })).toBeVisible();
  return {
    couple,
    tasks,
    answerMove,
    sectionOf: async (title) =>
      (await sectionTasks(page, 'Venue').allTextContents()).includes(title) ? 'Venue' : 'Later',
    failMove: async () => {
      await answerMove((route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/problem+json',
          json: { type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'Try again.' },
        }),
      );
      await expect(page.getByText('The task could not be moved.')).toBeVisible();
    },
  };
}
