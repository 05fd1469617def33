/** "In the press": the outlets' logos with the sample-content note, as the home and landing pages show them. */
import type { ReactElement } from 'react';
import { PRESS_OUTLETS, SAMPLE_PRESS_NOTICE } from '../../content/press';

export function PressSection(): ReactElement {
  return (
    <section className="section" aria-labelledby="press-title">
      <div className="container">
        <h2 id="press-title">In the press</h2>
        <ul className="press">
          {PRESS_OUTLETS.map((outlet) => (
            <li key={outlet.id}>
              <img
                src={outlet.logo.src}
                width={outlet.logo.width}
                height={outlet.logo.height}
                alt={outlet.name}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
        <p className="sample-note">{SAMPLE_PRESS_NOTICE}</p>
      </div>
    </section>
  );
}
