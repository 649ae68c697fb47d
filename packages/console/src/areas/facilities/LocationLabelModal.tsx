/**
 * The location label print view (spec 2 §2): logo, facility name, location name, barcode,
 * `DO NOT REMOVE` and the identifier caption, with a Print button. The barcode SVG from GET
 * locations/{id}/barcode is shown through an <img> from an object URL, where no script inside
 * the SVG can run (never as markup). The print stylesheet prints the label alone.
 */
import { useEffect, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { Button, Modal } from '@equipdesk/ui';
import { useApiClient } from '@equipdesk/api-client/react';
import type { Location } from '@equipdesk/api-client/contract';

const LABEL_CLASS = 'equipdesk-location-label';

/** While the label is open, printing shows only the label. */
const PrintOnlyLabel = createGlobalStyle`
  @media print {
    @page {
      margin: 0.5cm;
    }
    body * {
      visibility: hidden !important;
    }
    .${LABEL_CLASS},
    .${LABEL_CLASS} * {
      visibility: visible !important;
    }
    .${LABEL_CLASS} {
      position: fixed;
      inset: 0 auto auto 0;
      box-shadow: none;
    }
  }
`;

const Label = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.lg};
  max-width: ${({ theme }) => theme.sizes.modalSm};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;

const Facility = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Name = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Barcode = styled.img`
  width: 100%;
  height: auto;
`;

const Warning = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  letter-spacing: 0.1em;
`;

const Caption = styled.figcaption`
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** EquipDesk's mark, drawn inline so the label needs no image request. */
function Logo() {
  return (
    <svg role="img" aria-label="EquipDesk" viewBox="0 0 160 32" width="160" height="32">
      <rect x="0" y="4" width="24" height="24" rx="5" fill="currentColor" />
      <path d="M7 16h10M12 11v10" stroke="white" strokeWidth="3" strokeLinecap="round" />
      <text x="32" y="23" fontSize="18" fontWeight="700" fill="currentColor" fontFamily="system-ui, sans-serif">
        EquipDesk
      </text>
    </svg>
  );
}

export interface LocationLabelModalProps {
  /** The location whose label is shown; null closes the modal. */
  location: Pick<Location, 'externalId' | 'name' | 'facilityName'> | null;
  onClose(): void;
  /** A failure to load the barcode, for the page's alert. */
  onFailure(message: string): void;
}

export function LocationLabelModal({ location, onClose, onFailure }: LocationLabelModalProps) {
  if (!location) return null;
  return <LabelView key={location.externalId} location={location} onClose={onClose} onFailure={onFailure} />;
}

function LabelView({ location, onClose, onFailure }: LocationLabelModalProps & { location: NonNullable<LocationLabelModalProps['location']> }) {
  const client = useApiClient();
  const [barcodeUrl, setBarcodeUrl] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    client.locationBarcode(location.externalId, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setBarcodeUrl(url);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        onFailure(error instanceof Error ? error.message : 'The barcode could not be loaded.');
        onClose();
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [client, location.externalId, onFailure, onClose]);

  return (
    <Modal
      open
      onClose={onClose}
      title="Location Label"
      footer={
        <Actions>
          <Button onClick={() => window.print()} disabled={!barcodeUrl}>
            Print
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </Actions>
      }
    >
      <PrintOnlyLabel />
      <Label className={LABEL_CLASS} aria-label={`Label of location ${location.name}`}>
        <Logo />
        <Facility>{location.facilityName ?? ''}</Facility>
        <Name>{location.name}</Name>
        {barcodeUrl ? <Barcode src={barcodeUrl} alt={`Barcode of location ${location.name}`} /> : <p role="status">Loading barcode…</p>}
        <Warning>DO NOT REMOVE</Warning>
        <Caption>{location.externalId}</Caption>
      </Label>
    </Modal>
  );
}
