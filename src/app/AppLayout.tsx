import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { LiveAnnouncer } from '../components/LiveAnnouncer';
import { AppRoutes } from './AppRoutes';
import { HeaderBar } from './HeaderBar';
import { RenderErrorBoundary } from './RenderErrorBoundary';

/** Header, skip link and the current screen; focus moves to the new screen after each navigation. */
export function AppLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);

  // Without this a screen-reader or keyboard user stays on the link they used, unaware the screen changed.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    // A screen that placed focus itself (the recovery screen's heading) keeps it.
    const active = document.activeElement;
    if (active && active !== document.body && mainRef.current?.contains(active)) return;
    mainRef.current?.focus();
  }, [pathname]);

  return (
    <LiveAnnouncer>
      <a href="#main" className="app-skip-link visually-hidden-focusable">
        Skip to content
      </a>
      <HeaderBar />
      <main id="main" ref={mainRef} tabIndex={-1} className="container app-main">
        {/* Around the screen only, so a screen that fails keeps the header: the person can go elsewhere,
            which tries again. The App's own boundary catches the rest (the header included). */}
        <RenderErrorBoundary resetKey={pathname}>
          <AppRoutes />
        </RenderErrorBoundary>
      </main>
    </LiveAnnouncer>
  );
}
