/** The press outlets' logos with the sample-content note, as the home and landing pages show them. */
import type { ReactElement } from 'react';
import { PRESS_OUTLETS, SAMPLE_PRESS_NOTICE } from '../../content/press';

export function PressList(): ReactElement {
  return (
    <>
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
    </>
  );
}
