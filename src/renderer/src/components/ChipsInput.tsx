// A list of short words edited as chips: typed in one field and added with Enter or the Add button (a comma
// or 、 adds too), each removed by its own button. Backspace in the empty field takes the last one. A word
// already listed, or one past the limit, is not added and the field says why.
import { useState, type KeyboardEvent } from 'react';
import './chips.css';

export interface ChipsLabels {
  add: string;
  remove(value: string): string;
  duplicate: string;
  full: string;
}

export function ChipsInput(props: {
  id: string;
  values: string[];
  max: number;
  /** The longest word; longer input is cut as it is typed. */
  maxLength: number;
  onChange(values: string[]): void;
  describedBy?: string;
  invalid?: boolean;
  /** The words of the buttons and notes, in the page's language. */
  labels: ChipsLabels;
  testId: string;
}) {
  const { labels } = props;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const { values } = props;

  const add = (raw: string) => {
    const words = raw
      .split(/[,，、\n]/)
      .map((word) => word.trim())
      .filter(Boolean);
    if (words.length === 0) return;
    const next = [...values];
    for (const word of words) {
      if (next.some((value) => value.toLowerCase() === word.toLowerCase())) {
        setProblem(labels.duplicate);
        continue;
      }
      if (next.length >= props.max) {
        setProblem(labels.full);
        break;
      }
      next.push(word);
    }
    setText('');
    if (next.length !== values.length) props.onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add(text);
    } else if (event.key === 'Backspace' && text === '' && values.length > 0) {
      props.onChange(values.slice(0, -1));
    }
  };

  return (
    <div className="chips" data-testid={props.testId}>
      {values.length > 0 && (
        <ul className="chips-list">
          {values.map((value) => (
            <li key={value} className="chip">
              <bdi dir="auto">{value}</bdi>
              <button
                type="button"
                className="chip-remove"
                aria-label={labels.remove(value)}
                onClick={() => props.onChange(values.filter((item) => item !== value))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="chips-entry">
        <input
          id={props.id}
          type="text"
          dir="auto"
          value={text}
          maxLength={props.maxLength}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          onChange={(event) => {
            setProblem(undefined);
            if (/[,，、]/.test(event.target.value)) add(event.target.value);
            else setText(event.target.value);
          }}
          onKeyDown={onKeyDown}
          data-testid={`${props.testId}-input`}
        />
        <button type="button" className="btn" onClick={() => add(text)} disabled={!text.trim()}>
          {labels.add}
        </button>
      </div>
      {problem && (
        <span className="form-hint" role="status">
          {problem}
        </span>
      )}
    </div>
  );
}
