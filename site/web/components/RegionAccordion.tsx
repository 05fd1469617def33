/**
 * Where we ship: an exclusive accordion of <details name>, so the browser keeps one region open, by
 * keyboard too, with no script. The region picture follows the open region through CSS :has(); with
 * every region closed the first one's picture stays. Countries with a service page of their own link to
 * it, which makes the list on a phone a tree of regions and pages.
 */
import type { ReactElement } from 'react';
import type { Region } from '../../content/international';
import { Icon } from '../../ui/Icon';

export function RegionAccordion({ regions }: { regions: readonly Region[] }): ReactElement {
  return (
    <div className="regions">
      <div className="regions-list">
        {regions.map((region, index) => (
          <details key={region.id} name="regions" id={`region-${region.id}`} open={index === 0}>
            <summary>
              <span>{region.name}</span>
              <Icon name="chevronDown" />
            </summary>
            <ul className="region-countries">
              {region.countries.map((country) => (
                <li key={country.name}>{country.href ? <a href={country.href}>{country.name}</a> : country.name}</li>
              ))}
            </ul>
            {region.guide && (
              <p className="region-guide">
                <a href={region.guide.href}>{region.guide.label}</a>
              </p>
            )}
          </details>
        ))}
      </div>
      <div className="region-images">
        {regions.map((region, index) => (
          <img
            key={region.id}
            className={`region-image region-image--${region.id}`}
            data-region={region.id}
            src={region.image.src}
            width={region.image.width}
            height={region.image.height}
            alt={region.image.alt}
            loading={index === 0 ? undefined : 'lazy'}
          />
        ))}
      </div>
    </div>
  );
}
