import { MathfieldElement } from 'mathlive';
import Modal from 'antd/es/modal';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MATHLIVE_ASSETS_FOLDER } from './formula-editor-assets';

/**
 * Absolute, so MathLive does not probe its own script's address with a HEAD request to resolve a
 * relative folder; this origin's, as the Content-Security-Policy wants (font-src, connect-src).
 */
const assetsFolder = (subfolder: string) =>
  new URL(
    `${import.meta.env.BASE_URL}${MATHLIVE_ASSETS_FOLDER}/${subfolder}`,
    window.location.origin,
  ).href;

MathfieldElement.fontsDirectory = assetsFolder('fonts');
MathfieldElement.soundsDirectory = assetsFolder('sounds');

type TFormulaFieldProps = {
  /** The formula's LaTeX after each edit. */
  onChange: (tex: string) => void;
  /** Enter in the field: the learner is done. */
  onSubmit: () => void;
};

/**
 * MathLive's formula field, focused when it shows; on a touch screen its virtual keyboard opens
 * with the focus (MathLive's 'auto' policy). It lives as long as the dialog's content.
 */
function FormulaField({ onChange, onSubmit }: TFormulaFieldProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onChange, onSubmit });
  useEffect(() => {
    handlers.current = { onChange, onSubmit };
  });

  const label = t('questions:formula.field');
  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const field = new MathfieldElement();
    field.className = 'lectern-formula-editor__field';
    field.mathVirtualKeyboardPolicy = 'auto';
    field.setAttribute('aria-label', label);
    field.addEventListener('input', () => handlers.current.onChange(field.value.trim()));
    field.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.shiftKey) {
        event.preventDefault();
        handlers.current.onSubmit();
      }
    });
    container.append(field);
    // After the dialog's own focus handling has run.
    const focusing = window.setTimeout(() => field.focus(), 0);
    return () => {
      window.clearTimeout(focusing);
      field.remove();
    };
  }, [label]);

  return <div ref={host} className="lectern-formula-editor" />;
}

export type TFormulaEditorProps = {
  open: boolean;
  /** The formula's LaTeX, when the learner confirms it. */
  onInsert: (tex: string) => void;
  onCancel: () => void;
  /** Once the dialog has closed. */
  afterClose: () => void;
};

/**
 * The formula editor's dialog. This module, MathLive with it, loads only when a learner first asks
 * for the editor (FormulaButton).
 */
export default function FormulaEditor({
  open,
  onInsert,
  onCancel,
  afterClose,
}: TFormulaEditorProps) {
  const { t } = useTranslation();
  const [tex, setTex] = useState('');
  const insert = () => {
    if (tex !== '') onInsert(tex);
  };
  return (
    <Modal
      open={open}
      title={t('questions:formula.title')}
      okText={t('questions:formula.insert')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ disabled: tex === '' }}
      onOk={insert}
      onCancel={onCancel}
      afterClose={() => {
        setTex('');
        afterClose();
      }}
      destroyOnHidden
      width={560}
    >
      <p className="lectern-formula-editor__hint">{t('questions:formula.hint')}</p>
      <FormulaField onChange={setTex} onSubmit={insert} />
    </Modal>
  );
}
