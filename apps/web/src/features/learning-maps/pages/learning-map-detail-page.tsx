import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { useLearningMapDetail } from '../api/get-learning-map-detail';
import { MapOverview } from '../components/map-overview';
import { MapStages } from '../components/map-stages';
import { LearningMapPaths } from '../learning-maps.feature';
import '../components/learning-maps.css';

/**
 * Spec §2 /learn-map/detail: a map's stages in order, each task with where the learner stands and
 * a link to do it; a locked stage says why and what opens it.
 */
export function LearningMapDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const mapId = params.get('mapId') ?? '';
  const map = useLearningMapDetail(mapId);

  return (
    <div className="lectern-page lectern-map-page">
      <Link to={LearningMapPaths.MAPS} className="lectern-maps-back">
        <LeftOutlined aria-hidden /> {t('learning-maps:detail.back')}
      </Link>
      {mapId === '' ? (
        <Alert type="warning" showIcon title={t('learning-maps:detail.missing')} />
      ) : map.isError ? (
        <Alert type="error" showIcon title={errorMessage(errorCodeOf(map.error))} />
      ) : !map.data ? (
        <Spin />
      ) : (
        <>
          <MapOverview map={map.data} />
          <MapStages stages={map.data.stages} linked />
        </>
      )}
    </div>
  );
}
