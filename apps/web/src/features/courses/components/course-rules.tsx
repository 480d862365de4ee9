import CameraOutlined from '@ant-design/icons/es/icons/CameraOutlined';
import OrderedListOutlined from '@ant-design/icons/es/icons/OrderedListOutlined';
import RedoOutlined from '@ant-design/icons/es/icons/RedoOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
import SignatureOutlined from '@ant-design/icons/es/icons/SignatureOutlined';
import Card from 'antd/es/card';
import type { TCourseRules } from '@lectern/contracts/courses/courses';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

type TRule = { key: string; icon: ComponentType<{ 'aria-hidden'?: boolean }>; text: string };

/** Spec §4 rules the course asks of the learner, in the order they meet them. */
export function CourseRules({ rules }: { rules: TCourseRules }) {
  const { t } = useTranslation();
  const asked: TRule[] = [
    ...(rules.firstSignature
      ? [{ key: 'first', icon: SignatureOutlined, text: t('courses:rules.firstSignature') }]
      : []),
    ...(rules.faceCapture
      ? [{ key: 'face', icon: CameraOutlined, text: t('courses:rules.faceCapture') }]
      : []),
    ...(rules.inOrder
      ? [{ key: 'order', icon: OrderedListOutlined, text: t('courses:rules.inOrder') }]
      : []),
    ...(rules.attemptsAllowed === null
      ? []
      : [
          {
            key: 'attempts',
            icon: RedoOutlined,
            text: t('courses:rules.attempts', { number: rules.attemptsAllowed }),
          },
        ]),
    ...(rules.completionSignature
      ? [
          {
            key: 'completion',
            icon: SignatureOutlined,
            text: t('courses:rules.completionSignature'),
          },
        ]
      : []),
    ...(rules.certificate
      ? [
          {
            key: 'certificate',
            icon: SafetyCertificateOutlined,
            text: t('courses:rules.certificate'),
          },
        ]
      : []),
  ];
  return (
    <Card size="small" title={t('courses:rules.title')} className="lectern-course-rules">
      {asked.length > 0 ? (
        <ul className="lectern-course-rules__list">
          {asked.map(({ key, icon: Icon, text }) => (
            <li key={key}>
              <Icon aria-hidden />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="lectern-course-rules__none">{t('courses:rules.none')}</p>
      )}
    </Card>
  );
}
