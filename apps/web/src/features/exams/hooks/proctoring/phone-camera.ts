import {
  deputyUidOf,
  RealtimeEventType,
  RealtimeMessagePath,
  type TMonitorContent,
} from '@lectern/contracts/common/realtime';
import { createContext, useContext, useEffect, useState } from 'react';
import { RealtimeState } from '@/lib/realtime';
import type { ExamChannel } from '../use-exam-channel';

/**
 * The phone secondary camera's signalling over the realtime channel (spec §2, §7; decision
 * 0051): the examinee's page says `hello`, the phone answers with an `offer` carrying its camera,
 * the page sends the `answer`; `bye` when the phone page closes. Every message carries t 1, es 2
 * (spec §7: the preview camera and the exam-in-progress screen) and all its ICE candidates.
 */
export const PhoneSignal = {
  HELLO: 'hello',
  OFFER: 'offer',
  ANSWER: 'answer',
  BYE: 'bye',
} as const;
export type TPhoneSignal = (typeof PhoneSignal)[keyof typeof PhoneSignal];

/** The channel message carrying a signal to `toUid`. */
export const phoneSignalMessage = (toUid: string, kind: TPhoneSignal, sdp?: string) => ({
  toUid,
  content: JSON.stringify({ t: 1, es: 2, kind, ...(sdp === undefined ? {} : { sdp }) }),
  eventType: RealtimeEventType.EXAM,
  messagePath: RealtimeMessagePath.MONITOR,
});

/** The signal a monitor message's content carries, if it is one. */
export const phoneSignalOf = (content: TMonitorContent | Record<string, unknown>) => {
  const { kind, sdp } = content as { kind?: unknown; sdp?: unknown };
  if (!Object.values(PhoneSignal).includes(kind as TPhoneSignal)) return null;
  return { kind: kind as TPhoneSignal, sdp: typeof sdp === 'string' ? sdp : null };
};

/** The longest wait for a connection's ICE candidates before its description is sent anyway. */
const ICE_GATHERING_TIMEOUT_MS = 3_000;

/** Resolves once the connection has gathered its candidates, so one message carries them all. */
export const iceGathered = (peer: RTCPeerConnection) =>
  new Promise<void>((resolve) => {
    if (peer.iceGatheringState === 'complete') return resolve();
    const done = () => {
      if (peer.iceGatheringState !== 'complete') return;
      peer.removeEventListener('icegatheringstatechange', done);
      resolve();
    };
    peer.addEventListener('icegatheringstatechange', done);
    setTimeout(resolve, ICE_GATHERING_TIMEOUT_MS);
  });

/** Spec §4 secondary camera: connected / not connected (and on its way between the two). */
export type TPhoneCameraState = 'notConnected' | 'connecting' | 'connected';

export type PhoneCamera = {
  state: TPhoneCameraState;
  stream: MediaStream | null;
};

const isOpen = (state: string) =>
  state === RealtimeState.CONNECTED || state === RealtimeState.RESTORED;

/**
 * The examinee's side of the phone camera: while `enabled`, asks the phone for its camera each
 * time the channel (re)connects, answers its offers, and answers the phone's stream.
 */
export function usePhoneCamera(channel: ExamChannel, enabled: boolean): PhoneCamera {
  const [state, setState] = useState<TPhoneCameraState>('notConnected');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const { userId, onMonitor, send } = channel;
  const deputyUid = enabled && userId ? deputyUidOf(userId) : null;

  useEffect(() => {
    if (!deputyUid) return;
    let peer: RTCPeerConnection | null = null;
    const drop = () => {
      peer?.close();
      peer = null;
      setStream(null);
      setState('notConnected');
    };
    const answer = async (offer: string) => {
      drop();
      const current = new RTCPeerConnection();
      peer = current;
      setState('connecting');
      current.ontrack = (event) => setStream(event.streams[0] ?? new MediaStream([event.track]));
      current.onconnectionstatechange = () => {
        if (peer !== current) return;
        if (current.connectionState === 'connected') setState('connected');
        if (['failed', 'disconnected', 'closed'].includes(current.connectionState)) drop();
      };
      await current.setRemoteDescription({ type: 'offer', sdp: offer });
      await current.setLocalDescription(await current.createAnswer());
      await iceGathered(current);
      const sdp = current.localDescription?.sdp;
      if (peer === current && sdp) send(phoneSignalMessage(deputyUid, PhoneSignal.ANSWER, sdp));
    };
    const unsubscribe = onMonitor((_target, content, message) => {
      if (message.uid !== deputyUid) return;
      const signal = phoneSignalOf(content);
      if (signal?.kind === PhoneSignal.OFFER && signal.sdp) void answer(signal.sdp).catch(drop);
      if (signal?.kind === PhoneSignal.BYE) drop();
    });
    return () => {
      unsubscribe();
      drop();
    };
  }, [deputyUid, onMonitor, send]);

  const open = isOpen(channel.status.state);
  useEffect(() => {
    if (deputyUid && open) send(phoneSignalMessage(deputyUid, PhoneSignal.HELLO));
  }, [deputyUid, open, send]);

  return { state, stream };
}

/** The phone camera of the page, for the device-check wizard's phone step. */
export const PhoneCameraContext = createContext<PhoneCamera | null>(null);
export const usePhoneCameraOfPage = () => useContext(PhoneCameraContext);
