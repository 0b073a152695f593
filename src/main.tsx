import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from './config/env';
import { App } from './app/App';
import { restoreDeepLink } from './app/restoreDeepLink';
import { initTagManager, pushToDataLayer } from './app/tagManager';
import { reportWebVitals } from './app/reportWebVitals';
import { followColorMode } from './lib/preferences/colorMode';
import './styles/index.scss';

// Before anything renders: the first frame already has the person's colours, with no flash of light ones
// (an inline script in index.html would do it earlier, but the Content Security Policy allows none).
followColorMode();

restoreDeepLink(env.basePath);

let tagManagerStarted = false;
try {
  tagManagerStarted = initTagManager(env.gtmId);
} catch (error) {
  // A misconfigured analytics id must not keep people from using the app.
  console.error(error);
}

// Web vitals are measured only when someone receives them: the tag manager, when it runs.
void reportWebVitals(
  tagManagerStarted
    ? ({ name, value, rating, id }) =>
        pushToDataLayer({ event: 'web-vitals', metric: name, value, rating, id })
    : undefined,
);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
