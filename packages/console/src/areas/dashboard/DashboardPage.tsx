/**
 * / and /dashboard (spec 3 §2.12): Dashboard™ with the tabs ASSETS, ORDERS and PLACE NEW ORDER, each shown as the
 * user's grants and type allow, the chosen one remembered; the filter bar (account, model, business type, service
 * type) with the tab's FILTER grant, never on PLACE NEW ORDER, its values kept in the address (a reload or a shared
 * link shows the same filtered charts). This module is the only one of the console that draws
 * charts, so victory loads with the dashboard's chunk alone.
 */
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { styled } from 'styled-components';
import { FilterPanel, MultiSelect, NoPermission, Tabs } from '@equipdesk/ui';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { confirmDiscard } from '../../listing/unsavedChanges';
import { usePermissionEntries } from '../../session/hooks';
import { session } from '../../session/store';
import { RouteLoading } from '../../shell/RootLayout';
import { useAssetOptions } from '../assets/options';
import { AssetCharts } from './AssetCharts';
import { OrderCharts } from './OrderCharts';
import { NO_FILTERS, filtersFromParams, paramsWithFilters, type DashboardFilters } from './links';
import { dashboardGrants, rememberedTab, rememberTab, TAB_LABELS, type DashboardTab } from './tabs';

const OrderForm = lazy(async () => ({ default: (await import('../orders/OrderForm')).OrderForm }));

export const DASHBOARD_TITLE = 'Dashboard™';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
`;

const FILTER_FIELDS: { id: keyof DashboardFilters; label: string }[] = [
  { id: 'accounts', label: 'Account' },
  { id: 'models', label: 'Model' },
  { id: 'businessTypes', label: 'Business Type' },
  { id: 'serviceTypes', label: 'Service Type' },
];

function FilterBar({ filters, onChange }: { filters: DashboardFilters; onChange: (filters: DashboardFilters) => void }) {
  const options = useAssetOptions();
  const choices: Record<keyof DashboardFilters, { value: string; label: string }[]> = {
    accounts: options.accounts,
    models: options.models,
    businessTypes: options.picklist('BusinessType'),
    serviceTypes: options.picklist('ServiceType'),
  };
  return (
    <FilterPanel headingLevel={2} onReset={() => onChange(NO_FILTERS)}>
      {FILTER_FIELDS.map(({ id, label }) => (
        <MultiSelect key={id} label={label} options={choices[id]} value={filters[id]} onChange={(values) => onChange({ ...filters, [id]: values })} />
      ))}
    </FilterPanel>
  );
}

export function DashboardPage() {
  const entries = usePermissionEntries();
  const userType = useSnapshot(session).user?.type;
  const grants = useMemo(() => dashboardGrants(entries, userType), [entries, userType]);
  const [chosen, setChosen] = useState<DashboardTab | undefined>(() => rememberedTab(grants.tabs));
  const tab = chosen && grants.tabs.includes(chosen) ? chosen : grants.tabs[0];
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = useCallback((next: DashboardFilters) => setParams((current) => paramsWithFilters(current, next), { replace: true }), [setParams]);
  const navigate = useNavigate();

  if (!tab) return <NoPermission title={DASHBOARD_TITLE} message={MESSAGES.noPrivilege} />;

  const content = (id: DashboardTab) => {
    if (id === 'assets') return <AssetCharts filters={filters} />;
    if (id === 'orders') return <OrderCharts filters={filters} />;
    return (
      <Suspense fallback={<RouteLoading />}>
        <OrderForm row={null} onSaved={() => void navigate('/orders')} onCancel={() => setChosen(grants.tabs[0])} canSave headingLevel={2} />
      </Suspense>
    );
  };

  return (
    <Page aria-labelledby="page-title">
      <h1 id="page-title">{DASHBOARD_TITLE}</h1>
      {grants.filters[tab] && <FilterBar filters={filters} onChange={setFilters} />}
      <Tabs
        aria-label="Dashboard"
        value={tab}
        // Only the open tab is mounted: leaving Place New Order with unsaved changes asks first.
        onValueChange={(id) =>
          confirmDiscard(() => {
            const next = id as DashboardTab;
            rememberTab(next);
            setChosen(next);
          })
        }
        items={grants.tabs.map((id) => ({ id, label: TAB_LABELS[id], content: content(id) }))}
      />
    </Page>
  );
}
