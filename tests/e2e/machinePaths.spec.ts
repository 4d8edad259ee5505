import { type Dialog, expect } from '@playwright/test';
import { disclosureModel } from '../../models/disclosureModel';
import { formModel } from '../../models/formModel';
import { searchBoxModel } from '../../models/searchBoxModel';
import { topMenuModel } from '../../models/topMenuModel';
import { FORM_MESSAGES } from '../../src/shared/formMessages';
import { testModelPathsInBrowser } from './modelPaths';
import { baseURL, PASSWORD, signedInPage } from './support';

testModelPathsInBrowser(topMenuModel, async (page) => {
  const user = await signedInPage(page, 'Menu', 'Walker');
  await page.goto('/feed');
  const dashboards = page.getByRole('button', { name: 'Dashboards' });
  const profile = page.getByRole('button', { name: `Profile menu for ${user.user.full_name}` });
  const expectOpen = async (dashboard: boolean, prof: boolean) => {
    await expect(dashboards).toHaveAttribute('aria-expanded', String(dashboard));
    await expect(profile).toHaveAttribute('aria-expanded', String(prof));
    await expect(page.locator('#dashboard-submenu')).toHaveCount(dashboard ? 1 : 0);
    await expect(page.locator('#profile-submenu')).toHaveCount(prof ? 1 : 0);
  };
  return {
    events: {
      TOGGLE_DASHBOARD: () => dashboards.click(),
      TOGGLE_PROFILE: () => profile.click(),
      CLICK_OUTSIDE: () => page.getByText('Your feed is empty for now.').click(),
      PRESS_ESCAPE: () => page.keyboard.press('Escape'),
      // Following a link in the open submenu (or, with none open, going to the feed) closes the menu.
      NAVIGATE: async () => {
        const link = page.locator('#dashboard-submenu a, #profile-submenu a[href$="/settings/visibility"]').first();
        if (await link.count()) await link.click();
        else await page.getByRole('link', { name: 'Feed' }).click();
      },
    },
    states: {
      closed: () => expectOpen(false, false),
      dashboardOpen: () => expectOpen(true, false),
      profileOpen: () => expectOpen(false, true),
    },
  };
});

// On a phone the same menu lives in the drawer: the submenus are opened from it, and a tap outside the header is
// only possible once the drawer is folded away (the submenu's state stays, unseen, until then).
testModelPathsInBrowser(
  topMenuModel,
  async (page) => {
    const user = await signedInPage(page, 'Thumb', 'Walker');
    await page.goto('/feed');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const drawer = async (open: boolean) => {
      if ((await toggle.getAttribute('aria-expanded')) !== String(open)) await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', String(open));
    };
    // Found while the drawer is folded away too, where the submenu's state stays.
    const dashboards = page.getByRole('button', { name: 'Dashboards', includeHidden: true });
    const profile = page.getByRole('button', { name: `Profile menu for ${user.user.full_name}`, includeHidden: true });
    const expectOpen = async (dashboard: boolean, prof: boolean) => {
      await expect(dashboards).toHaveAttribute('aria-expanded', String(dashboard));
      await expect(profile).toHaveAttribute('aria-expanded', String(prof));
      await expect(page.locator('#dashboard-submenu')).toHaveCount(dashboard ? 1 : 0);
      await expect(page.locator('#profile-submenu')).toHaveCount(prof ? 1 : 0);
    };
    return {
      events: {
        TOGGLE_DASHBOARD: async () => {
          await drawer(true);
          await dashboards.click();
        },
        TOGGLE_PROFILE: async () => {
          await drawer(true);
          await profile.click();
        },
        CLICK_OUTSIDE: async () => {
          await drawer(false);
          await page.getByText('Your feed is empty for now.').click();
        },
        PRESS_ESCAPE: () => page.keyboard.press('Escape'),
        NAVIGATE: async () => {
          await drawer(true);
          const link = page.locator('#dashboard-submenu a, #profile-submenu a[href$="/settings/visibility"]').first();
          if (await link.count()) await link.click();
          else await page.locator('#top-menu-panel').getByRole('link', { name: 'Feed', exact: true }).click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        },
      },
      states: {
        closed: () => expectOpen(false, false),
        dashboardOpen: () => expectOpen(true, false),
        profileOpen: () => expectOpen(false, true),
      },
    };
  },
  { width: 390 },
);

testModelPathsInBrowser(disclosureModel, async (page) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  return {
    events: {
      TOGGLE: () => page.getByRole('button', { name: /^(Menu|Close)$/ }).click(),
      FOLLOW_LINK: async () => {
        await menu.getByRole('link', { name: 'Sign in' }).click();
        await expect(page).toHaveURL(`${baseURL}/login`);
      },
    },
    states: {
      closed: async () => {
        await expect(menu).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
      },
      open: async () => {
        await expect(menu.getByRole('link', { name: 'Sign up' })).toBeVisible();
        await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
      },
    },
  };
});

