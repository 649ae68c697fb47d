// @equipdesk/ui/testing: what a team's component tests need to render the kit in jsdom (Vitest, Jest): a render
// helper inside the kit's providers, and stubs for the browser APIs jsdom lacks (ResizeObserver, matchMedia,
// scrolling). One line in a test: `renderWithUi(<ListingToolbar … />)`.

export { renderWithUi, cleanupUi } from './renderWithUi';
export type { RenderWithUiOptions, RenderWithUiResult } from './renderWithUi';
export { installDomStubs, DEFAULT_STUB_SIZE } from './domStubs';
export type { DomStubOptions } from './domStubs';
// For Testing Library's `render(ui, { wrapper: UiProvider })`, from the same import as the rest.
export { UiProvider } from '../theme/UiProvider';
export type { UiProviderProps } from '../theme/UiProvider';
