/**
 * / and /dashboard (spec 3 §2.12): Dashboard™ with the tabs ASSETS, ORDERS and PLACE NEW ORDER, each shown as the
 * user's grants and type allow, the chosen one remembered; the filter bar (account, model, business type, service
 * type) with the tab's FILTER grant, never on PLACE NEW ORDER, its values kept in the address (a reload or a shared
 * link shows the same filtered charts). Its charts are drawn as their own answers arrive; the reference lists the
 * filter bar offers are asked for after them.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { styled } from 'styled-components';
import { FilterPanel, NoPermission, Tabs } from '@equipdesk/ui';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { confirmDiscard } from '../../listing/unsavedChanges';
import { usePermissionEntries } from '../../session/hooks';
import { session } from '../../session/store';
import { RouteLoading } from '../../shell/RootLayout';
import { AssetCharts } from './AssetCharts';
import { OrderCharts } from './OrderCharts';
import { SkipCharts } from './SkipCharts';
import { FilterFieldsWaiting } from './FilterBarWaiting';
import { filtersFromParams, NO_FILTERS, paramsWithFilters, type DashboardFilters } from './links';
import { dashboardGrants, rememberedTab, rememberTab, TAB_LABELS, type DashboardTab } from './tabs';

const OrderForm = lazy(async () => ({ default: (await import('../orders/OrderForm')).OrderForm }));
const FilterFields = lazy(async () => ({ default: (await import('./FilterBar')).FilterFields }));

export const DASHBOARD_TITLE = 'Dashboard™';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
`;

/** Runs `then` once the browser is idle (or after two seconds at most). */
function whenIdle(then: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(then, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(then, 200);
  return () => window.clearTimeout(id);
}

interface FilterBarProps {
  filters: DashboardFilters;
  onChange: (filters: DashboardFilters) => void;
  /** Every chart has its answer. */
  chartsSettled: boolean;
}

/**
 * The filter bar: its panel (heading, Reset) at once, its fields' code (react-select) once the charts have their
 * answers, the address holds a filter, or the user reaches for the bar (pointer or focus), stand-ins of the same size
 * until then. The panel stays as the fields come, and with it a focus on Reset.
 */
function FilterBar({ filters, onChange, chartsSettled }: FilterBarProps) {
  const [reached, setReached] = useState(false);
  const [ready, setReady] = useState(false);
  const reach = () => setReached(true);
  const filtered = Object.values(filters).some((values) => values.length > 0);
  const wanted = reached || chartsSettled || filtered;
  return (
    <div onPointerDown={reach} onPointerEnter={reach} onFocusCapture={reach}>
      <FilterPanel headingLevel={2} onReset={() => onChange(NO_FILTERS)} aria-busy={!ready || undefined}>
        {wanted ? (
          <Suspense fallback={<FilterFieldsWaiting />}>
            <FilterFields filters={filters} onChange={onChange} load={reached || chartsSettled} onReady={() => setReady(true)} />
          </Suspense>
        ) : (
          <FilterFieldsWaiting />
        )}
      </FilterPanel>
    </div>
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
  const [chartsSettled, setChartsSettled] = useState(false);
  const cancelIdle = useRef<(() => void) | null>(null);
  // The charts' answers are in: the filter bar's lists load when the browser next has nothing else to do.
  const onSettled = useCallback(() => {
    cancelIdle.current ??= whenIdle(() => setChartsSettled(true));
  }, []);
  useEffect(() => () => cancelIdle.current?.(), []);

  if (!tab) return <NoPermission title={DASHBOARD_TITLE} message={MESSAGES.noPrivilege} />;

  const content = (id: DashboardTab): ReactNode => {
    if (id === 'assets') {
      return (
        <SkipCharts>
          <AssetCharts filters={filters} onSettled={onSettled} />
        </SkipCharts>
      );
    }
    if (id === 'orders') {
      return (
        <SkipCharts>
          <OrderCharts filters={filters} onSettled={onSettled} />
        </SkipCharts>
      );
    }
    return (
      <Suspense fallback={<RouteLoading />}>
        <OrderForm row={null} onSaved={() => void navigate('/orders')} onCancel={() => setChosen(grants.tabs[0])} canSave headingLevel={2} />
      </Suspense>
    );
  };

  return (
    <Page aria-labelledby="page-title">
      <h1 id="page-title">{DASHBOARD_TITLE}</h1>
      {grants.filters[tab] && <FilterBar filters={filters} onChange={setFilters} chartsSettled={chartsSettled} />}
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
