import { useTranslations } from 'next-intl';
import { useMessageText } from '@/components/i18n/useMessageText';
import type { Message } from '@/lib/i18n/message';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';

/** Props of {@link RecipientsList}. */
export type RecipientsListProps = {
  /** The last "Use this list"'s errors by line: the payments were left as they were. */
  errors: readonly Message[];
  /** Reads the list into the payment rows ("Use this list"). */
  onImport: (text: string) => void;
  /** The list was edited: its errors no longer apply. */
  onEdit: () => void;
};

/**
 * "Paste a recipients list": a text area taking one `recipient,amount` per
 * line, the CSV a spreadsheet exports (a header line and quotes are fine;
 * ";" or a tab may separate the fields, as in the locales that write "0,5").
 * "Use this list" replaces the payments with it, or lists each bad line by
 * its number and keeps the payments as they were.
 */
export function RecipientsList({ errors, onImport, onEdit }: RecipientsListProps) {
  const id = useId();
  const [text, setText] = useState('');
  const t = useTranslations('Batch');
  const messageText = useMessageText();
  return (
    <details className="advanced recipients-list">
      <summary>{t('pasteList')}</summary>
      <div className="field">
        <label htmlFor={id}>{t('list')}</label>
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
            onEdit();
          }}
        />
        <p id={`${id}-hint`} className="field-hint">
          {t('listHint')}
        </p>
      </div>
      {errors.length > 0 && (
        <Notice tone="error" testId="list-errors">
          <ul className="list-errors">
            {errors.map((error, index) => (
              <li key={index}>{messageText(error)}</li>
            ))}
          </ul>
        </Notice>
      )}
      <p className="field-action">
        <Button onClick={() => onImport(text)} disabled={text.trim() === ''}>
          {t('useList')}
        </Button>
      </p>
    </details>
  );
}
