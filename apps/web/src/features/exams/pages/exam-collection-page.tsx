import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TGetExamCollectionResponse } from '@lectern/contracts/exams/get-exam-collection';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  CustomFieldInput,
  formValueOf,
  isEmptyCustomValue,
  wireValueOf,
  type TCustomFieldFormValue,
} from '@/components/ui/custom-field-input';
import { FullScreenOverlay } from '@/components/ui/full-screen-overlay';
import { PageLoading } from '@/components/ui/page-loading';
import { TenantText } from '@/components/ui/tenant-text';
import { ApiError, errorCodeOf, errorMessage } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';
import { useExamCollection } from '../api/get-exam-collection';
import { useSaveExamCollection } from '../api/post-save-exam-collection';
import { useStartExam } from '../api/post-start-exam';
import { ExamScreen } from '../components/exam-screen';
import { ExamPaths } from '../exams.feature';

type TFormValues = { values: Record<string, TCustomFieldFormValue> };

/** The refusals that name a field (spec §5 Forms): shown under it rather than as a toast. */
const FIELD_REFUSALS: readonly string[] = [
  ErrorCode.REQUIRED_FIELD_EMPTY,
  ErrorCode.INPUT_ITEM_REPEATED,
  ErrorCode.SUBMITTED_INFO_WRONG,
];

const fieldLabelOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'field' in body && typeof body.field === 'string'
    ? body.field
    : null;

const previewPath = (paperId: string) =>
  `${ExamPaths.EXAM_PREVIEW}?paperId=${encodeURIComponent(paperId)}`;

type TAfterSave = 'start' | 'preview';

function CollectionForm({ collection }: { collection: TGetExamCollectionResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<TFormValues>();
  const save = useSaveExamCollection();
  const startExam = useStartExam();
  const [pending, setPending] = useState<TAfterSave | null>(null);
  const { paperId } = collection;

  const required = (label: string) => ({
    validator: (_rule: unknown, value: unknown) =>
      isEmptyCustomValue(value as TCustomFieldFormValue)
        ? Promise.reject(new Error(errorMessage(ErrorCode.REQUIRED_FIELD_EMPTY, { field: label })))
        : Promise.resolve(),
  });

  const showRefusal = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const message = errorMessage(error.code, error.body);
    const label = fieldLabelOf(error.body);
    const field = collection.fields.find((candidate) => candidate.label === label);
    if (field && FIELD_REFUSALS.includes(error.code)) {
      form.setFields([{ name: ['values', field.key], errors: [message] }]);
      form.scrollToField(['values', field.key]);
    } else {
      feedback.warning(message, 'exam-collection');
    }
  };

  const start = () =>
    startExam.mutate(
      { paperId, continueExam: false },
      {
        onSuccess: ({ answerSheetId }) =>
          navigate(
            `${ExamPaths.EXAM_IN_PROGRESS}?answerSheetId=${encodeURIComponent(answerSheetId)}`,
            { replace: true },
          ),
        // The preview says why (its toast has been shown), or offers to continue.
        onError: () => navigate(previewPath(paperId), { replace: true }),
        onSettled: () => setPending(null),
      },
    );

  const send = (after: TAfterSave, { values }: TFormValues) => {
    setPending(after);
    save.mutate(
      {
        paperId,
        values: Object.fromEntries(
          collection.fields.map((field) => [field.key, wireValueOf(values?.[field.key])]),
        ),
      },
      {
        onSuccess: () => {
          if (after === 'start') return start();
          setPending(null);
          feedback.success(t('exams:collection.saved'));
          void navigate(previewPath(paperId), { replace: true });
        },
        onError: (error) => {
          setPending(null);
          showRefusal(error);
        },
      },
    );
  };

  return (
    <ExamScreen title={<TenantText>{collection.paperName}</TenantText>}>
      <Card className="lectern-exam-collection">
        <Typography.Title level={2} className="lectern-exam-collection__title">
          {t('exams:collection.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('exams:collection.intro')}</Typography.Paragraph>
        <Form<TFormValues>
          form={form}
          layout="vertical"
          requiredMark
          initialValues={{
            values: Object.fromEntries(
              collection.fields.map((field) => [field.key, formValueOf(field)]),
            ),
          }}
          onFinish={(values) => send('start', values)}
        >
          {collection.fields.map((field) => (
            <Form.Item
              key={field.key}
              name={['values', field.key]}
              label={<TenantText>{field.label}</TenantText>}
              required={field.required}
              rules={field.required ? [required(field.label)] : []}
            >
              <CustomFieldInput field={field} />
            </Form.Item>
          ))}
          <div className="lectern-exam-screen__actions">
            <Button
              type="primary"
              size="large"
              htmlType="submit"
              loading={pending === 'start'}
              disabled={pending === 'preview'}
            >
              {t('exams:collection.saveAndStart')}
            </Button>
            <Button
              size="large"
              loading={pending === 'preview'}
              disabled={pending === 'start'}
              onClick={() =>
                form.validateFields().then(
                  (values) => send('preview', values),
                  () => undefined,
                )
              }
            >
              {t('exams:collection.saveOnly')}
            </Button>
          </div>
        </Form>
      </Card>
    </ExamScreen>
  );
}

/**
 * Spec §2 /exam/Collection?paperId=…: the information a paper collects before its exam, filled
 * once and kept for every attempt; 保存并开始考试 saves it and starts the exam.
 */
export function ExamCollectionPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const paperId = query.get('paperId') ?? '';
  const { data: collection, error } = useExamCollection(paperId);

  if (!paperId || error) {
    const code = !paperId ? ErrorCode.PAPER_NUMBER_EMPTY : errorCodeOf(error);
    return (
      <FullScreenOverlay
        text={errorMessage(code)}
        jumpTo={paperId ? previewPath(paperId) : ExamPaths.EXAM_LIST}
        actionText={paperId ? t('exams:collection.backToPreview') : t('exams:backToExamList')}
      />
    );
  }
  if (!collection) return <PageLoading />;
  return <CollectionForm collection={collection} />;
}
