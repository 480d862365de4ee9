import { deputyUidOf, IM_MESSAGE_PATH, monitorMessageOf } from '@lectern/contracts/common/realtime';
import Alert from 'antd/es/alert';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { openRealtimeSocket, RealtimeState } from '@/lib/realtime';
import {
  iceGathered,
  PhoneSignal,
  phoneSignalMessage,
  phoneSignalOf,
  type TPhoneCameraState,
} from '../hooks/proctoring/phone-camera';
import { useMediaStream, useVideoOf } from '@/lib/camera/media-stream';
import { PHONE_STATE_COLOURS } from '../components/proctoring/phone-check';
import '../components/proctoring/proctoring.css';

/** The phone's camera: the one facing away from the screen, which films the learner's desk. */
const PHONE_VIDEO = { facingMode: 'environment' } as const;

/**
 * Spec §2 PreviewDeputyCamera: the learner's phone, opened from the QR code of the device check,
 * streams its camera to the examinee's page over WebRTC, signalled through the realtime channel
 * as `{userId}-deputy` with the ticket of the code (decision 0051). It stays open for the exam.
 */
/**
 * The phone's side of the link: once the camera is open, joins the channel with the ticket and
 * offers the camera whenever the channel (re)connects or the examinee's page says hello.
 */
function useDeputyLink(userId: string, ticket: string, stream: MediaStream | null) {
  const [state, setState] = useState<TPhoneCameraState>('notConnected');
  const [linkFailed, setLinkFailed] = useState(false);
  useEffect(() => {
    if (!stream) return;
    const deputyUid = deputyUidOf(userId);
    let peer: RTCPeerConnection | null = null;
    const offer = async () => {
      peer?.close();
      const current = new RTCPeerConnection();
      peer = current;
      setState('connecting');
      current.onconnectionstatechange = () => {
        if (peer !== current) return;
        if (current.connectionState === 'connected') setState('connected');
        if (['failed', 'disconnected', 'closed'].includes(current.connectionState)) {
          setState('notConnected');
        }
      };
      for (const track of stream.getTracks()) current.addTrack(track, stream);
      await current.setLocalDescription(await current.createOffer());
      await iceGathered(current);
      const sdp = current.localDescription?.sdp;
      if (peer === current && sdp) socket.send(phoneSignalMessage(userId, PhoneSignal.OFFER, sdp));
    };
    const onMessage = (raw: unknown) => {
      const monitor = monitorMessageOf(raw);
      if (monitor?.message.uid !== userId) return;
      const signal = phoneSignalOf(monitor.content);
      if (signal?.kind === PhoneSignal.HELLO) void offer();
      if (signal?.kind === PhoneSignal.ANSWER && signal.sdp && peer) {
        void peer.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
      }
    };
    const socket = openRealtimeSocket({
      path: `${IM_MESSAGE_PATH}?${new URLSearchParams({ userId: deputyUid, ticket })}`,
      protocols: [deputyUid],
      onMessage,
      onStatus: ({ state: link }) => {
        // The examinee's page may be waiting already: the camera is offered at once.
        if (link === RealtimeState.CONNECTED || link === RealtimeState.RESTORED) void offer();
        setLinkFailed(
          link === RealtimeState.LOGIN_REFUSED ||
            link === RealtimeState.REPLACED ||
            link === RealtimeState.RECONNECT_FAILED,
        );
      },
    });
    return () => {
      socket.send(phoneSignalMessage(userId, PhoneSignal.BYE));
      socket.close();
      peer?.close();
    };
  }, [userId, ticket, stream]);
  return { state, linkFailed };
}

/**
 * Spec §2 PreviewDeputyCamera: the learner's phone, opened from the QR code of the device check,
 * streams its camera to the examinee's page over WebRTC, signalled through the realtime channel
 * as `{userId}-deputy` with the ticket of the code (decision 0051). It stays open for the exam.
 */
export function DeputyCameraPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const userId = query.get('userId') ?? '';
  const ticket = query.get('ticket') ?? '';
  const media = useMediaStream({ video: PHONE_VIDEO, audio: false });
  const videoRef = useVideoOf(media.stream);
  const link = useDeputyLink(userId, ticket, userId && ticket ? media.stream : null);
  const linkFailed = !userId || !ticket || link.linkFailed;
  return (
    <main className="lectern-deputy">
      <h1 className="lectern-deputy__title">{t('exams:proctoring.deputy.title')}</h1>
      <p>{t('exams:proctoring.deputy.hint')}</p>
      {media.problem ? (
        <Alert type="error" showIcon title={t(`common:cameraProblem.${media.problem}`)} />
      ) : (
        <video
          ref={videoRef}
          className="lectern-deputy__video"
          aria-label={t('exams:proctoring.phone.preview')}
          playsInline
          muted
        />
      )}
      {linkFailed ? (
        <Alert type="error" showIcon title={t('exams:proctoring.deputy.linkFailed')} />
      ) : (
        <Tag color={PHONE_STATE_COLOURS[link.state]} variant="filled" role="status">
          {t(`exams:proctoring.deputy.${link.state}`)}
        </Tag>
      )}
    </main>
  );
}
