import FunctionOutlined from '@ant-design/icons/es/icons/FunctionOutlined';
import Button from 'antd/es/button';
import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { hasFormula, insertFormula } from '@/lib/formulas';
import { feedback } from '@/lib/feedback';
import { loadKatex } from '@/lib/rich-text';
import { FormulaText } from '@/components/ui/formula-text';
import type { TFormulaEditorProps } from './formula-editor';

type TFormulaEditor = ComponentType<TFormulaEditorProps>;

let editorModule: Promise<TFormulaEditor> | null = null;

/**
 * The editor and MathLive load with the first formula a learner writes (decision 0053), with
 * KaTeX: MathLive then draws with the fonts KaTeX's styles declare (the same KaTeX fonts, which
 * the exam keeps offline) and fetches its own copies only without them.
 */
const loadEditor = () =>
  (editorModule ??= Promise.all([import('./formula-editor'), loadKatex()]).then(
    ([module]) => module.default,
    (error: unknown) => {
      editorModule = null; // the next click tries again
      throw error;
    },
  ));

type TTextField = HTMLInputElement | HTMLTextAreaElement;

type TFormulaButtonProps = {
  /** The name of the answer box the formula goes into ('Blank 1', 'Your answer'). */
  fieldLabel: string;
  /** The answer box: the formula replaces its selection, or goes in at its caret. */
  field: () => TTextField | null;
  maxLength: number;
  /** The answer box's text with the formula in it. */
  onText: (text: string) => void;
};

/**
 * 'Formula' beside a text answer box: opens the formula editor and puts the formula into the
 * answer as LaTeX between \( and \), then hands the focus back to the box after it.
 */
export function FormulaButton({ fieldLabel, field, maxLength, onText }: TFormulaButtonProps) {
  const { t } = useTranslation();
  const [Editor, setEditor] = useState<TFormulaEditor | null>(null);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const caret = useRef<number | null>(null);

  const openEditor = async () => {
    if (Editor) {
      setOpen(true);
      return;
    }
    setLoading(true);
    try {
      const loaded = await loadEditor();
      setEditor(() => loaded);
      setOpen(true);
    } catch {
      feedback.warning(t('questions:formula.loadFailed'), 'formula-editor');
    } finally {
      setLoading(false);
    }
  };

  const insert = (tex: string) => {
    const box = field();
    if (!box) return;
    const next = insertFormula(
      box.value,
      { start: box.selectionStart ?? box.value.length, end: box.selectionEnd ?? box.value.length },
      tex,
      maxLength,
    );
    if (!next) {
      feedback.warning(t('questions:formula.tooLong', { max: maxLength }), 'formula-too-long');
      return;
    }
    onText(next.text);
    caret.current = next.caret;
    setOpen(false);
  };

  const afterClose = () => {
    const box = field();
    if (!box || caret.current === null) return;
    box.focus();
    box.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  };

  return (
    <>
      <Button
        className="lectern-formula-button"
        icon={<FunctionOutlined aria-hidden />}
        loading={loading}
        aria-label={t('questions:formula.insertInto', { field: fieldLabel })}
        aria-haspopup="dialog"
        onClick={() => void openEditor()}
      >
        {t('questions:formula.button')}
      </Button>
      {Editor && (
        <Editor
          open={open}
          onInsert={insert}
          onCancel={() => setOpen(false)}
          afterClose={afterClose}
        />
      )}
    </>
  );
}

/** The answer with its formulas rendered, under the box, once the answer holds a formula. */
export function FormulaPreview({ text }: { text: string }) {
  const { t } = useTranslation();
  if (!hasFormula(text)) return null;
  return (
    <div className="lectern-formula-preview">
      <span className="lectern-formula-preview__label">{t('questions:formula.preview')}</span>
      <FormulaText text={text} />
    </div>
  );
}
