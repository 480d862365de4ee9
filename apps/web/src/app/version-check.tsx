import { useEffect } from 'react';
import { feedback } from '@/lib/feedback';
import { i18n } from '@/lib/i18n';
import { currentRoute, PAGE_BASE } from '@/lib/paths';
import { VERSION_FILE, VERSION_META_NAME } from '@/lib/version-file';
import { ExamPaths } from '@/features/exams/exams.feature';

/** Spec §9: the deployed version is compared with the page's every 10 minutes... */
export const VERSION_CHECK_INTERVAL_MS = 10 * 60_000;
/** ...and again 5 minutes after 'notify later'. */
export const VERSION_CHECK_SNOOZE_MS = 5 * 60_000;

const pageVersion = () =>
  document.querySelector<HTMLMetaElement>(`meta[name="${VERSION_META_NAME}"]`)?.content || null;

async function deployedVersion(): Promise<string | null> {
  const response = await fetch(`${PAGE_BASE}${VERSION_FILE}?_t=${Date.now()}`, {
    cache: 'no-store',
  });
  if (!response.ok) return null;
  const { version } = (await response.json()) as { version?: unknown };
  return typeof version === 'string' ? version : null;
}

/** Never interrupt an exam in progress (spec §9). */
const onExamInProgress = () => currentRoute().split('?')[0] === ExamPaths.EXAM_IN_PROGRESS;

/**
 * Spec §9 version check: when a newer build is deployed, offer 'Refresh' or 'Notify later'.
 * A page without its version meta cannot tell, and says so.
 */
export function VersionCheck() {
  useEffect(() => {
    const t = i18n.t;
    const running = pageVersion();
    if (!running) {
      feedback.warning(t('common:versionCheck.missing'), 'version');
      return;
    }
    let timer: number | undefined;
    let stopped = false;
    const schedule = (delay: number) => {
      timer = window.setTimeout(() => void check(), delay);
    };
    const check = async () => {
      const deployed = await deployedVersion().catch(() => null);
      if (stopped) return;
      if (!deployed || deployed === running || onExamInProgress()) {
        return schedule(VERSION_CHECK_INTERVAL_MS);
      }
      void feedback.confirm({
        title: t('common:versionCheck.title'),
        content: t('common:versionCheck.message'),
        okText: t('common:versionCheck.refresh'),
        cancelText: t('common:versionCheck.later'),
        onOk: () => window.location.reload(),
        onCancel: () => schedule(VERSION_CHECK_SNOOZE_MS),
      });
    };
    schedule(VERSION_CHECK_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, []);
  return null;
}
