/** Entry of the EquipDesk console: the router, the API client and the providers. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createConsoleClient } from './api';
import { App } from './App';
import { ConsoleRoutes, createNavigation } from './router';
import { listenToPopStateFirst } from './listing/popStateFirst';
import { LOGIN_PATH } from './routes';

const navigation = createNavigation();
const client = createConsoleClient(() => navigation.navigate(LOGIN_PATH, { replace: true }));

// Before the router mounts: unsaved changes hear of Back and Forward first.
listenToPopStateFirst();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App client={client}>
      <BrowserRouter>
        <navigation.Bridge />
        <ConsoleRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>,
);
