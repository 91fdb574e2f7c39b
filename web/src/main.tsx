import '@blueprintjs/core/lib/css/blueprint.css';
import './styles/app.css';
import './styles/shared-pieces.css';
import { FocusStyleManager } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { configureApiClient } from './api/client';
import { App } from './app/App';
import { routes } from './app/routes';
import { createAppStore } from './app/store';
import { configureIconLoader } from './shell/icons';

// Focus rings for keyboard users only, not on every tap.
FocusStyleManager.onlyShowFocusOnTabs();
// Icons drawn by name come from the shop's own list, never Blueprint's all-icons chunks (issue 29).
configureIconLoader();
configureApiClient({ baseUrl: import.meta.env.VITE_API_BASE ?? '' });

const { store } = createAppStore();
const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
createRoot(container).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
