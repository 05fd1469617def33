/** The quote email's HTML body, set in EmailLayout by render-email.tsx. React escapes every value from the lead. */
import type { ReactElement } from 'react';
import { Card, Details, LinkCard, PhoneCard, RouteAndVehicles, styles } from '../EmailLayout';
import { emailCopy } from '../email-copy';
import { quoteEmailCopy as t } from './quote-email-copy';
import type { PriceView, QuoteEmailView } from './quote-email-view';

function Price({ price }: { price: PriceView }): ReactElement {
  if (price.kind === 'agent') {
    return (
      <Card heading={price.heading}>
        <p style={styles.paragraph}>{price.text}</p>
      </Card>
    );
  }
  return (
    <Card heading={t.priceHeading}>
      <p className="sq-muted" style={styles.muted}>
        {price.caption}
      </p>
      {price.options.map((option) => (
        <div
          key={option.name}
          className={option.chosen ? 'sq-chosen' : 'sq-option'}
          style={option.chosen ? styles.chosen : styles.option}
        >
          <p style={{ ...styles.value, fontSize: '17px' }}>
            {option.name}
            {option.chosen ? (
              <strong
                className="sq-accent"
                style={{ ...styles.link, textDecoration: 'none' }}
              >{` · ${t.yourChoice}`}</strong>
            ) : null}
          </p>
          <Details items={option.details} />
        </div>
      ))}
      {price.season ? <p style={styles.paragraph}>{price.season}</p> : null}
      {price.legs ? (
        <>
          <p style={{ ...styles.value, margin: '0 0 4px' }}>{price.legs.heading}</p>
          <ol style={{ ...styles.list, margin: '0 0 12px' }}>
            {price.legs.lines.map((leg) => (
              <li key={leg}>{leg}</li>
            ))}
          </ol>
        </>
      ) : null}
      <p style={{ ...styles.paragraph, fontWeight: 700 }}>{price.validUntil}</p>
      <p className="sq-muted" style={styles.muted}>
        {price.note}
      </p>
    </Card>
  );
}

export function QuoteEmail({ view }: { view: QuoteEmailView }): ReactElement {
  return (
    <>
      <p style={styles.paragraph}>{view.greeting}</p>
      <p style={styles.paragraph}>{view.intro}</p>
      <Card>
        <Details items={[view.leadNumber]} />
      </Card>
      <RouteAndVehicles route={view.route} vehicles={view.vehicles} />
      <Price price={view.price} />
      <LinkCard
        heading={t.bookHeading}
        text={t.bookText}
        button={t.bookButton}
        linkText={emailCopy.bookingPageLinkText}
        url={view.bookingUrl}
      />
      <PhoneCard heading={t.callHeading} phone={view.phone} text={t.callText(view.phone.display)} />
    </>
  );
}
