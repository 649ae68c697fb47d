/**
 * Accounts grid (spec 2 §2): durations in days and hours from the minutes the list answers, the
 * alert flags as YES/NO. The same grid sits in the facility wizard, limited to that facility and
 * without the facility column; opening a row or adding goes to the account wizard.
 */
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DataTableColumn } from '@equipdesk/ui';
import { ENTITY_STATUSES, MINUTES_PER_DAY, MINUTES_PER_HOUR } from '@equipdesk/api-client/contract';
import type { Account } from '@equipdesk/api-client/contract';
import { ListingPage } from '../../listing';
import type { ListingFilter } from '../../listing';
import { useSiteOptions } from './options';
import { inUnit } from './units';

/** Minutes as a whole or fractional count of a larger unit: 2880 / 1440 → "2", 90 / 60 → "1.5". */
export function minutesIn(minutes: number | null | undefined, unit: number): string {
  return minutes === null || minutes === undefined ? '' : String(inUnit(minutes, unit));
}

export const yesNo = (flag: boolean | null | undefined) => (flag ? 'YES' : 'NO');

export const ACCOUNT_COLUMNS: DataTableColumn<Account>[] = [
  { id: 'facilityName', header: 'Facility', cell: (row) => row.facilityName ?? '', sortable: true },
  { id: 'accountNo', header: 'Account No', cell: (row) => row.accountNo, sortable: true, width: 'minmax(110px, 0.7fr)' },
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, alwaysVisible: true },
  {
    id: 'pmAlertsDurationMinutes',
    header: 'PM Alerts (days)',
    cell: (row) => minutesIn(row.pmAlertsDurationMinutes, MINUTES_PER_DAY),
    sortable: true,
    align: 'end',
  },
  {
    id: 'visitTimeoutMinutes',
    header: 'Visit Timeout (hours)',
    cell: (row) => minutesIn(row.visitTimeoutMinutes, MINUTES_PER_HOUR),
    sortable: true,
    align: 'end',
  },
  { id: 'standardTimeMinutes', header: 'Standard Time (min)', cell: (row) => row.standardTimeMinutes, sortable: true, align: 'end' },
  { id: 'statTimeMinutes', header: 'STAT Time (min)', cell: (row) => row.statTimeMinutes, sortable: true, align: 'end' },
  { id: 'sendLateOrderAlerts', header: 'Late Order Alerts', cell: (row) => yesNo(row.sendLateOrderAlerts), width: 'minmax(110px, 0.7fr)' },
  { id: 'sendDelayedOrderAlerts', header: 'Delayed Order Alerts', cell: (row) => yesNo(row.sendDelayedOrderAlerts), width: 'minmax(110px, 0.7fr)' },
  { id: 'timeZone', header: 'Time Zone', cell: (row) => row.timeZone, sortable: true },
];

const WITHOUT_FACILITY = ACCOUNT_COLUMNS.filter((column) => column.id !== 'facilityName');
const STATUS_OPTIONS = ENTITY_STATUSES.map((s) => ({ value: s, label: s }));

export interface AccountsGridProps {
  /** Inside the facility wizard: only this facility's accounts, no facility column. */
  facility?: string;
}

export function AccountsGrid({ facility }: AccountsGridProps) {
  const navigate = useNavigate();
  const options = useSiteOptions();
  const fromFacility = facility ? `?from=facility&facility=${encodeURIComponent(facility)}` : '';
  const open = useCallback(
    (row: Account) => void navigate(`/accounts/${encodeURIComponent(row.externalId)}${fromFacility}`),
    [navigate, fromFacility],
  );
  const filters = useMemo<ListingFilter[]>(
    () =>
      facility
        ? [{ id: 'statuses', label: 'Status', options: STATUS_OPTIONS }]
        : [
            { id: 'statuses', label: 'Status', options: STATUS_OPTIONS },
            { id: 'facilities', label: 'Facility', options: options.facilities },
          ],
    [facility, options.facilities],
  );
  return (
    <ListingPage<Account>
      resource="accounts"
      pageId={facility ? 'facility-accounts' : 'accounts'}
      title="Accounts"
      headingAs={facility ? 'h2' : 'h1'}
      columns={facility ? WITHOUT_FACILITY : ACCOUNT_COLUMNS}
      getRowId={(row) => row.externalId}
      entityLabel={(row) => `account ${row.name}`}
      defaultSort={{ id: 'name', direction: 'asc' }}
      filters={filters}
      fixedQuery={facility ? { facilities: [facility] } : undefined}
      onOpenRow={open}
      onAdd={() => void navigate(`/accounts/new${fromFacility}`)}
      referenceList="accounts"
    />
  );
}

export function AccountsPage() {
  return <AccountsGrid />;
}
