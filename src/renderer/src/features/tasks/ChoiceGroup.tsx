// A set of choices as native radio buttons drawn as chips or cards: Tab reaches the group, the arrow keys
// move the choice, and a screen reader hears the group's name. `value` undefined: nothing chosen yet.
import { useId, type ReactNode } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
  detail?: ReactNode;
  disabled?: boolean;
}

export function ChoiceGroup<V extends string>(props: {
  label: string;
  choices: Array<Choice<V>>;
  value: V | undefined;
  onChange: (value: V) => void;
  testId: string;
  /** Cards (a line of detail under each label) instead of chips. */
  cards?: boolean;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset
      className={props.cards ? 'choice-group cards' : 'choice-group'}
      data-testid={props.testId}
      disabled={props.disabled}
    >
      <legend className="tool-label">{props.label}</legend>
      <div className="choice-list">
        {props.choices.map((choice) => (
          <label
            key={choice.value}
            className={choice.value === props.value ? 'choice checked' : 'choice'}
            data-disabled={choice.disabled || undefined}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === props.value}
              disabled={choice.disabled}
              data-testid={`${props.testId}-${choice.value}`}
              onChange={() => props.onChange(choice.value)}
            />
            <span className="choice-label">{choice.label}</span>
            {choice.detail && <span className="choice-detail">{choice.detail}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
