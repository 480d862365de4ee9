import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { customInfoPath } from '@/lib/paths';
import { useCustomInfo } from '@/lib/custom-info';
import { MemberPaths } from '../members.feature';

/** Personal centre 'other custom info' (spec §2): the supplementary info, with a way to edit it. */
export function OtherInfoCard() {
  const { t } = useTranslation();
  const { data: customInfo } = useCustomInfo({ silent: true });
  if (!customInfo) return null;
  const empty = t('custom-info:personal.notFilled');
  return (
    <Card
      title={t('custom-info:personal.title')}
      extra={
        <Link to={customInfoPath({ url: MemberPaths.PERSONAL })}>
          <EditOutlined aria-hidden /> {t('custom-info:personal.edit')}
        </Link>
      }
    >
      <Descriptions
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'organisation',
            label: customInfo.organisationLabel,
            children: customInfo.organisation?.name ?? empty,
          },
          ...customInfo.fields.map((field) => ({
            key: field.key,
            label: field.label,
            children: field.value ?? empty,
          })),
        ]}
      />
    </Card>
  );
}
