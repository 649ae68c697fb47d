/**
 * The facility wizard (spec 2 §2, §4): `Create New Facility` shows only the Basic tab; an existing
 * facility also shows Accounts and Contracts and opens on Accounts. Saving a new facility moves to
 * its own address, so its tabs appear.
 */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { NoPermission, Tabs } from '@equipdesk/ui';
import type { TabItem } from '@equipdesk/ui';
import { useFacilityDetails } from '@equipdesk/api-client/react';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { hasGrant } from '@equipdesk/permissions';
import { EntityHistoryScope, confirmDiscard } from '../../listing';
import { usePermissionEntries, usePermissions } from '../../session/hooks';
import { AccountsGrid } from './AccountsPage';
import { ContractsGrid } from './ContractsPage';
import { FacilityForm } from './FacilityForm';
import { WizardFrame } from './WizardFrame';

export function FacilityWizard() {
  const { externalId = 'new' } = useParams();
  const id = externalId === 'new' ? null : externalId;
  // Keyed by the facility, so moving from `new` to the saved facility starts its tabs afresh.
  return <FacilityWizardFor key={externalId} id={id} />;
}

function FacilityWizardFor({ id }: { id: string | null }) {
  const navigate = useNavigate();
  const { can } = usePermissions('facilities');
  // The EDIT action also opens on DETAILS (read-only); saving needs the EDIT grant itself.
  const canEdit = hasGrant(usePermissionEntries(), 'facilities', 'EDIT');
  const { data: facility, error, mutate } = useFacilityDetails(id);
  const [tab, setTab] = useState(id ? 'accounts' : 'basic');
  const title = id ? 'Edit Facility' : 'Create New Facility';
  const cancel = () => void navigate('/facilities');

  if (!can('VIEW')) return <NoPermission title={title} message={MESSAGES.noPrivilege} />;
  if (id && error) {
    return (
      <WizardFrame title={title} onCancel={cancel}>
        <p role="alert">{error.message}</p>
      </WizardFrame>
    );
  }
  if (id && !facility) {
    return (
      <WizardFrame title={title} onCancel={cancel}>
        <p role="status">Loading…</p>
      </WizardFrame>
    );
  }

  const onSaved = (savedId: string) => {
    if (!id && savedId) void navigate(`/facilities/${encodeURIComponent(savedId)}`, { replace: true });
    else void mutate();
  };

  const items: TabItem[] = [
    {
      id: 'basic',
      label: 'Basic',
      // The form of a saved entry offers its history in the audit log.
      content: <EntityHistoryScope.Provider value={id}><FacilityForm facility={facility ?? null} onSaved={onSaved} canSave={id ? canEdit : can('NEW')} /></EntityHistoryScope.Provider>,
    },
  ];
  if (id) {
    items.push(
      { id: 'accounts', label: 'Accounts', content: <AccountsGrid facility={id} /> },
      { id: 'contracts', label: 'Contracts', content: <ContractsGrid facility={id} /> },
    );
  }
  return (
    <WizardFrame title={title} onCancel={cancel}>
      {/* Only the open tab is mounted: leaving one with unsaved changes asks first. */}
      <Tabs aria-label={title} items={items} value={tab} onValueChange={(next) => confirmDiscard(() => setTab(next))} />
    </WizardFrame>
  );
}
