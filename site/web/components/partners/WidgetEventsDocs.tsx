/** The embed builder's reference of the widget's events: when each fires, its detail, the tag manager. */
import type { ReactElement } from 'react';
import { EVENTS_COPY, WIDGET_EVENTS } from '../../../partners/partners-copy';

export function WidgetEventsDocs(): ReactElement {
  return (
    <section className="builder-docs" aria-labelledby="events-title">
      <h2 id="events-title">{EVENTS_COPY.heading}</h2>
      <p>{EVENTS_COPY.intro}</p>
      {/* On a phone the table scrolls sideways inside its region, which therefore needs a tab stop. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs a tab stop to be scrolled by keyboard */}
      <section className="table-scroll" aria-labelledby="events-caption" tabIndex={0}>
        <table>
          <caption id="events-caption">{EVENTS_COPY.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{EVENTS_COPY.columns.name}</th>
              <th scope="col">{EVENTS_COPY.columns.when}</th>
              <th scope="col">{EVENTS_COPY.columns.fields}</th>
            </tr>
          </thead>
          <tbody>
            {WIDGET_EVENTS.map((event) => (
              <tr key={event.name}>
                <th scope="row">
                  <code>{event.name}</code>
                </th>
                <td>{event.when}</td>
                <td>
                  <ul className="detail-fields">
                    {event.fields.map((field) => (
                      <li key={field}>{field}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p>{EVENTS_COPY.dataLayer}</p>
      <h3>{EVENTS_COPY.exampleHeading}</h3>
      <pre className="snippet-code">
        <code>{EVENTS_COPY.example}</code>
      </pre>
    </section>
  );
}
