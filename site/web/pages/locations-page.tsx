/**
 * `/shipping-locations`: regions, countries, provinces and
 * states with their ports, as nested disclosure lists. Ship or truck icons follow `iconType`;
 * coordinates are shown so the data is checkable and machine-readable (schema.org GeoCoordinates).
 */
import type { ReactElement } from 'react';
import { LOCATIONS, type LocationNode } from '../../content/locations';
import { Icon } from '../../ui/Icon';
import { breadcrumbJsonLd } from '../components/Breadcrumbs';
import { PageHead } from '../components/PageHead';
import type { Page } from '../render';

const coords = (node: LocationNode) =>
  `${Math.abs(node.lat).toFixed(2)}° ${node.lat >= 0 ? 'N' : 'S'}, ${Math.abs(node.lng).toFixed(2)}° ${node.lng >= 0 ? 'E' : 'W'}`;

/** `linked: false` inside a <summary>, which must hold no link of its own (axe nested-interactive). */
function Place({ node, linked = true }: { node: LocationNode; linked?: boolean }): ReactElement {
  if (node.isSubtitle) return <span className="location-subtitle">{node.name}</span>;
  const name = node.url && linked ? <a href={node.url}>{node.name}</a> : node.name;
  return (
    <span className="location" data-icon={node.iconType}>
      <Icon
        name={node.iconType === 'ship' ? 'ship' : 'truck'}
        size={18}
        label={node.iconType === 'ship' ? 'By sea' : 'By road'}
      />
      {name}
      {node.isPort && <span className="visually-hidden"> (port)</span>}
      <span className="location-coords">{coords(node)}</span>
    </span>
  );
}

function Tree({ nodes }: { nodes: readonly LocationNode[] }): ReactElement {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.slug}>
          {node.children?.length ? (
            <details open={node.isSubtitle || undefined}>
              <summary>
                <Place node={node} linked={false} />
              </summary>
              {node.url && (
                <p className="location-service">
                  <a href={node.url}>{node.name}: how we ship there</a>
                </p>
              )}
              <Tree nodes={node.children} />
            </details>
          ) : (
            <Place node={node} />
          )}
        </li>
      ))}
    </ul>
  );
}

export function locationsPage(origin: string): Page {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Shipping locations', path: '/shipping-locations' },
  ];
  return {
    meta: {
      title: 'Shipping Locations',
      description:
        'Where we ship: every Canadian province, all 50 US states with their vehicle ports, and ports in Africa, Asia, Europe and Oceania. Open a region to see where we serve.',
      path: '/shipping-locations',
      jsonLd: [breadcrumbJsonLd(crumbs, origin)],
    },
    body: (
      <>
        <PageHead
          crumbs={crumbs}
          title="Where we ship"
          lead="Door to door across the USA and Canada by truck, and port to port overseas by ro-ro, container or air. Open a region to see the places we serve."
        />
        <section className="section">
          <div className="container location-tree">
            {LOCATIONS.map((region) => (
              <section key={region.slug} aria-labelledby={`region-${region.slug}`}>
                <h2 id={`region-${region.slug}`}>{region.name}</h2>
                <Tree nodes={region.children ?? []} />
              </section>
            ))}
          </div>
        </section>
      </>
    ),
  };
}
