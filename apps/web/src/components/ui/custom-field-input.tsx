import {
  CUSTOM_TEXT_MAX_LENGTH,
  CustomFieldType,
  type TCustomField,
} from '@lectern/contracts/common/custom-field';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

/** The wire form of a date value (contracts custom-field). */
export const CUSTOM_DATE_FORMAT = 'YYYY-MM-DD';

/** What the form holds for a field: text, a number as a string, a date, or a choice. */
export type TCustomFieldFormValue = string | Dayjs | null | undefined;

/** A field's stored value as its input holds it. */
export const formValueOf = (field: TCustomField): TCustomFieldFormValue =>
  field.type === CustomFieldType.DATE && field.value ? dayjs(field.value) : field.value;

/** What the input holds, as the server takes it. */
export const wireValueOf = (value: TCustomFieldFormValue): string | null => {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.format(CUSTOM_DATE_FORMAT);
};

export const isEmptyCustomValue = (value: TCustomFieldFormValue) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

type TCustomFieldInputProps = {
  /** Set by antd's Form.Item so the label points at the input. */
  id?: string;
  field: TCustomField;
  value?: TCustomFieldFormValue;
  onChange?: (value: TCustomFieldFormValue) => void;
};

/**
 * The input for one custom field, by its type: the supplementary info's and a paper's information
 * collection (spec §2) share it.
 */
export function CustomFieldInput({ id, field, value, onChange }: TCustomFieldInputProps) {
  const { t } = useTranslation();
  switch (field.type) {
    case CustomFieldType.TEXT:
      return (
        <Input
          id={id}
          maxLength={CUSTOM_TEXT_MAX_LENGTH}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
    case CustomFieldType.NUMBER:
      return (
        <InputNumber<string>
          id={id}
          stringMode
          style={{ width: '100%' }}
          value={typeof value === 'string' ? value : null}
          onChange={(number) => onChange?.(number)}
        />
      );
    case CustomFieldType.DATE:
      return (
        <DatePicker
          id={id}
          format={CUSTOM_DATE_FORMAT}
          placeholder={t('common:customField.datePlaceholder')}
          value={value && typeof value !== 'string' ? value : null}
          onChange={(date) => onChange?.(date)}
        />
      );
    case CustomFieldType.SELECT:
      return (
        <Select
          id={id}
          allowClear
          placeholder={t('common:customField.selectPlaceholder')}
          value={typeof value === 'string' ? value : undefined}
          onChange={(choice: string | undefined) => onChange?.(choice ?? null)}
          options={field.options.map((option) => ({ value: option, label: option }))}
        />
      );
  }
}
