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

// Focus rings for keyboard users only, not on every tap.
FocusStyleManager.onlyShowFocusOnTabs();
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