testModelPathsInBrowser(searchBoxModel, async (page) => {
  await page.clock.install();
  await signedInPage(page, 'Search', 'Walker');
  await page.goto('/feed');
  const box = page.getByRole('searchbox', { name: 'Search Vowline' });
  let typed = 0;
  let urlAtLastType = `${baseURL}/feed`;
  let lastText = '';
  const type = async (text: string) => {
    urlAtLastType = page.url();
    lastText = text;
    await box.fill(text);
  };
  return {
    events: {
      TYPE_TEXT: () => type(`rose ${++typed}`),
      TYPE_BLANK: () => type('  '),
      WAIT_1S: () => page.clock.runFor(1000),
      SUBMIT: () => box.press('Enter'),
    },
    states: {
      empty: async () => expect(page).toHaveURL(urlAtLastType),
      typingText: async () => {
        await expect(page).toHaveURL(urlAtLastType);
        await expect(box).toHaveValue(lastText);
      },
      typingBlank: async () => expect(page).toHaveURL(urlAtLastType),
      previewed: async () => {
        await expect(page).toHaveURL(urlAtLastType);
        await expect(
          page.getByRole('region', { name: 'Quick results' }).getByRole('link', {
            name: `See all results for “${lastText.trim()}”`,
          }),
        ).toBeVisible();
      },
      searched: async () => {
        await expect(page).toHaveURL(`${baseURL}/search/results?s=${encodeURIComponent(lastText.trim())}`);
        await expect(page.getByRole('heading', { name: `Results for “${lastText.trim()}”` })).toBeVisible();
      },
    },
  };
});

// The change-password form: key presses validate, submit validates everything, and the server's answer is
// held by the test so each outcome (ok, rejected, unreachable) is a step of its own.
testModelPathsInBrowser(formModel, async (page) => {
  let pending: { fulfil: (kind: 'ok' | 'rejected' | 'offline') => Promise<void> } | undefined;
  await page.route('**/api/v1/users/me/set-password/', async (route) => {
    await new Promise<void>((resolve) => {
      pending = {
        fulfil: async (kind) => {
          if (kind === 'offline') await route.abort('connectionrefused');
          else if (kind === 'rejected')
            await route.fulfill({
              status: 400,
              contentType: 'application/problem+json',
              json: {
                type: 'about:blank',
                title: 'Bad Request',
                status: 400,
                detail: 'Current password is incorrect.',
                errors: { old_password: ['Current password is incorrect.'] },
              },
            });
          else await route.fulfill({ status: 200, json: { detail: 'Your password has been changed.' } });
          resolve();
        },
      };
    });
  });
  await signedInPage(page, 'Form', 'Walker');
  await page.goto('/update-password');
  const current = page.getByLabel('Current password');
  const next = page.getByLabel('New password');
  const button = page.getByRole('button', { name: /^(Change password|Saving…)$/ });
  const answer = async (kind: 'ok' | 'rejected' | 'offline') => {
    await expect.poll(() => pending !== undefined).toBe(true);
    const p = pending!;
    pending = undefined;
    await p.fulfil(kind);
  };
  let entries = 0;
  const expectAsking = async () => {
    expect(asking?.dialog.type()).toBe('confirm');
    expect(asking?.dialog.message()).toBe(FORM_MESSAGES.leave);
    expect(page.url()).toMatch(/\/update-password$/);
  };
  const noFieldErrors = async () => {
    await expect(page.getByText('Password required.')).toHaveCount(0);
    await expect(page.getByText('Password should be at least 6 characters')).toHaveCount(0);
  };
  const submit = async () => {
    // With a request in flight the button is disabled: a second submit cannot happen.
    if (await button.isEnabled()) await button.click();
  };
  // LEAVE follows the top menu's Feed link. With unsaved changes the browser's confirm asks first; the page is
  // blocked while it is open, so the walk holds the dialog and the click until STAY or CONFIRM_LEAVE answers it.
  let asking: { dialog: Dialog; click: Promise<void> } | undefined;
  const answerLeave = async (leave: boolean) => {
    const open = asking!;
    asking = undefined;
    await (leave ? open.dialog.accept() : open.dialog.dismiss());
    await open.click;
  };
  return {
    events: {
      // Each entry differs from the last: React reports no change for an identical value.
      TYPE_VALID: async () => {
        await current.fill(PASSWORD);
        await next.fill(`a-new-secret-${++entries}`);
      },
      TYPE_INVALID: () => next.fill('abc'),
      VALIDATE_ALL: async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('vowline:validate-inputs')));
      },
      SUBMIT: submit,
      SERVER_OK: () => answer('ok'),
      SERVER_REJECTS: () => answer('rejected'),
      SERVER_FAILS: () => answer('offline'),
      LEAVE: async () => {
        const dialog = page.waitForEvent('dialog', { timeout: 3_000 }).catch(() => null);
        const click = page.getByRole('link', { name: 'Feed' }).first().click();
        const shown = await dialog;
        if (shown) asking = { dialog: shown, click };
        else await click;
      },
      STAY: () => answerLeave(false),
      CONFIRM_LEAVE: () => answerLeave(true),
    },
    states: {
      'editing.blank': async () => {
        await expect(next).toHaveValue('');
        await noFieldErrors();
      },
      'editing.missing': async () => expect(page.getByText('Password required.')).toHaveCount(2),
      'editing.invalid': async () => expect(page.getByText('Password should be at least 6 characters')).toBeVisible(),
      'editing.valid': async () => {
        await noFieldErrors();
        // The form's own word (the top bar may say the network was lost, after a request that found none).
        await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
        await expect(button).toBeEnabled();
      },
      'editing.rejected': async () => expect(page.getByText('Current password is incorrect.')).toBeVisible(),
      'editing.offline': async () =>
        expect(page.getByRole('alert')).toHaveText('Could not reach the server. Check your connection and try again.'),
      submitting: async () => expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled(),
      succeeded: async () =>
        expect(page.getByRole('main').getByRole('status')).toHaveText(
          'Your password has been changed. Other devices have been signed out.',
        ),
      // The page is blocked by the question: what it asks is all there is to check.
      'leaving.invalid': async () => expectAsking(),
      'leaving.valid': async () => expectAsking(),
      'leaving.rejected': async () => expectAsking(),
      'leaving.offline': async () => expectAsking(),
      left: async () => {
        expect(asking).toBeUndefined();
        await expect(page).toHaveURL(/\/feed$/);
      },
    },
  };
});
