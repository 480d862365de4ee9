import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons/es/icons/CloseCircleOutlined';
import HeartOutlined from '@ant-design/icons/es/icons/HeartOutlined';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';

/**
 * Spec §3 pass (break-through) mode in the exam header: the wrong answers still forgiven, in the
 * warning colour when none is left.
 */
export function PassModeStatus({ chancesLeft }: { chances: number; chancesLeft: number }) {
  const { t } = useTranslation();
  return (
    <div
      className={['lectern-pass-mode', chancesLeft <= 0 && 'lectern-pass-mode--last']
        .filter(Boolean)
        .join(' ')}
      role="status"
    >
      <HeartOutlined aria-hidden />
      <span>{t('exam-answering:passMode.chancesLeft', { count: Math.max(0, chancesLeft) })}</span>
    </div>
  );
}

/** Pass mode: how a confirmed answer was judged, by colour, sign and word. */
export function PassModeVerdict({ correct }: { correct: boolean }) {
  const { t } = useTranslation();
  const Icon = correct ? CheckCircleOutlined : CloseCircleOutlined;
  return (
    <Tag color={correct ? 'success' : 'error'} className="lectern-grade-tag">
      <Icon aria-hidden />{' '}
      {correct
        ? t('exam-answering:passMode.judgedRight')
        : t('exam-answering:passMode.judgedWrong')}
    </Tag>
  );
}
