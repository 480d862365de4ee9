import type { ModalFuncProps } from 'antd/es/modal/interface';
import type * as FeedbackAntd from './feedback-antd';

/** An open dialog: it can be changed while open (a countdown) and closed. */
export type TDialog = { destroy: () => void; update: (config: ModalFuncProps) => void };

let antd: Promise<typeof FeedbackAntd> | null = null;

/**
 * Toasts and dialogs are rarely needed before the first page is up, so antd's message and
 * modal code stays out of the entry and loads on first use. The app shell themes them through
 * ConfigProvider.config (holderRender).
 */
const loadAntd = () =>
  (antd ??= import('./feedback-antd').catch((error: unknown) => {
    antd = null;
    throw error;
  }));

/**
 * Loads the toasts and dialogs now: a screen that must work offline (the exam) waits for them
 * before it shows (decision 0028).
 */
export const preloadFeedback = async () => {
  await loadAntd();
};

/** Toasts and dialogs for code outside React (the api client, the version check, sign-out). */
export const feedback = {
  /** A warning toast; toasts with the same key replace each other instead of piling up. */
  warning(content: string, key?: string) {
    void loadAntd().then(({ message }) => message.warning({ content, key }));
  },
  success(content: string) {
    void loadAntd().then(({ message }) => message.success(content));
  },
  async confirm(config: ModalFuncProps): Promise<TDialog> {
    const { Modal } = await loadAntd();
    return Modal.confirm(config);
  },
  /** A dialog with a single button. */
  async alert(config: ModalFuncProps): Promise<TDialog> {
    const { Modal } = await loadAntd();
    return Modal.warning(config);
  },
};
