import type { ComponentPropsWithRef } from 'react';

/** Props of {@link Card}: a `<section>`'s own. Title it: `aria-labelledby` its heading's id. */
export type CardProps = ComponentPropsWithRef<'section'>;

/** The design's card (`.panel`): a titled group of content on the panel colour, padded, rounded, a little raised. */
export function Card({ className, ...rest }: CardProps) {
  return <section className={className ? `panel ${className}` : 'panel'} {...rest} />;
}

/** Props of {@link CardPlaceholder}. */
export type CardPlaceholderProps = {
  /** `data-testid` of the placeholder. */
  testId: string;
};

/** An empty card of a card's height, busy (`aria-busy`), while the card's code loads. */
export function CardPlaceholder({ testId }: CardPlaceholderProps) {
  return <div className="panel panel-placeholder" data-testid={testId} aria-busy="true" />;
}
