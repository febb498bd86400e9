import '@fontsource-variable/inter';
import { loadRuntimeConfig } from '@linx/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerSiteRemotes } from './federation/register-remotes';

const start = async (): Promise<void> => {
  const config = await loadRuntimeConfig();
  registerSiteRemotes(config.remotes);
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root');
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser: no long task while the site starts.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
};

void start();
