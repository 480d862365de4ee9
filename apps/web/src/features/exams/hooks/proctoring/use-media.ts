import { useEffect, useRef, useState } from 'react';
import { cameraProblemOf, type TCameraProblem } from './camera-errors';
import { volumeLevel } from './volume-level';

/** How often the microphone meter reads a level. */
const METER_INTERVAL_MS = 100;
/** The analyser's window: about 40 ms of sound at 48 kHz. */
const METER_FFT_SIZE = 2048;

/** Stops every track of a stream: the camera light goes off, the device is free again. */
export const stopStream = (stream: MediaStream | null) =>
  stream?.getTracks().forEach((track) => track.stop());

/**
 * The camera and/or microphone the paper asks for, opened once and stopped when the screen
 * leaves. `problem` is the spec §8 camera error when the browser refused. `video` may name
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

/**
 * Spec §5 microphone volume: the level (0–100) of the stream's sound, read every 100 ms, and the
 * highest level heard since the meter started.
 */
export function useVolumeMeter(stream: MediaStream | null) {
  const [level, setLevel] = useState(0);
  const [peak, setPeak] = useState(0);
  const levelRef = useRef(0);

  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0) return;
    const AudioContextClass = window.AudioContext;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    const analyser = context.createAnalyser();
    analyser.fftSize = METER_FFT_SIZE;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      const current = volumeLevel(samples);
      levelRef.current = current;
      setLevel(current);
      setPeak((highest) => Math.max(highest, current));
    }, METER_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      void context.close();
    };
  }, [stream]);

  return { level, peak, levelRef };
}
