import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { resetSession } from '../../session/store';
import { ADMIN_USER } from '../../testing/fixtures';
import { json } from '../../testing/renderApp';
import { recordingFetch, renderWithClient } from '../../testing/renderWithClient';
import { UTILIZATION_PERMISSIONS } from '../../testing/utilizationFixtures';
import { UtilizationMetricsPage } from './UtilizationMetricsPage';

const row = (identifier: string, utilizationCategory: string, matching: number) => ({ identifier, metricDate: '2026-11-24', facilityName: `Facility ${identifier}`, utilizationCategory, matching });

/** Rows whose percentages round in every way: a third, an eighth, all, none, and one the totals do not name. */
const ROWS = [row('a', 'UTILIZED', 1), row('b', 'UTILIZED', 1), row('c', 'UTILIZED', 2), row('d', 'AVAILABLE', 0), row('e', 'UNKNOWN', 3), row('f', 'UTILIZED', 2)];
const TOTALS = [
  { identifier: 'a', total: 3 },
  { identifier: 'b', total: 8 },
  { identifier: 'c', total: 2 },
  { identifier: 'd', total: 7 },
  { identifier: 'f', total: 3 },
];

function answer() {
  return recordingFetch(({ path }) => {
    if (path === '/api/utilization') return json({ success: true, count: ROWS.length, items: ROWS });
    if (path === '/api/utilization/totals') return json({ success: true, count: TOTALS.length, items: TOTALS });
    return undefined;
  });
}

describe('Utilization Metrics percentage', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSession({ status: 'SUCCESS', token: 't', user: ADMIN_USER, permissions: UTILIZATION_PERMISSIONS });
  });
  afterEach(() => resetSession());

  it('shows matching / total × 100 with one decimal, joined to each row by identifier', async () => {
    await renderWithClient(<UtilizationMetricsPage />, answer().fake, '/reports/utilization');
    const cells = (name: string) => page.getByRole('row', { name: new RegExp(`Facility ${name} `) }).getByRole('cell');
    await expect.element(cells('a').last()).toHaveTextContent('33.3%');
    await expect.element(cells('b').last()).toHaveTextContent('12.5%');
    await expect.element(cells('c').last()).toHaveTextContent('100.0%');
    await expect.element(cells('d').last()).toHaveTextContent('0.0%');
    await expect.element(cells('f').last()).toHaveTextContent('66.7%');
    // Total, Matching, Percentage: the total is the one the totals call named.
    await expect.element(cells('b').nth(-3)).toHaveTextContent('8');
  });

  it('leaves total and percentage empty for a row the totals do not name, rather than guess', async () => {
    await renderWithClient(<UtilizationMetricsPage />, answer().fake, '/reports/utilization');
    const cells = page.getByRole('row', { name: /Facility e / }).getByRole('cell');
    await expect.element(cells.nth(-2)).toHaveTextContent('3');
    await expect.element(cells.last()).toHaveTextContent(/^$/);
    await expect.element(cells.nth(-3)).toHaveTextContent(/^$/);
  });
});
