import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Toaster } from 'sonner';
import { AppRoutes } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      {/* One notice at a time, five seconds each (docs/product.md, "Notices and errors"). */}
      <Toaster
        visibleToasts={1}
        duration={5000}
        position="top-center"
        closeButton
        toastOptions={{
          classNames: {
            toast: '!bg-surface !text-fg !border-border',
            description: '!text-muted',
            error: '!border-danger',
          },
        }}
      />
    </QueryClientProvider>
  </StrictMode>,
);
