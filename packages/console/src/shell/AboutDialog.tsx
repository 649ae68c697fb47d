/** Help → About: the version and copyright year; only its Close button closes it (spec 1 §2). */
import { Button, Modal } from '@equipdesk/ui';
import { CLIENT_VERSION } from '@equipdesk/api-client/contract';

export interface AboutDialogProps {
  open: boolean;
  onClose: () => void;
  /** The copyright year. @default the current year */
  year?: number;
}

export function AboutDialog({ open, onClose, year = new Date().getFullYear() }: AboutDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="About EquipDesk"
      dismissable={false}
      size="sm"
      footer={
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p>Version {CLIENT_VERSION}</p>
      <p>
        © {year} EquipDesk
      </p>
    </Modal>
  );
}
