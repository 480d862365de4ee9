import type { TGetCustomInfoResponse } from '@lectern/contracts/common/get-custom-info';
import type { TClassifyNode } from '@lectern/contracts/common/classify-node';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { ApiError, errorMessage } from '@/lib/api-client';
import { Paths, safeReturnPath } from '@/lib/paths';
import { useCustomInfo } from '@/lib/custom-info';
import { useOrganisationTree } from '../api/get-organisation-tree';
import { useSaveCustomInfo } from '../api/post-save-custom-info';
import {
  CustomFieldInput,
  formValueOf,
  isEmptyCustomValue,
  wireValueOf,
  type TCustomFieldFormValue,
} from '@/components/ui/custom-field-input';
import { OrganisationPicker, type TChosenOrganisation } from '../components/organisation-picker';
import './custom-info-page.css';

type TFormValues = {
  organisation: TChosenOrganisation | null;
  values: Record<string, TCustomFieldFormValue>;
};

/**
 * The supplementary info ('other information', spec §2): the organisation and the tenant's
 * custom fields; 'save and continue' goes back to the page the learner wanted (`url`).
 */
export function CustomInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const customInfo = useCustomInfo();
  const tree = useOrganisationTree();

  if (customInfo.error || tree.error) {
    const error = customInfo.error ?? tree.error;
    return (
      <Result
        status="warning"
        title={error instanceof ApiError ? errorMessage(error.code, error.body) : null}
        extra={
          <Button type="primary" onClick={() => navigate(Paths.HOME)}>
            {t('custom-info:backHome')}
          </Button>
        }
      />
    );
  }
  if (!customInfo.data || !tree.data) return <PageLoading />;
  return (
    <CustomInfoForm
      form={customInfo.data}
      nodes={tree.data}
      onSaved={() => navigate(safeReturnPath(query.get('url')) ?? Paths.HOME, { replace: true })}
    />
  );
}

function CustomInfoForm({
  form: customInfo,
  nodes,
  onSaved,
}: {
  form: TGetCustomInfoResponse;
  nodes: TClassifyNode[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFormValues>();
  const save = useSaveCustomInfo();
  const required = (label: string) => ({
    validator: (_rule: unknown, value: unknown) =>
      isEmptyCustomValue(value as TCustomFieldFormValue)
        ? Promise.reject(new Error(errorMessage('300364', { field: label })))
        : Promise.resolve(),
  });

  const submit = ({ organisation, values }: TFormValues) =>
    save.mutate(
      {
        classifyCode: organisation?.classifyCode ?? '',
        values: Object.fromEntries(
          customInfo.fields.map((field) => [field.key, wireValueOf(values?.[field.key])]),
        ),
      },
      { onSuccess: onSaved },
    );

  return (
    <main className="lectern-custom-info">
      <Card>
        <Typography.Title level={2}>{t('custom-info:title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('custom-info:intro')}</Typography.Paragraph>
        <Form<TFormValues>
          form={form}
          layout="vertical"
          requiredMark
          initialValues={{
            organisation: customInfo.organisation,
            values: Object.fromEntries(
              customInfo.fields.map((field) => [field.key, formValueOf(field)]),
            ),
          }}
          onFinish={submit}
        >
          <Form.Item
            name="organisation"
            label={customInfo.organisationLabel}
            required
            rules={[required(customInfo.organisationLabel)]}
          >
            <OrganisationPicker label={customInfo.organisationLabel} nodes={nodes} />
          </Form.Item>
          {customInfo.fields.map((field) => (
            <Form.Item
              key={field.key}
              name={['values', field.key]}
              label={field.label}
              required={field.required}
              rules={field.required ? [required(field.label)] : []}
            >
              <CustomFieldInput field={field} />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" block loading={save.isPending}>
            {t('custom-info:save')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
