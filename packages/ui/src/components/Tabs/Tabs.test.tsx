import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useState } from 'react';
import { UiProvider } from '../../theme/UiProvider';
import { Tabs } from './Tabs';
import type { TabItem } from './Tabs';

const ITEMS: TabItem[] = [
  { id: 'basic', label: 'Basic', content: <p>Facility form</p> },
  { id: 'accounts', label: 'Accounts', content: <p>Account list</p> },
  { id: 'contracts', label: 'Contracts', content: <p>Contract list</p> },
];

describe('Tabs', () => {
  it('shows the first tab by default and only the chosen panel', async () => {
    await render(<Tabs aria-label="Facility" items={ITEMS} />, { wrapper: UiProvider });
    await expect.element(page.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel', { name: 'Basic' })).toHaveTextContent('Facility form');
    await expect.element(page.getByText('Account list')).not.toBeInTheDocument();
    await page.getByRole('tab', { name: 'Accounts' }).click();
    await expect.element(page.getByRole('tabpanel', { name: 'Accounts' })).toHaveTextContent('Account list');
    await expect.element(page.getByText('Facility form')).not.toBeInTheDocument();
  });

  it('opens on defaultValue and moves with the arrows, Home and End', async () => {
    const onValueChange = vi.fn();
    await render(<Tabs aria-label="Facility" items={ITEMS} defaultValue="accounts" onValueChange={onValueChange} />, { wrapper: UiProvider });
    await expect.element(page.getByRole('tab', { name: 'Accounts' })).toHaveAttribute('aria-selected', 'true');
    (page.getByRole('tab', { name: 'Accounts' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Contracts' })).toHaveFocus();
    await expect.element(page.getByRole('tab', { name: 'Contracts' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect.element(page.getByRole('tab', { name: 'Contracts' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect.element(page.getByRole('tab', { name: 'Basic' })).toHaveFocus();
    expect(onValueChange.mock.calls.map(([id]) => id)).toEqual(['contracts', 'basic', 'contracts', 'basic']);
    await expect.element(page.getByRole('tab', { name: 'Accounts' })).toHaveAttribute('tabindex', '-1');
  });

  it('works controlled, and falls back to the first tab when the chosen one disappears', async () => {
    function Wizard() {
      const [tab, setTab] = useState('accounts');
      const [saved, setSaved] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setSaved(false)}>
            Forget
          </button>
          <Tabs aria-label="Facility" items={saved ? ITEMS : ITEMS.slice(0, 1)} value={tab} onValueChange={setTab} />
        </>
      );
    }
    await render(<Wizard />, { wrapper: UiProvider });
    await expect.element(page.getByRole('tabpanel', { name: 'Accounts' })).toBeInTheDocument();
    await page.getByRole('button', { name: 'Forget' }).click();
    await expect.element(page.getByRole('tab', { name: 'Accounts' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('tabpanel', { name: 'Basic' })).toBeInTheDocument();
  });

  it('skips a disabled tab', async () => {
    const items = ITEMS.map((item) => (item.id === 'accounts' ? { ...item, disabled: true } : item));
    await render(<Tabs aria-label="Facility" items={items} />, { wrapper: UiProvider });
    (page.getByRole('tab', { name: 'Basic' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Contracts' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tab', { name: 'Accounts' })).toBeDisabled();
  });
});
