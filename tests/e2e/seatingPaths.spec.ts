import { expect, type Page } from '@playwright/test';
import { seatingDesktopModel, seatingPhoneModel } from '../../models/seatingModel';
import { type BrowserHarness, testModelPathsInBrowser } from './modelPaths';
import {
  answer,
  refuseNextSeat,
  renameTable,
  type SeatingFixture,
  seat,
  seatingFixture,
  seatSaved,
  TAKEN,
} from './seatingSupport';

// The seating model's walks through the real seating page and server: on a desktop a guest is chosen with a click,
// dragged with the mouse (HTML5 drag and drop in Chromium) and moved with the Move menu; at 390 px on a touch screen
// every step is a tap on the Move menu. Another member's changes (a table renamed, a guest seated) and a guest's
// own answers reach the page through the socket; the server's refusal is a save turned down (seatingSupport.ts).

type Where = 'A' | 'Spare' | null;

async function seatingHarness(page: Page, touch: boolean): Promise<BrowserHarness<typeof seatingDesktopModel>> {
  const f: SeatingFixture = await seatingFixture(page.request, touch ? 'Thumb' : 'Seater');
  const refuseNext = await refuseNextSeat(page);
  await page.addInitScript(
    (session) => {
      if (!window.localStorage.getItem('vowline.session')) {
        window.localStorage.setItem('vowline.session', JSON.stringify({ ...session, savedAt: Date.now() }));
      }
    },
    { token: f.couple.token, user: { ...f.couple.user, email: f.couple.email } },
  );
  await page.goto(`/wedding/${f.slug}/guests/seating/${f.event}`);
  await expect(page.getByRole('heading', { name: 'Seating · Dinner' })).toBeVisible();

  /** Where Gus sits now, as the paths moved him; and the spare table's name, as "another member" renamed it. */
  let gusAt: Where = null;
  let spare = 'Spare';
  const press = (target: ReturnType<Page['locator']>) => (touch ? target.tap() : target.click());
  const chip = (name: string) => page.locator(`[data-seat-guest="${name}"]`);
  const gus = chip('Gus Gale');
  const tableEl = (name: string) => page.locator(`[data-table="${name}"]`);
  const nameOf = (where: Where) => (where === 'Spare' ? spare : where);
  const unseated = page.getByRole('region', { name: 'Not seated yet' });
  const refusal = page.locator('[data-refusal]');
  const menu = page.getByRole('list', { name: 'Move Gus Gale to' });
  /** A table with room that Gus is not at. */
  const roomFor = (): 'A' | 'Spare' => (gusAt === 'A' ? 'Spare' : 'A');

  const expectPage = async (s: { chosen: boolean; mode?: 'dragging' | 'menu'; refusal?: string }) => {
    const where = nameOf(gusAt);
    await expect(where ? tableEl(where).locator('[data-seat-guest="Gus Gale"]') : unseated.locator(gus)).toBeVisible();
    await expect(page.locator('[data-chosen]')).toHaveCount(s.chosen ? 1 : 0);
    if (s.chosen) await expect(gus).toHaveAttribute('data-chosen', 'true');
    await expect(page.locator('[data-dragging]')).toHaveCount(s.mode === 'dragging' ? 1 : 0);
    await expect(menu).toHaveCount(s.mode === 'menu' ? 1 : 0);
    if (s.refusal) await expect(refusal).toHaveText(s.refusal);
    else await expect(refusal).toHaveCount(0);
    // Zoe's table stays full, whatever was tried.
    await expect(page.getByTestId('table-count-F')).toHaveText('1/1');
  };

  /** The mouse over the middle of a drop target, then released. */
  const dropOn = async (target: ReturnType<Page['locator']>) => {
    const box = (await target.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + Math.min(20, box.height / 2), { steps: 5 });
    await page.mouse.up();
  };
  const dropped = async (where: Where) => {
    const saved = seatSaved(page);
    await dropOn(where ? tableEl(nameOf(where)!) : unseated);
    expect((await saved).status()).toBe(200);
    gusAt = where;
  };
  const menuMoved = async (where: Where) => {
    const saved = seatSaved(page);
    await press(
      where
        ? menu.getByRole('button', { name: new RegExp(`^${nameOf(where)} \\(`) })
        : menu.getByRole('button', { name: 'Off the tables' }),
    );
    expect((await saved).status()).toBe(200);
    gusAt = where;
  };

  return {
    events: {
      // Another guest first, then Gus: choosing while one is chosen switches to the new one.
      SELECT: async () => {
        await press(page.getByRole('button', { name: 'Hal Hill', exact: true }));
        await expect(chip('Hal Hill')).toHaveAttribute('data-chosen', 'true');
        await press(page.getByRole('button', { name: 'Gus Gale', exact: true }));
      },
      // Gus's name again while he is chosen; the refusal's Dismiss when nobody is.
      CLEAR: async () =>
        press(
          (await gus.getAttribute('data-chosen'))
            ? page.getByRole('button', { name: 'Gus Gale', exact: true, pressed: true })
            : page.getByRole('button', { name: 'Dismiss', exact: true }),
        ),
      DRAG: async () => {
        // The chip's own edge (its padding), not one of its buttons.
        const box = (await gus.boundingBox())!;
        await page.mouse.move(box.x + 3, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + 20, box.y + box.height / 2 + 10, { steps: 5 });
      },
      DROP_ROOM: () => dropped(roomFor()),
      DROP_FULL: () => dropOn(tableEl('F')),
      DROP_OFF: () => dropped(null),
      // Released where nothing takes a guest: the page's title.
      CANCEL_DRAG: () => dropOn(page.getByRole('heading', { name: 'Seating · Dinner' })),
      OPEN_MENU: async () => {
        await press(page.getByRole('button', { name: 'Move Gus Gale' }));
        await expect(menu.getByRole('button', { name: 'Cancel' })).toBeFocused();
      },
      MOVE_ROOM: () => menuMoved(roomFor()),
      MOVE_FULL: () => press(menu.getByRole('button', { name: /^F \(/ })),
      MOVE_OFF: async () => {
        // "Off the tables" is offered to a seated guest: another member seats Gus first if he is not.
        if (!gusAt) {
          await seat(page.request, f, f.guests.Gus.id, f.tables.A);
          gusAt = 'A';
          await expect(menu.getByRole('button', { name: 'Off the tables' })).toBeVisible();
        }
        await menuMoved(null);
      },
      CLOSE_MENU: () => press(menu.getByRole('button', { name: 'Cancel' })),
      PLAN_RELOADED: async () => {
        spare = spare === 'Spare' ? 'Spare room' : 'Spare';
        await renameTable(page.request, f, f.tables.Spare, spare);
        await expect(tableEl(spare)).toBeVisible();
      },
      // Gus declines (off his seat first, so he leaves the plan rather than being flagged), then says yes again.
      GUEST_GONE: async () => {
        const dragging = (await page.locator('[data-dragging]').count()) > 0;
        if (gusAt) {
          await seat(page.request, f, f.guests.Gus.id, null);
          gusAt = null;
          await expect(unseated.locator(gus)).toBeVisible();
        }
        await answer(page.request, f.guests.Gus.token, f.guests.Gus.id, false);
        await expect(gus).toHaveCount(0);
        // A drag whose guest left the plan ends wherever the mouse is let go.
        if (dragging) await dropOn(page.getByRole('heading', { name: 'Seating · Dinner' }));
        await answer(page.request, f.guests.Gus.token, f.guests.Gus.id, true);
        await expect(unseated.locator(gus)).toBeVisible();
      },
      // Hal's move, turned down by the server: only the reason stays, nobody chosen.
      SERVER_REFUSED: async () => {
        refuseNext();
        await press(page.getByRole('button', { name: 'Move Hal Hill' }));
        await press(page.getByRole('list', { name: 'Move Hal Hill to' }).getByRole('button', { name: /^A \(/ }));
        await expect(refusal).toHaveText(TAKEN);
        await expect(unseated.locator(chip('Hal Hill'))).toBeVisible();
      },
    },
    states: {
      idle: () => expectPage({ chosen: false }),
      selected: () => expectPage({ chosen: true }),
      refused: () => expectPage({ chosen: true, refusal: 'That table is full.' }),
      refusedByServer: () => expectPage({ chosen: false, refusal: TAKEN }),
      dragging: () => expectPage({ chosen: true, mode: 'dragging' }),
      menu: () => expectPage({ chosen: true, mode: 'menu' }),
    },
  };
}

testModelPathsInBrowser(seatingDesktopModel, (page) => seatingHarness(page, false));

testModelPathsInBrowser(
  seatingPhoneModel,
  async (page) => {
    const { events, states } = await seatingHarness(page, true);
    const { DRAG: _d, DROP_ROOM: _r, DROP_FULL: _f, DROP_OFF: _o, CANCEL_DRAG: _c, ...phoneEvents } = events;
    const { dragging: _g, ...phoneStates } = states;
    return { events: phoneEvents, states: phoneStates };
  },
  { width: 390, touch: true },
);
