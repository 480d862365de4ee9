import { useEffect, useRef, useState } from 'react';
import { volumeLevel } from './volume-level';

/** How often the microphone meter reads a level. */
const METER_INTERVAL_MS = 100;
/** The analyser's window: about 40 ms of sound at 48 kHz. */
const METER_FFT_SIZE = 2048;

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
