// Visit definitions end to end: the visit form at /visits with each rule of the spec met as the user meets it (every
// frequency's minimum gap, 24-hour times, a start in the past), the form keeping what was typed after each refusal,
// a weekly visit saved with its generated name, and its tasks in the Tasks modal as the real server generated them;
// and the page refused without VIEW.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { MESSAGES, VISIT_MIN_GAP, localDay, localTime, visitGapMessage, visitMinimumEnd, visitOccurrence } from '../packages/api-client/src/contract/index';
import type { VisitFrequency } from '../packages/api-client/src/contract/index';
import { dismissToasts, pickOption, startE2E, toast, type E2E } from './support';
import type { AccountDdItem, LocationDdItem } from '../packages/api-client/src/contract/index';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const DAY = 86_400_000;
const as = (username: string): Promise<Page> => e2e.pageAs(username, { width: 1800, height: 1000 });
const items = async <T,>(path: string, username = 'admin') => (await e2e.api<{ items: T[] }>(username, 'GET', path)).json.items;

type AccountDd = AccountDdItem;
type LocationDd = LocationDdItem;
interface VisitItem {
  externalId: string;
  name: string;
  frequency: string;
  startTimestamp: string;
  endTimestamp: string | null;
  locations: string[];
}

/** An account with an ACTIVE location of its own and the demo technician: what a visit is made of. */
async function visitParts() {
  const locations = (await items<LocationDd>('locations/ddlist')).filter((l) => !l.status || l.status === 'ACTIVE');
  const accounts = await items<AccountDd>('accounts/ddlist');
  const account = accounts.find((a) => locations.some((l) => l.account === a.externalId))!;
  const location = locations.find((l) => l.account === account.externalId)!;
  const technician = (await items<{ username: string; name: string }>('users/ddlist')).find((u) => u.username === 'technician')!;
  return { account, location, technician };
}

/** Tomorrow at 09:30 in the browser's (and this machine's) local time. */
function tomorrow(): Date {
  const at = new Date(Date.now() + DAY);
  at.setHours(9, 30, 0, 0);
  return at;
}

async function typeInto(form: Locator, label: string, text: string) {
  const field = form.getByRole('textbox', { name: label, exact: true });
  await field.fill(text);
  // Leaves the field, closing a date picker's calendar (Escape would close the form).
  await field.press('Tab');
}

async function schedule(form: Locator, start: Date, end: Date | null) {
  await typeInto(form, 'Start Date', localDay(start));
  await typeInto(form, 'Start Time', localTime(start));
  if (end) {
    await typeInto(form, 'End Date', localDay(end));
    await typeInto(form, 'End Time', localTime(end));
  }
}

const valueOf = (form: Locator, label: string) => form.getByRole('textbox', { name: label, exact: true }).inputValue();

describe('visits', () => {
  it('creates a visit at /visits meeting each rule of the form on the way, then shows its tasks', async () => {
    const parts = await visitParts();
    const page = await as('admin');
    await page.goto('/visits');
    await page.getByRole('table', { name: 'Manage Visits' }).waitFor();
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = page.getByRole('form', { name: 'Create New Visit' });
    await form.waitFor();

    // Nothing filled: every required field's message.
    await form.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      MESSAGES.visitAccountRequired,
      MESSAGES.visitUserRequired,
      MESSAGES.visitFrequencyRequired,
      MESSAGES.visitLocationRequired,
      MESSAGES.visitStartDate,
      MESSAGES.visitStartTime,
      MESSAGES.visitEndDate,
      MESSAGES.visitEndTime,
    ]) {
      await toast(page, message);
    }
    await dismissToasts(page);

    await pickOption(form, 'Account', `${parts.account.name} (${parts.account.accountNo})`);
    await pickOption(form, 'User', `${parts.technician.name} (technician)`);
    await pickOption(form, 'Locations', parts.location.name);

    // Each recurring frequency: an end a minute short of its minimum gap is refused, and the form keeps what was typed.
    const start = tomorrow();
    for (const frequency of Object.keys(VISIT_MIN_GAP) as Exclude<VisitFrequency, 'ONE_TIME'>[]) {
      await pickOption(form, 'Frequency', frequency);
      const short = new Date(visitMinimumEnd(frequency, start).getTime() - 60_000);
      await schedule(form, start, short);
      await form.getByRole('button', { name: 'Save' }).click();
      await toast(page, visitGapMessage(frequency));
      expect(await valueOf(form, 'End Date')).toBe(localDay(short));
      expect(await valueOf(form, 'End Time')).toBe(localTime(short));
      expect(await valueOf(form, 'Start Time')).toBe(localTime(start));
      await dismissToasts(page);
    }

    // Times are 24-hour HH:mm.
    await typeInto(form, 'Start Time', '9.30');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, MESSAGES.visitStartTime);
    expect(await valueOf(form, 'Start Time')).toBe('9.30');
    await dismissToasts(page);

    // ONE_TIME hides the end; a start earlier today is in the past.
    await pickOption(form, 'Frequency', 'ONE_TIME');
    expect(await form.getByRole('textbox', { name: 'End Date', exact: true }).count()).toBe(0);
    await typeInto(form, 'Start Date', localDay(new Date()));
    await typeInto(form, 'Start Time', '00:00');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, MESSAGES.visitStartFuture);
    await dismissToasts(page);

    // A weekly visit, unnamed: saved, named from its frequency and location.
    await pickOption(form, 'Frequency', 'WEEKLY');
    const end = new Date(start.getTime() + 60 * DAY);
    await schedule(form, start, end);
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Visit created successfully.');
    await form.waitFor({ state: 'detached' });

    const name = `Weekly visit: ${parts.location.name}`;
    const [saved] = await items<VisitItem>(`visits?search=${encodeURIComponent(name)}&sortBy=createdTimestamp&sortDirection=desc`);
    expect(saved).toMatchObject({ name, frequency: 'WEEKLY', startTimestamp: start.toISOString(), endTimestamp: end.toISOString(), locations: [parts.location.externalId] });

    // Its tasks, as the server generated them on save: the next five weekly due times, PENDING.
    const box = page.getByRole('searchbox');
    await box.fill(name);
    await box.press('Enter');
    const row = page.getByRole('row').filter({ hasText: name }).first();
    await row.waitFor();
    await row.getByRole('button', { name: `View tasks of visit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Tasks of visit ${name}` });
    const tasks = dialog.getByRole('table', { name: 'Tasks' });
    await tasks.waitFor();
    for (const header of ['Created Time', 'Due Time', 'Task Status']) await tasks.getByRole('columnheader', { name: header }).waitFor();
    const rows = tasks.getByRole('row');
    expect(await rows.count()).toBe(1 + 5);
    const due = (k: number) => {
      const at = visitOccurrence('WEEKLY', start, k);
      return `${localDay(at)} ${localTime(at)}:00`;
    };
    // Latest due first.
    for (let k = 0; k < 5; k++) {
      const cells = rows.nth(5 - k).getByRole('cell');
      expect(await cells.nth(1).textContent()).toBe(due(k));
      expect(await cells.nth(2).textContent()).toBe('PENDING');
    }
    // The modal is 50vh high.
    const box50 = await dialog.boundingBox();
    expect(Math.round(box50!.height)).toBe(500);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('is refused to a role without VIEW on visits', async () => {
    const page = await as('standard');
    await page.goto('/visits');
    await page.getByText(MESSAGES.noPrivilege).first().waitFor();
    expect(await page.getByRole('table', { name: 'Manage Visits' }).count()).toBe(0);
    await page.close();
  });
});
