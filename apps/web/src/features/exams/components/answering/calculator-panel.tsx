import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as MathNumber from 'mathjs/number';

type TMath = typeof MathNumber;

/** Digits shown in a result; more would only show binary rounding (0.1 + 0.2). */
const RESULT_PRECISION = 14;

let math: Promise<TMath> | null = null;
/**
 * mathjs is large (and takes a slow phone's CPU for a while to start), so the exam screen never
 * waits for it: it loads when a calculator opens. The service worker precaches it with the exam,
 * so the calculator works offline too (decisions 0033, 0034).
 */
const loadMath = () =>
  (math ??= import('mathjs/number').catch((error: unknown) => {
    math = null;
    throw error;
  }));

type TKey = {
  /** What the key shows. */
  label: string;
  /** What it adds to the expression, or 'clear', 'backspace' or 'equals'. */
  action: string;
  /** Its accessible name when the label is a symbol: calculator.key.<name>. */
  name?: string;
};

const key = (label: string, action: string, name?: string): TKey => ({ label, action, name });

/** A four-column keypad, row by row. */
const BASIC_KEYS: TKey[] = [
  key('C', 'clear', 'clear'),
  key('⌫', 'backspace', 'backspace'),
  key('(', '(', 'openBracket'),
  key(')', ')', 'closeBracket'),
  key('7', '7'),
  key('8', '8'),
  key('9', '9'),
  key('÷', '/', 'divide'),
  key('4', '4'),
  key('5', '5'),
  key('6', '6'),
  key('×', '*', 'multiply'),
  key('1', '1'),
  key('2', '2'),
  key('3', '3'),
  key('−', '-', 'subtract'),
  key('0', '0'),
  key('.', '.', 'decimalPoint'),
  key('=', 'equals', 'equals'),
  key('+', '+', 'add'),
];

const SCIENTIFIC_KEYS: TKey[] = [
  key('sin', 'sin(', 'sin'),
  key('cos', 'cos(', 'cos'),
  key('tan', 'tan(', 'tan'),
  key('n!', '!', 'factorial'),
  key('ln', 'log(', 'ln'),
  key('log', 'log10(', 'log'),
  key('√', 'sqrt(', 'sqrt'),
  key('x²', '^2', 'square'),
  key('xʸ', '^', 'power'),
  key('π', 'pi', 'pi'),
  key('e', 'e', 'e'),
  key('1/x', '1/', 'reciprocal'),
];

type TMode = 'basic' | 'scientific';

/**
 * Spec §2 calculator and scientific calculator: keys or typing build an expression, '=' or Enter
 * works it out with mathjs (trigonometry in radians). A panel beside the exam, not over it.
 */
export function CalculatorPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<TMode>('basic');
  const [expression, setExpression] = useState('');
  const [result, setResult] = useState<string | null>(null);

  useEffect(() => {
    input.current?.focus();
    void loadMath().catch(() => undefined);
  }, []);

  const calculate = async () => {
    if (!expression.trim()) return;
    try {
      const { evaluate, format } = await loadMath();
      const value: unknown = evaluate(expression);
      if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error('not a number');
      const shown = format(value, { precision: RESULT_PRECISION });
      setResult(shown);
      setExpression(shown);
    } catch {
      setResult(t('exam-answering:calculator.error'));
    }
  };

  const press = (action: string) => {
    switch (action) {
      case 'equals':
        void calculate();
        break;
      case 'clear':
        setExpression('');
        setResult(null);
        break;
      case 'backspace':
        setExpression((current) => current.slice(0, -1));
        break;
      default:
        setExpression((current) => current + action);
    }
    input.current?.focus();
  };

  const keys = mode === 'scientific' ? [...SCIENTIFIC_KEYS, ...BASIC_KEYS] : BASIC_KEYS;

  return (
    <aside className="lectern-calculator" aria-labelledby={titleId}>
      <header className="lectern-calculator__header">
        <h2 id={titleId} className="lectern-calculator__title">
          {t(`exam-answering:calculator.${mode}`)}
        </h2>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined aria-hidden />}
          aria-label={t('exam-answering:calculator.close')}
          onClick={onClose}
        />
      </header>
      <Segmented<TMode>
        block
        value={mode}
        onChange={setMode}
        options={[
          { value: 'basic', label: t('exam-answering:calculator.basic') },
          { value: 'scientific', label: t('exam-answering:calculator.scientific') },
        ]}
      />
      <label htmlFor={inputId} className="lectern-visually-hidden">
        {t('exam-answering:calculator.expression')}
      </label>
      <Input
        id={inputId}
        ref={(node) => {
          input.current = node?.input ?? null;
        }}
        className="lectern-calculator__expression"
        value={expression}
        autoComplete="off"
        onChange={(event) => setExpression(event.target.value)}
        onPressEnter={() => void calculate()}
      />
      <output className="lectern-calculator__result" aria-live="polite" htmlFor={inputId}>
        {result !== null && `= ${result}`}
      </output>
      <div
        className={`lectern-calculator__keys lectern-calculator__keys--${mode}`}
        role="group"
        aria-label={t('exam-answering:calculator.keys')}
      >
        {keys.map(({ label, action, name }) => (
          <Button
            key={label}
            type={action === 'equals' ? 'primary' : 'default'}
            aria-label={name ? t(`exam-answering:calculator.key.${name}`) : undefined}
            onClick={() => press(action)}
          >
            {label}
          </Button>
        ))}
      </div>
    </aside>
  );
}
