/** The three alert listings (spec 2 §2): Order Alerts, PM Alerts and PAR Alerts with its violated entries. */
import { useState } from 'react';
import type { ParAlert } from '@equipdesk/api-client/contract';
import { AlertListing } from './AlertListing';
import { orderAlertColumns, parAlertColumns, pmAlertColumns } from './columns';
import { ParEntriesModal } from './ParEntriesModal';

export function OrderAlertsPage() {
  return <AlertListing kind="orders" title="Order Alerts" columns={orderAlertColumns} entityLabel={(row) => `order alert ${row.order.orderNumber}`} />;
}

export function PmAlertsPage() {
  return <AlertListing kind="pm" title="PM Alerts" columns={pmAlertColumns} entityLabel={(row) => `PM alert ${row.asset.serialNumber}`} />;
}

export function ParAlertsPage() {
  const [open, setOpen] = useState<ParAlert | null>(null);
  const [columns] = useState(() => parAlertColumns(setOpen));
  return (
    <>
      <AlertListing kind="par" title="PAR Alerts" columns={columns} entityLabel={(row) => `PAR alert ${row.location}`} />
      <ParEntriesModal alert={open} onClose={() => setOpen(null)} />
    </>
  );
}
