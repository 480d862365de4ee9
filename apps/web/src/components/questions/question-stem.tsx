import type { TQuestionView } from '@lectern/contracts/questions/question';
import { AttachmentList } from '@/components/ui/attachment-list';
import { RichText } from '@/components/ui/rich-text';
import { useSession } from '@/lib/session';
import { QuestionMedia } from './question-media';
import { QuestionPictures } from './question-pictures';

/** What the question says: its rich text, pictures, attachments and audio or video. */
export function QuestionStem({ question }: { question: TQuestionView }) {
  const { factoryInfo } = useSession();
  return (
    <div className="lectern-question__stem">
      <RichText html={question.content} className="lectern-question__content" />
      <QuestionPictures pictures={question.docPics} alts={question.docPicAlts} />
      {question.docUrls.length > 0 && (
        <AttachmentList
          urls={question.docUrls}
          names={question.docNames}
          docViewerUrl={factoryInfo?.docViewerUrl}
        />
      )}
      {question.media && <QuestionMedia questionId={question.questionId} media={question.media} />}
    </div>
  );
}
