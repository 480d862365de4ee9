import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useTranslation } from 'react-i18next';
import { ApiError, ClientFailure } from '@/lib/api-client';
import { EmptyList } from '@/components/ui/empty-list';
import { PageLoading } from '@/components/ui/page-loading';
import { useHomePage } from '../api/get-home-page';
import { HomeBlock } from '../components/home-block';
import '../home.css';

const isConfigurationError = (error: unknown) =>
  error instanceof ApiError && error.code === ClientFailure.INVALID_RESPONSE;

/** /custom-home: the learner home the tenant's admin configured (spec §2 Home). */
export function HomePage() {
  const { t } = useTranslation();
  const homePage = useHomePage();

  if (homePage.isPending) return <PageLoading />;
  if (homePage.isError && !isConfigurationError(homePage.error)) {
    return (
      <EmptyList description={t('home:loadFailed')}>
        <Button type="primary" onClick={() => void homePage.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </EmptyList>
    );
  }
  if (!homePage.data) return <EmptyList description={t('home:configurationError')} />;
  return (
    <Flex vertical gap="large" className="lectern-page lectern-home">
      {homePage.data.blocks.map((block, index) => (
        <HomeBlock key={`${block.type}-${index}`} block={block} />
      ))}
    </Flex>
  );
}
