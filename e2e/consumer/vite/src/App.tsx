// The consumer's page: the kit's provider, a button and a text field, a permission check from
// @equipdesk/permissions, a message from @equipdesk/api-client/contract, and a banner in the team's own theme.
import { useState } from 'react';
import { Button, TextField, UiProvider } from '@equipdesk/ui';
import { can } from '@equipdesk/permissions';
import type { PermissionEntry } from '@equipdesk/permissions';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { Banner } from './Banner';

export interface AppProps {
  permissions: readonly PermissionEntry[];
}

export function App({ permissions }: AppProps) {
  const [name, setName] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const allowed = can(permissions, 'assets', 'EDIT').allowed;
  return (
    <UiProvider>
      <main>
        <Banner>Equipment of the west wing</Banner>
        <TextField
          label="User name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          {...(name === '' ? { error: MESSAGES.userName } : {})}
        />
        <Button variant="primary" disabled={!allowed} onClick={() => setSaved(name)}>
          Save
        </Button>
        {saved !== null && <p role="status">Saved {saved}</p>}
      </main>
    </UiProvider>
  );
}
