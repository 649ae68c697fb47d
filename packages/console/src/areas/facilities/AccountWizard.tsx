/**
 * The account wizard (spec 2 §2): Account Details, and for an existing account Locations and
 * Users. Opened from the facility wizard (`?from=facility&facility=<id>`) a new account belongs to
 * that facility and Cancel goes back there; otherwise Cancel goes to the accounts grid.
 */
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { NoPermission, Tabs } from '@equipdesk/ui';
import type { TabItem } from '@equipdesk/ui';
import { useAccountDetails } from '@equipdesk/api-client/react';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { hasGrant } from '@equipdesk/permissions';
import { EntityHistoryScope, confirmDiscard } from '../../listing';
import { usePermissionEntries, usePermissions } from '../../session/hooks';
import { AccountForm } from './AccountForm';
import { AccountLocationsTab } from './AccountLocationsTab';
import { AccountUsersTab } from './AccountUsersTab';
import { WizardFrame } from './WizardFrame';

export function AccountWizard() {
  const { externalId = 'new' } = useParams();
  return <AccountWizardFor key={externalId} id={externalId === 'new' ? null : externalId} />;
}

function AccountWizardFor({ id }: { id: string | null }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { can } = usePermissions('accounts');
  const canEdit = hasGrant(usePermissionEntries(), 'accounts', 'EDIT');
  const { data: account, error, mutate } = useAccountDetails(id);
  const [tab, setTab] = useState('details');
  const title = id ? 'Edit Account' : 'Create New Account';
  const fromFacility = params.get('from') === 'facility';
  const facility = params.get('facility') ?? account?.facility ?? null;

  const cancel = () => {
    if (fromFacility && facility) void navigate(`/facilities/${encodeURIComponent(facility)}`);
    else void navigate('/accounts');
  };

  if (!can('VIEW')) return <NoPermission title={title} message={MESSAGES.noPrivilege} />;
  if (id && (error || !account)) {
    return (
      <WizardFrame title={title} onCancel={cancel}>
        {error ? <p role="alert">{error.message}</p> : <p role="status">Loading…</p>}
      </WizardFrame>
    );
  }

  const onSaved = (savedId: string) => {
    if (!id && savedId) {
      const search = params.toString();
      void navigate(`/accounts/${encodeURIComponent(savedId)}${search ? `?${search}` : ''}`, { replace: true });
    } else void mutate();
  };

  const items: TabItem[] = [
    {
      id: 'details',
      label: 'Account Details',
      // The form of a saved entry offers its history in the audit log.
      content: <EntityHistoryScope.Provider value={id}><AccountForm account={account ?? null} facility={facility} onSaved={onSaved} canSave={id ? canEdit : can('NEW')} /></EntityHistoryScope.Provider>,
    },
  ];
  if (id) {
    items.push(
      { id: 'locations', label: 'Locations', content: <AccountLocationsTab accountId={id} /> },
      { id: 'users', label: 'Users', content: <AccountUsersTab accountId={id} canEdit={canEdit} /> },
    );
  }
  return (
    <WizardFrame title={title} onCancel={cancel}>
      {/* Only the open tab is mounted: leaving one with unsaved changes asks first. */}
      <Tabs aria-label={title} items={items} value={tab} onValueChange={(next) => confirmDiscard(() => setTab(next))} />
    </WizardFrame>
  );
}
