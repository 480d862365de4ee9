import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PaperClipOutlined from '@ant-design/icons/es/icons/PaperClipOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { QuestionType } from '@lectern/contracts/common/enums';
import { MAX_SHORT_ANSWER_LENGTH } from '@lectern/contracts/questions/answer';
import type { TAnswerUploadRule } from '@lectern/contracts/questions/question';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Progress from 'antd/es/progress';
import Upload from 'antd/es/upload';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fileNameOf } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';
import { absoluteFileUrl } from '@/lib/file-types';
import { usePostUploadFile } from '@/lib/uploads';
import { useLatest } from '@/lib/use-latest';
import { checkAnswerUpload, type TUploadRefusal } from './answer-rules';
import { FormulaButton, FormulaPreview } from './formula-button';
import type { TQuestionInputProps, TQuestionReviewProps } from './question-props';

type TShortAnswer = typeof QuestionType.SHORT_ANSWER;

type TWrittenAnswerProps = {
  text: string;
  fileUrls: readonly string[];
  /** Answering: the text now typed. */
  onText?: (text: string) => void;
  /** Review: the text cannot be changed. */
  readOnly?: boolean;
  /** Answering: takes a file off the answer (each file then has a remove button). */
  onRemoveFile?: (fileUrl: string) => void;
  /** Shown under the files: the answering view's upload button. */
  children?: ReactNode;
};

/**
 * The written text under its label (answering: with its formula button), its formulas rendered
 * under it, then the files attached to it, each a link.
 */
function WrittenAnswer({
  text,
  fileUrls,
  onText,
  readOnly = false,
  onRemoveFile,
  children,
}: TWrittenAnswerProps) {
  const { t } = useTranslation();
  const textId = useId();
  const label = t('questions:shortAnswer.label');
  return (
    <div className="lectern-short-answer">
      <div className="lectern-short-answer__head">
        <label htmlFor={textId} className="lectern-short-answer__label">
          {label}
        </label>
        {onText && (
          <FormulaButton
            fieldLabel={label}
            field={() => document.getElementById(textId) as HTMLTextAreaElement | null}
            maxLength={MAX_SHORT_ANSWER_LENGTH}
            onText={onText}
          />
        )}
      </div>
      <Input.TextArea
        id={textId}
        value={text}
        maxLength={MAX_SHORT_ANSWER_LENGTH}
        autoSize={{ minRows: 4 }}
        readOnly={readOnly}
        onChange={onText && ((event) => onText(event.target.value))}
      />
      <FormulaPreview text={text} />
      {fileUrls.length > 0 && (
        <ul className="lectern-answer-files" aria-label={t('questions:upload.files')}>
          {fileUrls.map((fileUrl) => {
            const name = fileNameOf(fileUrl);
            return (
              <li key={fileUrl}>
                <PaperClipOutlined aria-hidden />
                <a href={absoluteFileUrl(fileUrl) ?? undefined} target="_blank" rel="noreferrer">
                  {name}
                </a>
                {onRemoveFile && (
                  <Button
                    type="text"
                    size="small"
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('questions:upload.remove', { name })}
                    onClick={() => onRemoveFile(fileUrl)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {children}
    </div>
  );
}

/** Type 5: a written answer, with files when the question allows them. */
export function ShortAnswerInput({
  question,
  answer,
  onChange,
}: TQuestionInputProps<TShortAnswer>) {
  const { t } = useTranslation();
  const uploadFile = usePostUploadFile();
  const fileUrls = answer?.fileUrls ?? [];
  const rule = question.upload;
  // An upload finishes after the learner may have typed on: it adds to the answer as it is then.
  const latest = useLatest(answer);

  const change = (next: { text?: string; fileUrls?: string[] }) => {
    const current = latest.current;
    const merged = {
      text: next.text ?? current?.text ?? '',
      fileUrls: next.fileUrls ?? current?.fileUrls ?? [],
    };
    onChange(
      merged.text === '' && merged.fileUrls.length === 0
        ? null
        : { questionType: QuestionType.SHORT_ANSWER, ...merged },
    );
  };

  const attach = async (file: File) => {
    try {
      const fileUrl = await uploadFile.mutateAsync(file);
      change({ fileUrls: [...(latest.current?.fileUrls ?? []), fileUrl] });
    } catch {
      // The api client has already told the learner why the upload failed.
    }
  };

  const refuse = (check: TUploadRefusal, uploadRule: TAnswerUploadRule) => {
    const messages = {
      limit: t('questions:upload.tooMany', { limit: uploadRule.limit }),
      type: t('questions:upload.wrongType'),
      size: t('questions:upload.tooLarge', { size: uploadRule.sizeMb }),
    };
    feedback.warning(messages[check], 'answer-upload');
  };

  return (
    <WrittenAnswer
      text={answer?.text ?? ''}
      fileUrls={fileUrls}
      onText={(text) => change({ text })}
      onRemoveFile={(fileUrl) => change({ fileUrls: fileUrls.filter((url) => url !== fileUrl) })}
    >
      {rule && (
        <div className="lectern-short-answer__upload">
          <Upload
            accept={rule.types.map((type) => `.${type}`).join(',')}
            showUploadList={false}
            disabled={uploadFile.isPending}
            beforeUpload={(file) => {
              const check = checkAnswerUpload(rule, file, fileUrls.length);
              if (check) refuse(check, rule);
              else void attach(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />} loading={uploadFile.isPending}>
              {t('questions:upload.action')}
            </Button>
          </Upload>
          <span className="lectern-short-answer__upload-rule">
            {t('questions:upload.rule', {
              limit: rule.limit,
              size: rule.sizeMb,
              types: rule.types.join(', '),
            })}
          </span>
          {uploadFile.percent !== null && uploadFile.isPending && (
            <Progress
              percent={uploadFile.percent}
              size="small"
              status="active"
              aria-label={t('questions:upload.progress')}
            />
          )}
        </div>
      )}
    </WrittenAnswer>
  );
}

/** Type 5 in review: the learner's text and files, read-only; a person marks it. */
export function ShortAnswerReview({ answer }: TQuestionReviewProps<TShortAnswer>) {
  return <WrittenAnswer text={answer?.text ?? ''} fileUrls={answer?.fileUrls ?? []} readOnly />;
}
