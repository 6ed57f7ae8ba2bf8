import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router.tsx';
import { preloadScreen } from './app/screen-preload.ts';
import { startEarlyRequests } from './app/early-requests.ts';
import { maybeSignedIn } from './api/auth/session-cache.ts';
import { createQueryClient } from './lib/query-client.ts';
import { whenSettled } from './lib/when-settled.ts';
import { ToasterHost } from './components/ui/toaster-host.tsx';
import { UpdateSlot } from './components/offline/update-slot.tsx';

// Zod compiles its object parsers with `new Function` when it may; the CSP forbids eval in the page, so its probe
// would be refused and reported as a CSP violation (Lighthouse's best practices). Zod keeps its settings in this
// global (zod/v4/core/core.js, shared by every copy of it) and takes one that exists: set here, before any lazy
// screen builds a schema, without bringing Zod into the first chunk. e2e/first-load.e2e.ts fails on a violation.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

const screen = preloadScreen(window.location.pathname);
const queryClient = createQueryClient();
startEarlyRequests(queryClient, screen);
// Her kept copy of what she last saw, put back before the first screen asks for it, so a page opened with no
// signal shows it (docs/architecture.md, "Offline"). Its own chunk, and only when she may be signed in.
if (maybeSignedIn()) void import('./lib/persist-queries.ts').then((m) => m.startPersisting(queryClient));
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');

// A transition: React draws the first screen in short slices (yielding to the browser between them) instead of
// one long task, so a slow phone can paint and take a tap meanwhile (Lighthouse's total blocking time).
const app = createRoot(root);
startTransition(() =>
  app.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <ToasterHost />
        <UpdateSlot />
      </QueryClientProvider>
    </StrictMode>,
  ),
);

// The service worker (installable, readable offline: docs/architecture.md, "Offline"), from its own chunk so the
// first page stays within its budget, and registered once the first screen has settled: its install fetches
// every chunk of the app.
whenSettled(
  queryClient,
  () =>
    void import('./lib/service-worker.ts')
      .then((m) => m.startServiceWorker())
      // Without a worker the app works as before online; there is nothing she could do about it.
      .catch(() => undefined),
);
