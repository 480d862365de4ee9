import { useEffect, useRef, useState } from 'react';
import { cameraProblemOf, type TCameraProblem } from './camera-errors';

/** Stops every track of a stream: the camera light goes off, the device is free again. */
export const stopStream = (stream: MediaStream | null) =>
  stream?.getTracks().forEach((track) => track.stop());

/**
 * The camera and/or microphone a screen asks for (a proctored paper, a course's face capture),
 * opened once and stopped when the screen leaves. `problem` is the spec §8 camera error when the browser refused. `video` may name
 * constraints (a module constant: a new object each render would open the camera again).
 */
export function useMediaStream({
  video,
  audio,
}: {
  video: boolean | MediaTrackConstraints;
  audio: boolean;
}) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<TCameraProblem | null>(null);

  useEffect(() => {
    if (!video && !audio) return;
    let opened: MediaStream | null = null;
    let gone = false;
    const open = async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new TypeError('getUserMedia missing');
        opened = await navigator.mediaDevices.getUserMedia({ video, audio });
        if (gone) stopStream(opened);
        else setStream(opened);
      } catch (error) {
        if (!gone) setProblem(cameraProblemOf(error));
      }
    };
    void open();
    return () => {
      gone = true;
      stopStream(opened);
      setStream(null);
    };
  }, [video, audio]);

  return { stream, problem };
}

/** A `<video>` showing `stream`, muted (the learner's own microphone must not echo). */
export function useVideoOf(stream: MediaStream | null) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !stream) return;
    video.srcObject = stream;
    video.muted = true;
    void video.play().catch(() => undefined);
    return () => {
      video.srcObject = null;
    };
  }, [stream]);
  return videoRef;
}
