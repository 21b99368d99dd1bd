import { StrictMode, Suspense, useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadPaymentState, persistPaymentState } from '@/features/payment/model/payment-storage';
import { GlobalUiProvider } from '@/shared/ui/global-ui-provider';
import { PageLoader } from '@/shared/ui/page-loader';
import { routes } from './routes/routes';
import { createAppStore } from './store';

export function App() {
  const [store] = useState(() => {
    const payment = loadPaymentState();
    const created = createAppStore(payment ? { payment } : undefined);
    persistPaymentState(created);
    return created;
  });
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <StrictMode>
      <Provider store={store}>
        {/* Waits for the first translation catalogue (react-i18next suspends until it arrives). */}
        <Suspense fallback={<PageLoader />}>
          <GlobalUiProvider>
            <RouterProvider router={router} />
          </GlobalUiProvider>
        </Suspense>
      </Provider>
    </StrictMode>
  );
}
