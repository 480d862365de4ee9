import { ErrorCode } from '@lectern/contracts/common/error-codes';
import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { MistakesPaths } from '../mistakes.feature';
import type { TSetRef } from './set-ref';

/** Back to /mistakes, on the tab of the set the page shows. */
export function BackToSets({ setRef }: { setRef: TSetRef | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = setRef ? `?sourceType=${setRef.sourceType}` : '';
  return (
    <div>
      <Button
        type="link"
        icon={<ArrowLeftOutlined aria-hidden />}
        style={{ paddingInline: 0 }}
        onClick={() => void navigate(`${MistakesPaths.SETS}${search}`)}
      >
        {t('mistakes:backToSets')}
      </Button>
    </div>
  );
}

/**
 * What a set's page shows instead of its questions: no set named in the URL, a set with no
 * question left (300403: all answered right or removed), or another failure.
 */
export function SetUnavailable({
  setRef,
  error,
  children,
}: {
  setRef: TSetRef | null;
  error?: unknown;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  let content: ReactNode;
  if (!setRef) content = <Alert type="warning" showIcon title={t('mistakes:set.none')} />;
  else if (errorCodeOf(error) === ErrorCode.MISTAKE_SET_NOT_FOUND) {
    content = <EmptyList description={t('mistakes:set.empty')} />;
  } else content = <Alert type="error" showIcon title={errorMessage(errorCodeOf(error))} />;
  return (
    <>
      <BackToSets setRef={setRef} />
      {content}
      {children}
    </>
  );
}
