import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useColumnChoice } from './useColumnChoice';

const columns = [
  { id: 'name', alwaysVisible: true },
  { id: 'email' },
  { id: 'notes', defaultHidden: true },
];

function Probe({ storageKey, cols = columns, set }: { storageKey: string; cols?: typeof columns; set?: string[] }) {
  const [visible, setVisible] = useColumnChoice(storageKey, cols);
  return (
    <div>
      <output>{visible.join(',')}</output>
      {set && (
        <button type="button" onClick={() => setVisible(set)}>
          choose
        </button>
      )}
    </div>
  );
}

describe('useColumnChoice', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts with every column not hidden by default', async () => {
    await render(<Probe storageKey="u1:/users" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('name,email');
  });

  it('remembers a choice per key and always keeps always-visible columns', async () => {
    const first = await render(<Probe storageKey="u1:/users" set={['notes']} />);
    await page.getByRole('button', { name: 'choose' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('name,notes');
    await first.unmount();
    await render(<Probe storageKey="u1:/users" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('name,notes');
  });

  it('reads another key when the key changes', async () => {
    window.localStorage.setItem('u2:/users', JSON.stringify({ visible: ['name'], known: ['name', 'email', 'notes'] }));
    const screen = await render(<Probe storageKey="u1:/users" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('name,email');
    await screen.rerender(<Probe storageKey="u2:/users" />);
    await expect.element(page.getByRole('status')).toHaveTextContent(/^name$/);
  });

  it('gives columns added since the choice their default', async () => {
    window.localStorage.setItem('k', JSON.stringify({ visible: ['name'], known: ['name', 'email'] }));
    await render(<Probe storageKey="k" cols={[...columns, { id: 'phone' }]} />);
    await expect.element(page.getByRole('status')).toHaveTextContent(/^name,phone$/);
  });

  it('ignores unreadable storage', async () => {
    window.localStorage.setItem('bad', '{not json');
    await render(<Probe storageKey="bad" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('name,email');
  });

  it('shows columns that come later (once their data is known) with their defaults', async () => {
    const screen = await render(<Probe storageKey="u1:/matrix" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('name,email');
    await screen.rerender(<Probe storageKey="u1:/matrix" cols={[...columns, { id: 'role:ADMIN' }, { id: 'role:AUDIT', defaultHidden: true }]} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('name,email,role:ADMIN');
  });
});
