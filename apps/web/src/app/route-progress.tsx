import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import './route-progress.css';

/** Quick loads show nothing: the bar appears only once a load has taken this long. */
export const ROUTE_PROGRESS_DELAY_MS = 150;

/**
 * Whether the page is loading: the router changes route (its code chunk or loader), or a query
 * loads its first data (a page waiting for what it shows). Refreshes of data on screen are not.
 */
export function usePageLoading() {
  const navigating = useNavigation().state !== 'idle';
  const firstLoads = useIsFetching({ predicate: (query) => query.state.data === undefined });
  return navigating || firstLoads > 0;
}

/**
 * A thin bar at the top of the window while a route changes: its code chunk or loader (the
 * router's navigation), or any query's first data (a page waiting for what it shows). Refreshes
 * of data already on screen show nothing. An indeterminate progressbar named 'Loading'.
 */
export function RouteProgress() {
  const { t } = useTranslation();
  const busy = usePageLoading();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(() => setShown(true), ROUTE_PROGRESS_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      setShown(false);
    };
  }, [busy]);

  if (!busy || !shown) return null;
  return (
    <div
      className="lectern-route-progress"
      role="progressbar"
      aria-label={t('common:loading')}
      aria-busy="true"
    >
      <span className="lectern-route-progress__bar" />
    </div>
  );
}
