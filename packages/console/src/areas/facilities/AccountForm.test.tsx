import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { resetSession } from '../../session/store';
import { ADMIN_USER } from '../../testing/fixtures';
import { ACCOUNTS, SITE_FULL_PERMISSIONS, SITE_REFERENCE_LISTS } from '../../testing/facilityFixtures';
import { renderWithClient } from '../../testing/renderWithClient';
import { siteFetch } from '../../testing/siteFetch';
import { AccountForm } from './AccountForm';
import { AccountsGrid, minutesIn } from './AccountsPage';

const field = (label: string) => page.getByLabelText(label, { exact: true });

async function choose(label: string, option: string) {
  await field(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('AccountForm', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSession({ status: 'SUCCESS', token: 't', user: ADMIN_USER, permissions: SITE_FULL_PERMISSIONS, referenceLists: SITE_REFERENCE_LISTS });
  });
  afterEach(() => resetSession());

  it('starts a new account from the defaults: 30 days, 6 hours, 120 STAT and 300 standard minutes, flags off', async () => {
    await renderWithClient(<AccountForm account={null} facility="f-north" onSaved={() => undefined} canSave />, siteFetch().fake);
    await expect.element(field('PM Alerts Duration (days)')).toHaveValue(30);
    await expect.element(field('Visit Timeout (hours)')).toHaveValue(6);
    await expect.element(field('STAT Time (minutes)')).toHaveValue(120);
    await expect.element(field('Standard Time (minutes)')).toHaveValue(300);
    for (const flag of ['Send Late Order Alerts', 'Send Delayed Order Alerts', 'Move Assets', 'Move Locations']) {
      await expect.element(page.getByRole('checkbox', { name: flag })).not.toBeChecked();
    }
    await expect.element(page.getByRole('form', { name: 'Account Details' })).toHaveTextContent('North General');
  });

  it('edits an existing account in days and hours from its minutes', async () => {
    // North ICU: 2880 PM minutes (2 days), 90 visit minutes (1.5 hours).
    await renderWithClient(<AccountForm account={ACCOUNTS[0]!} onSaved={() => undefined} canSave />, siteFetch().fake);
    await expect.element(field('PM Alerts Duration (days)')).toHaveValue(2);
    await expect.element(field('Visit Timeout (hours)')).toHaveValue(1.5);
    await expect.element(page.getByRole('checkbox', { name: 'Send Late Order Alerts' })).toBeChecked();
  });

  it('refuses letters in the account number and a missing time zone with the spec messages, sending nothing', async () => {
    const recorder = siteFetch();
    await renderWithClient(<AccountForm account={null} facility="f-north" onSaved={() => undefined} canSave />, recorder.fake);
    await field('Account No').fill('12a4');
    await field('Name').fill('North Wards');
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByRole('alert');
    await expect.element(toast).toHaveTextContent(MESSAGES.accountNo);
    await expect.element(toast).toHaveTextContent(MESSAGES.accountTimeZone);
    expect(recorder.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('refuses an account number in use, then saves days and hours with the facility', async () => {
    let taken = true;
    const recorder = siteFetch((call) =>
      call.path === '/api/accounts/exists'
        ? new Response(JSON.stringify({ result: { valid: !taken } }), { headers: { 'Content-Type': 'application/json' } })
        : undefined,
    );
    const onSaved = vi.fn();
    await renderWithClient(<AccountForm account={null} facility="f-north" onSaved={onSaved} canSave />, recorder.fake);
    await field('Account No').fill('2001');
    await field('Name').fill('North Wards');
    await choose('Time Zone', 'Europe/Berlin');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(MESSAGES.accountExists);
    taken = false;
    await userEvent.keyboard('{Escape}');
    await page.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('saved-1'));
    expect(recorder.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      accountNo: '2001',
      timeZone: 'Europe/Berlin',
      facility: 'f-north',
      pmAlertsDurationDays: 30,
      visitTimeoutHours: 6,
      statTimeMinutes: 120,
      standardTimeMinutes: 300,
      sendLateOrderAlerts: false,
      sendDelayedOrderAlerts: false,
    });
    await expect.element(page.getByText(MESSAGES.accountSaved)).toBeVisible();
  });
});

describe('AccountsGrid', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSession({ status: 'SUCCESS', token: 't', user: ADMIN_USER, permissions: SITE_FULL_PERMISSIONS, referenceLists: SITE_REFERENCE_LISTS });
  });
  afterEach(() => resetSession());

  it('shows minutes as days and hours and the alert flags as YES/NO', async () => {
    await renderWithClient(<AccountsGrid />, siteFetch().fake, '/accounts');
    const row = page.getByRole('row', { name: /North ICU/ });
    await expect.element(row).toBeVisible();
    const cells = row.getByRole('cell').elements().map((cell) => cell.textContent);
    // Facility, Account No, Name, PM days, visit hours, standard, STAT, late, delayed, time zone.
    expect(cells).toEqual(expect.arrayContaining(['North General', '1001', 'North ICU', '2', '1.5', '300', '120', 'YES', 'NO', 'America/Chicago']));
    expect(minutesIn(43200, 1440)).toBe('30');
    expect(minutesIn(360, 60)).toBe('6');
  });
});
