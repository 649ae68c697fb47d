'use client';
// A client component of the team's own, on the kit: a field, a button and a toast.
import { useState } from 'react';
import { Button, TextField, useToast } from '@equipdesk/ui';

export function SaveForm({ allowed }: { allowed: boolean }) {
  const [name, setName] = useState('');
  const toast = useToast();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        toast.show({ type: 'success', message: `Saved ${name}` });
      }}
    >
      <TextField label="User name" value={name} onChange={(event) => setName(event.target.value)} />
      <Button type="submit" variant="primary" disabled={!allowed}>
        Save
      </Button>
    </form>
  );
}
