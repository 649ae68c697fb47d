/** The /reset/:recoveryId/:messageId route: checks the link, then the reset dialog. */
import { useParams } from 'react-router-dom';
import { useApiClient, useResetCheck } from '@equipdesk/api-client/react';
import { ResetDialog } from './ResetDialog';
import type { ResetCheck } from './ResetDialog';

export function ResetPage() {
  const { recoveryId = '', messageId = '' } = useParams();
  const client = useApiClient();
  const { data, error } = useResetCheck(recoveryId, messageId);
  const check: ResetCheck = data ? { state: 'valid', username: data.username } : error ? { state: 'invalid' } : { state: 'checking' };
  return <ResetDialog check={check} onReset={(password) => client.reset(recoveryId, messageId, { password })} />;
}
