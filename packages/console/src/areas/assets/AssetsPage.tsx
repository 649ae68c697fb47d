/**
 * The asset register (spec 3 §2.1 reportMode, §2.2, §2.3): the listing with the spec's columns,
 * tooltips and filters, the inline form, Changes History and the notes; entity actions for
 * supervisors only (DESIGN.md) and with their grants; `/assets?reportMode=true` shows the list
 * read-only. A serial number or an RFID value typed or scanned into the search box (a handheld
 * scanner types the code and Enter) opens that asset's row when exactly one asset carries it.
 */
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useAccountModels } from '@equipdesk/api-client/react';
import { RFID_TAG_LENGTH } from '@equipdesk/api-client/contract';
import type { Asset } from '@equipdesk/api-client/contract';
import { showsAssetEntityActions } from '@equipdesk/permissions';
import { ListingPage } from '../../listing';
import type { ExtraRowActions, ListingFilter } from '../../listing';
import { usePermissions } from '../../session/hooks';
import { session } from '../../session/store';
import { AssetForm } from './AssetForm';
import { AssetHistoryModal } from './AssetHistoryModal';
import { AssetNotesModal, hasNotes } from './AssetNotesModal';
import { assetColumns, facilityNames } from './columns';
import { COMMISSION_OPTIONS, PENDING_OPTIONS, VERIFICATION_OPTIONS, useAssetOptions } from './options';

/** The URL parameter of report mode: `/assets?reportMode=true` (docs/DECISIONS.md). */
export const REPORT_MODE_PARAM = 'reportMode';
const PAGE_PARAMS = [REPORT_MODE_PARAM] as const;

/**
 * The one asset a scanned or typed code names exactly: its serial number, or (24 characters) one
 * of its RFID values; null when none or several do.
 */
export function assetNamedBy(search: string, rows: readonly Asset[]): Asset | null {
  const code = search.trim().toUpperCase();
  if (!code) return null;
  const hits = rows.filter(
    (asset) => asset.serialNumber.toUpperCase() === code || (code.length === RFID_TAG_LENGTH && asset.tags.some((tag) => tag.toUpperCase() === code)),
  );
  return hits.length === 1 ? (hits[0] ?? null) : null;
}

export function AssetsPage() {
  const [params] = useSearchParams();
  const reportMode = params.get(REPORT_MODE_PARAM) === 'true';
  const role = useSnapshot(session).user?.roleIdentifier;
  const { can } = usePermissions('assets');
  const options = useAssetOptions();
  const columns = useMemo(() => assetColumns(facilityNames(options.lists)), [options.lists]);
  const [historyOf, setHistoryOf] = useState<Asset | null>(null);
  const [notesOf, setNotesOf] = useState<Asset | null>(null);

  // With one account chosen, the model filter offers that account's models (GET accounts/{id}/models).
  const chosenAccounts = params.getAll('accounts').filter(Boolean);
  const { data: accountModels } = useAccountModels(chosenAccounts.length === 1 ? (chosenAccounts[0] ?? null) : null);
  const filters = useMemo<ListingFilter[]>(() => {
    const models = accountModels
      ? accountModels.map((m) => ({ value: m.externalId, label: m.modelDescription ? `${m.modelCode} — ${m.modelDescription}` : m.modelCode }))
      : options.models;
    return [
      { id: 'facilities', label: 'Facility', options: options.facilities },
      { id: 'accounts', label: 'Account', options: options.accounts },
      { id: 'models', label: 'Model', options: models },
      { id: 'businessTypes', label: 'Business Type', options: options.picklist('BusinessType') },
      { id: 'serviceTypes', label: 'Service Type', options: options.picklist('ServiceType') },
      { id: 'products', label: 'Product', options: options.products },
      { id: 'utilizationStatuses', label: 'Utilization Status', options: options.picklist('UtilizationStatus') },
      // The dashboard's "Last Verified by Model" and "Assets by Patient Care Unit" bars open the list with these.
      { id: 'verificationBuckets', label: 'Last Verified', options: VERIFICATION_OPTIONS },
      { id: 'patientCareUnits', label: 'Patient Care Unit', options: options.patientCareUnits },
      { id: 'pending', label: 'Pending', options: PENDING_OPTIONS, single: true },
      { id: 'commissionStatus', label: 'Commission Status', options: COMMISSION_OPTIONS, single: true },
    ];
  }, [options, accountModels]);

  const canHistory = can('HISTORY');
  const extraActions = useCallback(
    (row: Asset): ExtraRowActions => ({
      history: canHistory ? { onHistory: () => setHistoryOf(row) } : undefined,
      custom: hasNotes(row) ? [{ id: 'notes', label: 'View notes of', tooltip: 'View notes', icon: 'list', onClick: () => setNotesOf(row) }] : [],
    }),
    [canHistory],
  );

  return (
    <>
      <ListingPage<Asset>
        resource="assets"
        title="Assets"
        columns={columns}
        getRowId={(row) => row.externalId}
        entityLabel={(row) => `asset ${row.serialNumber}`}
        filters={filters}
        renderForm={(props) => <AssetForm {...props} />}
        draft={{ form: 'asset', noun: 'asset' }}
        extraActions={extraActions}
        // DESIGN.md: asset entity actions are the supervisor's, and still need their grants.
        noStateActions={!showsAssetEntityActions(role)}
        reportMode={reportMode}
        pageParams={PAGE_PARAMS}
        findOnSearch={assetNamedBy}
      />
      <AssetHistoryModal asset={historyOf} onClose={() => setHistoryOf(null)} />
      <AssetNotesModal asset={notesOf} onClose={() => setNotesOf(null)} />
    </>
  );
}
