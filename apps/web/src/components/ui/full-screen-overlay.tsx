import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Paths } from '@/lib/paths';

type TFullScreenOverlayProps = {
  /** An image URL or a drawing. */
  image?: ReactNode;
  text: ReactNode;
  /** Where 'back to home' goes (the home page by default). */
  jumpTo?: string;
  /** Replaces the jump, e.g. to reload the page. */
  onAction?: () => void;
  actionText?: string;
};

/**
 * Spec §2 full-screen overlay: an image, a text and a 'back to home' button. It also says that a
 * page failed to load, so it needs nothing that loads later: the button is antd's primary button
 * drawn in plain CSS.
 */
export function FullScreenOverlay({
  image,
  text,
  jumpTo = Paths.HOME,
  onAction,
  actionText,
}: TFullScreenOverlayProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div
      className="lectern-overlay"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="lectern-overlay-text"
    >
      {typeof image === 'string' ? (
        <img className="lectern-overlay__image" src={image} alt="" />
      ) : (
        image
      )}
      <p id="lectern-overlay-text" className="lectern-overlay__text">
        {text}
      </p>
      <button
        type="button"
        className="lectern-overlay__action"
        onClick={onAction ?? (() => void navigate(jumpTo, { replace: true }))}
      >
        {actionText ?? t('common:overlay.backToHome')}
      </button>
    </div>
  );
}
