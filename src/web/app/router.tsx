import { Navigate, Route, Routes } from 'react-router';
import { Loading } from '../components/ui/status.tsx';
import { useMe } from '../features/auth/api/me.ts';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { LegalPage } from '../features/legal/legal-page.tsx';
import { AppLayout } from './app-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';

const legal = (
  <>
    <Route path="/terms" element={<LegalPage doc="terms" />} />
    <Route path="/privacy" element={<LegalPage doc="privacy" />} />
    <Route path="/cookies" element={<LegalPage doc="cookies" />} />
  </>
);

/**
 * The route table. A signed-out visitor sees only the sign-in screen (and the legal pages);
 * screens of later features register their routes here.
 */
export function AppRoutes() {
  const me = useMe();
  if (me.isPending) return <Loading label="Opening Zara..." />;
  const user = me.data ?? null;
  if (!user) {
    return (
      <Routes>
        {legal}
        <Route path="*" element={<SignInPage />} />
      </Routes>
    );
  }
  return (
    <Routes>
      {legal}
      <Route path="/onboarding" element={<Navigate to="/" replace />} />
      <Route path="/login" element={<Navigate to="/" replace />} />
      <Route element={<AppLayout user={user} />}>
        <Route path="/" element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
