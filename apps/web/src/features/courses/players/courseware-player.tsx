import type { TPostScormCommitResponse } from '@lectern/contracts/courses/post-scorm-commit';
import { MediaPlayer } from './media-player';
import { PdfPlayer } from './pdf-player';
import { PicturePlayer } from './picture-player';
import type { TPlayerProps } from './player-types';
import { RichTextPlayer } from './rich-text-player';
import { ScormFrame } from './scorm-frame';

/** The player of the session's kind of courseware (spec §1: eight kinds, decision 0062). */
export function CoursewarePlayer({
  onPageTurn,
  onScormCommitted,
  ...props
}: TPlayerProps & {
  onPageTurn: (pageShown: number) => void;
  onScormCommitted: (answer: TPostScormCommitResponse) => void;
}) {
  switch (props.session.kind) {
    case 'video':
    case 'audio':
      return <MediaPlayer {...props} />;
    case 'pdf':
    case 'document':
      return <PdfPlayer {...props} onPageTurn={onPageTurn} />;
    case 'picture':
      return <PicturePlayer {...props} />;
    case 'richText':
      return <RichTextPlayer {...props} />;
    case 'scorm':
      return <ScormFrame {...props} onCommitted={onScormCommitted} />;
  }
}
