import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DownloadIcon } from '../../internal/icons';
import { UiProvider } from '../../theme/UiProvider';
import { EntityActions } from './EntityActions';

describe('EntityActions', () => {
  it('shows only the allowed icons, each named after the entity', async () => {
    await render(
      <EntityActions entityLabel="user Jane Doe" show={{ edit: true, deactivate: true, remove: false }} onEdit={() => {}} onDeactivate={async () => ({ success: true, message: '' })} />,
      { wrapper: UiProvider },
    );
    await expect.element(page.getByRole('button', { name: 'Edit user Jane Doe' })).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Deactivate user Jane Doe' })).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Delete user Jane Doe' }).query()).toBeNull();
    expect(page.getByRole('button', { name: 'Activate user Jane Doe', exact: true }).query()).toBeNull();
  });

  it('calls edit, reset and history directly', async () => {
    const onEdit = vi.fn();
    const onReset = vi.fn();
    const onHistory = vi.fn();
    await render(
      <EntityActions entityLabel="user Jane Doe" show={{ edit: true, reset: true, history: true }} onEdit={onEdit} onReset={onReset} onHistory={onHistory} />,
      { wrapper: UiProvider },
    );
    await page.getByRole('button', { name: 'Edit user Jane Doe' }).click();
    await page.getByRole('button', { name: 'Reset password of user Jane Doe' }).click();
    await page.getByRole('button', { name: 'History of user Jane Doe' }).click();
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onHistory).toHaveBeenCalledTimes(1);
  });

  it('asks before removing, then toasts the server message', async () => {
    const onRemove = vi.fn(async () => ({ success: true, message: 'User removed.' }));
    await render(<EntityActions entityLabel="user Jane Doe" show={{ remove: true }} onRemove={onRemove} />, { wrapper: UiProvider });
    await page.getByRole('button', { name: 'Delete user Jane Doe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete user Jane Doe' });
    await expect.element(dialog).toHaveTextContent('Are you sure you want to delete user Jane Doe?');
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(onRemove).not.toHaveBeenCalled();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    expect(onRemove).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('status')).toHaveTextContent('User removed.');
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const onActivate = vi.fn(async () => ({ success: true, message: 'ok' }));
    await render(<EntityActions entityLabel="role Auditor" show={{ activate: true }} onActivate={onActivate} />, { wrapper: UiProvider });
    await page.getByRole('button', { name: 'Activate role Auditor' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onActivate).not.toHaveBeenCalled();
  });

  it('reports a refusal or a failure as a danger toast', async () => {
    const onDeactivate = vi.fn(async () => ({ success: false, message: 'Cannot deactivate the last admin.' }));
    await render(<EntityActions entityLabel="user Jane Doe" show={{ deactivate: true }} onDeactivate={onDeactivate} />, { wrapper: UiProvider });
    await page.getByRole('button', { name: 'Deactivate user Jane Doe' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Cannot deactivate the last admin.');
  });

  it('shows the info tooltip on focus', async () => {
    await render(<EntityActions entityLabel="user Jane Doe" show={{ info: true }} info="Created by admin" />, { wrapper: UiProvider });
    const button = page.getByRole('button', { name: 'Information about user Jane Doe' });
    (button.element() as HTMLElement).focus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Created by admin');
    await expect.element(button).toHaveAccessibleDescription('Created by admin');
  });

  it('draws the screen\'s own actions first and hands a failure to onFailure instead of a toast', async () => {
    const onPrint = vi.fn();
    const onFailure = vi.fn();
    await render(
      <EntityActions
        entityLabel="location Ward A"
        show={{ remove: true }}
        custom={[
          { id: 'sub', label: 'Add sub-location to', icon: 'plus', onClick: () => {} },
          { id: 'print', label: 'Print label of', icon: 'print', onClick: onPrint },
        ]}
        onRemove={async () => ({ success: false, message: 'Location is in use.' })}
        onFailure={onFailure}
      />,
      { wrapper: UiProvider },
    );
    const names = page.getByRole('button').elements().map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Add sub-location to location Ward A', 'Print label of location Ward A', 'Delete location Ward A']);
    await page.getByRole('button', { name: 'Print label of location Ward A' }).click();
    expect(onPrint).toHaveBeenCalledTimes(1);
    await page.getByRole('button', { name: 'Delete location Ward A' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledWith('Location is in use.'));
    expect(page.getByRole('alert').query()).toBeNull();
  });

  it('draws each custom action with the glyph it names: a download is the kit\'s download icon', async () => {
    await render(
      <EntityActions
        entityLabel="upload assets.xlsx"
        show={{}}
        custom={[
          { id: 'results', label: 'Download results of', icon: 'download', onClick: () => {} },
          { id: 'entries', label: 'Entries of', icon: 'list', onClick: () => {} },
        ]}
      />,
      { wrapper: UiProvider },
    );
    const glyph = (name: string) => page.getByRole('button', { name }).element().querySelector('svg');
    const download = glyph('Download results of upload assets.xlsx');
    expect(download?.getAttribute('data-icon')).toBe('download');
    const reference = (await render(<DownloadIcon />)).container.querySelector('svg');
    expect(download?.innerHTML).toBe(reference?.innerHTML);
    expect(glyph('Entries of upload assets.xlsx')?.innerHTML).not.toBe(download?.innerHTML);
  });
});
