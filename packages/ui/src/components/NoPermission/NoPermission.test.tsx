import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { NoPermission } from './NoPermission';

const MESSAGE = 'You do not seem to have this permission as yet. Please contact help@hospital.example.';

describe('NoPermission', () => {
  it('shows a heading and the message, as a region named by the heading', async () => {
    await render(<NoPermission message={MESSAGE} />, { wrapper: UiProvider });
    await expect.element(page.getByRole('heading', { level: 1, name: 'No permission' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'No permission' })).toHaveTextContent(MESSAGE);
  });

  it('takes a title and a heading level', async () => {
    await render(<NoPermission message={MESSAGE} title="Not for you yet" headingLevel={2} />, {
      wrapper: UiProvider,
    });
    await expect.element(page.getByRole('heading', { level: 2, name: 'Not for you yet' })).toBeVisible();
  });
});
