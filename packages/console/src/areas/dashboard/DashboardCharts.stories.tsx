import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { pageParameters } from '../../stories/listingStory';
import { ADMIN_USER } from '../../testing/fixtures';
import { DASHBOARD_FULL_PERMISSIONS, MODEL_PUMP, dashboardHandlers, manyModelsHandlers } from './dashboardHandlers';
import { DASHBOARD_TAB_KEY } from './tabs';

const meta = {
  title: 'Console/Dashboard/Charts',
  component: ConsoleStory,
  args: { path: '/dashboard' },
  parameters: pageParameters(...dashboardHandlers()),
  beforeEach: () => {
    localStorage.removeItem(DASHBOARD_TAB_KEY);
    return withSession(ADMIN_USER, DASHBOARD_FULL_PERMISSIONS)();
  },
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What Tab reaches in a part of the page: enabled, shown, in the tab order. */
function tabStops(scope: Element): Element[] {
  return [...scope.querySelectorAll<HTMLElement | SVGElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
    (element) => element.tabIndex >= 0 && !element.hasAttribute('disabled') && element.getClientRects().length > 0,
  );
}

/** 120 models with long names: each by-model chart draws its 12 largest, and "Show all 120" lists every one. */
export const ManyModels: Story = {
  parameters: pageParameters(...manyModelsHandlers(120)),
  play: async () => {
    for (const title of ['Availability by Model', 'Last Verified by Model']) {
      // The frame shown while the drawing loads is replaced by the chart's own: find the drawing, then its frame.
      const drawing = await screen.findByRole('group', { name: title });
      const figure = within(drawing.closest('figure')!);
      await waitFor(() => expect(drawing.querySelectorAll('[data-segment]').length).toBeGreaterThan(0));
      const models = new Set([...drawing.querySelectorAll('[data-segment]')].map((segment) => segment.getAttribute('aria-label')?.split(',')[0]));
      await expect(models.size).toBe(12);
      await userEvent.click(figure.getByRole('button', { name: 'Show all 120 in the table' }));
      await expect(figure.getByRole('table', { name: title }).querySelectorAll('tbody tr')).toHaveLength(120);
    }
  },
};

/**
 * The ASSETS tab from the keyboard: "Skip charts" first, then each chart is its "Show as table" and ONE stop for its
 * drawing; the arrow keys move between segments, each read with its label and value, each a link to its list.
 */
export const KeyboardPath: Story = {
  parameters: pageParameters(...manyModelsHandlers(120)),
  play: async () => {
    const panel = await screen.findByRole('tabpanel', { name: 'ASSETS' });
    await screen.findByRole('link', { name: 'BROKEN / AM: 3' });
    await waitFor(() => expect(panel.querySelectorAll('[data-segment]').length).toBeGreaterThan(100));
    // Skip charts, then per chart its table toggle and its drawing; the gauge has no segments.
    await expect(tabStops(panel).map((stop) => stop.getAttribute('aria-label') ?? stop.textContent)).toEqual([
      'Skip charts',
      'Show as table',
      expect.stringMatching(/, AVAILABLE: \d+$/),
      'Show as table',
      expect.stringMatching(/, this week: \d+$/),
      'Show as table',
      'Show as table',
      'IN USE: 34',
      'Show as table',
      'Floor 1: 22',
    ]);

    // From the tab panel, the first stop is "Skip charts", which takes the focus past every chart.
    panel.focus();
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: 'Skip charts' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(screen.getByText('End of the charts.')).toHaveFocus();

    // Into the first chart, whose long names lie down the left: its largest model's AVAILABLE part; Down to the next
    // model, Right along its stack.
    screen.getByRole('link', { name: 'Skip charts' }).focus();
    await userEvent.tab();
    await userEvent.tab();
    const first = document.activeElement!;
    await expect(first.getAttribute('aria-label')).toMatch(/^Volumetric infusion pump VIP-\d{3} \(2nd generation\), AVAILABLE: \d+$/);
    await userEvent.keyboard('{ArrowDown}');
    const second = document.activeElement!;
    await expect(second).not.toBe(first);
    await expect(second.getAttribute('aria-label')).toMatch(/, AVAILABLE: \d+$/);
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement!.getAttribute('aria-label')).toMatch(/, TRANSITION: \d+$/);
    // Tab leaves the chart for the next one's table toggle.
    await userEvent.tab();
    await expect(within(screen.getByRole('figure', { name: 'Last Verified by Model' })).getByRole('button', { name: 'Show as table' })).toHaveFocus();

    // A status slice and the next: each a link to the assets of its status (Enter follows it: the kit's tests and the
    // end-to-end tests press it in a real browser; this story's keyboard is simulated).
    screen.getByRole('link', { name: 'IN USE: 34' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(screen.getByRole('link', { name: 'INVENTORY: 14' })).toHaveFocus();
    await expect(screen.getByRole('link', { name: 'INVENTORY: 14' })).toHaveAttribute('href', '/assets?utilizationStatuses=INVENTORY');
  },
};

/** Two models: no "Show all", every model drawn, the segments still one stop. */
export const FewModels: Story = {
  play: async () => {
    const drawing = await screen.findByRole('group', { name: 'Availability by Model' });
    const segment = await within(drawing).findByRole('link', { name: 'PUMP-100, AVAILABLE: 9' });
    await expect(segment.getAttribute('href')).toContain(`models=${MODEL_PUMP}`);
    await expect(screen.queryByRole('button', { name: /^Show all/ })).toBeNull();
    await expect(drawing.querySelectorAll('[data-segment][tabindex="0"]')).toHaveLength(1);
  },
};
