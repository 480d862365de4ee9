import { useCallback, useRef } from 'react';
import {
  DEPUTY_SUFFIX,
  IM_MESSAGE_PATH,
  monitorMessageOf,
  monitorTargetOf,
  NOTIFICATION_SOCKET_PATH,
  ZExamNotification,
  type TExamNotification,
  type TMonitorContent,
  type TMonitorTarget,
  type TRealtimeIncoming,
} from '@lectern/contracts/common/realtime';
import { useSession } from '../../../lib/session';
import { useRealtimeSocket } from '../../../lib/use-realtime-socket';

/** Senders whose monitor messages are routed by their content (spec §7 "Routing"). */
const isRoutedSender = (uid: string, userId: string) =>
  uid === `${userId}${DEPUTY_SUFFIX}` || uid.includes('-essaySync');

export type MonitorHandler = (
  target: TMonitorTarget,
  content: TMonitorContent,
  message: TRealtimeIncoming,
) => void;

/**
 * Spec §7: the exam pages' IM socket (`/im/message?userId=`, subprotocol userId), open while the
 * preview or the answering screen is shown. Monitor messages from the learner's phone camera
 * (`{userId}-deputy`) or an essay sync go to the handlers subscribed with `onMonitor`, with
 * their target by t and es.
 */
export function useExamChannel() {
  const { member } = useSession();
  const userId = member?.userId ?? null;
  const handlers = useRef(new Set<MonitorHandler>());
  const onMonitor = useCallback((handler: MonitorHandler) => {
    handlers.current.add(handler);
    return () => void handlers.current.delete(handler);
  }, []);
  const onMessage = useCallback(
    (raw: unknown) => {
      const monitor = monitorMessageOf(raw);
      if (!monitor || userId === null || !isRoutedSender(monitor.message.uid, userId)) return;
      const target = monitorTargetOf(monitor.content);
      if (!target) return;
      for (const handler of handlers.current) handler(target, monitor.content, monitor.message);
    },
    [userId],
  );
  const socket = useRealtimeSocket(
    userId === null ? null : `${IM_MESSAGE_PATH}?userId=${encodeURIComponent(userId)}`,
    onMessage,
    userId ?? undefined,
  );
  return { ...socket, userId, onMonitor };
}

export type ExamChannel = ReturnType<typeof useExamChannel>;

/**
 * Issue 21 point 4: the `/ws` socket of the answering screen, which tells the examinee that
 * their time was extended, that the sheet was submitted for them, or what a proctor says.
 */
export function useExamNotifications(onNotification: (notification: TExamNotification) => void) {
  const onMessage = useCallback(
    (raw: unknown) => {
      const notification = ZExamNotification.safeParse(raw);
      if (notification.success) onNotification(notification.data);
    },
    [onNotification],
  );
  return useRealtimeSocket(NOTIFICATION_SOCKET_PATH, onMessage);
}
