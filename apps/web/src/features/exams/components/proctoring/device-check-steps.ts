import type { TProctoringRule } from '@lectern/contracts/exams/proctoring';

/** The device-check wizard's steps (spec §2), in the order the learner takes them. */
export const DeviceCheckStep = {
  CAMERA: 'camera',
  MICROPHONE: 'microphone',
  SCREEN: 'screen',
  PHONE: 'phone',
} as const;
export type TDeviceCheckStep = (typeof DeviceCheckStep)[keyof typeof DeviceCheckStep];

/** Each step the paper's rule asks for: a new device is one more entry here and one more panel. */
const STEP_ASKED: Record<TDeviceCheckStep, (rule: TProctoringRule) => boolean> = {
  camera: (rule) => rule.camera,
  microphone: (rule) => rule.microphone,
  screen: (rule) => rule.screenRecording,
  phone: (rule) => rule.phoneCamera,
};

export const deviceCheckSteps = (rule: TProctoringRule): TDeviceCheckStep[] =>
  (Object.keys(STEP_ASKED) as TDeviceCheckStep[]).filter((step) => STEP_ASKED[step](rule));
