// The consumer's entry: mounts the page with an editor's permissions.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App permissions={[{ value: 'assets', type: 'EDIT', context: 'URI' }]} />
  </StrictMode>,
);
