/** The /ie route: the browser warning of spec 3 §2.16, a modal nobody can dismiss. */
import { Modal } from '@equipdesk/ui';
import { SIGN_IN_MESSAGES } from '@equipdesk/api-client/contract';

export function IePage() {
  return (
    <Modal open onClose={() => undefined} title="Unsupported Browser" dismissable={false} size="sm">
      <p>{SIGN_IN_MESSAGES.ieUnsupported}</p>
    </Modal>
  );
}
