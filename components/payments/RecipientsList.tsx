import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';

/** Props of {@link RecipientsList}. */
export type RecipientsListProps = {
  /** Reads the list into the payment rows; returns its errors by line, and changes nothing when there are any. */
  onImport: (text: string) => string[];
};

/**
 * "Paste a recipients list": a text area taking one `recipient,amount` per
 * line, the CSV a spreadsheet exports (a header line and quotes are fine).
 * "Use this list" replaces the payments with it, or lists each bad line by
 * its number and keeps the payments as they were.
 */
export function RecipientsList({ onImport }: RecipientsListProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <details className="advanced recipients-list">
      <summary>Paste a recipients list</summary>
      <div className="field">
        <label htmlFor={id}>Recipients list</label>
        <textarea
          id={id}
          name="recipientsList"
          rows={5}
          spellCheck={false}
          autoComplete="off"
          placeholder={'alice.eth,0.5\n0x70997970C51812dc3A010C7d01b50e0d17dc79C8,1.25'}
          value={text}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setText(event.target.value);
            setErrors([]);
          }}
        />
        <p id={`${id}-hint`} className="field-hint">
          One recipient,amount per line, as a spreadsheet exports it.
        </p>
      </div>
      {errors.length > 0 && (
        <Notice tone="error" testId="list-errors">
          <ul className="list-errors">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Notice>
      )}
      <p className="field-action">
        <Button onClick={() => setErrors(onImport(text))} disabled={text.trim() === ''}>
          Use this list
        </Button>
      </p>
    </details>
  );
}
