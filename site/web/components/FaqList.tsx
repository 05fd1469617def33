/**
 * An FAQ accordion (one item open at a time). Exclusive <details name> does that in the
 * browser itself, with the keyboard, and without JavaScript; FAQPage JSON-LD comes from the same data.
 */
import type { ReactElement } from 'react';
import { Icon } from '../../ui/Icon';

export interface FaqEntry {
  id: string;
  question: string;
  answer: readonly string[];
}

export function faqJsonLd(items: readonly FaqEntry[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join(' ') },
    })),
  };
}

export function FaqList({ items, group }: { items: readonly FaqEntry[]; group: string }): ReactElement {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.id} name={group} id={item.id}>
          <summary>
            <span>{item.question}</span>
            <Icon name="chevronDown" />
          </summary>
          <div className="answer">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
