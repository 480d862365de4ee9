import SafetyOutlined from '@ant-design/icons/es/icons/SafetyOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_CODE_LENGTH, type TSmsCodeSent } from '@lectern/contracts/common/sms-code';
import { ApiError } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';
import { isSendThrottled, useCountdown } from '@/lib/verification-code';

type TVerificationCodeFieldProps = {
  /** The form's name: antd ids the input `<formName>_<name>`, and the label points at it. */
  formName: string;
  name?: string;
  label: string;
  /** Sends a code; answers null when the fields it needs are not valid yet (they say why). */
  onSend: () => Promise<TSmsCodeSent | null>;
};

/**
 * A verification code input with its 'Send code' button (spec §5): after a send the button counts
 * down '{seconds}s' for the `resendAfter` the server gave, or for the wait it asks when throttled.
 */
export function VerificationCodeField({
  formName,
  name = 'code',
  label,
  onSend,
}: TVerificationCodeFieldProps) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const sent = await onSend();
      if (sent) start(sent.resendAfter);
    } catch (error) {
      if (error instanceof ApiError && isSendThrottled(error.code, error.body)) {
        start(error.body);
        feedback.warning(
          t('common:verificationCode.tooFrequent', { s: error.body }),
          'verification-code',
        );
      }
      // Any other failure has been shown by the api client.
    } finally {
      setSending(false);
    }
  };

  return (
    <Form.Item label={label} htmlFor={`${formName}_${name}`} required>
      <Space.Compact block>
        <Form.Item
          name={name}
          noStyle
          rules={[
            { required: true, whitespace: true, message: t('common:verificationCode.required') },
          ]}
        >
          <Input
            prefix={<SafetyOutlined aria-hidden />}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
          />
        </Form.Item>
        {/* No spinner: its exit animation can outlast the send and stay in the button's name. */}
        <Button onClick={() => void send()} disabled={sending || remaining > 0}>
          {remaining > 0
            ? t('common:verificationCode.resendIn', { seconds: remaining })
            : t('common:verificationCode.send')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
